// xlate CPU backend: __hip_bfloat16 in software. float -> bf16 rounds to nearest even (NaN stays
// NaN); double -> bf16 rounds once, correctly (via round-to-odd to float, then to bf16).
#pragma once
#include "hip/hip_runtime.h"

struct __hip_bfloat16 {
  unsigned short data;
};
typedef __hip_bfloat16 hip_bfloat16;

namespace xlate_cpu {
inline unsigned short float_to_bf16_bits(float f) {
  uint32_t u = from_bits<uint32_t>(to_bits(f));
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<unsigned short>((u >> 16) | 0x40);  // quiet NaN
  u += 0x7fffu + ((u >> 16) & 1u);
  return static_cast<unsigned short>(u >> 16);
}
inline float round_to_odd_float(double d) {
  float f = static_cast<float>(d);
  if (static_cast<double>(f) == d || d != d) return f;
  if (std::fabs(static_cast<double>(f)) > std::fabs(d)) f = nextafterf(f, 0.0f);  // truncate
  uint32_t u = from_bits<uint32_t>(to_bits(f)) | 1u;                             // sticky bit
  return from_bits<float>(to_bits(u));
}
}  // namespace xlate_cpu

inline float __bfloat162float(__hip_bfloat16 b) {
  return ::xlate_cpu::from_bits<float>(::xlate_cpu::to_bits(static_cast<uint32_t>(b.data) << 16));
}
inline __hip_bfloat16 __float2bfloat16(float f) { return {::xlate_cpu::float_to_bf16_bits(f)}; }
inline __hip_bfloat16 __double2bfloat16(double d) {
  return {::xlate_cpu::float_to_bf16_bits(::xlate_cpu::round_to_odd_float(d))};
}
inline __hip_bfloat16 __hadd(__hip_bfloat16 a, __hip_bfloat16 b) {
  return __float2bfloat16(__bfloat162float(a) + __bfloat162float(b));
}
inline __hip_bfloat16 __hsub(__hip_bfloat16 a, __hip_bfloat16 b) {
  return __float2bfloat16(__bfloat162float(a) - __bfloat162float(b));
}
inline __hip_bfloat16 __hmul(__hip_bfloat16 a, __hip_bfloat16 b) {
  return __float2bfloat16(__bfloat162float(a) * __bfloat162float(b));
}
inline __hip_bfloat16 __hdiv(__hip_bfloat16 a, __hip_bfloat16 b) {
  return __float2bfloat16(__bfloat162float(a) / __bfloat162float(b));
}
inline __hip_bfloat16 operator+(__hip_bfloat16 a, __hip_bfloat16 b) { return __hadd(a, b); }
inline __hip_bfloat16 operator-(__hip_bfloat16 a, __hip_bfloat16 b) { return __hsub(a, b); }
inline __hip_bfloat16 operator*(__hip_bfloat16 a, __hip_bfloat16 b) { return __hmul(a, b); }
inline __hip_bfloat16 operator/(__hip_bfloat16 a, __hip_bfloat16 b) { return __hdiv(a, b); }
