// The kernels of the multi-file example: they use the header's device function.
#include "common.h"

__global__ void distances(const float* x, const float* y, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = squared_distance(x[i], y[i]);
}

void launch_distances(const float* x, const float* y, float* out, int n) {
  hipLaunchKernelGGL(distances, dim3((n + 255) / 256), dim3(256), 0, 0, x, y, out, n);
}
