// float -> __half -> float round trips (round to nearest even, subnormals, overflow to inf) and
// __half arithmetic through the intrinsics __hadd, __hmul, __hsub, __hfma.
#include "ct.cuh"
#include <cuda_fp16.h>

__global__ void halves(const float* in, float* rt, float* ar, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half h = __float2half(in[i]);
  rt[i] = __half2float(h);
  __half a = __float2half(in[i] * 0.001f), b = __float2half(1.5f);
  ar[4 * i] = __half2float(__hadd(a, b));
  ar[4 * i + 1] = __half2float(__hmul(a, b));
  ar[4 * i + 2] = __half2float(__hsub(a, b));
  ar[4 * i + 3] = __half2float(__hfma(a, b, a));
}

int main() {
  const int n = 200;
  float h[n], rt[n], ar[4 * n];
  for (int i = 0; i < n; ++i) {
    int k = i - 100;
    h[i] = (float)k * 1.0009765625f * (float)(1 << (i % 18)) * 0.0078125f;  // spans subnormal..overflow
  }
  float *din, *drt, *dar;
  CT_CHECK(cudaMalloc(&din, sizeof h));
  CT_CHECK(cudaMalloc(&drt, sizeof rt));
  CT_CHECK(cudaMalloc(&dar, sizeof ar));
  CT_CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  halves<<<2, 128>>>(din, drt, dar, n);
  CT_CHECK(cudaMemcpy(rt, drt, sizeof rt, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(ar, dar, sizeof ar, cudaMemcpyDeviceToHost));
  ct_print_f("input", h, n);
  ct_print_f("roundtrip", rt, n);
  ct_print_f("arith", ar, 4 * n);
  return 0;
}
