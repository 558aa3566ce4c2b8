// xlate CPU backend: __half and __half2 as host code sees them: the types (xlate_cpu/fp16_types.h),
// the conversions that need no device support and the pair's constructors. hip/hip_fp16.h adds the
// arithmetic, math, comparisons, atomics and shuffles. This part is C++11 and compiles with the host
// compilers projects use (g++ 12 and up, clang): the toolkit folder's host hip/hip_fp16.h (for .cpp
// files that include cuda_fp16.h, xlate/driver/toolkit.py) is this header, so host files and
// xlate-nvcc-compiled files share one __half.
#pragma once
#include <math.h>

#include "xlate_cpu/bits.h"
#include "xlate_cpu/fp16_types.h"
#include "xlate_cpu/saturate.h"

struct __half2 {
  __half x, y;
  __half2() = default;
  constexpr __half2(const __half& a, const __half& b) : x(a), y(b) {}
  __half2(const __half2_raw& r) : x(r.x), y(r.y) {}
  operator __half2_raw() const {
    __half2_raw r;
    r.x = x;
    r.y = y;
    return r;
  }
};
typedef __half half;
typedef __half2 half2;

inline __half __float2half(float f) { return __half(f); }
inline __half __float2half_rn(float f) { return __half(f); }
inline __half __double2half(double d) { return __half(d); }
inline float __half2float(__half h) { return static_cast<float>(h.data); }
inline __half __int2half_rn(int i) { return __half(i); }
inline int __half2int_rz(__half h) { return static_cast<int>(h); }
inline unsigned int __half2uint_rz(__half h) { return static_cast<unsigned int>(h); }
inline short __half2short_rz(__half h) { return static_cast<short>(h); }
inline unsigned short __half2ushort_rz(__half h) { return static_cast<unsigned short>(h); }
inline long long __half2ll_rz(__half h) { return static_cast<long long>(h); }
inline unsigned long long __half2ull_rz(__half h) { return static_cast<unsigned long long>(h); }
inline __half __uint2half_rn(unsigned int i) { return __half(i); }
inline __half __short2half_rn(short i) { return __half(i); }
inline __half __ushort2half_rn(unsigned short i) { return __half(i); }
inline __half __ll2half_rn(long long i) { return __half(i); }
inline __half __ull2half_rn(unsigned long long i) { return __half(i); }
inline int __half2int_rn(__half h) {  // NaN gives 0, values outside int saturate (as CUDA)
  return ::xlate_cpu::saturate_integral<int>(nearbyintf(static_cast<float>(h.data)));
}
inline short __half_as_short(__half h) { return ::xlate_cpu::from_bits<short>(::xlate_cpu::to_bits(h)); }
inline unsigned short __half_as_ushort(__half h) {
  return ::xlate_cpu::from_bits<unsigned short>(::xlate_cpu::to_bits(h));
}
inline __half __short_as_half(short s) { return ::xlate_cpu::from_bits<__half>(::xlate_cpu::to_bits(s)); }
inline __half __ushort_as_half(unsigned short s) {
  return ::xlate_cpu::from_bits<__half>(::xlate_cpu::to_bits(s));
}

inline __half2 __halves2half2(__half a, __half b) { return {a, b}; }
inline __half2 make_half2(__half a, __half b) { return {a, b}; }
inline __half2 __floats2half2_rn(float a, float b) { return {__half(a), __half(b)}; }
inline __half2 __float2half2_rn(float a) { return {__half(a), __half(a)}; }
inline __half2 __half2half2(__half a) { return {a, a}; }
inline float2 __half22float2(__half2 h) { return make_float2(__half2float(h.x), __half2float(h.y)); }
inline __half2 __float22half2_rn(float2 f) { return {__half(f.x), __half(f.y)}; }
inline __half __low2half(__half2 h) { return h.x; }
inline __half __high2half(__half2 h) { return h.y; }
XLATE_CPU_HALF_PAIR_FLOATS(__half2)
