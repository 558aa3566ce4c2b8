// A library API deprecated at or before the CUDA version xlate reports is a warning naming the
// version and the replacement (cuSOLVER's 11.0 generic potrf, deprecated in 11.1).
#include <hipsolver/hipsolver.h>
void f(hipsolverDnHandle_t h, hipsolverDnParams_t p, float *A, void *w, int *info) {
  cusolverDnPotrf(h, p, HIPBLAS_FILL_MODE_LOWER, 4, HIP_R_32F, A, 4, HIP_R_32F, w, 64, info);  // CHECK: XL402 error L5:3 cusolverDnPotrf has no HIP library equivalent  // CHECK: XL408 warning L5:3 cusolverDnPotrf is deprecated since CUDA 11.1
}
