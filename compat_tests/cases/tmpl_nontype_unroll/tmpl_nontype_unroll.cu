// Non-type template parameters (block size, items per thread), #pragma unroll, constexpr helpers,
// and a template struct with a static device member function.
#include "ct.cuh"

template <int N>
struct Pow {
  __device__ static long long of(long long x) { return x * Pow<N - 1>::of(x); }
};
template <>
struct Pow<0> {
  __device__ static long long of(long long) { return 1; }
};

constexpr int ceil_div(int a, int b) { return (a + b - 1) / b; }

template <int BLOCK, int ITEMS>
__global__ void powers(const int* in, long long* out, int n) {
  int base = blockIdx.x * BLOCK * ITEMS + threadIdx.x;
#pragma unroll
  for (int k = 0; k < ITEMS; ++k) {
    int i = base + k * BLOCK;
    if (i < n) out[i] = Pow<3>::of(in[i]) - Pow<2>::of(in[i]);
  }
}

int main() {
  const int n = 1000;
  constexpr int B = 64, I = 4;
  int h[n];
  long long r[n];
  for (int i = 0; i < n; ++i) h[i] = i % 300 - 150;
  int* din;
  long long* dout;
  CT_CHECK(cudaMalloc(&din, sizeof h));
  CT_CHECK(cudaMalloc(&dout, sizeof r));
  CT_CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  powers<B, I><<<ceil_div(n, B * I), B>>>(din, dout, n);
  CT_CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_ll("out", r, n);
  return 0;
}
