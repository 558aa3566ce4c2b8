// xlate CPU backend: the __half conversions with an explicit rounding (float -> __half _rd/_ru/_rz,
// __half -> integer _rn/_rd/_ru), the pair shuffles (__low2half2 ...) and xlate_cpu/half_math.h's
// functions for __half and __half2. Included at the end of hip/hip_fp16.h.
//
// float -> __half with a directed rounding, exactly and without changing the rounding mode: every
// binary16 value is a float, so the nearest __half h is compared with the operand in float (exact) and,
// where it lies on the wrong side for the requested direction, replaced by its neighbour towards it
// (the binary16 encoding of a sign and a magnitude: the next value away from zero is the next
// magnitude). Overflow follows IEEE: toward +infinity a value above the largest finite __half gives
// +inf, toward zero and toward -infinity it gives 65504. NaN stays NaN.
//
// __half -> integer: the __half is exact in float; it is rounded to an integral value (nearbyint in the
// default mode: to nearest, ties to even; floor; ceil) and converted saturating, as PTX's cvt does:
// NaN gives 0, values beyond the destination's range its minimum or maximum
// (xlate_cpu/rounding.h's saturate_integral).
#pragma once
#include "xlate_cpu/half_math.h"

namespace xlate_cpu {
// The binary16 encoding next to `bits` (not NaN) upward (`up`) or downward.
inline unsigned short f16_step(unsigned short bits, bool up) {
  if ((bits & 0x7fffu) == 0) return up ? 0x0001u : 0x8001u;  // +-0: the smallest subnormal
  const bool neg = (bits & 0x8000u) != 0;
  return static_cast<unsigned short>(up != neg ? bits + 1u : bits - 1u);
}

// `f` rounded to __half: dir < 0 toward -infinity, dir > 0 toward +infinity, 0 toward zero.
inline __half float_to_half_directed(float f, int dir) {
  const __half n(f);  // to nearest, ties to even
  const float back = static_cast<float>(n);
  if (f != f || back == f) return n;
  const bool up = dir > 0 ? back < f : dir < 0 ? false : (f < 0 && back < f);
  const bool down = dir < 0 ? back > f : dir > 0 ? false : (f > 0 && back > f);
  if (!up && !down) return n;
  return __ushort_as_half(f16_step(__half_as_ushort(n), up));
}
}  // namespace xlate_cpu

inline __half __float2half_rd(float f) { return ::xlate_cpu::float_to_half_directed(f, -1); }
inline __half __float2half_ru(float f) { return ::xlate_cpu::float_to_half_directed(f, 1); }
inline __half __float2half_rz(float f) { return ::xlate_cpu::float_to_half_directed(f, 0); }

#define XLATE_CPU_HALF_TO_INT(NAME, I)                                                                      \
  inline I NAME##_rn(__half h) { return ::xlate_cpu::saturate_integral<I>(std::nearbyint(static_cast<float>(h))); } \
  inline I NAME##_rd(__half h) { return ::xlate_cpu::saturate_integral<I>(std::floor(static_cast<float>(h))); }     \
  inline I NAME##_ru(__half h) { return ::xlate_cpu::saturate_integral<I>(std::ceil(static_cast<float>(h))); }
XLATE_CPU_HALF_TO_INT(__half2short, short)
XLATE_CPU_HALF_TO_INT(__half2ushort, unsigned short)
XLATE_CPU_HALF_TO_INT(__half2uint, unsigned int)
XLATE_CPU_HALF_TO_INT(__half2ll, long long)
XLATE_CPU_HALF_TO_INT(__half2ull, unsigned long long)
#undef XLATE_CPU_HALF_TO_INT
inline int __half2int_rd(__half h) { return ::xlate_cpu::saturate_integral<int>(std::floor(static_cast<float>(h))); }
inline int __half2int_ru(__half h) { return ::xlate_cpu::saturate_integral<int>(std::ceil(static_cast<float>(h))); }

inline __half2 __low2half2(__half2 a) { return {a.x, a.x}; }
inline __half2 __high2half2(__half2 a) { return {a.y, a.y}; }
inline __half2 __lows2half2(__half2 a, __half2 b) { return {a.x, b.x}; }
inline __half2 __highs2half2(__half2 a, __half2 b) { return {a.y, b.y}; }
inline __half2 __lowhigh2highlow(__half2 a) { return {a.y, a.x}; }

XLATE_CPU_HALF_MATH(__half)
XLATE_CPU_HALF_PAIR_MATH(__half2, __half)
