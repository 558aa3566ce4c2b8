// xlate CPU backend: what the 16-bit float types share, written once for __half/__half2
// (hip/hip_fp16.h) and __hip_bfloat16/__hip_bfloat162 (hip/hip_bf16.h). Each header expands these
// macros for its types after defining what differs between them (the pair struct, conversions,
// __hneg, __habs, __hfma, bit casts). The macros define plain (non-template) functions of exactly the
// named types, so overload resolution is what hand-written overloads give.
//
// Rounding: every arithmetic and math function computes in float from the exact values and rounds
// once to the type (T's float constructor: to nearest even); __hfma (defined by each header) rounds
// the exact a*b+c once, through fma_round_to_odd; comparisons compare the exact values.
// Comparisons, as CUDA's math API defines them: __heq, __hne, __hlt, __hle, __hgt, __hge are ordered
// (false when either input is NaN; __hne too), the `u` forms (__hequ, __hneu ...) unordered (true
// when either is NaN). The operators are C++'s: == < <= > >= ordered, != unordered (it is __hneu).
// The pair forms compare lane-wise: __heq2 ... give 1.0 or 0.0 per lane, __hbeq2 ... true when
// both lanes are true.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

namespace xlate_cpu {
// a*b+c of 16-bit float values (__half, __hip_bfloat16) held in doubles, for fma rounded once. The
// product is exact in a double (at most 11+11 significant bits; its exponent, down to 2^-266 for
// bfloat16 subnormals and up to 2^256, is within double's range), but the sum with c may not be (the
// bits can span more than 53 places), and rounding that double to the 16-bit type would then round
// twice. So the sum is rounded to odd (round to nearest, then, if inexact, the neighbour with an odd
// last bit on the exact value's side: TwoSum gives the exact error), and a value rounded to odd with
// 53 >= 11 + 2 bits rounds to the 16-bit type (directly, or through float's 24 bits rounded to odd
// again) exactly as the exact a*b+c does. Infinities and NaN pass through the plain sum.
inline double fma_round_to_odd(double a, double b, double c) {
  const double p = a * b;
  double s = p + c;
  if (std::isfinite(s)) {
    const double bv = s - p;
    const double err = (p - (s - bv)) + (c - bv);  // exact: p + c == s + err
    uint64_t bits;
    memcpy(&bits, &s, sizeof bits);
    if (err != 0 && (bits & 1) == 0) s = std::nextafter(s, err > 0 ? HUGE_VAL : -HUGE_VAL);
  }
  return s;
}
}  // namespace xlate_cpu

// The arithmetic operators of T from its four functions, and the compound assignments built on them.
#define XLATE_CPU_ARITH_OPERATORS(T, ADD, SUB, MUL, DIV)     \
  inline T operator+(T a, T b) { return ADD(a, b); }         \
  inline T operator-(T a, T b) { return SUB(a, b); }         \
  inline T operator*(T a, T b) { return MUL(a, b); }         \
  inline T operator/(T a, T b) { return DIV(a, b); }         \
  inline T& operator+=(T& a, T b) { return a = a + b; }      \
  inline T& operator-=(T& a, T b) { return a = a - b; }      \
  inline T& operator*=(T& a, T b) { return a = a * b; }      \
  inline T& operator/=(T& a, T b) { return a = a / b; }

// ++ and -- of T (prefix and postfix), INC and DEC being a + 1 and a - 1 in T's arithmetic.
#define XLATE_CPU_INC_DEC(T, INC, DEC)         \
  inline T& operator++(T& a) { return a = INC; } \
  inline T& operator--(T& a) { return a = DEC; } \
  inline T operator++(T& a, int) {               \
    T o = a;                                     \
    ++a;                                         \
    return o;                                    \
  }                                              \
  inline T operator--(T& a, int) {               \
    T o = a;                                     \
    --a;                                         \
    return o;                                    \
  }

// Scalar type T: arithmetic and math through float, comparisons (its operators:
// XLATE_CPU_HALF_SCALAR_OPERATORS; its atomicAdd: XLATE_CPU_HALF_ATOMIC).
#define XLATE_CPU_HALF_SCALAR_OPS(T)                                                           \
  inline T __hadd(T a, T b) { return T(static_cast<float>(a) + static_cast<float>(b)); }      \
  inline T __hsub(T a, T b) { return T(static_cast<float>(a) - static_cast<float>(b)); }      \
  inline T __hmul(T a, T b) { return T(static_cast<float>(a) * static_cast<float>(b)); }      \
  inline T __hdiv(T a, T b) { return T(static_cast<float>(a) / static_cast<float>(b)); }      \
  inline T __hmax(T a, T b) { return T(fmaxf(static_cast<float>(a), static_cast<float>(b))); } \
  inline T __hmin(T a, T b) { return T(fminf(static_cast<float>(a), static_cast<float>(b))); } \
  inline T hsqrt(T a) { return T(sqrtf(static_cast<float>(a))); }                             \
  inline T hrsqrt(T a) { return T(1.0f / sqrtf(static_cast<float>(a))); }                     \
  inline T hexp(T a) { return T(expf(static_cast<float>(a))); }                                \
  inline T hlog(T a) { return T(logf(static_cast<float>(a))); }                                \
  inline T hsin(T a) { return T(sinf(static_cast<float>(a))); }                                \
  inline T hcos(T a) { return T(cosf(static_cast<float>(a))); }                                \
  inline bool __heq(T a, T b) { return static_cast<float>(a) == static_cast<float>(b); }      \
  inline bool __hlt(T a, T b) { return static_cast<float>(a) < static_cast<float>(b); }       \
  inline bool __hle(T a, T b) { return static_cast<float>(a) <= static_cast<float>(b); }      \
  inline bool __hgt(T a, T b) { return static_cast<float>(a) > static_cast<float>(b); }       \
  inline bool __hge(T a, T b) { return static_cast<float>(a) >= static_cast<float>(b); }      \
  inline bool __hne(T a, T b) { return __hlt(a, b) || __hgt(a, b); }                          \
  inline bool __hequ(T a, T b) { return !__hne(a, b); }                                        \
  inline bool __hneu(T a, T b) { return !__heq(a, b); }                                        \
  inline bool __hltu(T a, T b) { return !__hge(a, b); }                                        \
  inline bool __hleu(T a, T b) { return !__hgt(a, b); }                                        \
  inline bool __hgtu(T a, T b) { return !__hle(a, b); }                                        \
  inline bool __hgeu(T a, T b) { return !__hlt(a, b); }                                        \
  inline bool __hisnan(T a) { return static_cast<float>(a) != static_cast<float>(a); }        \
  inline bool __hisinf(T a) { return std::isinf(static_cast<float>(a)); }

// atomicAdd of scalar type T (the backend's full headers only: cas_loop is hip/hip_runtime.h's)
#define XLATE_CPU_HALF_ATOMIC(T)                                                               \
  inline T atomicAdd(T* p, T v) {                                                              \
    return ::xlate_cpu::cas_loop(p, [v](T o) { return __hadd(o, v); });                        \
  }

// The operators of scalar type T, built on its functions; a header expands them unless the program
// turns them off as CUDA lets it (-D__CUDA_NO_HALF_OPERATORS__, -D__CUDA_NO_BFLOAT16_OPERATORS__).
#define XLATE_CPU_HALF_SCALAR_OPERATORS(T)                                                     \
  XLATE_CPU_ARITH_OPERATORS(T, __hadd, __hsub, __hmul, __hdiv)                              \
  XLATE_CPU_INC_DEC(T, __hadd(a, T(1.0f)), __hsub(a, T(1.0f)))                                 \
  inline bool operator==(T a, T b) { return __heq(a, b); }                                     \
  inline bool operator!=(T a, T b) { return __hneu(a, b); }                                    \
  inline bool operator<(T a, T b) { return __hlt(a, b); }                                      \
  inline bool operator>(T a, T b) { return __hgt(a, b); }                                      \
  inline bool operator<=(T a, T b) { return __hle(a, b); }                                     \
  inline bool operator>=(T a, T b) { return __hge(a, b); }

// The lane-wise comparison __h<OP>2 (1.0 or 0.0 per lane) and __hb<OP>2 (both lanes true) of pair T2.
#define XLATE_CPU_HALF_PAIR_COMPARE(T2, T, OP)                                                 \
  inline T2 __h##OP##2(T2 a, T2 b) {                                                           \
    return T2(T(__h##OP(a.x, b.x) ? 1.0f : 0.0f), T(__h##OP(a.y, b.y) ? 1.0f : 0.0f));         \
  }                                                                                            \
  inline bool __hb##OP##2(T2 a, T2 b) { return __h##OP(a.x, b.x) && __h##OP(a.y, b.y); }

// Pair type T2 of T (lanes x and y, constructible from two T): the lane-wise functions CUDA names
// alike for both types (its operators: XLATE_CPU_HALF_PAIR_OPERATORS). T's scalar functions come first.
// (__low2float and __high2float: XLATE_CPU_HALF_PAIR_FLOATS, xlate_cpu/fp16_types.h.)
#define XLATE_CPU_HALF_PAIR_OPS(T2, T)                                                               \
  inline T2 __hadd2(T2 a, T2 b) { return T2(__hadd(a.x, b.x), __hadd(a.y, b.y)); }                  \
  inline T2 __hsub2(T2 a, T2 b) { return T2(__hsub(a.x, b.x), __hsub(a.y, b.y)); }                  \
  inline T2 __hmul2(T2 a, T2 b) { return T2(__hmul(a.x, b.x), __hmul(a.y, b.y)); }                  \
  inline T2 __h2div(T2 a, T2 b) { return T2(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); }                  \
  inline T2 __hfma2(T2 a, T2 b, T2 c) { return T2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); } \
  inline T2 __hneg2(T2 a) { return T2(__hneg(a.x), __hneg(a.y)); }                                  \
  inline T2 __habs2(T2 a) { return T2(__habs(a.x), __habs(a.y)); }                                  \
  inline T2 __hmax2(T2 a, T2 b) { return T2(__hmax(a.x, b.x), __hmax(a.y, b.y)); }                  \
  inline T2 __hmin2(T2 a, T2 b) { return T2(__hmin(a.x, b.x), __hmin(a.y, b.y)); }                  \
  inline T2 __hisnan2(T2 a) { return T2(T(__hisnan(a.x) ? 1.0f : 0.0f), T(__hisnan(a.y) ? 1.0f : 0.0f)); } \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, eq)                                                            \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, ne)                                                            \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, lt)                                                            \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, le)                                                            \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, gt)                                                            \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, ge)                                                            \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, equ)                                                           \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, neu)                                                           \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, ltu)                                                           \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, leu)                                                           \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, gtu)                                                           \
  XLATE_CPU_HALF_PAIR_COMPARE(T2, T, geu)

// The operators of pair T2, as CUDA's cuda_fp16.hpp/cuda_bf16.hpp define them: lane-wise arithmetic,
// and comparisons true when they hold in both lanes (== < <= > >= ordered, != unordered: __hbneu2).
// A header expands them unless the program turns them off (-D__CUDA_NO_HALF2_OPERATORS__,
// -D__CUDA_NO_BFLOAT162_OPERATORS__).
#define XLATE_CPU_HALF_PAIR_OPERATORS(T2, T)                                            \
  XLATE_CPU_ARITH_OPERATORS(T2, __hadd2, __hsub2, __hmul2, __h2div)                     \
  inline T2 operator+(T2 a) { return a; }                                               \
  inline T2 operator-(T2 a) { return __hneg2(a); }                                      \
  XLATE_CPU_INC_DEC(T2, __hadd2(a, T2(T(1.0f), T(1.0f))), __hsub2(a, T2(T(1.0f), T(1.0f)))) \
  inline bool operator==(T2 a, T2 b) { return __hbeq2(a, b); }                          \
  inline bool operator!=(T2 a, T2 b) { return __hbneu2(a, b); }                         \
  inline bool operator<(T2 a, T2 b) { return __hblt2(a, b); }                           \
  inline bool operator<=(T2 a, T2 b) { return __hble2(a, b); }                          \
  inline bool operator>(T2 a, T2 b) { return __hbgt2(a, b); }                           \
  inline bool operator>=(T2 a, T2 b) { return __hbge2(a, b); }
