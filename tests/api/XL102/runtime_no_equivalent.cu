#include <cuda_runtime.h>
#include <cuda_profiler_api.h>
void setup(double* d) {
  cudaSetDoubleForDevice(d);  // CHECK: XL102 error 4:3
  cudaSetDoubleForHost(d);  // CHECK: XL102 error 5:3
  cudaProfilerInitialize("cfg", "out", cudaKeyValuePair);  // CHECK: XL102 error 6:3  // CHECK: XL102 error 6:40
  cudaProfilerStart();
}
