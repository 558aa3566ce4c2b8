// xlate CPU backend: __half and __half2 on the host. Storage and conversions use clang's _Float16
// (IEEE binary16; float/double -> half conversions round to nearest even, as the compiler runtime
// does them directly, without double rounding). Arithmetic is done in float and rounded once.
// The types and their conversions (every one CUDA's and HIP's __half allow): xlate_cpu/fp16_types.h.
#pragma once
#include "hip/hip_runtime.h"

#include "xlate_cpu/fp16_types.h"

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
inline int __half2int_rn(__half h) { return static_cast<int>(nearbyintf(static_cast<float>(h.data))); }
inline short __half_as_short(__half h) { return ::xlate_cpu::from_bits<short>(::xlate_cpu::to_bits(h)); }
inline unsigned short __half_as_ushort(__half h) {
  return ::xlate_cpu::from_bits<unsigned short>(::xlate_cpu::to_bits(h));
}
inline __half __short_as_half(short s) { return ::xlate_cpu::from_bits<__half>(::xlate_cpu::to_bits(s)); }
inline __half __ushort_as_half(unsigned short s) {
  return ::xlate_cpu::from_bits<__half>(::xlate_cpu::to_bits(s));
}

#define __XLATE_H(f) static_cast<float>(f.data)
inline __half __hadd(__half a, __half b) { return __half(__XLATE_H(a) + __XLATE_H(b)); }
inline __half __hsub(__half a, __half b) { return __half(__XLATE_H(a) - __XLATE_H(b)); }
inline __half __hmul(__half a, __half b) { return __half(__XLATE_H(a) * __XLATE_H(b)); }
inline __half __hdiv(__half a, __half b) { return __half(__XLATE_H(a) / __XLATE_H(b)); }
inline __half __hneg(__half a) { return __half(static_cast<_Float16>(-a.data)); }
inline __half __habs(__half a) { return __half(std::fabs(__XLATE_H(a))); }
// fma, rounded once: the product of two halves is exact in a double (22 significant bits), but
// the sum with c may not be (the bits can span more than 53 places), and rounding that double to
// half would then round twice. So the sum is rounded to odd in double (round to nearest, then, if
// inexact, the neighbour with an odd last bit on the exact value's side: TwoSum gives the error),
// and a value rounded to odd with 53 >= 11 + 2 bits rounds to half exactly as the exact sum does.
inline __half __hfma(__half a, __half b, __half c) {
  const double p = static_cast<double>(a.data) * static_cast<double>(b.data);
  const double q = static_cast<double>(c.data);
  double s = p + q;
  if (std::isfinite(s)) {
    const double bv = s - p;
    const double err = (p - (s - bv)) + (q - bv);  // exact: p + q == s + err
    uint64_t bits;
    memcpy(&bits, &s, sizeof bits);
    if (err != 0 && (bits & 1) == 0) s = std::nextafter(s, err > 0 ? HUGE_VAL : -HUGE_VAL);
  }
  return __half(static_cast<_Float16>(s));
}
inline bool __heq(__half a, __half b) { return a.data == b.data; }
inline bool __hne(__half a, __half b) { return a.data != b.data; }
inline bool __hlt(__half a, __half b) { return a.data < b.data; }
inline bool __hle(__half a, __half b) { return a.data <= b.data; }
inline bool __hgt(__half a, __half b) { return a.data > b.data; }
inline bool __hge(__half a, __half b) { return a.data >= b.data; }
inline bool __hisnan(__half a) { return a.data != a.data; }
inline bool __hisinf(__half a) { return std::isinf(__XLATE_H(a)); }
inline __half hsqrt(__half a) { return __half(sqrtf(__XLATE_H(a))); }
inline __half hrsqrt(__half a) { return __half(1.0f / sqrtf(__XLATE_H(a))); }
inline __half hexp(__half a) { return __half(expf(__XLATE_H(a))); }
inline __half hlog(__half a) { return __half(logf(__XLATE_H(a))); }
inline __half hsin(__half a) { return __half(sinf(__XLATE_H(a))); }
inline __half hcos(__half a) { return __half(cosf(__XLATE_H(a))); }
inline __half __hmax(__half a, __half b) { return __half(fmaxf(__XLATE_H(a), __XLATE_H(b))); }
inline __half __hmin(__half a, __half b) { return __half(fminf(__XLATE_H(a), __XLATE_H(b))); }
#undef __XLATE_H

inline __half operator+(__half a, __half b) { return __hadd(a, b); }
inline __half operator-(__half a, __half b) { return __hsub(a, b); }
inline __half operator*(__half a, __half b) { return __hmul(a, b); }
inline __half operator/(__half a, __half b) { return __hdiv(a, b); }
inline __half& operator+=(__half& a, __half b) { return a = a + b; }
inline __half& operator-=(__half& a, __half b) { return a = a - b; }
inline __half& operator*=(__half& a, __half b) { return a = a * b; }
inline __half& operator/=(__half& a, __half b) { return a = a / b; }
inline __half& operator++(__half& a) { return a = a + __half(1.0f); }
inline __half& operator--(__half& a) { return a = a - __half(1.0f); }
inline __half operator++(__half& a, int) {
  __half o = a;
  ++a;
  return o;
}
inline __half operator--(__half& a, int) {
  __half o = a;
  --a;
  return o;
}
inline bool operator==(__half a, __half b) { return a.data == b.data; }
inline bool operator!=(__half a, __half b) { return a.data != b.data; }
inline bool operator<(__half a, __half b) { return a.data < b.data; }
inline bool operator>(__half a, __half b) { return a.data > b.data; }
inline bool operator<=(__half a, __half b) { return a.data <= b.data; }
inline bool operator>=(__half a, __half b) { return a.data >= b.data; }

inline __half2 __halves2half2(__half a, __half b) { return {a, b}; }
inline __half2& operator+=(__half2& a, __half2 b) { return a = __half2(a.x + b.x, a.y + b.y); }
inline __half2& operator-=(__half2& a, __half2 b) { return a = __half2(a.x - b.x, a.y - b.y); }
inline __half2& operator*=(__half2& a, __half2 b) { return a = __half2(a.x * b.x, a.y * b.y); }
inline __half2& operator/=(__half2& a, __half2 b) { return a = __half2(a.x / b.x, a.y / b.y); }
inline __half2 make_half2(__half a, __half b) { return {a, b}; }
inline __half2 __floats2half2_rn(float a, float b) { return {__half(a), __half(b)}; }
inline __half2 __float2half2_rn(float a) { return {__half(a), __half(a)}; }
inline __half2 __half2half2(__half a) { return {a, a}; }
inline float2 __half22float2(__half2 h) { return make_float2(__half2float(h.x), __half2float(h.y)); }
inline __half2 __float22half2_rn(float2 f) { return {__half(f.x), __half(f.y)}; }
inline __half __low2half(__half2 h) { return h.x; }
inline __half __high2half(__half2 h) { return h.y; }
inline float __low2float(__half2 h) { return __half2float(h.x); }
inline float __high2float(__half2 h) { return __half2float(h.y); }
inline __half2 __hadd2(__half2 a, __half2 b) { return {__hadd(a.x, b.x), __hadd(a.y, b.y)}; }
inline __half2 __hsub2(__half2 a, __half2 b) { return {__hsub(a.x, b.x), __hsub(a.y, b.y)}; }
inline __half2 __hmul2(__half2 a, __half2 b) { return {__hmul(a.x, b.x), __hmul(a.y, b.y)}; }
inline __half2 __h2div(__half2 a, __half2 b) { return {__hdiv(a.x, b.x), __hdiv(a.y, b.y)}; }
inline __half2 __hfma2(__half2 a, __half2 b, __half2 c) {
  return {__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)};
}
inline __half2 __hneg2(__half2 a) { return {__hneg(a.x), __hneg(a.y)}; }
inline __half2 operator+(__half2 a, __half2 b) { return __hadd2(a, b); }
inline __half2 operator-(__half2 a, __half2 b) { return __hsub2(a, b); }
inline __half2 operator*(__half2 a, __half2 b) { return __hmul2(a, b); }
inline __half atomicAdd(__half* p, __half v) {
  return ::xlate_cpu::cas_loop(p, [v](__half o) { return __hadd(o, v); });
}
