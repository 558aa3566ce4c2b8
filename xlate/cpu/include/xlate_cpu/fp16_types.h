// xlate CPU backend: the 16-bit float types __half and __hip_bfloat16 (and their raw forms), with
// every conversion CUDA's __half / __nv_bfloat16 allow and HIP's accept, so that a C-style cast or
// static_cast that compiles with nvcc or hip-clang compiles here too:
//   * from any arithmetic type (bool, char ... unsigned long long, float, double, _Float16):
//     implicit, rounded once to nearest even (float -> bf16 from the float's bits; double -> bf16
//     via round-to-odd float, then to nearest even; integers from their exact value);
//   * to any arithmetic type: floating types exactly; integer types truncated toward zero as CUDA's
//     operators do (__half2int_rz ...): NaN gives 0 and values outside the type saturate to its
//     minimum or maximum (PTX cvt.rzi clamps); bool: false only for +0 and -0 (NaN is true);
//   * between the two (`(__half)bf`, `static_cast<__nv_bfloat16>(h)`): explicit, through the exact
//     float value, so rounded once.
// Both headers (hip/hip_fp16.h, hip/hip_bf16.h) include this one, so either type can name the other.
#pragma once
#include <stdint.h>
#include <string.h>

#include <cmath>
#include <limits>
#include <type_traits>

namespace xlate_cpu {
template <class T>
struct is_fp16_arith
    : std::integral_constant<bool, std::is_arithmetic<T>::value || std::is_same<T, _Float16>::value> {};
template <class T>
using fp16_arith = typename std::enable_if<is_fp16_arith<T>::value, int>::type;

inline uint32_t f32_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}
inline float bits_f32(uint32_t u) {
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

// float -> bf16 bits, round to nearest even; NaN stays a (quiet) NaN
inline unsigned short f32_to_bf16_bits(float f) {
  uint32_t u = f32_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<unsigned short>((u >> 16) | 0x40u);
  u += 0x7fffu + ((u >> 16) & 1u);
  return static_cast<unsigned short>(u >> 16);
}
// d rounded to float toward zero with a sticky last bit (round to odd): rounding that float to a
// format with at most 22 significant bits rounds exactly as rounding d directly would
inline float round_to_odd_f32(double d) {
  float f = static_cast<float>(d);
  if (static_cast<double>(f) == d || d != d || std::isinf(f)) return f;
  if (std::fabs(static_cast<double>(f)) > std::fabs(d)) f = std::nextafter(f, 0.0f);
  return bits_f32(f32_bits(f) | 1u);
}
// an integer's exact value -> the nearest float with at most `bits` significant bits (ties to even),
// itself exact in float (bits <= 24); used for integer -> bf16 (8) so that 64-bit values round once
inline float int_to_f32_rounded(bool neg, unsigned long long mag, int bits) {
  int n = 0;
  for (unsigned long long m = mag; m != 0; m >>= 1) ++n;
  float v;
  if (n <= bits) {
    v = static_cast<float>(mag);
  } else {
    const int shift = n - bits;
    unsigned long long q = mag >> shift;
    const unsigned long long rem = mag & ((1ull << shift) - 1ull), half = 1ull << (shift - 1);
    if (rem > half || (rem == half && (q & 1ull))) ++q;
    v = std::ldexp(static_cast<float>(q), shift);
  }
  return neg ? -v : v;
}
template <class T>
inline float integer_to_bf16_exact_float(T x) {
  if (std::is_signed<T>::value && x < 0)
    return int_to_f32_rounded(true, 0ull - static_cast<unsigned long long>(static_cast<long long>(x)), 8);
  return int_to_f32_rounded(false, static_cast<unsigned long long>(x), 8);
}
// a float (the exact value of a half or bf16) -> integer type I, truncated toward zero, NaN -> 0,
// saturated to I's range (CUDA's __half2int_rz family and its conversion operators)
template <class I>
inline I float_to_int_rz(float f) {
  if (std::is_same<I, bool>::value) return static_cast<I>(f != 0.0f || f != f);
  if (f != f) return I(0);
  const float t = std::trunc(f);
  // 2^k bounds are exact in float; the maximum of I is 2^k - 1
  const float hi = std::ldexp(1.0f, std::numeric_limits<I>::digits);
  if (t >= hi) return std::numeric_limits<I>::max();
  if (t <= static_cast<float>(std::numeric_limits<I>::min())) return std::numeric_limits<I>::min();
  return static_cast<I>(t);
}
}  // namespace xlate_cpu

struct __half_raw {
  union {
    _Float16 data;
    unsigned short x;
  };
};
struct __half2_raw {
  union {
    struct {
      __half_raw x, y;
    };
    unsigned int data;
  };
};
typedef struct {
  unsigned short x;
} __hip_bfloat16_raw;
typedef struct {
  unsigned short x;
  unsigned short y;
} __hip_bfloat162_raw;

struct __hip_bfloat16;

// CUDA's -D__CUDA_NO_HALF_CONVERSIONS__ takes away __half's implicit conversions from and to the
// arithmetic types; here they become explicit (what a program may still write as a cast, the backend's
// own headers write too), so that overloads and std::is_convertible see what CUDA's types give.
#if defined(__CUDA_NO_HALF_CONVERSIONS__)
#define XLATE_CPU_HALF_CONVERSION explicit
#else
#define XLATE_CPU_HALF_CONVERSION
#endif
struct __half {
  union {
    _Float16 data;
    unsigned short __x;
  };
  __half() = default;
  constexpr __half(const __half_raw& r) : data(r.data) {}
  template <class T, ::xlate_cpu::fp16_arith<T> = 0>
  XLATE_CPU_HALF_CONVERSION __half(T x) : data(static_cast<_Float16>(x)) {}
  XLATE_CPU_HALF_CONVERSION __half(bool b) : data(static_cast<_Float16>(b ? 1.0f : 0.0f)) {}
  explicit __half(const __hip_bfloat16& b);  // through the exact float value (below)
  __half& operator=(const __half_raw& r) {
    data = r.data;
    return *this;
  }
  template <class T, ::xlate_cpu::fp16_arith<T> = 0>
  __half& operator=(T x) {
    return *this = __half(x);
  }
  operator __half_raw() const {
    __half_raw r;
    r.data = data;
    return r;
  }
  template <class T, typename std::enable_if<std::is_floating_point<T>::value ||
                                                 std::is_same<T, _Float16>::value, int>::type = 0>
  XLATE_CPU_HALF_CONVERSION operator T() const {
    return static_cast<T>(data);
  }
  template <class T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
  XLATE_CPU_HALF_CONVERSION operator T() const {
    return ::xlate_cpu::float_to_int_rz<T>(static_cast<float>(data));
  }
  __half operator+() const { return *this; }
  __half operator-() const { return __half(static_cast<_Float16>(-data)); }
};

struct __hip_bfloat16 {
  unsigned short __x;
  __hip_bfloat16() = default;
  constexpr __hip_bfloat16(const __hip_bfloat16_raw& r) : __x(r.x) {}
  __hip_bfloat16(float f) : __x(::xlate_cpu::f32_to_bf16_bits(f)) {}
  __hip_bfloat16(double d) : __x(::xlate_cpu::f32_to_bf16_bits(::xlate_cpu::round_to_odd_f32(d))) {}
  __hip_bfloat16(long double d) : __hip_bfloat16(static_cast<double>(d)) {}
  __hip_bfloat16(_Float16 h) : __hip_bfloat16(static_cast<float>(h)) {}
  __hip_bfloat16(bool b) : __hip_bfloat16(b ? 1.0f : 0.0f) {}
  template <class T, typename std::enable_if<std::is_integral<T>::value && !std::is_same<T, bool>::value,
                                             int>::type = 0>
  __hip_bfloat16(T i) : __hip_bfloat16(::xlate_cpu::integer_to_bf16_exact_float(i)) {}
  explicit __hip_bfloat16(const __half& h) : __hip_bfloat16(static_cast<float>(h.data)) {}
  __hip_bfloat16& operator=(const __hip_bfloat16_raw& r) {
    __x = r.x;
    return *this;
  }
  template <class T, ::xlate_cpu::fp16_arith<T> = 0>
  __hip_bfloat16& operator=(T x) {
    return *this = __hip_bfloat16(x);
  }
  operator __hip_bfloat16_raw() const { return __hip_bfloat16_raw{__x}; }
  float __float() const { return ::xlate_cpu::bits_f32(static_cast<uint32_t>(__x) << 16); }
  template <class T, typename std::enable_if<std::is_floating_point<T>::value ||
                                                 std::is_same<T, _Float16>::value, int>::type = 0>
  operator T() const {
    return static_cast<T>(__float());
  }
  template <class T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
  operator T() const {
    return ::xlate_cpu::float_to_int_rz<T>(__float());
  }
  __hip_bfloat16 operator+() const { return *this; }
  __hip_bfloat16 operator-() const { return __hip_bfloat16_raw{static_cast<unsigned short>(__x ^ 0x8000u)}; }
};

inline __half::__half(const __hip_bfloat16& b) : data(static_cast<_Float16>(b.__float())) {}

// __low2float and __high2float of pair type T2 (lanes x and y), host code's too (xlate_cpu/fp16_host.h,
// hip/hip_bf16.h).
#define XLATE_CPU_HALF_PAIR_FLOATS(T2)                                   \
  inline float __low2float(T2 h) { return static_cast<float>(h.x); }  \
  inline float __high2float(T2 h) { return static_cast<float>(h.y); }
