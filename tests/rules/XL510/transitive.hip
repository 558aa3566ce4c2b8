#include <xlate/cuda_host_includes.h> // Names CUDA's cuda_runtime.h declares through <string.h>: memcpy, strlen, strcmp from host code
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void scale(float *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= s;
}

int main() {
  const char *name = "scale";
  char copy[16];
  memcpy(copy, name, strlen(name) + 1);  // CHECK: XL510 note L13:3
  float h[4] = {1, 2, 3, 4};
  float *d = nullptr;
  hipMalloc(&d, sizeof h);
  hipMemcpy(d, h, sizeof h, hipMemcpyHostToDevice);
  hipLaunchKernelGGL(scale, 1, 4, 0, 0, d, 2.f, 4);
  hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  memset(copy, 0, sizeof copy);
  printf("%s %d %g %d\n", copy, INT_MAX > 0, h[3], std::min(1, 2));
  return strcmp(name, "scale") != 0;
}
