// Functors passed by value to a template kernel: a transform with a stateful functor and a
// binary combine; the functor type is a template argument.
#include "ct.cuh"

struct Affine {
  int a, b;
  __device__ int operator()(int x) const { return a * x + b; }
};
struct Clamp {
  int lo, hi;
  __host__ __device__ int operator()(int x) const { return x < lo ? lo : (x > hi ? hi : x); }
};
template <typename F, typename G>
__global__ void transform2(const int* in, int* out, int n, F f, G g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = g(f(in[i]));
}

int main() {
  const int n = 64;
  int h[n], r[n];
  for (int i = 0; i < n; ++i) h[i] = i - 20;
  int *din, *dout;
  CT_CHECK(cudaMalloc(&din, sizeof h));
  CT_CHECK(cudaMalloc(&dout, sizeof r));
  CT_CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  transform2<Affine, Clamp><<<1, 64>>>(din, dout, n, Affine{3, -4}, Clamp{-30, 50});
  CT_CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_i("out", r, n);
  return 0;
}
