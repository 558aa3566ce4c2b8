#include <cuda.h>
CUresult copy(CUdeviceptr dst, CUdeviceptr src, size_t n) {
  return cuMemcpy(dst, src, n);  // CHECK: XL102 error 3:10
}
