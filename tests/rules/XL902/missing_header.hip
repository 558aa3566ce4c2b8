// A file the front end cannot check (a header of another library is missing here): one warning on its
// first line says so, and the file is still translated at token level (the CUDA names are renamed).
// CHECK: XL902 warning L1:1 not checked semantically (missing include
#include <hip/hip_runtime.h>
#include <some_vendor/device_lib.h>  // CHECK: XL903 warning L5:10 include 'some_vendor/device_lib.h' not found
__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }
int main() {
  float *d = nullptr;
  hipMalloc(&d, 64 * sizeof(float));
  hipLaunchKernelGGL(scale, 1, 64, 0, 0, d, 2.0f);
  return hipFree(d);
}
