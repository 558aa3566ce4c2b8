// Renamed, but the HIP library differs: a cuSOLVER enumerator has another numeric value in hipSOLVER
// (no library function is "different" any more: each has a wrapper taking CUDA's types, or is unsupported).
#include <cusolverDn.h>
void g(cusolverDnHandle_t h, float *A, float *W, int *lw) {
  cusolverDnSsyevd_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, A, 4, W, lw);  // CHECK: XL403 warning L5:34 CUSOLVER_EIG_MODE_VECTOR translated to
}
