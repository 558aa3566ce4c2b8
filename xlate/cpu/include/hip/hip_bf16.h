// xlate CPU backend: __hip_bfloat16 and __hip_bfloat162 in software. float -> bf16 rounds to
// nearest even (NaN stays NaN); double -> bf16 and integer -> bf16 round once, correctly. The types
// and their conversions (every one CUDA's __nv_bfloat16 and HIP's __hip_bfloat16 allow):
// xlate_cpu/fp16_types.h. Arithmetic is done in float and rounded once.
#pragma once
#include "hip/hip_runtime.h"

#include "xlate_cpu/fp16_types.h"

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

#define __XLATE_B(b) (b).__float()
inline __hip_bfloat16 __hadd(__hip_bfloat16 a, __hip_bfloat16 b) { return __XLATE_B(a) + __XLATE_B(b); }
inline __hip_bfloat16 __hsub(__hip_bfloat16 a, __hip_bfloat16 b) { return __XLATE_B(a) - __XLATE_B(b); }
inline __hip_bfloat16 __hmul(__hip_bfloat16 a, __hip_bfloat16 b) { return __XLATE_B(a) * __XLATE_B(b); }
inline __hip_bfloat16 __hdiv(__hip_bfloat16 a, __hip_bfloat16 b) { return __XLATE_B(a) / __XLATE_B(b); }
// a*b is exact in float (8+8 significant bits); the sum rounds once through double round-to-odd
inline __hip_bfloat16 __hfma(__hip_bfloat16 a, __hip_bfloat16 b, __hip_bfloat16 c) {
  return __hip_bfloat16(static_cast<double>(__XLATE_B(a) * __XLATE_B(b)) + static_cast<double>(__XLATE_B(c)));
}
inline __hip_bfloat16 __hneg(__hip_bfloat16 a) { return -a; }
inline __hip_bfloat16 __habs(__hip_bfloat16 a) {
  return ::xlate_cpu::bf16_bits(static_cast<unsigned short>(a.__x & 0x7fffu));
}
inline bool __heq(__hip_bfloat16 a, __hip_bfloat16 b) { return __XLATE_B(a) == __XLATE_B(b); }
inline bool __hne(__hip_bfloat16 a, __hip_bfloat16 b) { return __XLATE_B(a) < __XLATE_B(b) || __XLATE_B(a) > __XLATE_B(b); }
inline bool __hlt(__hip_bfloat16 a, __hip_bfloat16 b) { return __XLATE_B(a) < __XLATE_B(b); }
inline bool __hle(__hip_bfloat16 a, __hip_bfloat16 b) { return __XLATE_B(a) <= __XLATE_B(b); }
inline bool __hgt(__hip_bfloat16 a, __hip_bfloat16 b) { return __XLATE_B(a) > __XLATE_B(b); }
inline bool __hge(__hip_bfloat16 a, __hip_bfloat16 b) { return __XLATE_B(a) >= __XLATE_B(b); }
inline bool __hisnan(__hip_bfloat16 a) { return __XLATE_B(a) != __XLATE_B(a); }
inline bool __hisinf(__hip_bfloat16 a) { return std::isinf(__XLATE_B(a)); }
inline __hip_bfloat16 __hmax(__hip_bfloat16 a, __hip_bfloat16 b) { return fmaxf(__XLATE_B(a), __XLATE_B(b)); }
inline __hip_bfloat16 __hmin(__hip_bfloat16 a, __hip_bfloat16 b) { return fminf(__XLATE_B(a), __XLATE_B(b)); }
inline __hip_bfloat16 hsqrt(__hip_bfloat16 a) { return sqrtf(__XLATE_B(a)); }
inline __hip_bfloat16 hrsqrt(__hip_bfloat16 a) { return 1.0f / sqrtf(__XLATE_B(a)); }
inline __hip_bfloat16 hexp(__hip_bfloat16 a) { return expf(__XLATE_B(a)); }
inline __hip_bfloat16 hlog(__hip_bfloat16 a) { return logf(__XLATE_B(a)); }
inline __hip_bfloat16 hsin(__hip_bfloat16 a) { return sinf(__XLATE_B(a)); }
inline __hip_bfloat16 hcos(__hip_bfloat16 a) { return cosf(__XLATE_B(a)); }

inline __hip_bfloat16 operator+(__hip_bfloat16 a, __hip_bfloat16 b) { return __hadd(a, b); }
inline __hip_bfloat16 operator-(__hip_bfloat16 a, __hip_bfloat16 b) { return __hsub(a, b); }
inline __hip_bfloat16 operator*(__hip_bfloat16 a, __hip_bfloat16 b) { return __hmul(a, b); }
inline __hip_bfloat16 operator/(__hip_bfloat16 a, __hip_bfloat16 b) { return __hdiv(a, b); }
inline __hip_bfloat16& operator+=(__hip_bfloat16& a, __hip_bfloat16 b) { return a = a + b; }
inline __hip_bfloat16& operator-=(__hip_bfloat16& a, __hip_bfloat16 b) { return a = a - b; }
inline __hip_bfloat16& operator*=(__hip_bfloat16& a, __hip_bfloat16 b) { return a = a * b; }
inline __hip_bfloat16& operator/=(__hip_bfloat16& a, __hip_bfloat16 b) { return a = a / b; }
inline __hip_bfloat16& operator++(__hip_bfloat16& a) { return a = a + __hip_bfloat16(1.0f); }
inline __hip_bfloat16& operator--(__hip_bfloat16& a) { return a = a - __hip_bfloat16(1.0f); }
inline __hip_bfloat16 operator++(__hip_bfloat16& a, int) {
  __hip_bfloat16 o = a;
  ++a;
  return o;
}
inline __hip_bfloat16 operator--(__hip_bfloat16& a, int) {
  __hip_bfloat16 o = a;
  --a;
  return o;
}
inline bool operator==(__hip_bfloat16 a, __hip_bfloat16 b) { return __heq(a, b); }
inline bool operator!=(__hip_bfloat16 a, __hip_bfloat16 b) { return !__heq(a, b); }
inline bool operator<(__hip_bfloat16 a, __hip_bfloat16 b) { return __hlt(a, b); }
inline bool operator>(__hip_bfloat16 a, __hip_bfloat16 b) { return __hgt(a, b); }
inline bool operator<=(__hip_bfloat16 a, __hip_bfloat16 b) { return __hle(a, b); }
inline bool operator>=(__hip_bfloat16 a, __hip_bfloat16 b) { return __hge(a, b); }

// pairs
inline __hip_bfloat162 __halves2bfloat162(__hip_bfloat16 a, __hip_bfloat16 b) { return {a, b}; }
inline __hip_bfloat162 __bfloat162bfloat162(__hip_bfloat16 a) { return {a, a}; }
inline __hip_bfloat162 __float2bfloat162_rn(float a) { return {__hip_bfloat16(a), __hip_bfloat16(a)}; }
inline __hip_bfloat162 __floats2bfloat162_rn(float a, float b) { return {__hip_bfloat16(a), __hip_bfloat16(b)}; }
inline __hip_bfloat162 __float22bfloat162_rn(float2 f) { return {__hip_bfloat16(f.x), __hip_bfloat16(f.y)}; }
inline float2 __bfloat1622float2(__hip_bfloat162 h) { return make_float2(__XLATE_B(h.x), __XLATE_B(h.y)); }
inline __hip_bfloat16 __low2bfloat16(__hip_bfloat162 h) { return h.x; }
inline __hip_bfloat16 __high2bfloat16(__hip_bfloat162 h) { return h.y; }
inline __hip_bfloat162 __low2bfloat162(__hip_bfloat162 h) { return {h.x, h.x}; }
inline __hip_bfloat162 __high2bfloat162(__hip_bfloat162 h) { return {h.y, h.y}; }
inline __hip_bfloat162 __lows2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.x, b.x}; }
inline __hip_bfloat162 __highs2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.y, b.y}; }
inline __hip_bfloat162 __lowhigh2highlow(__hip_bfloat162 a) { return {a.y, a.x}; }
inline float __low2float(__hip_bfloat162 h) { return __XLATE_B(h.x); }
inline float __high2float(__hip_bfloat162 h) { return __XLATE_B(h.y); }
inline __hip_bfloat162 __hadd2(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.x + b.x, a.y + b.y}; }
inline __hip_bfloat162 __hsub2(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.x - b.x, a.y - b.y}; }
inline __hip_bfloat162 __hmul2(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.x * b.x, a.y * b.y}; }
inline __hip_bfloat162 __h2div(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.x / b.x, a.y / b.y}; }
inline __hip_bfloat162 __hfma2(__hip_bfloat162 a, __hip_bfloat162 b, __hip_bfloat162 c) {
  return {__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)};
}
inline __hip_bfloat162 __hneg2(__hip_bfloat162 a) { return {-a.x, -a.y}; }
inline __hip_bfloat162 __habs2(__hip_bfloat162 a) { return {__habs(a.x), __habs(a.y)}; }
inline __hip_bfloat162 __hmax2(__hip_bfloat162 a, __hip_bfloat162 b) { return {__hmax(a.x, b.x), __hmax(a.y, b.y)}; }
inline __hip_bfloat162 __hmin2(__hip_bfloat162 a, __hip_bfloat162 b) { return {__hmin(a.x, b.x), __hmin(a.y, b.y)}; }
inline __hip_bfloat162 operator+(__hip_bfloat162 a, __hip_bfloat162 b) { return __hadd2(a, b); }
inline __hip_bfloat162 operator-(__hip_bfloat162 a, __hip_bfloat162 b) { return __hsub2(a, b); }
inline __hip_bfloat162 operator*(__hip_bfloat162 a, __hip_bfloat162 b) { return __hmul2(a, b); }
inline __hip_bfloat162 operator/(__hip_bfloat162 a, __hip_bfloat162 b) { return __h2div(a, b); }
inline __hip_bfloat162& operator+=(__hip_bfloat162& a, __hip_bfloat162 b) { return a = a + b; }
inline __hip_bfloat162& operator-=(__hip_bfloat162& a, __hip_bfloat162 b) { return a = a - b; }
inline __hip_bfloat162& operator*=(__hip_bfloat162& a, __hip_bfloat162 b) { return a = a * b; }
inline __hip_bfloat162& operator/=(__hip_bfloat162& a, __hip_bfloat162 b) { return a = a / b; }
#undef __XLATE_B

inline __hip_bfloat16 atomicAdd(__hip_bfloat16* p, __hip_bfloat16 v) {
  return ::xlate_cpu::cas_loop(p, [v](__hip_bfloat16 o) { return __hadd(o, v); });
}
