// Host-only C++ (compiled as nvcc compiles .cpp: by the host compiler) calling the CUDA runtime API.
#include <cuda_runtime.h>

int cxx_triple(int x) { return 3 * x; }

int* gpu_tens(int n) {
  int* host = new int[n];
  for (int i = 0; i < n; ++i) host[i] = 10 * i;
  int* dev = nullptr;
  cudaMalloc(&dev, n * sizeof(int));
  cudaMemcpy(dev, host, n * sizeof(int), cudaMemcpyHostToDevice);
  for (int i = 0; i < n; ++i) host[i] = 0;
  cudaMemcpy(host, dev, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(dev);
  return host;
}
