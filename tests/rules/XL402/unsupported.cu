// Library APIs with no HIP library equivalent: an error naming what to do instead, the use left as
// written (its arguments are still renamed).
#include <cublasLt.h>
#include <cub/cub.cuh>
void f(cublasLtHandle_t h, int *ids, int *n) {
  cublasLtMatmulAlgoGetIds(h, CUBLAS_COMPUTE_32F, CUDA_R_32F, CUDA_R_32F, CUDA_R_32F, CUDA_R_32F, CUDA_R_32F, 4, ids, n);  // CHECK: XL402 error L6:3 cublasLtMatmulAlgoGetIds has no HIP library
}
void g() { cub::SmVersion(); }  // CHECK: XL402 error L8:17 cub::SmVersion: hipCUB 7.2 has no
