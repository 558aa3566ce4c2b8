#include <cstdio>
__global__ void fill(int* p) { p[threadIdx.x] = threadIdx.x * 2; }
int main() {
  int* d;
  int h[32];
  cudaMalloc(&d, sizeof h);
  fill<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[31]);
  return 0;
}
