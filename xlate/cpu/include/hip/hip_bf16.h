// xlate CPU backend: __hip_bfloat16 and __hip_bfloat162 in software. float -> bf16 rounds to
// nearest even (NaN stays NaN); double -> bf16 and integer -> bf16 round once, correctly. The types
// and their conversions (every one CUDA's __nv_bfloat16 and HIP's __hip_bfloat16 allow):
// xlate_cpu/fp16_types.h. Arithmetic is done in float and rounded once; the functions and operators
// __half shares: xlate_cpu/half_ops.h.
#pragma once
#include "hip/hip_runtime.h"

#include "xlate_cpu/fp16_types.h"
#include "xlate_cpu/half_ops.h"

typedef __hip_bfloat16 hip_bfloat16;

struct __hip_bfloat162 {
  __hip_bfloat16 x, y;
  __hip_bfloat162() = default;
  constexpr __hip_bfloat162(const __hip_bfloat16& a, const __hip_bfloat16& b) : x(a), y(b) {}
  __hip_bfloat162(const __hip_bfloat162_raw& r) : x(__hip_bfloat16_raw{r.x}), y(__hip_bfloat16_raw{r.y}) {}
  operator __hip_bfloat162_raw() const { return __hip_bfloat162_raw{x.__x, y.__x}; }
  operator float2() const { return make_float2(static_cast<float>(x), static_cast<float>(y)); }
};

namespace xlate_cpu {
// kept for callers of the earlier names
inline unsigned short float_to_bf16_bits(float f) { return f32_to_bf16_bits(f); }
inline float round_to_odd_float(double d) { return round_to_odd_f32(d); }
inline __hip_bfloat16 bf16_bits(unsigned short b) { return __hip_bfloat16_raw{b}; }
}  // namespace xlate_cpu

inline float __bfloat162float(__hip_bfloat16 b) { return b.__float(); }
inline __hip_bfloat16 __float2bfloat16(float f) { return __hip_bfloat16(f); }
inline __hip_bfloat16 __double2bfloat16(double d) { return __hip_bfloat16(d); }
inline __hip_bfloat16 __int2bfloat16_rn(int i) { return __hip_bfloat16(i); }
inline short __bfloat16_as_short(__hip_bfloat16 b) { return static_cast<short>(b.__x); }
inline unsigned short __bfloat16_as_ushort(__hip_bfloat16 b) { return b.__x; }
inline __hip_bfloat16 __short_as_bfloat16(short s) {
  return ::xlate_cpu::bf16_bits(static_cast<unsigned short>(s));
}
inline __hip_bfloat16 __ushort_as_bfloat16(unsigned short s) { return ::xlate_cpu::bf16_bits(s); }

// fma, rounded once (xlate_cpu/half_ops.h: the exact product in double, the sum rounded to odd, then
// the double constructor: to odd in float, to nearest even in bfloat16). Multiplying in float instead
// rounded a product beyond float's range or below its subnormals, and adding in double rounded an
// inexact sum to nearest, twice in all with the conversion.
inline __hip_bfloat16 __hfma(__hip_bfloat16 a, __hip_bfloat16 b, __hip_bfloat16 c) {
  return __hip_bfloat16(::xlate_cpu::fma_round_to_odd(a.__float(), b.__float(), c.__float()));
}
inline __hip_bfloat16 __hneg(__hip_bfloat16 a) { return -a; }
inline __hip_bfloat16 __habs(__hip_bfloat16 a) {
  return ::xlate_cpu::bf16_bits(static_cast<unsigned short>(a.__x & 0x7fffu));
}
// __hadd ... hcos, the comparisons and atomicAdd, then the operators unless the program turns them off
// as CUDA lets it (xlate_cpu/half_ops.h)
XLATE_CPU_HALF_SCALAR_OPS(__hip_bfloat16)
XLATE_CPU_HALF_ATOMIC(__hip_bfloat16)
#if !defined(__CUDA_NO_BFLOAT16_OPERATORS__)
XLATE_CPU_HALF_SCALAR_OPERATORS(__hip_bfloat16)
#endif

// pairs
inline __hip_bfloat162 __halves2bfloat162(__hip_bfloat16 a, __hip_bfloat16 b) { return {a, b}; }
inline __hip_bfloat162 __bfloat162bfloat162(__hip_bfloat16 a) { return {a, a}; }
inline __hip_bfloat162 __float2bfloat162_rn(float a) { return {__hip_bfloat16(a), __hip_bfloat16(a)}; }
inline __hip_bfloat162 __floats2bfloat162_rn(float a, float b) { return {__hip_bfloat16(a), __hip_bfloat16(b)}; }
inline __hip_bfloat162 __float22bfloat162_rn(float2 f) { return {__hip_bfloat16(f.x), __hip_bfloat16(f.y)}; }
inline float2 __bfloat1622float2(__hip_bfloat162 h) { return make_float2(h.x.__float(), h.y.__float()); }
inline __hip_bfloat16 __low2bfloat16(__hip_bfloat162 h) { return h.x; }
inline __hip_bfloat16 __high2bfloat16(__hip_bfloat162 h) { return h.y; }
inline __hip_bfloat162 __low2bfloat162(__hip_bfloat162 h) { return {h.x, h.x}; }
inline __hip_bfloat162 __high2bfloat162(__hip_bfloat162 h) { return {h.y, h.y}; }
inline __hip_bfloat162 __lows2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.x, b.x}; }
inline __hip_bfloat162 __highs2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.y, b.y}; }
inline __hip_bfloat162 __lowhigh2highlow(__hip_bfloat162 a) { return {a.y, a.x}; }
// the lane-wise functions and the operators of the pair (xlate_cpu/half_ops.h)
XLATE_CPU_HALF_PAIR_OPS(__hip_bfloat162, __hip_bfloat16)
#if !defined(__CUDA_NO_BFLOAT162_OPERATORS__)
XLATE_CPU_HALF_PAIR_OPERATORS(__hip_bfloat162, __hip_bfloat16)
#endif
XLATE_CPU_HALF_PAIR_FLOATS(__hip_bfloat162)
#include "xlate_cpu/half_constants.h"
#include "xlate_cpu/bf16_math.h"  // _rn arithmetic, hceil ... h2sin
