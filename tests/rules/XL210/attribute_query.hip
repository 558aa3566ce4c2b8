// Warp-size attribute queries (named and through a variable) next to another attribute, with a kernel reading warpSize.
#include <cstdio>
#include <xlate/compat32.h> // #include <hip/hip_runtime.h>
__global__ void k(int *o) { o[0] = xlate_c32::warpSize; }
int main() {
  int ws = 0, sm = 0, d = 0;
  hipDeviceAttribute_t which = hipDeviceAttributeWarpSize;
  xlate_c32::device_attribute(hipDeviceGetAttribute, &ws, hipDeviceAttributeWarpSize, 0);  // CHECK: XL210 warning L8:3 cudaDeviceGetAttribute: the warp-size attribute
  hipDeviceGetAttribute(&sm, hipDeviceAttributeMultiprocessorCount, 0);
  int ws2 = 0;
  xlate_c32::device_attribute(hipDeviceGetAttribute, &ws2, which, d);  // CHECK: XL210 warning L11:3 cudaDeviceGetAttribute: the warp-size attribute
  int *o; hipMalloc(&o, 4); hipLaunchKernelGGL(k, 1, 1, 0, 0, o); int h; hipMemcpy(&h, o, 4, hipMemcpyDeviceToHost);
  printf("%d %d %d %d\n", ws, ws2, h, sm > 0);
  return 0;
}
