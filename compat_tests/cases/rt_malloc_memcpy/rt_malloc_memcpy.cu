// cudaMalloc, host-to-device, kernel, device-to-device and device-to-host copies.
#include "ct.cuh"

__global__ void scale_add(const int* in, int* out, int n, int a, int b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a * in[i] + b;
}

int main() {
  const int n = 1000;
  int h[n], r[n], r2[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 37) % 101 - 50;
  int *d_in, *d_out, *d_copy;
  CT_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CT_CHECK(cudaMalloc((void**)&d_out, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&d_copy, n * sizeof(int)));
  CT_CHECK(cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice));
  scale_add<<<(n + 127) / 128, 128>>>(d_in, d_out, n, 3, 7);
  CT_CHECK(cudaGetLastError());
  CT_CHECK(cudaMemcpy(d_copy, d_out, n * sizeof(int), cudaMemcpyDeviceToDevice));
  CT_CHECK(cudaMemcpy(r, d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(r2, d_copy, n * sizeof(int), cudaMemcpyDeviceToHost));
  ct_print_i("out", r, n);
  int same = 1;
  for (int i = 0; i < n; ++i) same &= r[i] == r2[i];
  printf("d2d_same: %d\n", same);
  CT_CHECK(cudaFree(d_in));
  CT_CHECK(cudaFree(d_out));
  CT_CHECK(cudaFree(d_copy));
  return 0;
}
