/* xlate CUDA prelude: cuBLAS v2 entry header. */
#ifndef XLATE_PRELUDE_CUBLAS_V2_H
#define XLATE_PRELUDE_CUBLAS_V2_H
#include "cublas_api.h"
#endif
