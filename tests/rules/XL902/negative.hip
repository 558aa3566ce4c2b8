// Every include resolves and both passes parse the file: it is checked semantically, no XL902.
#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }
int main() {
  float *d = nullptr;
  hipMalloc(&d, 64 * sizeof(float));
  hipLaunchKernelGGL(scale, 1, 64, 0, 0, d, 2.0f);
  std::printf("%d\n", (int)hipDeviceSynchronize());
  return hipFree(d);
}
