// Renamed, but the HIP library differs: hipSPARSE declares SpVV_bufferSize's result pointer non-const, and a
// cuSOLVER enumerator has another numeric value in hipSOLVER.
#include <xlate/hipsparse.h>
#include <hipsolver/hipsolver.h>
void f(hipsparseHandle_t h, hipsparseConstSpVecDescr_t x, hipsparseConstDnVecDescr_t y, const void *r, size_t *n) {
  hipsparseSpVV_bufferSize(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, x, y, r, HIP_R_32F, n);  // CHECK: XL403 warning L6:3 cusparseSpVV_bufferSize translated to
}
void g(hipsolverDnHandle_t h, float *A, float *W, int *lw) {
  hipsolverDnSsyevd_bufferSize(h, HIPSOLVER_EIG_MODE_VECTOR, HIPBLAS_FILL_MODE_LOWER, 4, A, 4, W, lw);  // CHECK: XL403 warning L9:34 CUSOLVER_EIG_MODE_VECTOR translated to
}
