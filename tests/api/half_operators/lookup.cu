// Where CUDA's __half operators are found: they are functions at namespace scope, so ordinary lookup
// finds them for anything that converts to __half, not only for __half arguments.
#include <cuda_fp16.h>

// a wrapper that converts to __half
struct wrapped {
  __half h;
  __host__ __device__ operator __half() const { return h; }
};

// a type derived from __half_raw with its own operator*, declared for the device pass only on the
// device side and for the host pass only on the host side (Eigen's half does this), used by a host
// function: nvcc never checks that function's body in its device pass; clang does, and finds CUDA's
// namespace-scope operator (ambiguous with float's, a diagnostic deferred to a body never emitted)
struct derived : __half_raw {
  __host__ __device__ derived() : __half_raw() {}
  __host__ __device__ derived(const __half& h) : __half_raw(h) {}
  explicit __host__ __device__ derived(float f) : __half_raw(__float2half(f)) {}
  __host__ __device__ operator float() const { return __half2float(__half(static_cast<__half_raw>(*this))); }
};
#ifdef __CUDA_ARCH__
__device__ derived operator*(const derived& a, const derived& b) { return derived(__hmul(a, b)); }
#else
derived operator*(const derived& a, const derived& b) { return derived(float(a) * float(b)); }
#endif
derived host_product(const derived& a, const derived& b) { return a * b; }

__global__ void products(const wrapped* w, const __half_raw* r, const derived* d, __half* out) {
  out[0] = w[0] * w[1];
  out[1] = r[0] + r[1];
  out[2] = d[0] * d[1];
  __half t = w[0];
  t += r[0];
  out[3] = t <= out[0] ? t : out[0];
}

__half host_sum(wrapped a, __half_raw b) { return a + b; }
