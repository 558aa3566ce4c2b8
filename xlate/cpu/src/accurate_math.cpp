// Double-precision cbrt and tanh within CUDA's documented accuracy (1 ulp each, CUDA C++ Programming
// Guide, "Mathematical Functions", double-precision table). glibc's cbrt and tanh were measured at up
// to 3.2 and 2.2 ulp on x86_64 (its manual lists up to 4 and 2), which a translated program notices
// against CUDA.
//
// Device code on the cpu backend is ordinary C++, so `cbrt(x)` in a kernel is a call of the C
// library's `cbrt`. These definitions are exported by libxlate_hipcpu.so, which programs link before
// libm (the compiler driver appends -lm after the user's libraries): the executable's references bind
// to them, at link time and at run time (the dynamic linker searches the executable's libraries in
// that order). Host code of the program gets the same, more accurate, functions. Inside this file the
// names cbrt/tanh would bind to these definitions too, so nothing here calls them.
//
// Both compute in x87 extended precision (64-bit significand) and round once to double: the result is
// within 0.5 ulp + ~2^-9 ulp of the exact value.
#include <cmath>

extern "C" {

// x = m * 2^(3q + r), m in [0.5, 1), r in {0, 1, 2}: cbrt(x) = cbrt(m * 2^r) * 2^q with m * 2^r in
// [0.5, 4). Newton's iteration y <- y - (y^3 - a) / (3 y^2) from y = 1.25 converges quadratically on
// that interval (after the first step it decreases monotonically towards the root); seven steps reach
// the limit of long double, each step's rounding errors are ~2^-63 relative.
double cbrt(double x) noexcept {
  if (x == 0.0 || !std::isfinite(x)) return x + x;  // +-0, +-inf, NaN as C specifies
  int e = 0;
  const long double m = std::frexp(static_cast<long double>(std::fabs(x)), &e);
  int q = e >= 0 ? e / 3 : -((-e + 2) / 3);  // floor(e / 3)
  const int r = e - 3 * q;
  const long double a = std::ldexp(m, r);
  long double y = 1.25L;
  for (int i = 0; i < 8; ++i) y -= (y * y * y - a) / (3.0L * y * y);
  const long double result = std::ldexp(y, q);
  return static_cast<double>(x < 0 ? -result : result);
}

// tanh(x) = expm1(2x) / (expm1(2x) + 2): expm1 keeps its relative accuracy near 0, the denominator
// lies in (1, 2] for x <= 0 and above 2 for x > 0, so no cancellation; long double's expm1l is within
// an ulp of 2^-64. For |x| >= 22, tanh(x) rounds to +-1 (1 - tanh(22) < 2e-19 < 2^-54).
double tanh(double x) noexcept {
  if (x != x) return x + x;
  if (std::fabs(x) >= 22.0) return std::copysign(1.0, x);
  const long double t = std::expm1(2.0L * static_cast<long double>(x));
  return static_cast<double>(t / (t + 2.0L));
}

}  // extern "C"
