// The replacement API (cusolverDnXpotrf, CUDA 11.1) is current: no XL408.
#include <cusolverDn.h>
void f(cusolverDnHandle_t h, cusolverDnParams_t p, float *A, void *w, int *info) {
  cusolverDnXpotrf(h, p, CUBLAS_FILL_MODE_LOWER, 4, CUDA_R_32F, A, 4, CUDA_R_32F, w, 64, nullptr, 0, info);
}
