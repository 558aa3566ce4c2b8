// Warp-size attribute queries (named and through a variable) next to another attribute, with a kernel reading warpSize.
#include <cstdio>
#include <cuda_runtime.h>
__global__ void k(int *o) { o[0] = warpSize; }
int main() {
  int ws = 0, sm = 0, d = 0;
  cudaDeviceAttr which = cudaDevAttrWarpSize;
  cudaDeviceGetAttribute(&ws, cudaDevAttrWarpSize, 0);  // CHECK: XL210 warning L8:3 cudaDeviceGetAttribute: the warp-size attribute
  cudaDeviceGetAttribute(&sm, cudaDevAttrMultiProcessorCount, 0);
  int ws2 = 0;
  cudaDeviceGetAttribute(&ws2, which, d);  // CHECK: XL210 warning L11:3 cudaDeviceGetAttribute: the warp-size attribute
  int *o; cudaMalloc(&o, 4); k<<<1, 1>>>(o); int h; cudaMemcpy(&h, o, 4, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", ws, ws2, h, sm > 0);
  return 0;
}
