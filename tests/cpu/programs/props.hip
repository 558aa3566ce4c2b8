// What the emulated device says about itself, and what kernels see as warpSize.
#include <hip/hip_runtime.h>

__global__ void device_warp_size(int* out) { out[threadIdx.x] = warpSize; }

int main() {
  hipDeviceProp_t p;
  hipGetDeviceProperties(&p, 0);
  int attr = 0, count = 0;
  hipDeviceGetAttribute(&attr, hipDeviceAttributeWarpSize, 0);
  hipGetDeviceCount(&count);
  int* d;
  hipMalloc(&d, 4 * sizeof(int));
  hipLaunchKernelGGL(device_warp_size, dim3(1), dim3(4), 0, 0, d);
  int h[4];
  hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  printf("name %s\n", p.name);
  printf("warpSize %d %d %d %d\n", p.warpSize, attr, h[0], warpSize);
  printf("maxThreadsPerBlock %d\n", p.maxThreadsPerBlock);
  printf("sharedMemPerBlock %zu\n", p.sharedMemPerBlock);
  printf("count %d\n", count);
  printf("bad_device %s\n", hipGetErrorName(hipGetDeviceProperties(&p, 3)));
  return 0;
}
