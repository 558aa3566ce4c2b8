// xlate support: CUDA's operators of __half and __half2 on HIP (gfx942), as cuda_fp16.hpp declares them:
// __host__ __device__ functions at namespace scope, so that ordinary lookup finds them for anything that
// converts to __half (__half2), with CUDA's results. Included by xlate's <hip/hip_fp16.h> after HIP's
// header with HIP's own operators turned off (__HIP_NO_HALF_OPERATORS__); see there for why.
//
// What each computes (CUDA Math API, "Half Arithmetic Functions" / "Half Comparison Functions"):
//  - + - * / : the exact result rounded once to half, to nearest even (__hadd, __hsub, __hmul, __hdiv);
//    here _Float16 arithmetic, which hip-clang rounds once (gfx942's f16 instructions; on the host it
//    evaluates in float and rounds the float result, which is the same: float's 24 bits are more than
//    2 * 11 + 2, so rounding twice cannot differ from rounding once).
//  - x += y is x = x + y (and so on); ++x and x++ add 1.0 in half; -x flips the sign (__hneg), +x is x.
//  - == < > <= >= are ordered (false when either input is NaN); != is unordered (__hneu: true then).
//  - __half2: the same lane by lane; a comparison is true when it holds in both lanes (__hbeq2 ...
//    __hble2, and __hbneu2 for !=: both lanes unequal or NaN).
// -D__CUDA_NO_HALF_OPERATORS__ leaves out the __half ones and -D__CUDA_NO_HALF2_OPERATORS__ the __half2
// ones, as in CUDA.
#pragma once
#ifndef XLATE_HALF_OPERATORS_H
#define XLATE_HALF_OPERATORS_H

namespace xlate_half_ops {
__host__ __device__ inline _Float16 val(const __half& h) { return static_cast<__half_raw>(h).data; }
__host__ __device__ inline __half make(_Float16 f) {
  __half_raw r;
  r.data = f;
  return __half(r);
}
__host__ __device__ inline _Float16_2 val(const __half2& h) { return static_cast<__half2_raw>(h).data; }
__host__ __device__ inline __half2 make(_Float16_2 f) {
  __half2_raw r;
  r.data = f;
  return __half2(r);
}
// a lane-wise vector comparison's result (-1 or 0 per lane) true in both lanes
template <class M>
__host__ __device__ inline bool both(M m) { return m.x != 0 && m.y != 0; }
}  // namespace xlate_half_ops

#define XLATE_HALF_ARITH(T)                                                                                \
  __host__ __device__ inline T operator+(const T& a, const T& b) {                                         \
    return xlate_half_ops::make(xlate_half_ops::val(a) + xlate_half_ops::val(b));                          \
  }                                                                                                        \
  __host__ __device__ inline T operator-(const T& a, const T& b) {                                         \
    return xlate_half_ops::make(xlate_half_ops::val(a) - xlate_half_ops::val(b));                          \
  }                                                                                                        \
  __host__ __device__ inline T operator*(const T& a, const T& b) {                                         \
    return xlate_half_ops::make(xlate_half_ops::val(a) * xlate_half_ops::val(b));                          \
  }                                                                                                        \
  __host__ __device__ inline T operator/(const T& a, const T& b) {                                         \
    return xlate_half_ops::make(xlate_half_ops::val(a) / xlate_half_ops::val(b));                          \
  }                                                                                                        \
  __host__ __device__ inline T& operator+=(T& a, const T& b) { return a = a + b; }                          \
  __host__ __device__ inline T& operator-=(T& a, const T& b) { return a = a - b; }                          \
  __host__ __device__ inline T& operator*=(T& a, const T& b) { return a = a * b; }                          \
  __host__ __device__ inline T& operator/=(T& a, const T& b) { return a = a / b; }                          \
  __host__ __device__ inline T operator+(const T& a) { return a; }                                         \
  __host__ __device__ inline T operator-(const T& a) { return xlate_half_ops::make(-xlate_half_ops::val(a)); } \
  __host__ __device__ inline T& operator++(T& a) { return a = xlate_half_ops::make(xlate_half_ops::val(a) + 1); } \
  __host__ __device__ inline T& operator--(T& a) { return a = xlate_half_ops::make(xlate_half_ops::val(a) - 1); } \
  __host__ __device__ inline T operator++(T& a, int) {                                                     \
    T old = a;                                                                                             \
    ++a;                                                                                                   \
    return old;                                                                                            \
  }                                                                                                        \
  __host__ __device__ inline T operator--(T& a, int) {                                                     \
    T old = a;                                                                                             \
    --a;                                                                                                   \
    return old;                                                                                            \
  }

#if !defined(__CUDA_NO_HALF_OPERATORS__)
XLATE_HALF_ARITH(__half)
__host__ __device__ inline bool operator==(const __half& a, const __half& b) {
  return xlate_half_ops::val(a) == xlate_half_ops::val(b);
}
__host__ __device__ inline bool operator!=(const __half& a, const __half& b) {
  return !(xlate_half_ops::val(a) == xlate_half_ops::val(b));
}
__host__ __device__ inline bool operator<(const __half& a, const __half& b) {
  return xlate_half_ops::val(a) < xlate_half_ops::val(b);
}
__host__ __device__ inline bool operator>(const __half& a, const __half& b) {
  return xlate_half_ops::val(a) > xlate_half_ops::val(b);
}
__host__ __device__ inline bool operator<=(const __half& a, const __half& b) {
  return xlate_half_ops::val(a) <= xlate_half_ops::val(b);
}
__host__ __device__ inline bool operator>=(const __half& a, const __half& b) {
  return xlate_half_ops::val(a) >= xlate_half_ops::val(b);
}
#endif

#if !defined(__CUDA_NO_HALF2_OPERATORS__)
XLATE_HALF_ARITH(__half2)
__host__ __device__ inline bool operator==(const __half2& a, const __half2& b) {
  return xlate_half_ops::both(xlate_half_ops::val(a) == xlate_half_ops::val(b));
}
__host__ __device__ inline bool operator!=(const __half2& a, const __half2& b) {
  return xlate_half_ops::both(!(xlate_half_ops::val(a) == xlate_half_ops::val(b)));
}
__host__ __device__ inline bool operator<(const __half2& a, const __half2& b) {
  return xlate_half_ops::both(xlate_half_ops::val(a) < xlate_half_ops::val(b));
}
__host__ __device__ inline bool operator>(const __half2& a, const __half2& b) {
  return xlate_half_ops::both(xlate_half_ops::val(a) > xlate_half_ops::val(b));
}
__host__ __device__ inline bool operator<=(const __half2& a, const __half2& b) {
  return xlate_half_ops::both(xlate_half_ops::val(a) <= xlate_half_ops::val(b));
}
__host__ __device__ inline bool operator>=(const __half2& a, const __half2& b) {
  return xlate_half_ops::both(xlate_half_ops::val(a) >= xlate_half_ops::val(b));
}
#endif

#undef XLATE_HALF_ARITH
#endif
