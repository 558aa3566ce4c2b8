// Every library name is in compiled code the parser resolved: renamed, no XL404.
#include <cublas_v2.h>
int main() {
  cublasHandle_t h;
  cublasCreate(&h);
  return cublasDestroy(h) == CUBLAS_STATUS_SUCCESS;
}
