// xlate CPU backend: HIP 7.2's <hip/hip_fp4.h> for the cpu target (CUDA's cuda_fp4.h translates to it): the
// E2M1 types __hip_fp4_e2m1, __hip_fp4x2_e2m1, __hip_fp4x4_e2m1, their storage typedefs, the
// __hip_fp4_interpretation_t enum (__HIP_E2M1), hipRoundMode, and the __hip_cvt_*fp4* functions.
//
// E2M1: 1 sign, 2 exponent (bias 1), 1 mantissa bit; the values 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their negatives;
// no inf or NaN. Element 0 of a pair is the low nibble. Conversions to fp4 as HIP 7.2 does them (host and
// gfx942 alike): the input rounded once to nearest even, magnitudes beyond 6 saturate to 6, +-inf and NaN give
// +-6 (the sign kept), a zero result keeps the input's sign; a double is converted to float first (as HIP
// does); the rounding-mode argument is ignored (HIP ignores it too). fp4 -> half/bfloat16/float/double is exact.
#pragma once
#include "hip/hip_runtime.h"
#include "hip/hip_fp16.h"
#include "hip/hip_bf16.h"
#include "xlate_cpu/fp8.h"

#ifndef XLATE_CPU_HIP_ROUND_MODE
#define XLATE_CPU_HIP_ROUND_MODE
enum hipRoundMode {
  hipRoundNearest = 0,
  hipRoundZero = 1,
  hipRoundPosInf = 2,
  hipRoundMinInf = 3,
};
#endif

typedef unsigned char __hip_fp4_storage_t;
typedef unsigned char __hip_fp4x2_storage_t;
typedef unsigned short int __hip_fp4x4_storage_t;

enum __hip_fp4_interpretation_t {
  __HIP_E2M1 = 0,
};

namespace xlate_cpu {
namespace fp4 {
// E2M1 in the terms of xlate_cpu/fp8.h's Format (exponent bits, mantissa bits, bias, fnuz)
inline constexpr fp8::Format e2m1{2, 1, 1, false};

inline __hip_fp4_storage_t encode(float x) {
  const unsigned sign = std::signbit(x) ? 0x8u : 0u;
  if (std::isnan(x) || std::isinf(x)) return (__hip_fp4_storage_t)(sign | 0x7u);
  const double a = std::fabs((double)x);
  if (a >= 6.0) return (__hip_fp4_storage_t)(sign | 0x7u);
  int e = a < 1.0 ? 0 : std::ilogb(a);  // 0 is the exponent of the smallest normal (1.0)
  double q = std::rint(std::ldexp(a, 1 - e));  // exact scaling; rint rounds to nearest even
  if (q >= 4.0) {  // rounded up to the next power of two
    q /= 2.0;
    ++e;
  }
  if (e > 2) return (__hip_fp4_storage_t)(sign | 0x7u);  // 7 and above round to 8: saturate
  unsigned code = q < 2.0 ? (unsigned)q : (unsigned)(((e + 1) << 1) | ((unsigned)q - 2u));
  return (__hip_fp4_storage_t)(sign | code);
}
inline float decode(unsigned nibble) {
  const float v = (float)fp8::decode_abs(e2m1, nibble & 0x7u);
  return (nibble & 0x8u) ? -v : v;
}
inline __hip_fp4x2_storage_t pack2(__hip_fp4_storage_t lo, __hip_fp4_storage_t hi) {
  return (__hip_fp4x2_storage_t)((lo & 0xFu) | ((hi & 0xFu) << 4));
}
}  // namespace fp4
}  // namespace xlate_cpu

inline __hip_fp4_storage_t __hip_cvt_float_to_fp4(const float x, const __hip_fp4_interpretation_t,
                                                  const enum hipRoundMode) {
  return xlate_cpu::fp4::encode(x);
}
inline __hip_fp4_storage_t __hip_cvt_double_to_fp4(const double x, const __hip_fp4_interpretation_t,
                                                   const enum hipRoundMode) {
  return xlate_cpu::fp4::encode((float)x);
}
inline __hip_fp4_storage_t __hip_cvt_halfraw_to_fp4(const __half_raw x, const __hip_fp4_interpretation_t,
                                                    const enum hipRoundMode) {
  return xlate_cpu::fp4::encode(__half2float(__half(x)));  // half -> float is exact
}
inline __hip_fp4_storage_t __hip_cvt_bfloat16raw_to_fp4(const __hip_bfloat16_raw x, const __hip_fp4_interpretation_t,
                                                        const enum hipRoundMode) {
  return xlate_cpu::fp4::encode(__bfloat162float(__hip_bfloat16(x)));  // exact
}
inline __hip_fp4x2_storage_t __hip_cvt_float2_to_fp4x2(const float2 x, const __hip_fp4_interpretation_t,
                                                       const enum hipRoundMode) {
  return xlate_cpu::fp4::pack2(xlate_cpu::fp4::encode(x.x), xlate_cpu::fp4::encode(x.y));
}
inline __hip_fp4x2_storage_t __hip_cvt_double2_to_fp4x2(const double2 x, const __hip_fp4_interpretation_t,
                                                        const enum hipRoundMode) {
  return xlate_cpu::fp4::pack2(xlate_cpu::fp4::encode((float)x.x), xlate_cpu::fp4::encode((float)x.y));
}
inline __hip_fp4x2_storage_t __hip_cvt_halfraw2_to_fp4x2(const __half2_raw x, const __hip_fp4_interpretation_t i,
                                                         const enum hipRoundMode r) {
  return xlate_cpu::fp4::pack2(__hip_cvt_halfraw_to_fp4(x.x, i, r), __hip_cvt_halfraw_to_fp4(x.y, i, r));
}
inline __hip_fp4x2_storage_t __hip_cvt_bfloat16raw2_to_fp4x2(const __hip_bfloat162_raw x,
                                                             const __hip_fp4_interpretation_t i,
                                                             const enum hipRoundMode r) {
  return xlate_cpu::fp4::pack2(__hip_cvt_bfloat16raw_to_fp4(__hip_bfloat16_raw{x.x}, i, r),
                               __hip_cvt_bfloat16raw_to_fp4(__hip_bfloat16_raw{x.y}, i, r));
}
// HIP's decodes the low nibble of x (the element a __hip_fp4_e2m1 holds)
inline __half_raw __hip_cvt_fp4_to_halfraw(const __hip_fp4_storage_t x, const __hip_fp4_interpretation_t) {
  return static_cast<__half_raw>(__float2half(xlate_cpu::fp4::decode(x & 0xFu)));  // exact
}
inline __half2_raw __hip_cvt_fp4x2_to_halfraw2(const __hip_fp4x2_storage_t x, const __hip_fp4_interpretation_t) {
  __half2_raw r;
  r.x = static_cast<__half_raw>(__float2half(xlate_cpu::fp4::decode(x & 0xFu)));
  r.y = static_cast<__half_raw>(__float2half(xlate_cpu::fp4::decode(x >> 4)));
  return r;
}

struct __hip_fp4_e2m1 {
  __hip_fp4_storage_t __x;
  __hip_fp4_e2m1() = default;
  explicit __hip_fp4_e2m1(const __half f) : __x(xlate_cpu::fp4::encode(__half2float(f))) {}
  explicit __hip_fp4_e2m1(const __hip_bfloat16 f) : __x(xlate_cpu::fp4::encode(__bfloat162float(f))) {}
  explicit __hip_fp4_e2m1(const double f) : __x(xlate_cpu::fp4::encode((float)f)) {}
  explicit __hip_fp4_e2m1(const float f) : __x(xlate_cpu::fp4::encode(f)) {}
  explicit __hip_fp4_e2m1(const int v) : __x(xlate_cpu::fp4::encode((float)v)) {}
  explicit __hip_fp4_e2m1(const long int v) : __x(xlate_cpu::fp4::encode((float)v)) {}
  explicit __hip_fp4_e2m1(const long long int v) : __x(xlate_cpu::fp4::encode((float)v)) {}
  explicit __hip_fp4_e2m1(const short int v) : __x(xlate_cpu::fp4::encode((float)v)) {}
  explicit __hip_fp4_e2m1(const unsigned int v) : __x(xlate_cpu::fp4::encode((float)v)) {}
  explicit __hip_fp4_e2m1(const unsigned long int v) : __x(xlate_cpu::fp4::encode((float)v)) {}
  explicit __hip_fp4_e2m1(const unsigned long long int v) : __x(xlate_cpu::fp4::encode((float)v)) {}
  explicit __hip_fp4_e2m1(const unsigned short int v) : __x(xlate_cpu::fp4::encode((float)v)) {}
  operator __half_raw() const { return __hip_cvt_fp4_to_halfraw(__x, __HIP_E2M1); }
  operator __hip_bfloat16_raw() const {
    return static_cast<__hip_bfloat16_raw>(__float2bfloat16(xlate_cpu::fp4::decode(__x & 0xFu)));  // exact
  }
  operator float() const { return xlate_cpu::fp4::decode(__x & 0xFu); }
  operator double() const { return (double)xlate_cpu::fp4::decode(__x & 0xFu); }
};

struct __hip_fp4x2_e2m1 {
  __hip_fp4x2_storage_t __x;
  __hip_fp4x2_e2m1() = default;
  explicit __hip_fp4x2_e2m1(const __half2 f)
      : __x(__hip_cvt_halfraw2_to_fp4x2(static_cast<__half2_raw>(f), __HIP_E2M1, hipRoundNearest)) {}
  explicit __hip_fp4x2_e2m1(const __hip_bfloat162 f)
      : __x(__hip_cvt_bfloat16raw2_to_fp4x2(static_cast<__hip_bfloat162_raw>(f), __HIP_E2M1, hipRoundNearest)) {}
  explicit __hip_fp4x2_e2m1(const double2 f) : __x(__hip_cvt_double2_to_fp4x2(f, __HIP_E2M1, hipRoundNearest)) {}
  explicit __hip_fp4x2_e2m1(const float2 f) : __x(__hip_cvt_float2_to_fp4x2(f, __HIP_E2M1, hipRoundNearest)) {}
  operator __half2_raw() const { return __hip_cvt_fp4x2_to_halfraw2(__x, __HIP_E2M1); }
  operator __hip_bfloat162_raw() const {
    return static_cast<__hip_bfloat162_raw>(__floats2bfloat162_rn(xlate_cpu::fp4::decode(__x & 0xFu),
                                                                   xlate_cpu::fp4::decode(__x >> 4)));  // exact
  }
  operator float2() const { return make_float2(xlate_cpu::fp4::decode(__x & 0xFu), xlate_cpu::fp4::decode(__x >> 4)); }
  operator double2() const {
    return make_double2(xlate_cpu::fp4::decode(__x & 0xFu), xlate_cpu::fp4::decode(__x >> 4));
  }
};

struct __hip_fp4x4_e2m1 {
  __hip_fp4x4_storage_t __x;
  __hip_fp4x4_e2m1() = default;
  explicit __hip_fp4x4_e2m1(const __half2 low, const __half2 high)
      : __x((__hip_fp4x4_storage_t)(__hip_fp4x2_e2m1(low).__x | (__hip_fp4x2_e2m1(high).__x << 8))) {}
  explicit __hip_fp4x4_e2m1(const __hip_bfloat162 low, const __hip_bfloat162 high)
      : __x((__hip_fp4x4_storage_t)(__hip_fp4x2_e2m1(low).__x | (__hip_fp4x2_e2m1(high).__x << 8))) {}
  explicit __hip_fp4x4_e2m1(const double4 f)
      : __x((__hip_fp4x4_storage_t)(__hip_fp4x2_e2m1(make_double2(f.x, f.y)).__x |
                                    (__hip_fp4x2_e2m1(make_double2(f.z, f.w)).__x << 8))) {}
  explicit __hip_fp4x4_e2m1(const float4 f)
      : __x((__hip_fp4x4_storage_t)(__hip_fp4x2_e2m1(make_float2(f.x, f.y)).__x |
                                    (__hip_fp4x2_e2m1(make_float2(f.z, f.w)).__x << 8))) {}
  operator float4() const {
    return make_float4(xlate_cpu::fp4::decode(__x & 0xFu), xlate_cpu::fp4::decode((__x >> 4) & 0xFu),
                       xlate_cpu::fp4::decode((__x >> 8) & 0xFu), xlate_cpu::fp4::decode(__x >> 12));
  }
  operator double4() const {
    const float4 f = static_cast<float4>(*this);
    return make_double4(f.x, f.y, f.z, f.w);
  }
};
