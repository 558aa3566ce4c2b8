// memcheck fixture: thread 3 of block 1 writes one element past the end of its 1024-float buffer.
#include <cstdio>

__global__ void fill(float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int idx = (blockIdx.x == 1 && threadIdx.x == 3) ? n + 1 : i;
  out[idx] = 1.0f;  // LINE_OOB
}

int main() {
  const int n = 1024;
  float* a;
  float* b;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  fill<<<4, 256>>>(a, n);
  cudaDeviceSynchronize();
  cudaFree(a);
  cudaFree(b);
  printf("done\n");
  return 0;
}
