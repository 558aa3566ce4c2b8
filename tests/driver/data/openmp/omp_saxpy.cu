// OpenMP host loops around a kernel (the pattern of `nvcc -Xcompiler -fopenmp` programs): the host
// fills the inputs in a parallel loop, the kernel computes y = a*x + y, a parallel reduction sums it.
#include <cstdio>
#include <omp.h>
#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 4096;
  static float x[n], y[n];
  int team = 0;
#pragma omp parallel
  {
#pragma omp single
    team = omp_get_num_threads();
#pragma omp for
    for (int i = 0; i < n; ++i) {
      x[i] = (float)(i % 97);
      y[i] = (float)(i % 13);
    }
  }
  float *dx, *dy;
  cudaMalloc(&dx, sizeof x);
  cudaMalloc(&dy, sizeof y);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice);
  saxpy<<<(n + 255) / 256, 256>>>(n, 3.0f, dx, dy);
  cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost);
  long long sum = 0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 0; i < n; ++i) sum += (long long)y[i];
  printf("team %d\nsum %lld\n", team, sum);
  cudaFree(dx);
  cudaFree(dy);
  return 0;
}
