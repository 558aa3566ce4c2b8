#include "kernels.cuh"

__global__ void polish(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = smooth_abs(in[i]) - 3.0f;
}

void launch_polish(const float* in, float* out, int n) { polish<<<(n + 63) / 64, 64>>>(in, out, n); }

int count_positive_host(const float* v, int n) {
  int c = 0;
  for (int i = 0; i < n; ++i) c += v[i] > 0.0f;
  return c;
}
