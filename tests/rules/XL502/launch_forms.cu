#include <cuda_runtime.h>
__global__ void k2(int* p) { p[0] = 1; }
__global__ void k0() {}
void host(int* p, int n, cudaStream_t s) {
  k2<<<1, 64>>>(p);
  k2<<<dim3(n / 64), dim3(64), 0>>>(p);
  k2<<<n, 64, 128, s>>>(p);
  k0<<< 1, 1 >>>();
  k2 <<<(n + 255) >> 8, 256>>> (p);
  k2<<<(n > 4 ? 2 : 1), 1 << 6>>>(p);
  if (n) k0<<<1, 1>>>(); else k2<<<1, 1>>>(p);
  for (int i = 0; i < 2; ++i) k2<<<1, 1>>>(p + i);
  switch (n) {
  case 1: k0<<<1, 1>>>(); break;
  default: k0<<<1, 1>>>();
  }
}
