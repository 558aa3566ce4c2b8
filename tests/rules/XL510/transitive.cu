// Names CUDA's cuda_runtime.h declares through <string.h>: memcpy, strlen, strcmp from host code
#include <cuda_runtime.h>
#include <cstdio>

__global__ void scale(float *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= s;
}

int main() {
  const char *name = "scale";
  char copy[16];
  memcpy(copy, name, strlen(name) + 1);  // CHECK: XL510 note L13:3
  float h[4] = {1, 2, 3, 4};
  float *d = nullptr;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<1, 4>>>(d, 2.f, 4);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  memset(copy, 0, sizeof copy);
  printf("%s %d %g %d\n", copy, INT_MAX > 0, h[3], std::min(1, 2));
  return strcmp(name, "scale") != 0;
}
