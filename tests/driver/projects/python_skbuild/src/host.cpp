// The library's C entry point, compiled by the C++ compiler: device memory through the CUDA runtime.
#include <cuda_runtime.h>
#include <vector>

extern "C" int skb_launch(const float* dx, float* dy, float a, int n, double* dsum);

extern "C" double skb_poly_sum(float a, int n) {
  std::vector<float> x(n);
  for (int i = 0; i < n; ++i) x[i] = 0.5f * i;
  float *dx = nullptr, *dy = nullptr;
  double* dsum = nullptr;
  double sum = -1;
  if (cudaMalloc(&dx, n * sizeof(float)) || cudaMalloc(&dy, n * sizeof(float)) || cudaMalloc(&dsum, sizeof(double)))
    return -1;
  cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(dsum, 0, sizeof(double));
  if (skb_launch(dx, dy, a, n, dsum) == 0) cudaMemcpy(&sum, dsum, sizeof(double), cudaMemcpyDeviceToHost);
  cudaFree(dx);
  cudaFree(dy);
  cudaFree(dsum);
  return sum;
}
