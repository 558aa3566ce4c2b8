#include <cstdio>
__global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
int main() {
  const int n = 1000;
  float hx[n], hy[n];
  for (int i = 0; i < n; ++i) { hx[i] = i; hy[i] = 1; }
  float *dx, *dy;
  cudaMalloc(&dx, sizeof hx); cudaMalloc(&dy, sizeof hy);
  cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy(dy, hy, sizeof hy, cudaMemcpyHostToDevice);
  saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, dx, dy);
  cudaMemcpy(hy, dy, sizeof hy, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += hy[i] != 2.0f * i + 1;
  printf("%d mismatches\n", bad);
  return bad != 0;
}
