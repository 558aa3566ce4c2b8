// out[i] = poly(i - 50) for i < n (poly and its constant live in poly.cu); prints out[] and their sum.
#include <cstdio>
#include <cuda_runtime.h>

void launch_apply_poly(const int* d_in, int* d_out, int n);

int main() {
  const int n = 100;
  int in[n], out[n];
  for (int i = 0; i < n; ++i) in[i] = i - 50;
  int *d_in, *d_out;
  cudaMalloc(&d_in, sizeof in);
  cudaMalloc(&d_out, sizeof out);
  cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice);
  launch_apply_poly(d_in, d_out, n);
  cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += out[i];
  printf("out[0]=%d out[50]=%d out[99]=%d\n", out[0], out[50], out[99]);
  printf("sum=%lld\n", sum);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
