// squares[i] = i * i for i < n, computed by a kernel; host.cpp sums them with cuBLAS (asum).
#include <cstdio>
#include <cuda_runtime.h>

float sum_on_device(const float* d, int n);  // host.cpp

__global__ void squares(float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = float(i) * float(i);
}

int main() {
  const int n = 100;
  float* d = nullptr;
  if (cudaMalloc(reinterpret_cast<void**>(&d), n * sizeof(float)) != cudaSuccess) return 1;
  squares<<<(n + 63) / 64, 64>>>(d, n);
  if (cudaDeviceSynchronize() != cudaSuccess) return 1;
  float last = 0.0f;
  cudaMemcpy(&last, d + n - 1, sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("last=%.1f sum=%.1f\n", last, sum_on_device(d, n));
  cudaFree(d);
  return 0;
}
