// __syncthreads_count, __syncthreads_and, __syncthreads_or over predicates of the block.
#include "ct.cuh"

__global__ void votes(int* out, int mod) {
  int t = threadIdx.x;
  int c = __syncthreads_count(t % mod == 0);
  int a = __syncthreads_and(t < 1000);
  int o = __syncthreads_or(t == blockDim.x - 1 && blockIdx.x == 1);
  if (t == 0) {
    out[blockIdx.x * 3 + 0] = c;
    out[blockIdx.x * 3 + 1] = a != 0;
    out[blockIdx.x * 3 + 2] = o != 0;
  }
}

int main() {
  int* d;
  int h[9];
  CT_CHECK(cudaMalloc(&d, sizeof h));
  votes<<<3, 300>>>(d, 7);
  CT_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  ct_print_i("votes", h, 9);
  return 0;
}
