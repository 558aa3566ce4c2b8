// Multi-file program: kernels live in kernels.cu, declared in kernels.cuh with host launch wrappers;
// device helpers are header-inline (no relocatable device code needed).
#include "ct.cuh"
#include "kernels.cuh"

int main() {
  const int n = 300;
  float h[n], r[n];
  for (int i = 0; i < n; ++i) h[i] = (float)(i % 25) - 12.0f;
  float *din, *dout;
  CT_CHECK(cudaMalloc(&din, sizeof h));
  CT_CHECK(cudaMalloc(&dout, sizeof r));
  CT_CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  launch_polish(din, dout, n);
  CT_CHECK(cudaGetLastError());
  CT_CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_f("out", r, n);
  printf("count_positive: %d\n", count_positive_host(r, n));
  return 0;
}
