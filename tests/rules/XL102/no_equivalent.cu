// CUDA runtime calls with no HIP equivalent: an error at the use, which is left as written (the
// compiler stops there too); the supported call beside them is renamed.
#include <cuda_runtime.h>
void setup(double *d) {
  cudaSetDoubleForDevice(d);  // CHECK: XL102 error L5:3 cudaSetDoubleForDevice has no HIP equivalent
  cudaSetDoubleForHost(d);  // CHECK: XL102 error L6:3 cudaSetDoubleForHost has no HIP equivalent
  cudaDeviceSynchronize();
}
