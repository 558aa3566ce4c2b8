// Every library name is in compiled code the parser resolved: renamed, no XL404.
#include <xlate/hipblas.h>
int main() {
  hipblasHandle_t h;
  hipblasCreate(&h);
  return hipblasDestroy(h) == HIPBLAS_STATUS_SUCCESS;
}
