// Device queries whose answers do not depend on the GPU model: count >= 1, current device 0,
// warp size as CUDA defines it (32), maxThreadsPerBlock 1024, set/get device.
#include "ct.cuh"

__global__ void warp_size_on_device(int* out) { out[0] = warpSize; }

int main() {
  int count = 0, dev = -1;
  CT_CHECK(cudaGetDeviceCount(&count));
  CT_CHECK(cudaSetDevice(0));
  CT_CHECK(cudaGetDevice(&dev));
  cudaDeviceProp prop;
  CT_CHECK(cudaGetDeviceProperties(&prop, 0));
  int attr = 0;
  CT_CHECK(cudaDeviceGetAttribute(&attr, cudaDevAttrMaxThreadsPerBlock, 0));
  printf("count_positive: %d\n", (int)(count >= 1));
  printf("device: %d\n", dev);
  printf("max_threads: %d %d\n", prop.maxThreadsPerBlock, attr);
  printf("sm_count_positive: %d\n", (int)(prop.multiProcessorCount > 0));
  int* d;
  CT_CHECK(cudaMalloc(&d, sizeof(int)));
  warp_size_on_device<<<1, 1>>>(d);
  int ws = 0;
  CT_CHECK(cudaMemcpy(&ws, d, sizeof ws, cudaMemcpyDeviceToHost));
  printf("warp_size: %d %d\n", prop.warpSize, ws);
  CT_CHECK(cudaFree(d));
  return 0;
}
