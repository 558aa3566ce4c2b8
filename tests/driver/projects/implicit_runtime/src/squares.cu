// squares(n): out[i] = i * i + 1 for i < n, computed by a kernel; returns their sum (n <= 1024).
#include <cuda_runtime.h>

__global__ void square_plus_one(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = i * i + 1;
}

long long squares(int n) {
  int* d = nullptr;
  cudaMalloc(&d, n * sizeof(int));
  square_plus_one<<<(n + 127) / 128, 128>>>(d, n);
  int h[1024];
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += h[i];
  return sum;
}

const char* last_error() {
  cudaDeviceSynchronize();
  return cudaGetErrorString(cudaGetLastError());
}
