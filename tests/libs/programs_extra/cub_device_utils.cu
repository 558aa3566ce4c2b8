// CUB's device utilities (cub/util_device.cuh), as xgboost uses them: CurrentDevice, DeviceCount,
// SyncStream. Prints the device, whether the count covers it, and SyncStream's status.
#include <cstdio>
#include <cub/util_device.cuh>

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

int main() {
  cudaSetDevice(0);
  int dev = cub::CurrentDevice();
  int count = cub::DeviceCount();
  cudaStream_t s;
  cudaStreamCreate(&s);
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  fill<<<1, 32, 0, s>>>(d);
  cudaError_t e = cub::SyncStream(s);
  int h[32];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", dev, count >= dev + 1 ? 1 : 0, (int)e, h[31]);
  return 0;
}
