// Butterfly all-reduce (max) with __shfl_xor_sync: every lane ends with its warp's maximum.
#include "ct.cuh"

__global__ void warp_max(const int* v, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = v[i];
  for (int m = 1; m < 32; m <<= 1) x = max(x, __shfl_xor_sync(0xffffffff, x, m));
  out[i] = x;
}

int main() {
  const int n = 256;
  int h[n], r[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 7919) % 1000;
  int *dv, *dr;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&dr, sizeof r));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  warp_max<<<1, 256>>>(dv, dr);
  CT_CHECK(cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_i("max", r, n);
  return 0;
}
