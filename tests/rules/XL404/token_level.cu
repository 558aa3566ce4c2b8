// Library names the compiler does not see (an inactive branch, an unused macro body): renamed at
// token level only, with a note once per name and file.
#include <cublas_v2.h>
#define MAKE_HANDLE(h) cublasCreate(&(h))  // CHECK: XL404 note L4:24 cublasCreate renamed to hipblasCreate at token
#ifdef USE_OLD_BLAS
void old(cublasHandle_t h) { cublasDestroy(h); }  // CHECK: XL404 note L6:10 cublasHandle_t renamed to hipblasHandle_t at  // CHECK: XL404 note L6:30 cublasDestroy renamed to hipblasDestroy at
#endif
int main() {
  cublasHandle_t h;
  cublasCreate(&h);
  return cublasDestroy(h) == CUBLAS_STATUS_SUCCESS;
}
