// Lambdas defined and called inside device code (no extended-lambda flag needed), captured by
// value and by reference; a generic device helper taking the lambda as a template parameter.
#include "ct.cuh"

template <typename F>
__device__ int apply_n(F f, int x, int times) {
  for (int k = 0; k < times; ++k) x = f(x);
  return x;
}

__global__ void lambdas(int* out, int n, int step) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int acc = 0;
  auto add_step = [step](int x) { return x + step; };
  auto accumulate = [&acc](int v) { acc += v; };
  for (int k = 0; k <= i % 5; ++k) accumulate(k * i);
  out[2 * i] = apply_n(add_step, i, 3);
  out[2 * i + 1] = acc;
}

int main() {
  const int n = 50;
  int r[2 * n];
  int* d;
  CT_CHECK(cudaMalloc(&d, sizeof r));
  lambdas<<<2, 32>>>(d, n, 7);
  CT_CHECK(cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_i("out", r, 2 * n);
  return 0;
}
