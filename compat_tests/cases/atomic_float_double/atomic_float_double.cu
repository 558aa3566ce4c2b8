// atomicAdd on float and double with values whose sums are exact in any order (multiples of 1/4).
#include "ct.cuh"

__global__ void accumulate(float* fs, double* ds, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&fs[i % 4], (float)(i % 50) * 0.25f);
    atomicAdd(&ds[i % 3], (double)(i % 1000) * 0.125);
  }
}

int main() {
  const int n = 10000;
  float* df;
  double* dd;
  CT_CHECK(cudaMalloc(&df, 4 * sizeof(float)));
  CT_CHECK(cudaMalloc(&dd, 3 * sizeof(double)));
  CT_CHECK(cudaMemset(df, 0, 4 * sizeof(float)));
  CT_CHECK(cudaMemset(dd, 0, 3 * sizeof(double)));
  accumulate<<<(n + 255) / 256, 256>>>(df, dd, n);
  float f[4];
  double d[3];
  CT_CHECK(cudaMemcpy(f, df, sizeof f, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(d, dd, sizeof d, cudaMemcpyDeviceToHost));
  ct_print_f("f", f, 4);
  ct_print_d("d", d, 3);
  return 0;
}
