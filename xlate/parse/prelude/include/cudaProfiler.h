/* xlate CUDA prelude: the driver API's profiler control (cudaProfiler.h). CUDA 12 declares
 * cuProfilerStart and cuProfilerStop here; xlate's prelude declares them with the driver API (cuda.h). */
#ifndef XLATE_PRELUDE_CUDAPROFILER_H
#define XLATE_PRELUDE_CUDAPROFILER_H
#include "cuda.h"
#endif
