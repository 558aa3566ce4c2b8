// Host C++ compiled by the project's own compiler (g++ against the toolkit folder): it checks the warp
// width as faiss's StandardGpuResources.cpp does, and queries the properties itself too.
#include <cuda_runtime.h>
#include <cstdio>
const cudaDeviceProp& device_props();
int main() {
  cudaDeviceProp mine;
  if (cudaGetDeviceProperties(&mine, 0) != cudaSuccess) return 1;
  std::printf("%d %d\n", device_props().warpSize, mine.warpSize);
  return 0;
}
