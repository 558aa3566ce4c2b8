// The replacement API (cusolverDnXpotrf, CUDA 11.1) is current: no XL408.
#include <hipsolver/hipsolver.h>
void f(hipsolverDnHandle_t h, hipsolverDnParams_t p, float *A, void *w, int *info) {
  hipsolverDnXpotrf(h, p, HIPBLAS_FILL_MODE_LOWER, 4, HIP_R_32F, A, 4, HIP_R_32F, w, 64, nullptr, 0, info);
}
