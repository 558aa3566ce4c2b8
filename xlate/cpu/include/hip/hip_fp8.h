// xlate CPU backend: HIP 7.2's <hip/hip_fp8.h> for the cpu target: the FNUZ types gfx942 uses
// (__hip_fp8_e4m3_fnuz, __hip_fp8_e5m2_fnuz and their x2/x4 forms) and the OCP ones HIP declares for
// the host (__hip_fp8_e4m3, __hip_fp8_e5m2, x2/x4), the __hip_cvt_* functions, the interpretation and
// saturation enums. Encodings and conversion rules: xlate_cpu/fp8.h (rounding once to nearest even,
// saturation to the largest finite value by default, NaN/inf as each format defines them).
// Differences from HIP's gfx942 device code: none for __HIP_SATFINITE (the types' default); with
// __HIP_NOSAT a value above the largest finite gives NaN (E5M2: inf) as HIP's host code does; HIP's
// device __hip_cvt_float2_to_fp8x2 clamps the second lane with the first lane's value (a HIP bug), here
// each lane is converted from its own value. Stochastic rounding is not provided.
#pragma once
#include "hip/hip_runtime.h"
#include "hip/hip_fp16.h"
#include "hip/hip_bf16.h"
#include "xlate_cpu/fp8.h"

#define HIP_FP8_TYPE_FNUZ 1
#define HIP_FP8_TYPE_OCP 1
#define HIP_FP8_CVT_FAST_PATH 0

enum __hip_fp8_interpretation_t {
  __HIP_E4M3 = 0,
  __HIP_E5M2 = 1,
  __HIP_E4M3_FNUZ = 2,
  __HIP_E5M2_FNUZ = 3,
};
enum __hip_saturation_t {
  __HIP_NOSAT = 0,
  __HIP_SATFINITE = 1,
};
typedef unsigned char __hip_fp8_storage_t;
typedef unsigned short int __hip_fp8x2_storage_t;
typedef unsigned int __hip_fp8x4_storage_t;

namespace xlate_cpu {
namespace fp8 {
inline __hip_fp8_storage_t to8(double v, __hip_saturation_t sat, __hip_fp8_interpretation_t interp) {
  return encode(format(interp), v, sat == __HIP_SATFINITE);
}
inline double from8(__hip_fp8_storage_t b, __hip_fp8_interpretation_t interp) { return decode(format(interp), b); }
inline __hip_fp8x2_storage_t pack2(__hip_fp8_storage_t lo, __hip_fp8_storage_t hi) {
  return (__hip_fp8x2_storage_t)(lo | (hi << 8));
}
// fp8 -> integer as HIP's types do it: NaN gives 0, the value truncated toward zero, clamped to the type
template <class I>
inline I to_int(__hip_fp8_storage_t b, __hip_fp8_interpretation_t interp) {
  double v = from8(b, interp);
  if (v != v) return 0;
  v = std::trunc(v);
  if (v <= (double)std::numeric_limits<I>::lowest()) return std::numeric_limits<I>::lowest();
  if (v >= (double)std::numeric_limits<I>::max()) return std::numeric_limits<I>::max();
  return (I)v;
}
}  // namespace fp8
}  // namespace xlate_cpu

inline __hip_fp8_storage_t __hip_cvt_float_to_fp8(const float f, const __hip_saturation_t sat,
                                                  const __hip_fp8_interpretation_t interp) {
  return xlate_cpu::fp8::to8(f, sat, interp);
}
inline __hip_fp8_storage_t __hip_cvt_double_to_fp8(const double d, const __hip_saturation_t sat,
                                                   const __hip_fp8_interpretation_t interp) {
  return xlate_cpu::fp8::to8(d, sat, interp);
}
inline __hip_fp8x2_storage_t __hip_cvt_float2_to_fp8x2(const float2 f2, const __hip_saturation_t sat,
                                                       const __hip_fp8_interpretation_t interp) {
  return xlate_cpu::fp8::pack2(xlate_cpu::fp8::to8(f2.x, sat, interp), xlate_cpu::fp8::to8(f2.y, sat, interp));
}
inline __hip_fp8x2_storage_t __hip_cvt_double2_to_fp8x2(const double2 d2, const __hip_saturation_t sat,
                                                        const __hip_fp8_interpretation_t interp) {
  return xlate_cpu::fp8::pack2(xlate_cpu::fp8::to8(d2.x, sat, interp), xlate_cpu::fp8::to8(d2.y, sat, interp));
}
inline __hip_fp8_storage_t __hip_cvt_bfloat16raw_to_fp8(const __hip_bfloat16_raw hr, const __hip_saturation_t sat,
                                                        const __hip_fp8_interpretation_t interp) {
  return xlate_cpu::fp8::to8(__bfloat162float(__hip_bfloat16(hr)), sat, interp);
}
inline __hip_fp8x2_storage_t __hip_cvt_bfloat16raw2_to_fp8x2(const __hip_bfloat162_raw hr,
                                                             const __hip_saturation_t sat,
                                                             const __hip_fp8_interpretation_t interp) {
  return xlate_cpu::fp8::pack2(__hip_cvt_bfloat16raw_to_fp8(__hip_bfloat16_raw{hr.x}, sat, interp),
                               __hip_cvt_bfloat16raw_to_fp8(__hip_bfloat16_raw{hr.y}, sat, interp));
}
inline __half_raw __hip_cvt_fp8_to_halfraw(const __hip_fp8_storage_t x, const __hip_fp8_interpretation_t interp) {
  return static_cast<__half_raw>(__half((float)xlate_cpu::fp8::from8(x, interp)));  // exact
}
inline __half2_raw __hip_cvt_fp8x2_to_halfraw2(const __hip_fp8x2_storage_t x,
                                               const __hip_fp8_interpretation_t interp) {
  __half2_raw r;
  r.x = __hip_cvt_fp8_to_halfraw((__hip_fp8_storage_t)(x & 0xff), interp);
  r.y = __hip_cvt_fp8_to_halfraw((__hip_fp8_storage_t)(x >> 8), interp);
  return r;
}
inline __hip_fp8_storage_t __hip_cvt_halfraw_to_fp8(const __half_raw x, const __hip_saturation_t sat,
                                                    const __hip_fp8_interpretation_t interp) {
  return xlate_cpu::fp8::to8(__half2float(__half(x)), sat, interp);
}
inline __hip_fp8x2_storage_t __hip_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __hip_saturation_t sat,
                                                         const __hip_fp8_interpretation_t interp) {
  return xlate_cpu::fp8::pack2(__hip_cvt_halfraw_to_fp8(x.x, sat, interp), __hip_cvt_halfraw_to_fp8(x.y, sat, interp));
}

// The storage and the format constants every fp8 type of one format has (scalar, x2, x4).
#define XLATE_FP8_MEMBERS(STORAGE, INTERP, WE, WM)                             \
  STORAGE __x;                                                                 \
  static constexpr __hip_saturation_t __default_saturation = __HIP_SATFINITE;  \
  static constexpr __hip_fp8_interpretation_t __default_interpret = INTERP;    \
  static constexpr unsigned int __we = WE;                                     \
  static constexpr unsigned int __wm = WM;

#define XLATE_FP8_TYPES(NAME, X2, X4, INTERP, WE, WM)                                                            \
  struct NAME {                                                                                                \
    XLATE_FP8_MEMBERS(__hip_fp8_storage_t, INTERP, WE, WM)                                                     \
    NAME() = default;                                                                                          \
    NAME(const long int v) : __x(__hip_cvt_float_to_fp8(static_cast<float>(v), __default_saturation, INTERP)) {} \
    NAME(const int v) : __x(__hip_cvt_float_to_fp8(static_cast<float>(v), __default_saturation, INTERP)) {}     \
    NAME(const short int v) : __x(__hip_cvt_float_to_fp8(static_cast<float>(v), __default_saturation, INTERP)) {} \
    NAME(const unsigned long int v)                                                                            \
        : __x(__hip_cvt_float_to_fp8(static_cast<float>(v), __default_saturation, INTERP)) {}                  \
    NAME(const unsigned int v) : __x(__hip_cvt_float_to_fp8(static_cast<float>(v), __default_saturation, INTERP)) {} \
    NAME(const unsigned short int v)                                                                           \
        : __x(__hip_cvt_float_to_fp8(static_cast<float>(v), __default_saturation, INTERP)) {}                  \
    NAME(const double f) : __x(__hip_cvt_double_to_fp8(f, __default_saturation, INTERP)) {}                    \
    NAME(const float f) : __x(__hip_cvt_float_to_fp8(f, __default_saturation, INTERP)) {}                     \
    NAME(const __hip_bfloat16 f)                                                                               \
        : __x(__hip_cvt_float_to_fp8(__bfloat162float(f), __default_saturation, INTERP)) {}                     \
    NAME(const __half f) : __x(__hip_cvt_halfraw_to_fp8(static_cast<__half_raw>(f), __default_saturation, INTERP)) {} \
    operator __half() const { return __half(__hip_cvt_fp8_to_halfraw(__x, INTERP)); }                          \
    operator __hip_bfloat16() const { return __float2bfloat16(static_cast<float>(*this)); }                    \
    operator bool() const { return !(xlate_cpu::fp8::from8(__x, INTERP) == 0.0); }                             \
    operator float() const { return (float)xlate_cpu::fp8::from8(__x, INTERP); }                               \
    operator double() const { return xlate_cpu::fp8::from8(__x, INTERP); }                                     \
    operator char() const { return xlate_cpu::fp8::to_int<char>(__x, INTERP); }                                \
    operator signed char() const { return xlate_cpu::fp8::to_int<signed char>(__x, INTERP); }                  \
    operator unsigned char() const { return xlate_cpu::fp8::to_int<unsigned char>(__x, INTERP); }              \
    operator short int() const { return xlate_cpu::fp8::to_int<short>(__x, INTERP); }                          \
    operator unsigned short int() const { return xlate_cpu::fp8::to_int<unsigned short>(__x, INTERP); }        \
    operator int() const { return xlate_cpu::fp8::to_int<int>(__x, INTERP); }                                 \
    operator unsigned int() const { return xlate_cpu::fp8::to_int<unsigned int>(__x, INTERP); }                \
    operator long int() const { return xlate_cpu::fp8::to_int<long>(__x, INTERP); }                           \
    operator unsigned long int() const { return xlate_cpu::fp8::to_int<unsigned long>(__x, INTERP); }          \
    operator long long int() const { return xlate_cpu::fp8::to_int<long long>(__x, INTERP); }                 \
    operator unsigned long long int() const { return xlate_cpu::fp8::to_int<unsigned long long>(__x, INTERP); } \
  };                                                                                                           \
  struct X2 {                                                                                                  \
    XLATE_FP8_MEMBERS(__hip_fp8x2_storage_t, INTERP, WE, WM)                                                   \
    X2() = default;                                                                                            \
    X2(const double2 v) : __x(__hip_cvt_double2_to_fp8x2(v, __default_saturation, INTERP)) {}                  \
    X2(const float2 v) : __x(__hip_cvt_float2_to_fp8x2(v, __default_saturation, INTERP)) {}                    \
    X2(const __hip_bfloat162 v)                                                                                \
        : __x(__hip_cvt_bfloat16raw2_to_fp8x2(static_cast<__hip_bfloat162_raw>(v), __default_saturation, INTERP)) {} \
    X2(const __half2 v) : __x(__hip_cvt_halfraw2_to_fp8x2(static_cast<__half2_raw>(v), __default_saturation, INTERP)) {} \
    operator __half2() const { return __half2(__hip_cvt_fp8x2_to_halfraw2(__x, INTERP)); }                     \
    operator float2() const {                                                                                  \
      return make_float2((float)xlate_cpu::fp8::from8((__hip_fp8_storage_t)(__x & 0xff), INTERP),              \
                         (float)xlate_cpu::fp8::from8((__hip_fp8_storage_t)(__x >> 8), INTERP));               \
    }                                                                                                          \
  };                                                                                                           \
  struct X4 {                                                                                                  \
    XLATE_FP8_MEMBERS(__hip_fp8x4_storage_t, INTERP, WE, WM)                                                   \
    X4() = default;                                                                                            \
    X4(const double4 v)                                                                                        \
        : __x(X2(make_double2(v.x, v.y)).__x | ((unsigned)X2(make_double2(v.z, v.w)).__x << 16)) {}           \
    X4(const float4 v) : __x(X2(make_float2(v.x, v.y)).__x | ((unsigned)X2(make_float2(v.z, v.w)).__x << 16)) {} \
    X4(const __hip_bfloat162 low, const __hip_bfloat162 high) : __x(X2(low).__x | ((unsigned)X2(high).__x << 16)) {} \
    X4(const __half2 low, const __half2 high) : __x(X2(low).__x | ((unsigned)X2(high).__x << 16)) {}          \
    operator float4() const {                                                                                  \
      return make_float4((float)xlate_cpu::fp8::from8((__hip_fp8_storage_t)(__x & 0xff), INTERP),              \
                         (float)xlate_cpu::fp8::from8((__hip_fp8_storage_t)((__x >> 8) & 0xff), INTERP),       \
                         (float)xlate_cpu::fp8::from8((__hip_fp8_storage_t)((__x >> 16) & 0xff), INTERP),      \
                         (float)xlate_cpu::fp8::from8((__hip_fp8_storage_t)(__x >> 24), INTERP));              \
    }                                                                                                          \
  };

XLATE_FP8_TYPES(__hip_fp8_e4m3_fnuz, __hip_fp8x2_e4m3_fnuz, __hip_fp8x4_e4m3_fnuz, __HIP_E4M3_FNUZ, 4, 3)
XLATE_FP8_TYPES(__hip_fp8_e5m2_fnuz, __hip_fp8x2_e5m2_fnuz, __hip_fp8x4_e5m2_fnuz, __HIP_E5M2_FNUZ, 5, 2)
XLATE_FP8_TYPES(__hip_fp8_e4m3, __hip_fp8x2_e4m3, __hip_fp8x4_e4m3, __HIP_E4M3, 4, 3)
XLATE_FP8_TYPES(__hip_fp8_e5m2, __hip_fp8x2_e5m2, __hip_fp8x4_e5m2, __HIP_E5M2, 5, 2)
#undef XLATE_FP8_TYPES
#undef XLATE_FP8_MEMBERS
