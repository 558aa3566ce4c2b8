// __half2 vector operations: __floats2half2_rn, __hadd2, __hmul2, __low2float/__high2float,
// __hneg2, and comparisons __hgt / __hlt on halves.
#include "ct.cuh"
#include <cuda_fp16.h>

__global__ void h2ops(const float* a, const float* b, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 x = __floats2half2_rn(a[i], b[i]);
  __half2 y = __floats2half2_rn(b[i], 0.75f);
  __half2 s = __hadd2(x, y);
  __half2 p = __hmul2(x, y);
  __half2 ng = __hneg2(x);
  out[6 * i] = __low2float(s);
  out[6 * i + 1] = __high2float(s);
  out[6 * i + 2] = __low2float(p);
  out[6 * i + 3] = __high2float(p);
  out[6 * i + 4] = __low2float(ng) + __high2float(ng);
  out[6 * i + 5] = (float)(__hgt(__low2half(x), __high2half(x)) ? 1 : (__hlt(__low2half(x), __high2half(x)) ? -1 : 0));
}

int main() {
  const int n = 64;
  float a[n], b[n], r[6 * n];
  for (int i = 0; i < n; ++i) { a[i] = (i - 32) * 0.3f; b[i] = (i % 7) * 1.7f - 4.0f; }
  float *da, *db, *dr;
  CT_CHECK(cudaMalloc(&da, sizeof a));
  CT_CHECK(cudaMalloc(&db, sizeof b));
  CT_CHECK(cudaMalloc(&dr, sizeof r));
  CT_CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
  h2ops<<<1, 64>>>(da, db, dr, n);
  CT_CHECK(cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_f("a", a, n);
  ct_print_f("b", b, n);
  ct_print_f("out", r, 6 * n);
  return 0;
}
