// Warp sum with __shfl_down_sync over all 32 lanes (full mask), one result per warp.
#include "ct.cuh"

__global__ void warp_sums(const int* v, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = v[i];
  for (int off = 16; off > 0; off >>= 1) x += __shfl_down_sync(0xffffffff, x, off);
  if ((threadIdx.x & 31) == 0) out[i / 32] = x;
}

int main() {
  const int n = 512;
  int h[n], r[n / 32];
  for (int i = 0; i < n; ++i) h[i] = (i * i) % 97 - 40;
  int *dv, *dr;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&dr, sizeof r));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  warp_sums<<<2, 256>>>(dv, dr);
  CT_CHECK(cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_i("sums", r, n / 32);
  return 0;
}
