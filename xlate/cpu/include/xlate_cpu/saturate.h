// xlate CPU backend: a float already rounded to an integral value, converted to an integer type as
// PTX's cvt does for integer destinations (used by xlate_cpu/rounding.h and xlate_cpu/fp16_host.h).
#pragma once
#include <cmath>
#include <limits>

namespace xlate_cpu {
// Integral `v` (already rounded) converted to I with saturation; NaN -> 0.
template <class I, class F>
inline I saturate_integral(F v) {
  using L = std::numeric_limits<I>;
  if (v != v) return I(0);
  // L::max() + 1 is a power of two, exactly representable in float and double; L::min() is 0 or
  // minus that power of two.
  const F above = std::ldexp(F(1), L::digits);
  if (v >= above) return L::max();
  if (v <= static_cast<F>(L::min())) return L::min();
  return static_cast<I>(v);
}
}  // namespace xlate_cpu
