#include <cuda_runtime.h>
#include "poly.cuh"

__global__ void apply_poly(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = poly(in[i]);
}

void launch_apply_poly(const int* d_in, int* d_out, int n) {
  apply_poly<<<(n + 63) / 64, 64>>>(d_in, d_out, n);
}
