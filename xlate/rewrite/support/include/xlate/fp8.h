// xlate support header: CUDA's OCP 8-bit float API (cuda_fp8.h: __nv_fp8_e4m3, __nv_fp8_e5m2, their
// two- and four-element vectors and the __nv_cvt_* functions) in software, __host__ __device__, so that it
// compiles and computes CUDA's values in gfx942 device code and on xlate's CPU backend alike. HIP 7.2's
// __hip_fp8_e4m3/__hip_fp8_e5m2 cannot stand in for them there: in gfx942 device code their conversions
// are host-only and __hip_cvt_* with __HIP_E4M3/__HIP_E5M2 stops the kernel (gfx942 converts only the
// FNUZ formats, whose values differ). XL501 translates <cuda_fp8.h> to this header, and the API table
// (xlate/data/api/cuda_hip.csv) renames CUDA's names to this header's: __nv_X -> xlate_X,
// __NV_X -> XLATE_X. CUDA's cuda_fp8.h includes cuda_fp16.h and cuda_bf16.h; this one HIP's <hip/hip_fp16.h>
// and <hip/hip_bf16.h> (not <xlate/fp16.h>, whose atomicAdd overloads need device code: the CUDA toolkit
// folder of xlate.driver.toolkit gives this header to host compilers as <cuda_fp8.h>).
//
// The formats (CUDA Math API, "FP8 Intrinsics"; OCP 8-bit floating point specification):
//   E4M3: sign, 4 exponent bits (bias 7), 3 mantissa bits; no infinities; S.1111.111 is NaN; max 448.
//   E5M2: sign, 5 exponent bits (bias 15), 2 mantissa bits; IEEE-like: S.11111.00 is +-inf,
//         S.11111.xx (xx != 0) NaN; max 57344.
// To fp8 (__nv_cvt_*_to_fp8*, the types' constructors): the exact input (float, __half and bfloat16
// widen to double exactly) is rounded once to nearest even; the sign of a zero result is kept;
// a result above the largest finite value (an input of magnitude >= largest + half an ulp, the tie
// rounding to even away from it, or +-inf) is, with __NV_SATFINITE, +-largest finite (0x7E / 0x7B with
// sign), with __NV_NOSAT NaN for E4M3 (S.1111.111) and +-inf for E5M2. NaN gives NaN: from float, __half
// or bfloat16 the canonical 0x7F in both formats (CUDA makes a float NaN 0x7FFFFFFF first, and its
// hardware conversion gives 0x7F too); from double the input's sign is kept: E4M3 S.1111.111, E5M2
// S.11111.1x where x is the input's second leading mantissa bit (CUDA's conversion keeps the two leading
// payload bits; a quiet NaN's first one is 1). The types' constructors use __NV_SATFINITE; integers are
// converted to float first, then to fp8 (as CUDA does).
// From fp8 (__nv_cvt_fp8*_to_halfraw*, conversion operators): exact; every NaN gives the half NaN
// 0x7FFF (sign dropped), hence float/double/bfloat16 NaN through it. To integers: the value truncated
// toward zero and clamped to the type's range; NaN gives 0, for 64-bit types 0x8000000000000000 (as
// CUDA's __half2ll_rz/__half2ull_rz, which its operators use). To bool: false only for +-0.
#pragma once
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <hip/hip_bf16.h>

#define __CUDA_FP8_TYPES_EXIST__

typedef unsigned char xlate_fp8_storage_t;
typedef unsigned short int xlate_fp8x2_storage_t;
typedef unsigned int xlate_fp8x4_storage_t;

enum xlate_saturation_t { XLATE_NOSAT, XLATE_SATFINITE };
enum xlate_fp8_interpretation_t { XLATE_E4M3, XLATE_E5M2 };

// the types (defined below, by macro)
struct xlate_fp8_e4m3;
struct xlate_fp8_e5m2;
struct xlate_fp8x2_e4m3;
struct xlate_fp8x2_e5m2;
struct xlate_fp8x4_e4m3;
struct xlate_fp8x4_e5m2;

namespace xlate_fp8_detail {

template <class To, class From>
__host__ __device__ inline To bit_cast(const From& v) {
  static_assert(sizeof(To) == sizeof(From), "same size");
  To t;
  __builtin_memcpy(&t, &v, sizeof t);
  return t;
}

// |x| (double bits) rounded to nearest even into the format; returns the code with the sign bit of x
__host__ __device__ inline xlate_fp8_storage_t encode(double x, xlate_saturation_t sat,
                                                     xlate_fp8_interpretation_t fmt) {
  const unsigned long long b = bit_cast<unsigned long long>(x);
  const unsigned sign = (unsigned)(b >> 63) << 7;
  const unsigned long long a = b & 0x7FFFFFFFFFFFFFFFull;
  const bool e4 = fmt == XLATE_E4M3;
  const int mbits = e4 ? 3 : 2;
  const int bias = e4 ? 7 : 15;
  const unsigned maxnorm = e4 ? 0x7Eu : 0x7Bu;
  const unsigned overflow = sat == XLATE_SATFINITE ? maxnorm : (e4 ? 0x7Fu : 0x7Cu);
  if (a > 0x7FF0000000000000ull)  // NaN
    return (xlate_fp8_storage_t)(sign | (e4 ? 0x7Fu : (0x7Eu | (unsigned)((b >> 50) & 1u))));
  if (a == 0x7FF0000000000000ull)  // +-inf
    return (xlate_fp8_storage_t)(sign | overflow);
  int e = (int)(a >> 52);
  unsigned long long sig = a & 0xFFFFFFFFFFFFFull;
  if (e != 0)
    sig |= 1ull << 52;
  else
    e = 1;
  if (sig == 0) return (xlate_fp8_storage_t)sign;
  // |x| = sig * 2^(e - 1075); its binade 2^lg, the format's 2^E (E >= 1 - bias: subnormals share it)
  const int lg = (63 - __builtin_clzll(sig)) + e - 1075;
  const int E = lg > 1 - bias ? lg : 1 - bias;
  const int shift = (E - mbits) - (e - 1075);  // |x| / quantum = sig / 2^shift
  unsigned long long n;
  if (shift <= 0) {
    n = sig << -shift;  // exact (and < 2^(mbits + 1))
  } else if (shift >= 64) {
    n = 0;  // below half the smallest subnormal
  } else {
    n = sig >> shift;
    const unsigned long long rem = sig & ((1ull << shift) - 1), half = 1ull << (shift - 1);
    if (rem > half || (rem == half && (n & 1))) ++n;
  }
  // n in [2^mbits, 2^(mbits+1)] (or less for subnormals): the code's exponent field carries over
  const long long code = ((long long)(E + bias - 1) << mbits) + (long long)n;
  if (code > (long long)maxnorm) return (xlate_fp8_storage_t)(sign | overflow);
  return (xlate_fp8_storage_t)(sign | (unsigned)code);
}

// the exact value as IEEE half bits; NaN -> 0x7FFF
__host__ __device__ inline unsigned short decode_half_bits(xlate_fp8_storage_t x, xlate_fp8_interpretation_t fmt) {
  const unsigned short u = (unsigned short)((unsigned)x << 8);
  if (fmt != XLATE_E4M3) return (u & 0x7FFFu) > 0x7C00u ? (unsigned short)0x7FFFu : u;  // E5M2 is half's top byte
  if ((x & 0x7Fu) == 0x7Fu) return 0x7FFFu;
  const unsigned sign = u & 0x8000u;
  const int e = (x >> 3) & 0xF;
  unsigned m = x & 7u;
  if (e != 0) return (unsigned short)(sign | ((unsigned)(e - 7 + 15) << 10) | (m << 7));
  if (m == 0) return (unsigned short)sign;
  int ex = -6;  // (m / 8) * 2^-6: normalise (half's normal range reaches 2^-14)
  while (!(m & 8u)) {
    m <<= 1;
    --ex;
  }
  return (unsigned short)(sign | ((unsigned)(ex + 15) << 10) | ((m & 7u) << 7));
}

__host__ __device__ inline float half_bits_to_float(unsigned short h) {
  const unsigned sign = (unsigned)(h & 0x8000u) << 16;
  const unsigned e = (h >> 10) & 0x1Fu;
  unsigned m = h & 0x3FFu;
  if (e == 0x1F) return bit_cast<float>(sign | 0x7F800000u | (m << 13));
  if (e != 0) return bit_cast<float>(sign | ((e - 15 + 127) << 23) | (m << 13));
  if (m == 0) return bit_cast<float>(sign);
  int ex = -14;  // m * 2^-24
  while (!(m & 0x400u)) {
    m <<= 1;
    --ex;
  }
  return bit_cast<float>(sign | ((unsigned)(ex + 127) << 23) | ((m & 0x3FFu) << 13));
}

__host__ __device__ inline float decode_float(xlate_fp8_storage_t x, xlate_fp8_interpretation_t fmt) {
  return half_bits_to_float(decode_half_bits(x, fmt));
}

__host__ __device__ inline bool is_nan(xlate_fp8_storage_t x, xlate_fp8_interpretation_t fmt) {
  return fmt == XLATE_E4M3 ? (x & 0x7Fu) == 0x7Fu : (x & 0x7Fu) > 0x7Cu;
}

// truncate toward zero, clamp to I's range; NaN -> 0 (64-bit types: 0x8000000000000000)
template <class I>
__host__ __device__ inline I to_integer(xlate_fp8_storage_t x, xlate_fp8_interpretation_t fmt) {
  constexpr bool is_signed = (I)(-1) < (I)0;
  constexpr int bits = (int)sizeof(I) * 8;
  if (is_nan(x, fmt)) return sizeof(I) == 8 ? (I)(1ull << 63) : (I)0;
  const float f = decode_float(x, fmt);
  const float hi = (float)(1ull << (bits - 2)) * (is_signed ? 2.0f : 4.0f);  // 2^(bits-1) or 2^bits
  const unsigned long long umax = bits == 64 ? ~0ull : (1ull << bits) - 1;
  if (f >= hi) return is_signed ? (I)(umax >> 1) : (I)umax;
  if (is_signed ? f <= -hi : f <= -1.0f) return is_signed ? (I)(~(umax >> 1)) : (I)0;
  return (I)f;
}

// a float (a __half or bfloat16 widened to float) as CUDA's float conversions take it: NaN -> 0x7FFFFFFF
__host__ __device__ inline double float_input(float f) {
  const unsigned u = bit_cast<unsigned>(f);
  return (u & 0x7FFFFFFFu) > 0x7F800000u ? (double)bit_cast<float>(0x7FFFFFFFu) : (double)f;
}
__host__ __device__ inline double half_to_double(__half h) {
  return float_input(half_bits_to_float(bit_cast<unsigned short>(h)));
}
__host__ __device__ inline double bf16_to_double(__hip_bfloat16 b) {
  return float_input(bit_cast<float>((unsigned)bit_cast<unsigned short>(b) << 16));
}
__host__ __device__ inline unsigned short pair(xlate_fp8_storage_t lo, xlate_fp8_storage_t hi) {
  return (unsigned short)(lo | ((unsigned)hi << 8));
}
__host__ __device__ inline unsigned half2_bits(const __half2& h) { return bit_cast<unsigned>(h); }
__host__ __device__ inline unsigned bf162_bits(const __hip_bfloat162& b) { return bit_cast<unsigned>(b); }

}  // namespace xlate_fp8_detail

// ------------------------------------------------------------------------------------------ the functions

__host__ __device__ inline xlate_fp8_storage_t xlate_cvt_double_to_fp8(const double x, const xlate_saturation_t saturate,
                                                                      const xlate_fp8_interpretation_t fp8_interpretation) {
  return xlate_fp8_detail::encode(x, saturate, fp8_interpretation);
}
__host__ __device__ inline xlate_fp8x2_storage_t xlate_cvt_double2_to_fp8x2(const double2 x, const xlate_saturation_t saturate,
                                                                           const xlate_fp8_interpretation_t fp8_interpretation) {
  return xlate_fp8_detail::pair(xlate_fp8_detail::encode(x.x, saturate, fp8_interpretation),
                                xlate_fp8_detail::encode(x.y, saturate, fp8_interpretation));
}
__host__ __device__ inline xlate_fp8_storage_t xlate_cvt_float_to_fp8(const float x, const xlate_saturation_t saturate,
                                                                     const xlate_fp8_interpretation_t fp8_interpretation) {
  return xlate_fp8_detail::encode(xlate_fp8_detail::float_input(x), saturate, fp8_interpretation);
}
__host__ __device__ inline xlate_fp8x2_storage_t xlate_cvt_float2_to_fp8x2(const float2 x, const xlate_saturation_t saturate,
                                                                          const xlate_fp8_interpretation_t fp8_interpretation) {
  return xlate_fp8_detail::pair(xlate_fp8_detail::encode(xlate_fp8_detail::float_input(x.x), saturate, fp8_interpretation),
                                xlate_fp8_detail::encode(xlate_fp8_detail::float_input(x.y), saturate, fp8_interpretation));
}
__host__ __device__ inline xlate_fp8_storage_t xlate_cvt_halfraw_to_fp8(const __half_raw x, const xlate_saturation_t saturate,
                                                                       const xlate_fp8_interpretation_t fp8_interpretation) {
  const double d = xlate_fp8_detail::float_input(
      xlate_fp8_detail::half_bits_to_float(xlate_fp8_detail::bit_cast<unsigned short>(x)));
  return xlate_fp8_detail::encode(d, saturate, fp8_interpretation);
}
__host__ __device__ inline xlate_fp8x2_storage_t xlate_cvt_halfraw2_to_fp8x2(const __half2_raw x, const xlate_saturation_t saturate,
                                                                            const xlate_fp8_interpretation_t fp8_interpretation) {
  const unsigned u = xlate_fp8_detail::bit_cast<unsigned>(x);
  const double lo = xlate_fp8_detail::float_input(xlate_fp8_detail::half_bits_to_float((unsigned short)(u & 0xFFFFu)));
  const double hi = xlate_fp8_detail::float_input(xlate_fp8_detail::half_bits_to_float((unsigned short)(u >> 16)));
  return xlate_fp8_detail::pair(xlate_fp8_detail::encode(lo, saturate, fp8_interpretation),
                                xlate_fp8_detail::encode(hi, saturate, fp8_interpretation));
}
__host__ __device__ inline xlate_fp8_storage_t xlate_cvt_bfloat16raw_to_fp8(const __hip_bfloat16_raw x, const xlate_saturation_t saturate,
                                                                           const xlate_fp8_interpretation_t fp8_interpretation) {
  const unsigned u = (unsigned)xlate_fp8_detail::bit_cast<unsigned short>(x) << 16;
  return xlate_fp8_detail::encode(xlate_fp8_detail::float_input(xlate_fp8_detail::bit_cast<float>(u)), saturate,
                                  fp8_interpretation);
}
__host__ __device__ inline xlate_fp8x2_storage_t xlate_cvt_bfloat16raw2_to_fp8x2(const __hip_bfloat162_raw x, const xlate_saturation_t saturate,
                                                                                const xlate_fp8_interpretation_t fp8_interpretation) {
  const unsigned u = xlate_fp8_detail::bit_cast<unsigned>(x);
  const double lo = xlate_fp8_detail::float_input(xlate_fp8_detail::bit_cast<float>(u << 16));
  const double hi = xlate_fp8_detail::float_input(xlate_fp8_detail::bit_cast<float>(u & 0xFFFF0000u));
  return xlate_fp8_detail::pair(xlate_fp8_detail::encode(lo, saturate, fp8_interpretation),
                                xlate_fp8_detail::encode(hi, saturate, fp8_interpretation));
}
__host__ __device__ inline __half_raw xlate_cvt_fp8_to_halfraw(const xlate_fp8_storage_t x,
                                                              const xlate_fp8_interpretation_t fp8_interpretation) {
  return xlate_fp8_detail::bit_cast<__half_raw>(xlate_fp8_detail::decode_half_bits(x, fp8_interpretation));
}
__host__ __device__ inline __half2_raw xlate_cvt_fp8x2_to_halfraw2(const xlate_fp8x2_storage_t x,
                                                                  const xlate_fp8_interpretation_t fp8_interpretation) {
  const unsigned lo = xlate_fp8_detail::decode_half_bits((xlate_fp8_storage_t)(x & 0xFFu), fp8_interpretation);
  const unsigned hi = xlate_fp8_detail::decode_half_bits((xlate_fp8_storage_t)(x >> 8), fp8_interpretation);
  return xlate_fp8_detail::bit_cast<__half2_raw>(lo | (hi << 16));
}

// ------------------------------------------------------------------------------------------ the types

// The scalars: the byte in __x; constructors round to nearest even with __NV_SATFINITE; conversions out
// are exact (integers: see the top of this file).
#define XLATE_FP8_SCALAR(T, FMT)                                                                              \
  struct alignas(1) T {                                                                                       \
    xlate_fp8_storage_t __x;                                                                                  \
    T() = default;                                                                                            \
    explicit __host__ __device__ T(const __half f)                                                            \
        : __x(xlate_fp8_detail::encode(xlate_fp8_detail::half_to_double(f), XLATE_SATFINITE, FMT)) {}         \
    explicit __host__ __device__ T(const __hip_bfloat16 f)                                                    \
        : __x(xlate_fp8_detail::encode(xlate_fp8_detail::bf16_to_double(f), XLATE_SATFINITE, FMT)) {}         \
    explicit __host__ __device__ T(const float f)                                                             \
        : __x(xlate_fp8_detail::encode(xlate_fp8_detail::float_input(f), XLATE_SATFINITE, FMT)) {}             \
    explicit __host__ __device__ T(const double f) : __x(xlate_fp8_detail::encode(f, XLATE_SATFINITE, FMT)) {}  \
    explicit __host__ __device__ T(const unsigned short int val) : T((float)val) {}                          \
    explicit __host__ __device__ T(const unsigned int val) : T((float)val) {}                                \
    explicit __host__ __device__ T(const unsigned long int val) : T((float)val) {}                           \
    explicit __host__ __device__ T(const unsigned long long int val) : T((float)val) {}                      \
    explicit __host__ __device__ T(const short int val) : T((float)val) {}                                   \
    explicit __host__ __device__ T(const int val) : T((float)val) {}                                         \
    explicit __host__ __device__ T(const long int val) : T((float)val) {}                                    \
    explicit __host__ __device__ T(const long long int val) : T((float)val) {}                               \
    explicit __host__ __device__ operator __half() const {                                                    \
      return xlate_fp8_detail::bit_cast<__half>(xlate_fp8_detail::decode_half_bits(__x, FMT));                \
    }                                                                                                         \
    explicit __host__ __device__ operator float() const { return xlate_fp8_detail::decode_float(__x, FMT); } \
    explicit __host__ __device__ operator double() const {                                                    \
      return (double)xlate_fp8_detail::decode_float(__x, FMT);                                                \
    }                                                                                                         \
    explicit __host__ __device__ operator __hip_bfloat16() const { /* exact: the float's top 16 bits */      \
      const unsigned u = xlate_fp8_detail::bit_cast<unsigned>(xlate_fp8_detail::decode_float(__x, FMT));      \
      return xlate_fp8_detail::bit_cast<__hip_bfloat16>((unsigned short)(u >> 16));                           \
    }                                                                                                         \
    explicit __host__ __device__ operator bool() const { return (__x & 0x7Fu) != 0; }                        \
    explicit __host__ __device__ operator unsigned char() const {                                             \
      return xlate_fp8_detail::to_integer<unsigned char>(__x, FMT);                                           \
    }                                                                                                         \
    explicit __host__ __device__ operator unsigned short int() const {                                        \
      return xlate_fp8_detail::to_integer<unsigned short int>(__x, FMT);                                      \
    }                                                                                                         \
    explicit __host__ __device__ operator unsigned int() const {                                              \
      return xlate_fp8_detail::to_integer<unsigned int>(__x, FMT);                                            \
    }                                                                                                         \
    explicit __host__ __device__ operator unsigned long int() const {                                         \
      return xlate_fp8_detail::to_integer<unsigned long int>(__x, FMT);                                       \
    }                                                                                                         \
    explicit __host__ __device__ operator unsigned long long int() const {                                    \
      return xlate_fp8_detail::to_integer<unsigned long long int>(__x, FMT);                                  \
    }                                                                                                         \
    explicit __host__ __device__ operator signed char() const {                                               \
      return xlate_fp8_detail::to_integer<signed char>(__x, FMT);                                             \
    }                                                                                                         \
    explicit __host__ __device__ operator char() const {                                                      \
      return (char)-1 < 0 ? (char)xlate_fp8_detail::to_integer<signed char>(__x, FMT)                         \
                          : (char)xlate_fp8_detail::to_integer<unsigned char>(__x, FMT);                      \
    }                                                                                                         \
    explicit __host__ __device__ operator short int() const {                                                 \
      return xlate_fp8_detail::to_integer<short int>(__x, FMT);                                               \
    }                                                                                                         \
    explicit __host__ __device__ operator int() const { return xlate_fp8_detail::to_integer<int>(__x, FMT); } \
    explicit __host__ __device__ operator long int() const {                                                  \
      return xlate_fp8_detail::to_integer<long int>(__x, FMT);                                                \
    }                                                                                                         \
    explicit __host__ __device__ operator long long int() const {                                             \
      return xlate_fp8_detail::to_integer<long long int>(__x, FMT);                                           \
    }                                                                                                         \
  };
XLATE_FP8_SCALAR(xlate_fp8_e4m3, XLATE_E4M3)
XLATE_FP8_SCALAR(xlate_fp8_e5m2, XLATE_E5M2)
#undef XLATE_FP8_SCALAR

// The pairs: element 0 (.x) in the low byte.
#define XLATE_FP8_PAIR(T, FMT)                                                                                \
  struct alignas(2) T {                                                                                       \
    xlate_fp8x2_storage_t __x;                                                                                \
    T() = default;                                                                                            \
    explicit __host__ __device__ T(const __half2 f)                                                           \
        : __x(xlate_cvt_halfraw2_to_fp8x2(xlate_fp8_detail::bit_cast<__half2_raw>(f), XLATE_SATFINITE, FMT)) {} \
    explicit __host__ __device__ T(const __hip_bfloat162 f)                                                   \
        : __x(xlate_cvt_bfloat16raw2_to_fp8x2(xlate_fp8_detail::bit_cast<__hip_bfloat162_raw>(f),             \
                                              XLATE_SATFINITE, FMT)) {}                                       \
    explicit __host__ __device__ T(const float2 f) : __x(xlate_cvt_float2_to_fp8x2(f, XLATE_SATFINITE, FMT)) {} \
    explicit __host__ __device__ T(const double2 f)                                                           \
        : __x(xlate_cvt_double2_to_fp8x2(f, XLATE_SATFINITE, FMT)) {}                                         \
    explicit __host__ __device__ operator __half2() const {                                                   \
      return xlate_fp8_detail::bit_cast<__half2>(xlate_cvt_fp8x2_to_halfraw2(__x, FMT));                      \
    }                                                                                                         \
    explicit __host__ __device__ operator float2() const {                                                    \
      return make_float2(xlate_fp8_detail::decode_float((xlate_fp8_storage_t)(__x & 0xFFu), FMT),             \
                         xlate_fp8_detail::decode_float((xlate_fp8_storage_t)(__x >> 8), FMT));               \
    }                                                                                                         \
  };
XLATE_FP8_PAIR(xlate_fp8x2_e4m3, XLATE_E4M3)
XLATE_FP8_PAIR(xlate_fp8x2_e5m2, XLATE_E5M2)
#undef XLATE_FP8_PAIR

// The quads: element 0 (.x) in the low byte; from two pairs, the first (lo) is elements 0 and 1.
#define XLATE_FP8_QUAD(T, FMT)                                                                                \
  struct alignas(4) T {                                                                                       \
    xlate_fp8x4_storage_t __x;                                                                                \
    T() = default;                                                                                            \
    explicit __host__ __device__ T(const __half2 flo, const __half2 fhi)                                      \
        : __x((xlate_fp8x4_storage_t)xlate_cvt_halfraw2_to_fp8x2(xlate_fp8_detail::bit_cast<__half2_raw>(flo), \
                                                                 XLATE_SATFINITE, FMT) |                      \
              ((xlate_fp8x4_storage_t)xlate_cvt_halfraw2_to_fp8x2(xlate_fp8_detail::bit_cast<__half2_raw>(fhi), \
                                                                  XLATE_SATFINITE, FMT) << 16)) {}            \
    explicit __host__ __device__ T(const __hip_bfloat162 flo, const __hip_bfloat162 fhi)                      \
        : __x((xlate_fp8x4_storage_t)xlate_cvt_bfloat16raw2_to_fp8x2(                                         \
                  xlate_fp8_detail::bit_cast<__hip_bfloat162_raw>(flo), XLATE_SATFINITE, FMT) |               \
              ((xlate_fp8x4_storage_t)xlate_cvt_bfloat16raw2_to_fp8x2(                                        \
                   xlate_fp8_detail::bit_cast<__hip_bfloat162_raw>(fhi), XLATE_SATFINITE, FMT) << 16)) {}     \
    explicit __host__ __device__ T(const float4 f)                                                            \
        : __x((xlate_fp8x4_storage_t)xlate_cvt_float2_to_fp8x2(make_float2(f.x, f.y), XLATE_SATFINITE, FMT) | \
              ((xlate_fp8x4_storage_t)xlate_cvt_float2_to_fp8x2(make_float2(f.z, f.w), XLATE_SATFINITE, FMT)  \
               << 16)) {}                                                                                     \
    explicit __host__ __device__ T(const double4 f)                                                           \
        : __x((xlate_fp8x4_storage_t)xlate_cvt_double2_to_fp8x2(make_double2(f.x, f.y), XLATE_SATFINITE, FMT) | \
              ((xlate_fp8x4_storage_t)xlate_cvt_double2_to_fp8x2(make_double2(f.z, f.w), XLATE_SATFINITE, FMT) \
               << 16)) {}                                                                                     \
    explicit __host__ __device__ operator float4() const {                                                    \
      return make_float4(xlate_fp8_detail::decode_float((xlate_fp8_storage_t)(__x & 0xFFu), FMT),             \
                         xlate_fp8_detail::decode_float((xlate_fp8_storage_t)((__x >> 8) & 0xFFu), FMT),      \
                         xlate_fp8_detail::decode_float((xlate_fp8_storage_t)((__x >> 16) & 0xFFu), FMT),     \
                         xlate_fp8_detail::decode_float((xlate_fp8_storage_t)(__x >> 24), FMT));              \
    }                                                                                                         \
  };
XLATE_FP8_QUAD(xlate_fp8x4_e4m3, XLATE_E4M3)
XLATE_FP8_QUAD(xlate_fp8x4_e5m2, XLATE_E5M2)
#undef XLATE_FP8_QUAD
