// Recursive __device__ functions (Fibonacci by recursion, Ackermann-like gcd) and a __host__ __device__
// function evaluated on both sides.
#include "ct.cuh"

__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__host__ __device__ int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

__global__ void rec(int* out, int n) {
  int i = threadIdx.x;
  if (i < n) {
    out[2 * i] = fib(i % 16);
    out[2 * i + 1] = gcd(i * 84, 360 - i);
  }
}

int main() {
  const int n = 40;
  int r[2 * n];
  int* d;
  CT_CHECK(cudaMalloc(&d, sizeof r));
  rec<<<1, 64>>>(d, n);
  CT_CHECK(cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_i("out", r, 2 * n);
  int same = 1;
  for (int i = 0; i < n; ++i) same &= r[2 * i + 1] == gcd(i * 84, 360 - i);
  printf("host_agrees: %d\n", same);
  return 0;
}
