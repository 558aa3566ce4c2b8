// cudaMemset sets bytes: 0x01 in every byte of an int is 0x01010101; then a partial memset.
#include "ct.cuh"

__global__ void add_index(int* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] += i;
}

int main() {
  const int n = 300;
  int* d;
  int h[n];
  CT_CHECK(cudaMalloc(&d, n * sizeof(int)));
  CT_CHECK(cudaMemset(d, 0x01, n * sizeof(int)));
  CT_CHECK(cudaMemset(d + 100, 0, 50 * sizeof(int)));
  CT_CHECK(cudaMemset(d + 200, 0xff, 10 * sizeof(int)));
  add_index<<<3, 128>>>(d, n);
  CT_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  ct_print_i("v", h, n);
  CT_CHECK(cudaFree(d));
  return 0;
}
