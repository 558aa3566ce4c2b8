// The host side of the multi-file example, plus a kernel of its own using the same header function.
#include <cstdio>

#include "common.h"

__global__ void self_distance(float* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = squared_distance(v[i], 0.0f);
}

int main() {
  const int n = 512;
  float *x, *y, *out;
  if (hipMallocManaged(&x, n * sizeof(float)) != hipSuccess || hipMallocManaged(&y, n * sizeof(float)) != hipSuccess ||
      hipMallocManaged(&out, n * sizeof(float)) != hipSuccess) {
    std::printf("allocation failed\n");
    return 1;
  }
  for (int i = 0; i < n; ++i) {
    x[i] = 3.0f;
    y[i] = 4.0f;
  }
  launch_distances(x, y, out, n);
  hipLaunchKernelGGL(self_distance, dim3((n + 255) / 256), dim3(256), 0, 0, x, n);
  if (hipDeviceSynchronize() != hipSuccess) return 1;
  bool ok = out[0] == 25.0f && out[n - 1] == 25.0f && x[0] == 9.0f;
  std::printf("multi_file: %s\n", ok ? "OK" : "FAIL");
  return ok ? 0 : 1;
}
