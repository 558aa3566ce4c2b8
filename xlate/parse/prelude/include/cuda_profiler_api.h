/* xlate CUDA prelude: profiler control (declared in cuda_runtime_api.h). */
#ifndef XLATE_PRELUDE_CUDA_PROFILER_API_H
#define XLATE_PRELUDE_CUDA_PROFILER_API_H
#include "cuda_runtime_api.h"
#endif
