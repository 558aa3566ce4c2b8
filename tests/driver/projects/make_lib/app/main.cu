// Uses libops.a: y = 2*x + y with x[i] = i, y[i] = 3, then prints a few y and the sum of y.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include "ops.cuh"

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) { x[i] = (float)i; y[i] = 3.0f; }
  float *d_x, *d_y;
  OPS_CHECK(cudaMalloc(&d_x, n * sizeof(float)));
  OPS_CHECK(cudaMalloc(&d_y, n * sizeof(float)));
  OPS_CHECK(cudaMemcpy(d_x, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  OPS_CHECK(cudaMemcpy(d_y, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  ops_saxpy(n, 2.0f, d_x, d_y);
  OPS_CHECK(cudaMemcpy(y.data(), d_y, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("n=%d\n", n);
  printf("y[0]=%.1f y[7]=%.1f y[n-1]=%.1f\n", y[0], y[7], y[n - 1]);
  printf("sum=%.1f\n", ops_sum(n, d_y));
  OPS_CHECK(cudaFree(d_x));
  OPS_CHECK(cudaFree(d_y));
  return 0;
}
