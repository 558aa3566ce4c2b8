// xlate CPU backend: __half and __half2 on the host. Storage and conversions use clang's _Float16
// (IEEE binary16; float/double -> half conversions round to nearest even, as the compiler runtime
// does them directly, without double rounding). Arithmetic is done in float and rounded once.
// The types and their conversions (every one CUDA's and HIP's __half allow): xlate_cpu/fp16_types.h;
// the functions and operators __hip_bfloat16 shares: xlate_cpu/half_ops.h.
#pragma once
#include "hip/hip_runtime.h"

#include "xlate_cpu/fp16_types.h"
#include "xlate_cpu/half_ops.h"

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

inline __half __hneg(__half a) { return __half(static_cast<_Float16>(-a.data)); }
inline __half __habs(__half a) { return __half(std::fabs(static_cast<float>(a.data))); }
// fma, rounded once (xlate_cpu/half_ops.h: the exact product, the sum rounded to odd in double)
inline __half __hfma(__half a, __half b, __half c) {
  return __half(static_cast<_Float16>(::xlate_cpu::fma_round_to_odd(a.data, b.data, c.data)));
}
// __hadd ... hcos, the comparisons, the operators and atomicAdd (xlate_cpu/half_ops.h)
XLATE_CPU_HALF_SCALAR_OPS(__half)

inline __half2 __halves2half2(__half a, __half b) { return {a, b}; }
inline __half2 make_half2(__half a, __half b) { return {a, b}; }
inline __half2 __floats2half2_rn(float a, float b) { return {__half(a), __half(b)}; }
inline __half2 __float2half2_rn(float a) { return {__half(a), __half(a)}; }
inline __half2 __half2half2(__half a) { return {a, a}; }
inline float2 __half22float2(__half2 h) { return make_float2(__half2float(h.x), __half2float(h.y)); }
inline __half2 __float22half2_rn(float2 f) { return {__half(f.x), __half(f.y)}; }
inline __half __low2half(__half2 h) { return h.x; }
inline __half __high2half(__half2 h) { return h.y; }
// the lane-wise functions and the operators of the pair (xlate_cpu/half_ops.h)
XLATE_CPU_HALF_PAIR_OPS(__half2, __half)
#include "xlate_cpu/half_constants.h"
#include "xlate_cpu/fp16_rounding.h"  // directed conversions, _rn arithmetic, hceil ... h2sin
