// memcheck fixture: correct accesses to global, static and dynamic shared memory; must run clean.
#include <cstdio>

__global__ void k(const int* in, int* out, int n) {
  __shared__ int tile[128];
  extern __shared__ int dyn[];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  tile[t] = in[i];
  dyn[t] = 2 * in[i];
  __syncthreads();
  out[i] = tile[blockDim.x - 1 - t] + dyn[t];
}

int main() {
  const int n = 512;
  int h[n], *in, *out;
  for (int i = 0; i < n; ++i) h[i] = i;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<n / 128, 128, 128 * sizeof(int)>>>(in, out, n);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  long s = 0;
  for (int i = 0; i < n; ++i) s += h[i];
  printf("sum %ld\n", s);
  return 0;
}
