// Every include resolves and both passes parse the file: it is checked semantically, no XL902.
#include <cuda_runtime.h>
#include <cstdio>
__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }
int main() {
  float *d = nullptr;
  cudaMalloc(&d, 64 * sizeof(float));
  scale<<<1, 64>>>(d, 2.0f);
  std::printf("%d\n", (int)cudaDeviceSynchronize());
  return cudaFree(d);
}
