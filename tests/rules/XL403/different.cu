// Renamed, but the HIP library differs: hipSPARSE declares SpVV_bufferSize's result pointer non-const, and a
// cuSOLVER enumerator has another numeric value in hipSOLVER.
#include <cusparse.h>
#include <cusolverDn.h>
void f(cusparseHandle_t h, cusparseConstSpVecDescr_t x, cusparseConstDnVecDescr_t y, const void *r, size_t *n) {
  cusparseSpVV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, x, y, r, CUDA_R_32F, n);  // CHECK: XL403 warning L6:3 cusparseSpVV_bufferSize translated to
}
void g(cusolverDnHandle_t h, float *A, float *W, int *lw) {
  cusolverDnSsyevd_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, A, 4, W, lw);  // CHECK: XL403 warning L9:34 CUSOLVER_EIG_MODE_VECTOR translated to
}
