// Multi-file program with a template kernel defined in a header and instantiated in two .cu files
// (each launches its own instantiation), plus a __constant__ defined per translation unit.
#include "ct.cuh"
#include "ops.cuh"

void run_double(double* d, int n);

__constant__ int tu_id = 1;

int main() {
  const int n = 40;
  int hi[n];
  double hd[n];
  int* di;
  double* dd;
  CT_CHECK(cudaMalloc(&di, sizeof hi));
  CT_CHECK(cudaMalloc(&dd, sizeof hd));
  for (int i = 0; i < n; ++i) { hi[i] = i; hd[i] = i * 0.5; }
  CT_CHECK(cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice));
  scale_by<int><<<1, 64>>>(di, n, 3);
  run_double(dd, n);
  CT_CHECK(cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost));
  ct_print_i("ints", hi, n);
  ct_print_d("doubles", hd, n);
  return 0;
}
