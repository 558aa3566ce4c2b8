// xlate CPU backend: CUDA's/HIP's math functions beyond C's that hip/hip_runtime.h does not define:
// the norms (norm, norm3d, norm4d, normf and their reciprocals), rhypot, erfcx and the modified Bessel
// functions of the first kind cyl_bessel_i0/i1, and the integer intrinsics __funnelshift_lc/rc and __fns.
// Included by hip/hip_runtime.h.
//
// The norms accumulate with hypot (no overflow or underflow in the squares; an infinite element gives
// +inf even beside a NaN, as IEEE's hypot and CUDA's norm do); the reciprocal forms divide once.
// erfcx(x) = exp(x^2) * erfc(x): for x < 10 from erfc with x^2 carried exactly (fma gives its rounding
// error e, and exp(x^2) = exp(fl(x^2)) * exp(e)); from 10 on (where that product would overflow from
// 26.6 on) from its asymptotic series 1/(x sqrt(pi)) * sum (-1)^n (2n-1)!! / (2x^2)^n, summed while
// the terms shrink.
// cyl_bessel_i0/i1 sum their power series sum_k (x/2)^(2k+n) / (k! (k+n)!) in long double: every term is
// positive (no cancellation), so the sum rounded to double is within about one ulp; each term comes
// from the previous one, so nothing overflows before the sum does (I0 and I1 exceed double's range
// near 713.99; beyond 1000 the result is +inf without summing). I0 is even, I1 odd.
#pragma once

#include <cmath>

namespace xlate_cpu {
template <class F>
inline F norm_n(int dim, const F* p) {
  F r = 0;
  for (int i = 0; i < dim; ++i) r = std::hypot(r, p[i]);
  return r;
}
inline double erfcx_double(double x) {
  if (x != x) return x;
  if (x < 10.0) {
    const double x2 = x * x;
    const double e = std::fma(x, x, -x2);
    return std::exp(x2) * std::exp(e) * std::erfc(x);
  }
  const double t = 1.0 / (2.0 * x * x);
  double sum = 1.0, term = 1.0;
  for (int n = 1; n < 200; ++n) {
    const double next = -term * (2 * n - 1) * t;
    if (std::fabs(next) >= std::fabs(term)) break;
    term = next;
    sum += term;
    if (std::fabs(term) < 1e-17 * std::fabs(sum)) break;
  }
  return sum / (x * 1.7724538509055160273);  // sqrt(pi)
}
inline double bessel_i(int n, double ax) {  // ax = |x|, n = 0 or 1
  if (ax != ax) return ax;
  if (ax > 1000.0) return HUGE_VAL;
  const long double q = static_cast<long double>(ax) * ax / 4;
  long double term = n == 0 ? 1.0L : static_cast<long double>(ax) / 2, sum = term;
  for (int k = 1; k < 2000; ++k) {
    term *= q / (static_cast<long double>(k) * (k + n));
    sum += term;
    if (term < sum * 1e-21L) break;
  }
  return static_cast<double>(sum);
}
}  // namespace xlate_cpu

inline double norm(int dim, const double* p) { return ::xlate_cpu::norm_n(dim, p); }
inline float normf(int dim, const float* p) { return ::xlate_cpu::norm_n(dim, p); }
inline double rnorm(int dim, const double* p) { return 1.0 / ::xlate_cpu::norm_n(dim, p); }
inline float rnormf(int dim, const float* p) { return 1.0f / ::xlate_cpu::norm_n(dim, p); }
inline double norm3d(double a, double b, double c) { return std::hypot(a, b, c); }
inline double rnorm3d(double a, double b, double c) { return 1.0 / std::hypot(a, b, c); }
inline double norm4d(double a, double b, double c, double d) { return std::hypot(std::hypot(a, b), std::hypot(c, d)); }
inline double rnorm4d(double a, double b, double c, double d) { return 1.0 / norm4d(a, b, c, d); }
inline float rnorm4df(float a, float b, float c, float d) {
  return static_cast<float>(1.0 / norm4d(a, b, c, d));
}
inline double rhypot(double x, double y) { return 1.0 / std::hypot(x, y); }
inline float rhypot(float x, float y) { return rhypotf(x, y); }
inline double erfcx(double x) { return ::xlate_cpu::erfcx_double(x); }
inline float erfcxf(float x) { return static_cast<float>(::xlate_cpu::erfcx_double(x)); }
inline float erfcx(float x) { return erfcxf(x); }
inline double cyl_bessel_i0(double x) { return ::xlate_cpu::bessel_i(0, std::fabs(x)); }
inline double cyl_bessel_i1(double x) { return std::copysign(::xlate_cpu::bessel_i(1, std::fabs(x)), x); }
inline float cyl_bessel_i0f(float x) { return static_cast<float>(cyl_bessel_i0(static_cast<double>(x))); }
inline float cyl_bessel_i1f(float x) { return static_cast<float>(cyl_bessel_i1(static_cast<double>(x))); }
inline float cyl_bessel_i0(float x) { return cyl_bessel_i0f(x); }

// The funnel shifts with a clamped shift count (CUDA: a count above 32 shifts by 32, where
// __funnelshift_l/_r take it modulo 32): the high word of hi:lo << min(s, 32), the low word of
// hi:lo >> min(s, 32).
inline unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int s) {
  const unsigned int n = s < 32u ? s : 32u;
  return static_cast<unsigned int>((((static_cast<unsigned long long>(hi) << 32) | lo) << n) >> 32);
}
inline unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int s) {
  const unsigned int n = s < 32u ? s : 32u;
  return static_cast<unsigned int>((((static_cast<unsigned long long>(hi) << 32) | lo) >> n));
}

// __fns (PTX fns.b32): the position of the |offset|-th set bit of `mask`, counting from bit `base`
// (itself included) toward the most significant bit for a positive offset and toward bit 0 for a
// negative one; offset 0 gives `base` if that bit is set. 0xffffffff when there is no such bit (or
// base > 31, which PTX leaves undefined).
inline unsigned int __fns(unsigned int mask, unsigned int base, int offset) {
  if (base > 31u) return 0xffffffffu;
  if (offset == 0) return (mask >> base) & 1u ? base : 0xffffffffu;
  const int step = offset > 0 ? 1 : -1;
  long long left = offset > 0 ? offset : -static_cast<long long>(offset);
  for (int pos = static_cast<int>(base); pos >= 0 && pos < 32; pos += step) {
    if (((mask >> pos) & 1u) && --left == 0) return static_cast<unsigned int>(pos);
  }
  return 0xffffffffu;
}
