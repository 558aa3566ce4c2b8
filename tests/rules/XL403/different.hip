// Renamed, but the HIP library differs: hipBLAS declares getrsBatched's A array non-const, and a
// cuSOLVER enumerator has another numeric value in hipSOLVER.
#include <xlate/hipblas.h>
#include <hipsolver/hipsolver.h>
void f(hipblasHandle_t h, const float *const *A, float **B, int *p, int *info) {
  hipblasSgetrsBatched(h, HIPBLAS_OP_N, 4, 1, A, 4, p, B, 4, info, 8);  // CHECK: XL403 warning L6:3 cublasSgetrsBatched translated to
}
void g(hipsolverDnHandle_t h, float *A, float *W, int *lw) {
  hipsolverDnSsyevd_bufferSize(h, HIPSOLVER_EIG_MODE_VECTOR, HIPBLAS_FILL_MODE_LOWER, 4, A, 4, W, lw);  // CHECK: XL403 warning L9:34 CUSOLVER_EIG_MODE_VECTOR translated to
}
