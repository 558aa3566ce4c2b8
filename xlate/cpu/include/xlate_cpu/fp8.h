// xlate CPU backend: the FP8 encodings of HIP 7.2's <hip/hip_fp8.h>, in software (written here from the
// formats' definitions and the conversion rules HIP documents; see docs/cpu-backend.md "FP8").
//
// interpretation  exponent/mantissa bits  bias  largest finite  NaN                 inf       -0
// __HIP_E4M3_FNUZ 4 / 3                   8     240             0x80                none      none
// __HIP_E5M2_FNUZ 5 / 2                   16    57344           0x80                none      none
// __HIP_E4M3 (OCP)4 / 3                   7     448             S.1111.111          none      0x80
// __HIP_E5M2 (OCP)5 / 2                   15    57344           S.11111.xx (xx!=0)  S.11111.00 0x80
//
// float/double -> fp8 (HIP's rules, host and gfx942 alike for __HIP_SATFINITE, the types' default):
// * the exact input is rounded once to nearest even (a double is not rounded to float first);
// * NaN -> NaN; +-inf -> NaN, except E5M2 (OCP), where it stays +-inf (also with __HIP_SATFINITE);
// * |x| > largest finite: __HIP_SATFINITE gives +-largest finite, __HIP_NOSAT NaN (E5M2: +-inf);
// * a result of zero is +0 in the FNUZ encodings (0x80 is their NaN), signed zero in the OCP ones.
// fp8 -> float/double/half is exact.
#pragma once

#include <cmath>
#include <cstdint>

namespace xlate_cpu {
namespace fp8 {

struct Format {
  int we, wm, bias;
  bool fnuz;
};
inline constexpr Format format(int interp) {
  // __hip_fp8_interpretation_t: 0 E4M3, 1 E5M2, 2 E4M3_FNUZ, 3 E5M2_FNUZ
  return interp == 0   ? Format{4, 3, 7, false}
         : interp == 1 ? Format{5, 2, 15, false}
         : interp == 2 ? Format{4, 3, 8, true}
                       : Format{5, 2, 16, true};
}

// the largest finite value's code (without sign) and value
inline constexpr unsigned max_code(Format f) {
  if (f.fnuz) return 0x7f;
  return f.we == 4 ? 0x7e : 0x7b;
}
inline double decode_abs(Format f, unsigned code7) {
  int e = (int)(code7 >> f.wm);
  int m = (int)(code7 & ((1u << f.wm) - 1));
  if (e == 0) return std::ldexp((double)m, 1 - f.bias - f.wm);
  return std::ldexp((double)((1 << f.wm) + m), e - f.bias - f.wm);
}
inline bool is_nan(Format f, unsigned char b) {
  if (f.fnuz) return b == 0x80;
  if (f.we == 4) return (b & 0x7f) == 0x7f;
  return (b & 0x7c) == 0x7c && (b & 0x03) != 0;
}
inline bool is_inf(Format f, unsigned char b) { return !f.fnuz && f.we == 5 && (b & 0x7f) == 0x7c; }

inline double decode(Format f, unsigned char b) {
  if (is_nan(f, b)) return std::nan("");
  bool neg = (b & 0x80) != 0;
  if (is_inf(f, b)) return neg ? -INFINITY : INFINITY;
  double v = decode_abs(f, b & 0x7fu);
  return neg ? -v : v;
}

inline unsigned char encode(Format f, double x, bool saturate) {
  const unsigned char nan_code = f.fnuz ? 0x80 : 0x7f;
  if (std::isnan(x)) return nan_code;
  const unsigned sign = std::signbit(x) ? 0x80u : 0u;
  if (std::isinf(x)) {
    if (!f.fnuz && f.we == 5) return (unsigned char)(sign | 0x7c);
    return f.fnuz ? 0x80 : (unsigned char)(sign | 0x7f);
  }
  const double a = std::fabs(x);
  const double top = decode_abs(f, max_code(f));
  if (a > top) {
    if (saturate) return (unsigned char)(sign | max_code(f));
    if (!f.fnuz && f.we == 5) return (unsigned char)(sign | 0x7c);
    return f.fnuz ? 0x80 : (unsigned char)(sign | 0x7f);
  }
  const int emin = 1 - f.bias;  // exponent of the smallest normal
  int e = a == 0.0 ? emin : std::ilogb(a);
  if (e < emin) e = emin;
  // a / 2^(e - wm) is exact (a scaling by a power of two); rint rounds it to nearest even
  double q = std::rint(std::ldexp(a, f.wm - e));
  if (q == 0.0) return f.fnuz ? 0 : (unsigned char)sign;
  if (q >= (double)(2 << f.wm)) {  // rounded up to the next power of two
    q /= 2.0;
    ++e;
  }
  unsigned code;
  if (q < (double)(1 << f.wm)) {
    code = (unsigned)q;  // subnormal (e == emin)
  } else {
    code = (unsigned)((e - emin + 1) << f.wm) | ((unsigned)q - (1u << f.wm));
  }
  return (unsigned char)(sign | code);  // code <= max_code: a <= top and top is on the grid
}

}  // namespace fp8
}  // namespace xlate_cpu
