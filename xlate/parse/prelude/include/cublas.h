/* xlate CUDA prelude: the legacy cuBLAS header (cuBLAS reference, "Using the cuBLAS Legacy API"): the
 * cublasStatus type and the helpers xlate implements over hipBLAS (<xlate/cublas_extras.h>). The legacy
 * BLAS routines (cublasSscal(n, alpha, x, incx), no handle) are not declared: a call resolves against
 * the v2 declarations of cublas_api.h and fails to compile there, naming the routine. */
#ifndef XLATE_PRELUDE_CUBLAS_H
#define XLATE_PRELUDE_CUBLAS_H
#include "cublas_api.h"

typedef cublasStatus_t cublasStatus;

extern "C" {
__host__ cublasStatus cublasInit(void);
__host__ cublasStatus cublasShutdown(void);
__host__ cublasStatus cublasGetError(void);
__host__ cublasStatus cublasSetKernelStream(cudaStream_t stream);
}
#endif
