// cudaMemcpyDefault (direction from unified addressing) and cudaMemsetAsync + cudaMemcpyAsync on the null stream.
#include "ct.cuh"

__global__ void iota(long long* v, int n, long long base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] += base * i;
}

int main() {
  const int n = 777;
  long long *d, h[n];
  CT_CHECK(cudaMalloc(&d, n * sizeof(long long)));
  CT_CHECK(cudaMemsetAsync(d, 0, n * sizeof(long long), 0));
  iota<<<(n + 99) / 100, 100>>>(d, n, 1LL << 33);
  CT_CHECK(cudaMemcpyAsync(h, d, n * sizeof(long long), cudaMemcpyDefault, 0));
  CT_CHECK(cudaStreamSynchronize(0));
  ct_print_ll("v", h, n);
  CT_CHECK(cudaFree(d));
  return 0;
}
