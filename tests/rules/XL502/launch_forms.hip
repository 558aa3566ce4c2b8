#include <hip/hip_runtime.h>
__global__ void k2(int* p) { p[0] = 1; }
__global__ void k0() {}
void host(int* p, int n, hipStream_t s) {
  hipLaunchKernelGGL(k2, 1, 64, 0, 0, p);
  hipLaunchKernelGGL(k2, dim3(n / 64), dim3(64), 0, 0, p);
  hipLaunchKernelGGL(k2, n, 64, 128, s, p);
  hipLaunchKernelGGL(k0, 1, 1, 0, 0);
  hipLaunchKernelGGL(k2, (n + 255) >> 8, 256, 0, 0, p);
  hipLaunchKernelGGL(k2, (n > 4 ? 2 : 1), 1 << 6, 0, 0, p);
  if (n) hipLaunchKernelGGL(k0, 1, 1, 0, 0); else hipLaunchKernelGGL(k2, 1, 1, 0, 0, p);
  for (int i = 0; i < 2; ++i) hipLaunchKernelGGL(k2, 1, 1, 0, 0, p + i);
  switch (n) {
  case 1: hipLaunchKernelGGL(k0, 1, 1, 0, 0); break;
  default: hipLaunchKernelGGL(k0, 1, 1, 0, 0);
  }
}
