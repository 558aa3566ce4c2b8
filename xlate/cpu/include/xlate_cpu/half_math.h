// xlate CPU backend: the __half / __hip_bfloat16 functions that hip/hip_fp16.h and hip/hip_bf16.h share
// beyond xlate_cpu/half_ops.h: the _rn arithmetic (__hadd_rn ...), the rounding functions (hceil,
// hfloor, htrunc, hrint), the math functions (hexp2, hexp10, hlog2, hlog10, hrcp) and their pair forms
// (h2ceil ... h2trunc, h2exp ... h2sin), and the pair shuffles (__low2half2 ...). Each header invokes
// the macros for its types (xlate_cpu/fp16_rounding.h, xlate_cpu/bf16_math.h).
//
// The _rn forms are the plain operations: CUDA's _rn variants only forbid contracting them into an fma,
// which these never are. The value is computed in float and rounded once to T: for +, -, *, / and
// sqrt float's 24 bits are enough for that double rounding to give the correctly rounded result
// (24 >= 2 * 11 + 2); ceil, floor, trunc and rint of a T are exact in float and representable in T.
// The transcendental functions are float's libm results rounded to T (CUDA documents them as
// approximations, with a maximum error in ulps).
#pragma once

#include <cmath>

#define XLATE_CPU_HALF_MATH(T)                                                                 \
  inline T __hadd_rn(T a, T b) { return __hadd(a, b); }                                        \
  inline T __hsub_rn(T a, T b) { return __hsub(a, b); }                                        \
  inline T __hmul_rn(T a, T b) { return __hmul(a, b); }                                        \
  inline T hceil(T a) { return T(std::ceil(static_cast<float>(a))); }                          \
  inline T hfloor(T a) { return T(std::floor(static_cast<float>(a))); }                        \
  inline T htrunc(T a) { return T(std::trunc(static_cast<float>(a))); }                        \
  inline T hrint(T a) { return T(std::nearbyint(static_cast<float>(a))); }                     \
  inline T hrcp(T a) { return T(1.0f / static_cast<float>(a)); }                               \
  inline T hexp2(T a) { return T(std::exp2(static_cast<float>(a))); }                          \
  inline T hexp10(T a) { return T(std::pow(10.0f, static_cast<float>(a))); }                   \
  inline T hlog2(T a) { return T(std::log2(static_cast<float>(a))); }                          \
  inline T hlog10(T a) { return T(std::log10(static_cast<float>(a))); }

#define XLATE_CPU_HALF_PAIR_LANEWISE(T2, NAME, F) \
  inline T2 NAME(T2 a) { return T2(F(a.x), F(a.y)); }

#define XLATE_CPU_HALF_PAIR_MATH(T2, T)                                                        \
  inline T2 __hadd2_rn(T2 a, T2 b) { return __hadd2(a, b); }                                   \
  inline T2 __hsub2_rn(T2 a, T2 b) { return __hsub2(a, b); }                                   \
  inline T2 __hmul2_rn(T2 a, T2 b) { return __hmul2(a, b); }                                   \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2ceil, hceil)                                              \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2floor, hfloor)                                            \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2trunc, htrunc)                                            \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2rint, hrint)                                              \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2rcp, hrcp)                                                \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2sqrt, hsqrt)                                              \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2rsqrt, hrsqrt)                                            \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2exp, hexp)                                                \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2exp2, hexp2)                                              \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2exp10, hexp10)                                            \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2log, hlog)                                                \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2log2, hlog2)                                              \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2log10, hlog10)                                            \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2sin, hsin)                                                \
  XLATE_CPU_HALF_PAIR_LANEWISE(T2, h2cos, hcos)
