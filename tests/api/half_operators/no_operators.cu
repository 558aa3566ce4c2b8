// With __CUDA_NO_HALF_OPERATORS__, __CUDA_NO_HALF2_OPERATORS__ and __CUDA_NO_HALF_CONVERSIONS__ defined
// (PyTorch's extension builds pass them with -D): the program defines operators of its own, which must
// not collide with any the headers declare, and __half does not convert implicitly.
#define __CUDA_NO_HALF_OPERATORS__
#define __CUDA_NO_HALF2_OPERATORS__
#define __CUDA_NO_HALF_CONVERSIONS__
#include <cuda_fp16.h>

#include <type_traits>

static_assert(!std::is_convertible<float, __half>::value, "no implicit float -> __half");
static_assert(!std::is_convertible<__half, float>::value, "no implicit __half -> float");

__device__ __half operator+(const __half& a, const __half& b) { return __hadd(a, b); }
__device__ __half2 operator*(const __half2& a, const __half2& b) { return __hmul2(a, b); }

__device__ float scale(float v) { return 2.0f * v; }
__device__ __half scale(__half v) { return v + v; }

__global__ void k(__half* h, __half2* p, float* f) {
  h[0] = scale(h[0]) + h[1];
  p[0] = p[0] * p[1];
  f[0] = scale(f[0]);
}
