// memcheck fixture: a kernel reads a buffer after cudaFree released it.
#include <cstdio>

__global__ void copy(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i];  // LINE_UAF
}

int main() {
  const int n = 256;
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMemset(in, 0, n * sizeof(float));
  cudaFree(in);
  copy<<<2, 128>>>(in, out, n);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
