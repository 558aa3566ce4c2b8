// Library names the compiler does not see (an inactive branch, an unused macro body): renamed at
// token level only, with a note once per name and file.
#include <xlate/hipblas.h>
#define MAKE_HANDLE(h) hipblasCreate(&(h))  // CHECK: XL404 note L4:24 cublasCreate renamed to hipblasCreate at token
#ifdef USE_OLD_BLAS
void old(hipblasHandle_t h) { hipblasDestroy(h); }  // CHECK: XL404 note L6:10 cublasHandle_t renamed to hipblasHandle_t at  // CHECK: XL404 note L6:30 cublasDestroy renamed to hipblasDestroy at
#endif
int main() {
  hipblasHandle_t h;
  hipblasCreate(&h);
  return hipblasDestroy(h) == HIPBLAS_STATUS_SUCCESS;
}
