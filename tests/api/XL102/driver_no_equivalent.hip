#include <hip/hip_runtime.h>
hipError_t copy(hipDeviceptr_t dst, hipDeviceptr_t src, size_t n) {
  return cuMemcpy(dst, src, n);  // CHECK: XL102 error 3:10
}
