// A struct with mixed members (array, double, char, nested struct) passed to a kernel by value.
#include "ct.cuh"

struct Inner { short s; double d; };
struct Config {
  int n;
  char tag;
  float w[5];
  Inner inner;
  unsigned long long big;
};

__global__ void use(Config c, double* out) {
  int i = threadIdx.x;
  if (i < c.n) out[i] = c.w[i % 5] * i + c.inner.d * c.inner.s + (double)(c.big % 1000) + c.tag;
}

int main() {
  Config c;
  c.n = 20;
  c.tag = 'A';
  for (int k = 0; k < 5; ++k) c.w[k] = 0.25f * (k + 1);
  c.inner.s = -3;
  c.inner.d = 1.5;
  c.big = 123456789012345ULL;
  double* d;
  double r[20];
  CT_CHECK(cudaMalloc(&d, sizeof r));
  use<<<1, 32>>>(c, d);
  CT_CHECK(cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_d("out", r, 20);
  return 0;
}
