// y[i] = a * x[i] * x[i] + i, then a block-wide warp-shuffle sum of y into *total
#include <cuda_runtime.h>

__global__ void poly(const float* x, float* y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] * x[i] + i;
}

__global__ void total(const float* y, int n, double* out) {
  double s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) s += y[i];
  for (int off = 16; off > 0; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
  if ((threadIdx.x & 31) == 0) atomicAdd(out, s);
}

extern "C" int skb_launch(const float* dx, float* dy, float a, int n, double* dsum) {
  poly<<<(n + 127) / 128, 128>>>(dx, dy, a, n);
  total<<<1, 256>>>(dy, n, dsum);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
