/* A .c file that the build compiles as CUDA (`nvcc -x cu`, what CMake passes for a .c source whose
   LANGUAGE property is CUDA): it includes CUDA's headers through a project header and launches a
   kernel. out[i] = 2 * i + 1 for i < 256; the program prints out[255] and the sum. */
#include <stdio.h>
#include "dev.h"

__global__ void scale(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2 * i + 1;
}

int main(void) {
  const int n = 256;
  int *d = NULL;
  int h[256];
  long long sum = 0;
  cudaMalloc((void **)&d, n * sizeof(int));
  scale<<<n / 64, 64>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) sum += h[i];
  printf("%d %lld %d\n", h[n - 1], sum, CUDA_VERSION > 0);
  cudaFree(d);
  return 0;
}
