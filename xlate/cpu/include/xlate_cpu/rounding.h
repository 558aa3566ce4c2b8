// The CUDA/HIP rounding-mode intrinsics on the CPU: conversions (__float2int_rz, __int2float_ru,
// __double2float_rd, __ull2double_rz, ...) and arithmetic (__fadd_ru, __ddiv_rz, __fsqrt_rd, __fma_ru,
// ...) with the suffix's IEEE rounding: _rn to nearest (ties to even), _rz toward zero, _ru toward
// +infinity, _rd toward -infinity. Included by hip/hip_runtime.h.
//
// The _rn forms are the plain operations: programs run in the default round-to-nearest mode (CUDA
// has no other for its ordinary operators), and so does the compiler's constant folding.
// The directed forms are computed by the hardware in the requested rounding mode: the mode is set with fesetround around one operation and restored. Clang assumes round-to-nearest
// unless told otherwise, so each such function (a) enables `STDC FENV_ACCESS` (constrained floating
// point: no constant folding, no moving operations across the mode change) and (b) reads its operands
// through and writes its result to volatile objects, which orders the operation between the two
// fesetround calls even where the pragma is not honoured. The rounding mode is per OS thread and a
// GPU thread's fiber never switches in the middle of one of these functions.
//
// Float -> integer conversions round to an integral value first (nearbyint/trunc/ceil/floor are
// exact) and then convert saturating, as PTX's cvt does for integer destinations: NaN gives 0, values
// beyond the destination's range give its minimum or maximum (0 for negative values and unsigned
// destinations).
#pragma once

#include <cfenv>
#include <climits>
#include <cmath>
#include <cstdint>
#include <limits>

#include "xlate_cpu/saturate.h"  // saturate_integral

namespace xlate_cpu {

// Unsigned 64-bit integer to F in the current rounding mode with one rounding: values below 2^63
// convert as signed; larger ones are halved keeping the dropped bit as a sticky bit (F has fewer than
// 63 significand bits, so that bit only decides inexactness), converted, and doubled exactly.
template <class F>
inline F u64_to_float_current_mode(uint64_t v) {
  if (v < (uint64_t(1) << 63)) {
    volatile int64_t s = static_cast<int64_t>(v);
    volatile F r = static_cast<F>(s);
    return r;
  }
  volatile int64_t h = static_cast<int64_t>((v >> 1) | (v & 1));
  volatile F r = static_cast<F>(h);
  volatile F twice = r * F(2);  // exact (no overflow: < 2^65)
  return twice;
}

class RoundingScope {
 public:
  explicit RoundingScope(int mode) : old_(std::fegetround()) { std::fesetround(mode); }
  ~RoundingScope() { std::fesetround(old_); }
  RoundingScope(const RoundingScope&) = delete;
  RoundingScope& operator=(const RoundingScope&) = delete;

 private:
  int old_;
};

}  // namespace xlate_cpu

// One function per rounding suffix: NAME_rn, NAME_rz, NAME_ru, NAME_rd; BODY computes `r` from the
// volatile copies of the parameters in the suffix's mode.
#define __XLATE_ROUNDED_1(R, NAME, T, BODY)                                                        \
  inline R NAME##_rn(T a) { return BODY; }                                        \
  __XLATE_ROUNDED_1_ONE(R, NAME##_rz, T, FE_TOWARDZERO, BODY)                                       \
  __XLATE_ROUNDED_1_ONE(R, NAME##_ru, T, FE_UPWARD, BODY)                                           \
  __XLATE_ROUNDED_1_ONE(R, NAME##_rd, T, FE_DOWNWARD, BODY)
#define __XLATE_ROUNDED_1_ONE(R, FN, T, MODE, BODY)                                                \
  inline R FN(T a_) {                                                                               \
    _Pragma("STDC FENV_ACCESS ON")                                                                 \
    ::xlate_cpu::RoundingScope scope_(MODE);                                                        \
    volatile T a = a_;                                                                              \
    volatile R r = BODY;                                                                            \
    return r;                                                                                       \
  }
#define __XLATE_ROUNDED_2(R, NAME, T, BODY)                                                        \
  inline R NAME##_rn(T a, T b) { return BODY; }                                        \
  __XLATE_ROUNDED_2_ONE(R, NAME##_rz, T, FE_TOWARDZERO, BODY)                                       \
  __XLATE_ROUNDED_2_ONE(R, NAME##_ru, T, FE_UPWARD, BODY)                                           \
  __XLATE_ROUNDED_2_ONE(R, NAME##_rd, T, FE_DOWNWARD, BODY)
#define __XLATE_ROUNDED_2_ONE(R, FN, T, MODE, BODY)                                                \
  inline R FN(T a_, T b_) {                                                                         \
    _Pragma("STDC FENV_ACCESS ON")                                                                 \
    ::xlate_cpu::RoundingScope scope_(MODE);                                                        \
    volatile T a = a_, b = b_;                                                                      \
    volatile R r = BODY;                                                                            \
    return r;                                                                                       \
  }
#define __XLATE_ROUNDED_3(R, NAME, T, BODY)                                                        \
  inline R NAME##_rn(T a, T b, T c) { return BODY; }                                        \
  __XLATE_ROUNDED_3_ONE(R, NAME##_rz, T, FE_TOWARDZERO, BODY)                                       \
  __XLATE_ROUNDED_3_ONE(R, NAME##_ru, T, FE_UPWARD, BODY)                                           \
  __XLATE_ROUNDED_3_ONE(R, NAME##_rd, T, FE_DOWNWARD, BODY)
#define __XLATE_ROUNDED_3_ONE(R, FN, T, MODE, BODY)                                                \
  inline R FN(T a_, T b_, T c_) {                                                                   \
    _Pragma("STDC FENV_ACCESS ON")                                                                 \
    ::xlate_cpu::RoundingScope scope_(MODE);                                                        \
    volatile T a = a_, b = b_, c = c_;                                                              \
    volatile R r = BODY;                                                                            \
    return r;                                                                                       \
  }

// ---- arithmetic
__XLATE_ROUNDED_2(float, __fadd, float, a + b)
__XLATE_ROUNDED_2(float, __fsub, float, a - b)
__XLATE_ROUNDED_2(float, __fmul, float, a * b)
__XLATE_ROUNDED_2(float, __fdiv, float, a / b)
__XLATE_ROUNDED_1(float, __frcp, float, 1.0f / a)
__XLATE_ROUNDED_1(float, __fsqrt, float, std::sqrt(static_cast<float>(a)))
__XLATE_ROUNDED_3(float, __fmaf, float, std::fma(static_cast<float>(a), static_cast<float>(b), static_cast<float>(c)))
__XLATE_ROUNDED_2(double, __dadd, double, a + b)
__XLATE_ROUNDED_2(double, __dsub, double, a - b)
__XLATE_ROUNDED_2(double, __dmul, double, a * b)
__XLATE_ROUNDED_2(double, __ddiv, double, a / b)
__XLATE_ROUNDED_1(double, __drcp, double, 1.0 / a)
__XLATE_ROUNDED_1(double, __dsqrt, double, std::sqrt(static_cast<double>(a)))
__XLATE_ROUNDED_3(double, __fma, double, std::fma(static_cast<double>(a), static_cast<double>(b), static_cast<double>(c)))
// 1/sqrt(x) to nearest: computed in long double (64-bit significand: sqrt and quotient each rounded
// there, relative error below 2^-63) and rounded to float; that second rounding can differ from a
// single correct rounding only for a result within 2^-63 (relative) of a float midpoint.
inline float __frsqrt_rn(float a) {
  return static_cast<float>(1.0L / std::sqrt(static_cast<long double>(a)));
}

// ---- conversions to floating point (the value converted exactly, rounded once)
__XLATE_ROUNDED_1(float, __double2float, double, static_cast<float>(a))
__XLATE_ROUNDED_1(float, __int2float, int, static_cast<float>(a))
__XLATE_ROUNDED_1(float, __uint2float, unsigned int, static_cast<float>(static_cast<int64_t>(a)))
__XLATE_ROUNDED_1(float, __ll2float, long long, static_cast<float>(a))
__XLATE_ROUNDED_1(float, __ull2float, unsigned long long, ::xlate_cpu::u64_to_float_current_mode<float>(a))
__XLATE_ROUNDED_1(double, __ll2double, long long, static_cast<double>(a))
__XLATE_ROUNDED_1(double, __ull2double, unsigned long long, ::xlate_cpu::u64_to_float_current_mode<double>(a))
inline double __int2double_rn(int a) { return static_cast<double>(a); }        // exact
inline double __uint2double_rn(unsigned int a) { return static_cast<double>(a); }  // exact

#undef __XLATE_ROUNDED_1
#undef __XLATE_ROUNDED_1_ONE
#undef __XLATE_ROUNDED_2
#undef __XLATE_ROUNDED_2_ONE
#undef __XLATE_ROUNDED_3
#undef __XLATE_ROUNDED_3_ONE

// ---- floating point to integer: round to integral (exact), then convert saturating
#define __XLATE_TO_INT(R, NAME, T)                                                                  \
  inline R NAME##_rn(T x) { return ::xlate_cpu::saturate_integral<R>(std::nearbyint(x)); }           \
  inline R NAME##_rz(T x) { return ::xlate_cpu::saturate_integral<R>(std::trunc(x)); }               \
  inline R NAME##_ru(T x) { return ::xlate_cpu::saturate_integral<R>(std::ceil(x)); }                \
  inline R NAME##_rd(T x) { return ::xlate_cpu::saturate_integral<R>(std::floor(x)); }
__XLATE_TO_INT(int, __float2int, float)
__XLATE_TO_INT(unsigned int, __float2uint, float)
__XLATE_TO_INT(long long, __float2ll, float)
__XLATE_TO_INT(unsigned long long, __float2ull, float)
__XLATE_TO_INT(int, __double2int, double)
__XLATE_TO_INT(unsigned int, __double2uint, double)
__XLATE_TO_INT(long long, __double2ll, double)
__XLATE_TO_INT(unsigned long long, __double2ull, double)
#undef __XLATE_TO_INT
