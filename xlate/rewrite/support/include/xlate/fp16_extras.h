// xlate support header: CUDA fp16/bf16 functions (and, at the end, the bfloat16 pair constructors, the
// integer dot products __dp4a/__dp2a_lo/__dp2a_hi, the SIMD-within-a-word intrinsics __vadd4, __vsub2,
// __vcmpne4, ... and __trap/__nanosleep) that HIP 7.2 does not declare, and the half/bfloat16
// comparisons, max/min and __hisinf whose HIP 7.2 versions differ from CUDA's (see that section), with
// CUDA's documented semantics, written with HIP's own __half/__hip_bfloat16 functions (and integer bit manipulation) so
// that it compiles for AMD GPUs and for xlate's CPU backend alike. The API table
// (xlate/data/api/cuda_hip.csv) renames CUDA's `__NAME` to `xlate_NAME` here, and the API rule
// (xlate/rewrite/rules/api/xl101_104_names.py) includes this header where a translation calls one of them.
//
// Rounding: every function rounds once, from the exact value:
// - __double2half: double -> half, round to nearest even, directly (not via float, which could
//   round twice); overflow gives +-inf, values below half's normal range become subnormals
//   (or +-0), NaN stays NaN;
// - integer -> bfloat16 (_rn/_rz/_rd/_ru): the exact integer rounded to bfloat16's 8-bit significand
//   in the named mode (an int above 2^24 would round twice via float);
// - float -> bfloat16 (_rn/_rz/_rd/_ru): the float's bits rounded in the named mode; NaN stays NaN;
// - half/bfloat16 -> integer (_rn/_rz/_rd/_ru): rounded in the named mode, NaN gives 0, values
//   outside the integer type saturate to its minimum or maximum (PTX cvt clamps);
// - the __h*2_mask comparisons: 0xFFFF per lane (low 16 bits: the low halves) where the comparison
//   holds; the ordered ones are false for a NaN operand, the unordered (`u`) ones true.
#pragma once
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <hip/hip_bf16.h>

namespace xlate_fp16_detail {
enum { rn = 0, rz = 1, rd = 2, ru = 3 };

__host__ __device__ inline unsigned int float_bits(float f) {
  unsigned int u;
  __builtin_memcpy(&u, &f, sizeof u);
  return u;
}
__host__ __device__ inline float bits_float(unsigned int u) {
  float f;
  __builtin_memcpy(&f, &u, sizeof f);
  return f;
}
__host__ __device__ inline unsigned long long double_bits(double d) {
  unsigned long long u;
  __builtin_memcpy(&u, &d, sizeof u);
  return u;
}
// a float whose value bfloat16 represents exactly (HIP's conversion then is exact)
__host__ __device__ inline __hip_bfloat16 exact_bf16(float f) { return __float2bfloat16(f); }

// true when a value truncated to q, with the discarded part rem of a unit 2*half_unit, must be
// incremented (in magnitude) in `mode`, for a value of sign `neg`
__host__ __device__ inline bool round_up(unsigned long long q, unsigned long long rem, unsigned long long half_unit,
                                         int mode, bool neg) {
  if (rem == 0) return false;
  switch (mode) {
    case rn: return rem > half_unit || (rem == half_unit && (q & 1ull));
    case ru: return !neg;
    case rd: return neg;
    default: return false;
  }
}

// +-mag rounded to bfloat16's 8 significant bits in `mode`
__host__ __device__ inline __hip_bfloat16 int_to_bf16(bool neg, unsigned long long mag, int mode) {
  int n = 0;
  for (unsigned long long m = mag; m != 0; m >>= 1) ++n;
  float v;
  if (n <= 8) {
    v = (float)mag;
  } else {
    int shift = n - 8;
    unsigned long long q = mag >> shift, rem = mag & ((1ull << shift) - 1ull);
    if (round_up(q, rem, 1ull << (shift - 1), mode, neg)) ++q;  // q <= 256: still exact in float
    v = (float)q * (float)(1ull << shift);
  }
  return exact_bf16(neg ? -v : v);
}

__host__ __device__ inline __hip_bfloat16 float_to_bf16(float f, int mode) {
  if (f != f) return __float2bfloat16(f);  // NaN stays NaN
  unsigned int u = float_bits(f);
  unsigned int hi = u >> 16, rem = u & 0xffffu;
  if (round_up(hi, rem, 0x8000u, mode, (u >> 31) != 0)) ++hi;  // a carry moves into the exponent (to inf)
  return exact_bf16(bits_float(hi << 16));
}

__host__ __device__ inline float round_float(float f, int mode) {
  switch (mode) {
    case rn: return rintf(f);
    case rd: return floorf(f);
    case ru: return ceilf(f);
    default: return truncf(f);
  }
}
// f rounded to an integer in `mode`, NaN -> 0, saturated to [lo, hi] (lo, hi: the type's range;
// 2^k bounds are exact in float)
__host__ __device__ inline long long to_signed(float f, int mode, float lo, long long lo_i, float hi_excl,
                                               long long hi_i) {
  if (f != f) return 0;
  float r = round_float(f, mode);
  if (r >= hi_excl) return hi_i;
  if (r <= lo) return lo_i;
  return (long long)r;
}
__host__ __device__ inline unsigned long long to_unsigned(float f, int mode, float hi_excl, unsigned long long hi_u) {
  if (f != f) return 0;
  float r = round_float(f, mode);
  if (r >= hi_excl) return hi_u;
  if (r <= 0.0f) return 0;
  return (unsigned long long)r;
}

__host__ __device__ inline unsigned int lane_mask(bool lo, bool hi) {
  return (lo ? 0x0000ffffu : 0u) | (hi ? 0xffff0000u : 0u);
}

// a two-lane comparison as CUDA's *_mask functions return it: each lane's float values compared by `cmp`
template <class H2, class Cmp>
__host__ __device__ inline unsigned int mask2(H2 a, H2 b, Cmp cmp) {
  return lane_mask(cmp(__low2float(a), __low2float(b)), cmp(__high2float(a), __high2float(b)));
}
struct heq2_cmp { __host__ __device__ bool operator()(float x, float y) const { return x == y; } };
struct hne2_cmp { __host__ __device__ bool operator()(float x, float y) const { return x < y || x > y; } };
struct hlt2_cmp { __host__ __device__ bool operator()(float x, float y) const { return x < y; } };
struct hle2_cmp { __host__ __device__ bool operator()(float x, float y) const { return x <= y; } };
struct hgt2_cmp { __host__ __device__ bool operator()(float x, float y) const { return x > y; } };
struct hge2_cmp { __host__ __device__ bool operator()(float x, float y) const { return x >= y; } };
struct hequ2_cmp { __host__ __device__ bool operator()(float x, float y) const { return !(x < y || x > y); } };
struct hneu2_cmp { __host__ __device__ bool operator()(float x, float y) const { return x != y; } };
struct hltu2_cmp { __host__ __device__ bool operator()(float x, float y) const { return !(x >= y); } };
struct hleu2_cmp { __host__ __device__ bool operator()(float x, float y) const { return !(x > y); } };
struct hgtu2_cmp { __host__ __device__ bool operator()(float x, float y) const { return !(x <= y); } };
struct hgeu2_cmp { __host__ __device__ bool operator()(float x, float y) const { return !(x < y); } };
}  // namespace xlate_fp16_detail

// CUDA: __half __double2half(double): round to nearest even, once
__host__ __device__ inline __half xlate_double2half(double a) {
  unsigned long long u = xlate_fp16_detail::double_bits(a);
  unsigned short sign = (unsigned short)((u >> 48) & 0x8000u);
  int e = (int)((u >> 52) & 0x7ff);
  unsigned long long m = u & ((1ull << 52) - 1ull);
  if (e == 0x7ff) return __ushort_as_half((unsigned short)(sign | (m != 0 ? 0x7e00u : 0x7c00u)));
  if (e == 0) return __ushort_as_half(sign);  // double subnormals (and zero) lie far below half's range
  int E = e - 1023;
  if (E > 15) return __ushort_as_half((unsigned short)(sign | 0x7c00u));  // overflows to inf
  unsigned long long sig = m | (1ull << 52);
  // a normal half keeps 11 significant bits (shift 42); below 2^-14 the subnormal grid 2^-24 (more shift)
  int shift = E >= -14 ? 42 : 42 + (-14 - E);
  if (shift > 54) return __ushort_as_half(sign);  // below 2^-25: rounds to zero
  unsigned long long q = sig >> shift, rem = sig & ((1ull << shift) - 1ull);
  if (xlate_fp16_detail::round_up(q, rem, 1ull << (shift - 1), xlate_fp16_detail::rn, false)) ++q;
  // normal: q holds the hidden bit (1 << 10), so biased exponent (E + 15) - 1 plus q; a carry out of
  // the significand increments the exponent (to 0x7c00, inf, from the largest binade)
  unsigned int bits = E >= -14 ? (unsigned int)((E + 14) << 10) + (unsigned int)q : (unsigned int)q;
  return __ushort_as_half((unsigned short)(sign | bits));
}

// half -> 8-bit integers (CUDA: round toward zero, NaN -> 0, saturating)
__host__ __device__ inline signed char xlate_half2char_rz(__half h) {
  return (signed char)xlate_fp16_detail::to_signed(__half2float(h), xlate_fp16_detail::rz, -128.0f, (-127LL - 1), 128.0f, 127LL);
}
__host__ __device__ inline unsigned char xlate_half2uchar_rz(__half h) {
  return (unsigned char)xlate_fp16_detail::to_unsigned(__half2float(h), xlate_fp16_detail::rz, 256.0f, 255ULL);
}

// __half2 comparisons -> per-lane masks (low 16 bits: the low halves)
__host__ __device__ inline unsigned int xlate_heq2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::heq2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hne2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hne2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hlt2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hlt2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hle2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hle2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hgt2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hgt2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hge2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hge2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hequ2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hequ2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hneu2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hneu2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hltu2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hltu2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hleu2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hleu2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hgtu2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hgtu2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hgeu2_mask(__half2 a, __half2 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hgeu2_cmp{}); }

// __hip_bfloat162 overloads (CUDA declares the masks for __nv_bfloat162 too)
__host__ __device__ inline unsigned int xlate_heq2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::heq2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hne2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hne2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hlt2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hlt2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hle2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hle2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hgt2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hgt2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hge2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hge2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hequ2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hequ2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hneu2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hneu2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hltu2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hltu2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hleu2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hleu2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hgtu2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hgtu2_cmp{}); }
__host__ __device__ inline unsigned int xlate_hgeu2_mask(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::mask2(a, b, xlate_fp16_detail::hgeu2_cmp{}); }

// ----------------------------------------------------------------------------------------------------
// Comparisons, max/min and classification where HIP 7.2's own function differs from CUDA's definition
// (checked against the pinned amd_hip_fp16.h / amd_hip_bf16.h) or lacks an overload; the API table
// renames each CUDA name to xlate_NAME here, for __half and __hip_bfloat16 alike:
// - __hne, __hne2, __hbne2: CUDA's are ordered (false for NaN); HIP's use IEEE `!=` (true for NaN);
// - __hbequ2, __hbneu2, __hbltu2, __hbleu2, __hbgtu2, __hbgeu2: true when both lanes' unordered
//   comparisons hold; HIP's __half ones are the ordered __hb<op>2 (__hbneu2: its unordered __hbne2),
//   HIP's bfloat16 __hbneu2 is true when either lane's is;
// - __hgt2, __hisnan2: HIP's bfloat16 ones give 1.0 in the high lane whatever the comparison;
// - __hequ2 ... __hgeu2, __hmax_nan, __hmin_nan: HIP declares no bfloat16 overload; __hmax2, __hmin2:
//   no __half2 overload;
// - __hisinf: CUDA returns -1 for -inf, 1 for +inf, 0 otherwise; HIP's return 1 for -inf;
// - __hmax, __hmin (and the pair forms): a NaN input gives the other input, two NaNs the canonical NaN
//   (0x7FFF), and +0.0 counts as greater than -0.0; HIP's compare the zeros as equal and return either;
// - __hmax_nan, __hmin_nan: a NaN input gives the canonical NaN (HIP's __half one returns the NaN input);
// - __hmax2_nan, __hmin2_nan: HIP declares neither; each lane as __hmax_nan/__hmin_nan.
// The pair forms compute each lane as the scalar form; comparisons give 1.0 or 0.0 per lane.
namespace xlate_fp16_detail {
__host__ __device__ inline float as_float(__half h) { return __half2float(h); }
__host__ __device__ inline float as_float(__hip_bfloat16 h) { return __bfloat162float(h); }
__host__ __device__ inline unsigned short as_bits(__half h) { return __half_as_ushort(h); }
__host__ __device__ inline unsigned short as_bits(__hip_bfloat16 h) { return __bfloat16_as_ushort(h); }
__host__ __device__ inline __half from_bits(__half, unsigned short u) { return __ushort_as_half(u); }
__host__ __device__ inline __hip_bfloat16 from_bits(__hip_bfloat16, unsigned short u) { return __ushort_as_bfloat16(u); }
__host__ __device__ inline unsigned short one_bits(__half) { return 0x3C00u; }
__host__ __device__ inline unsigned short one_bits(__hip_bfloat16) { return 0x3F80u; }
__host__ __device__ inline __half lane_lo(__half2 a) { return __low2half(a); }
__host__ __device__ inline __half lane_hi(__half2 a) { return __high2half(a); }
__host__ __device__ inline __hip_bfloat16 lane_lo(__hip_bfloat162 a) { return __low2bfloat16(a); }
__host__ __device__ inline __hip_bfloat16 lane_hi(__hip_bfloat162 a) { return __high2bfloat16(a); }
__host__ __device__ inline __half2 make2(__half l, __half h) { return __halves2half2(l, h); }
__host__ __device__ inline __hip_bfloat162 make2(__hip_bfloat16 l, __hip_bfloat16 h) { return __halves2bfloat162(l, h); }
constexpr unsigned short canonical_nan = 0x7FFFu;  // CUDA's canonical NaN of both 16-bit formats

template <class T>
__host__ __device__ inline T one_or_zero(T tag, bool v) {  // 1.0 or 0.0 of tag's type
  return xlate_fp16_detail::from_bits(tag, v ? xlate_fp16_detail::one_bits(tag) : (unsigned short)0u);
}
// a pair comparison as CUDA's __h<op>2 returns it: 1.0 or 0.0 per lane
template <class T2, class Cmp>
__host__ __device__ inline T2 cmp2(T2 a, T2 b, Cmp cmp) {
  const auto al = xlate_fp16_detail::lane_lo(a), ah = xlate_fp16_detail::lane_hi(a);
  const bool l = cmp(xlate_fp16_detail::as_float(al), xlate_fp16_detail::as_float(xlate_fp16_detail::lane_lo(b)));
  const bool h = cmp(xlate_fp16_detail::as_float(ah), xlate_fp16_detail::as_float(xlate_fp16_detail::lane_hi(b)));
  return xlate_fp16_detail::make2(xlate_fp16_detail::one_or_zero(al, l), xlate_fp16_detail::one_or_zero(ah, h));
}
// a pair comparison as CUDA's __hb<op>2 returns it: true when it holds in both lanes
template <class T2, class Cmp>
__host__ __device__ inline bool both2(T2 a, T2 b, Cmp cmp) {
  return cmp(xlate_fp16_detail::as_float(xlate_fp16_detail::lane_lo(a)), xlate_fp16_detail::as_float(xlate_fp16_detail::lane_lo(b))) &&
         cmp(xlate_fp16_detail::as_float(xlate_fp16_detail::lane_hi(a)), xlate_fp16_detail::as_float(xlate_fp16_detail::lane_hi(b)));
}
// CUDA's __hisinf: -1 for -inf, 1 for +inf, 0 otherwise
template <class T>
__host__ __device__ inline int inf_sign(T a) {
  const float x = xlate_fp16_detail::as_float(a);
  return x == __builtin_inff() ? 1 : x == -__builtin_inff() ? -1 : 0;
}
// CUDA's max (want_max) or min of two values, NaN as `nan_passes` says (true: __hmax_nan/__hmin_nan)
template <class T>
__host__ __device__ inline T maxmin(T a, T b, bool want_max, bool nan_passes) {
  const float x = xlate_fp16_detail::as_float(a), y = xlate_fp16_detail::as_float(b);
  const bool na = x != x, nb = y != y;
  if (na && nb) return xlate_fp16_detail::from_bits(a, canonical_nan);
  if (na || nb) return nan_passes ? xlate_fp16_detail::from_bits(a, canonical_nan) : (na ? b : a);
  if (x != y) return (x > y) == want_max ? a : b;
  // equal values: their bits differ only for +0.0 and -0.0
  const bool a_neg = (xlate_fp16_detail::as_bits(a) & 0x8000u) != 0;
  return a_neg == want_max ? b : a;
}
template <class T2>
__host__ __device__ inline T2 isnan2(T2 a) {
  const auto al = xlate_fp16_detail::lane_lo(a), ah = xlate_fp16_detail::lane_hi(a);
  const float l = xlate_fp16_detail::as_float(al), h = xlate_fp16_detail::as_float(ah);
  return xlate_fp16_detail::make2(xlate_fp16_detail::one_or_zero(al, l != l), xlate_fp16_detail::one_or_zero(ah, h != h));
}
template <class T2>
__host__ __device__ inline T2 maxmin2(T2 a, T2 b, bool want_max, bool nan_passes) {
  const auto l = xlate_fp16_detail::maxmin(xlate_fp16_detail::lane_lo(a), xlate_fp16_detail::lane_lo(b), want_max, nan_passes);
  return xlate_fp16_detail::make2(l, xlate_fp16_detail::maxmin(xlate_fp16_detail::lane_hi(a), xlate_fp16_detail::lane_hi(b), want_max, nan_passes));
}
}  // namespace xlate_fp16_detail

// __half / __half2
__host__ __device__ inline bool xlate_hne(__half a, __half b) { return xlate_fp16_detail::hne2_cmp{}(xlate_fp16_detail::as_float(a), xlate_fp16_detail::as_float(b)); }
__host__ __device__ inline __half2 xlate_hne2(__half2 a, __half2 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hne2_cmp{}); }
__host__ __device__ inline __half2 xlate_hgt2(__half2 a, __half2 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hgt2_cmp{}); }
__host__ __device__ inline __half2 xlate_hequ2(__half2 a, __half2 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hequ2_cmp{}); }
__host__ __device__ inline __half2 xlate_hneu2(__half2 a, __half2 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hneu2_cmp{}); }
__host__ __device__ inline __half2 xlate_hltu2(__half2 a, __half2 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hltu2_cmp{}); }
__host__ __device__ inline __half2 xlate_hleu2(__half2 a, __half2 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hleu2_cmp{}); }
__host__ __device__ inline __half2 xlate_hgtu2(__half2 a, __half2 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hgtu2_cmp{}); }
__host__ __device__ inline __half2 xlate_hgeu2(__half2 a, __half2 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hgeu2_cmp{}); }
__host__ __device__ inline bool xlate_hbne2(__half2 a, __half2 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hne2_cmp{}); }
__host__ __device__ inline bool xlate_hbequ2(__half2 a, __half2 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hequ2_cmp{}); }
__host__ __device__ inline bool xlate_hbneu2(__half2 a, __half2 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hneu2_cmp{}); }
__host__ __device__ inline bool xlate_hbltu2(__half2 a, __half2 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hltu2_cmp{}); }
__host__ __device__ inline bool xlate_hbleu2(__half2 a, __half2 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hleu2_cmp{}); }
__host__ __device__ inline bool xlate_hbgtu2(__half2 a, __half2 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hgtu2_cmp{}); }
__host__ __device__ inline bool xlate_hbgeu2(__half2 a, __half2 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hgeu2_cmp{}); }
__host__ __device__ inline __half2 xlate_hisnan2(__half2 a) { return xlate_fp16_detail::isnan2(a); }
__host__ __device__ inline int xlate_hisinf(__half a) { return xlate_fp16_detail::inf_sign(a); }
__host__ __device__ inline __half xlate_hmax(__half a, __half b) { return xlate_fp16_detail::maxmin(a, b, true, false); }
__host__ __device__ inline __half xlate_hmin(__half a, __half b) { return xlate_fp16_detail::maxmin(a, b, false, false); }
__host__ __device__ inline __half xlate_hmax_nan(__half a, __half b) { return xlate_fp16_detail::maxmin(a, b, true, true); }
__host__ __device__ inline __half xlate_hmin_nan(__half a, __half b) { return xlate_fp16_detail::maxmin(a, b, false, true); }
__host__ __device__ inline __half2 xlate_hmax2(__half2 a, __half2 b) { return xlate_fp16_detail::maxmin2(a, b, true, false); }
__host__ __device__ inline __half2 xlate_hmin2(__half2 a, __half2 b) { return xlate_fp16_detail::maxmin2(a, b, false, false); }
__host__ __device__ inline __half2 xlate_hmax2_nan(__half2 a, __half2 b) { return xlate_fp16_detail::maxmin2(a, b, true, true); }
__host__ __device__ inline __half2 xlate_hmin2_nan(__half2 a, __half2 b) { return xlate_fp16_detail::maxmin2(a, b, false, true); }

// __hip_bfloat16 / __hip_bfloat162
__host__ __device__ inline bool xlate_hne(__hip_bfloat16 a, __hip_bfloat16 b) { return xlate_fp16_detail::hne2_cmp{}(xlate_fp16_detail::as_float(a), xlate_fp16_detail::as_float(b)); }
__host__ __device__ inline __hip_bfloat162 xlate_hne2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hne2_cmp{}); }
__host__ __device__ inline __hip_bfloat162 xlate_hgt2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hgt2_cmp{}); }
__host__ __device__ inline __hip_bfloat162 xlate_hequ2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hequ2_cmp{}); }
__host__ __device__ inline __hip_bfloat162 xlate_hneu2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hneu2_cmp{}); }
__host__ __device__ inline __hip_bfloat162 xlate_hltu2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hltu2_cmp{}); }
__host__ __device__ inline __hip_bfloat162 xlate_hleu2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hleu2_cmp{}); }
__host__ __device__ inline __hip_bfloat162 xlate_hgtu2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hgtu2_cmp{}); }
__host__ __device__ inline __hip_bfloat162 xlate_hgeu2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::cmp2(a, b, xlate_fp16_detail::hgeu2_cmp{}); }
__host__ __device__ inline bool xlate_hbne2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hne2_cmp{}); }
__host__ __device__ inline bool xlate_hbequ2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hequ2_cmp{}); }
__host__ __device__ inline bool xlate_hbneu2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hneu2_cmp{}); }
__host__ __device__ inline bool xlate_hbltu2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hltu2_cmp{}); }
__host__ __device__ inline bool xlate_hbleu2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hleu2_cmp{}); }
__host__ __device__ inline bool xlate_hbgtu2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hgtu2_cmp{}); }
__host__ __device__ inline bool xlate_hbgeu2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::both2(a, b, xlate_fp16_detail::hgeu2_cmp{}); }
__host__ __device__ inline __hip_bfloat162 xlate_hisnan2(__hip_bfloat162 a) { return xlate_fp16_detail::isnan2(a); }
__host__ __device__ inline int xlate_hisinf(__hip_bfloat16 a) { return xlate_fp16_detail::inf_sign(a); }
__host__ __device__ inline __hip_bfloat16 xlate_hmax(__hip_bfloat16 a, __hip_bfloat16 b) { return xlate_fp16_detail::maxmin(a, b, true, false); }
__host__ __device__ inline __hip_bfloat16 xlate_hmin(__hip_bfloat16 a, __hip_bfloat16 b) { return xlate_fp16_detail::maxmin(a, b, false, false); }
__host__ __device__ inline __hip_bfloat16 xlate_hmax_nan(__hip_bfloat16 a, __hip_bfloat16 b) { return xlate_fp16_detail::maxmin(a, b, true, true); }
__host__ __device__ inline __hip_bfloat16 xlate_hmin_nan(__hip_bfloat16 a, __hip_bfloat16 b) { return xlate_fp16_detail::maxmin(a, b, false, true); }
__host__ __device__ inline __hip_bfloat162 xlate_hmax2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::maxmin2(a, b, true, false); }
__host__ __device__ inline __hip_bfloat162 xlate_hmin2(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::maxmin2(a, b, false, false); }
__host__ __device__ inline __hip_bfloat162 xlate_hmax2_nan(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::maxmin2(a, b, true, true); }
__host__ __device__ inline __hip_bfloat162 xlate_hmin2_nan(__hip_bfloat162 a, __hip_bfloat162 b) { return xlate_fp16_detail::maxmin2(a, b, false, true); }

// float -> bfloat16 in each rounding mode
__host__ __device__ inline __hip_bfloat16 xlate_float2bfloat16_rn(float a) {
  return xlate_fp16_detail::float_to_bf16(a, xlate_fp16_detail::rn);
}
__host__ __device__ inline __hip_bfloat16 xlate_float2bfloat16_rz(float a) {
  return xlate_fp16_detail::float_to_bf16(a, xlate_fp16_detail::rz);
}
__host__ __device__ inline __hip_bfloat16 xlate_float2bfloat16_rd(float a) {
  return xlate_fp16_detail::float_to_bf16(a, xlate_fp16_detail::rd);
}
__host__ __device__ inline __hip_bfloat16 xlate_float2bfloat16_ru(float a) {
  return xlate_fp16_detail::float_to_bf16(a, xlate_fp16_detail::ru);
}

// bfloat16 -> integers (NaN -> 0, saturating)
__host__ __device__ inline signed char xlate_bfloat162char_rz(__hip_bfloat16 h) {
  return (signed char)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::rz, -128.0f, (-127LL - 1), 128.0f, 127LL);
}
__host__ __device__ inline unsigned char xlate_bfloat162uchar_rz(__hip_bfloat16 h) {
  return (unsigned char)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::rz, 256.0f, 255ULL);
}
__host__ __device__ inline int xlate_bfloat162int_rn(__hip_bfloat16 h) {
  return (int)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::rn, -2147483648.0f, (-2147483647LL - 1), 2147483648.0f, 2147483647LL);
}
__host__ __device__ inline int xlate_bfloat162int_rz(__hip_bfloat16 h) {
  return (int)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::rz, -2147483648.0f, (-2147483647LL - 1), 2147483648.0f, 2147483647LL);
}
__host__ __device__ inline int xlate_bfloat162int_rd(__hip_bfloat16 h) {
  return (int)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::rd, -2147483648.0f, (-2147483647LL - 1), 2147483648.0f, 2147483647LL);
}
__host__ __device__ inline int xlate_bfloat162int_ru(__hip_bfloat16 h) {
  return (int)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::ru, -2147483648.0f, (-2147483647LL - 1), 2147483648.0f, 2147483647LL);
}
__host__ __device__ inline unsigned int xlate_bfloat162uint_rn(__hip_bfloat16 h) {
  return (unsigned int)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::rn, 4294967296.0f, 4294967295ULL);
}
__host__ __device__ inline unsigned int xlate_bfloat162uint_rz(__hip_bfloat16 h) {
  return (unsigned int)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::rz, 4294967296.0f, 4294967295ULL);
}
__host__ __device__ inline unsigned int xlate_bfloat162uint_rd(__hip_bfloat16 h) {
  return (unsigned int)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::rd, 4294967296.0f, 4294967295ULL);
}
__host__ __device__ inline unsigned int xlate_bfloat162uint_ru(__hip_bfloat16 h) {
  return (unsigned int)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::ru, 4294967296.0f, 4294967295ULL);
}
__host__ __device__ inline short xlate_bfloat162short_rn(__hip_bfloat16 h) {
  return (short)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::rn, -32768.0f, (-32767LL - 1), 32768.0f, 32767LL);
}
__host__ __device__ inline short xlate_bfloat162short_rz(__hip_bfloat16 h) {
  return (short)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::rz, -32768.0f, (-32767LL - 1), 32768.0f, 32767LL);
}
__host__ __device__ inline short xlate_bfloat162short_rd(__hip_bfloat16 h) {
  return (short)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::rd, -32768.0f, (-32767LL - 1), 32768.0f, 32767LL);
}
__host__ __device__ inline short xlate_bfloat162short_ru(__hip_bfloat16 h) {
  return (short)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::ru, -32768.0f, (-32767LL - 1), 32768.0f, 32767LL);
}
__host__ __device__ inline unsigned short xlate_bfloat162ushort_rn(__hip_bfloat16 h) {
  return (unsigned short)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::rn, 65536.0f, 65535ULL);
}
__host__ __device__ inline unsigned short xlate_bfloat162ushort_rz(__hip_bfloat16 h) {
  return (unsigned short)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::rz, 65536.0f, 65535ULL);
}
__host__ __device__ inline unsigned short xlate_bfloat162ushort_rd(__hip_bfloat16 h) {
  return (unsigned short)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::rd, 65536.0f, 65535ULL);
}
__host__ __device__ inline unsigned short xlate_bfloat162ushort_ru(__hip_bfloat16 h) {
  return (unsigned short)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::ru, 65536.0f, 65535ULL);
}
__host__ __device__ inline long long xlate_bfloat162ll_rn(__hip_bfloat16 h) {
  return (long long)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::rn, -9223372036854775808.0f, (-9223372036854775807LL - 1), 9223372036854775808.0f, 9223372036854775807LL);
}
__host__ __device__ inline long long xlate_bfloat162ll_rz(__hip_bfloat16 h) {
  return (long long)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::rz, -9223372036854775808.0f, (-9223372036854775807LL - 1), 9223372036854775808.0f, 9223372036854775807LL);
}
__host__ __device__ inline long long xlate_bfloat162ll_rd(__hip_bfloat16 h) {
  return (long long)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::rd, -9223372036854775808.0f, (-9223372036854775807LL - 1), 9223372036854775808.0f, 9223372036854775807LL);
}
__host__ __device__ inline long long xlate_bfloat162ll_ru(__hip_bfloat16 h) {
  return (long long)xlate_fp16_detail::to_signed(__bfloat162float(h), xlate_fp16_detail::ru, -9223372036854775808.0f, (-9223372036854775807LL - 1), 9223372036854775808.0f, 9223372036854775807LL);
}
__host__ __device__ inline unsigned long long xlate_bfloat162ull_rn(__hip_bfloat16 h) {
  return (unsigned long long)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::rn, 18446744073709551616.0f, 18446744073709551615ULL);
}
__host__ __device__ inline unsigned long long xlate_bfloat162ull_rz(__hip_bfloat16 h) {
  return (unsigned long long)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::rz, 18446744073709551616.0f, 18446744073709551615ULL);
}
__host__ __device__ inline unsigned long long xlate_bfloat162ull_rd(__hip_bfloat16 h) {
  return (unsigned long long)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::rd, 18446744073709551616.0f, 18446744073709551615ULL);
}
__host__ __device__ inline unsigned long long xlate_bfloat162ull_ru(__hip_bfloat16 h) {
  return (unsigned long long)xlate_fp16_detail::to_unsigned(__bfloat162float(h), xlate_fp16_detail::ru, 18446744073709551616.0f, 18446744073709551615ULL);
}

// integers -> bfloat16, rounded once in the named mode
__host__ __device__ inline __hip_bfloat16 xlate_int2bfloat16_rz(int i) {
  return xlate_fp16_detail::int_to_bf16(i < 0, i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, xlate_fp16_detail::rz);
}
__host__ __device__ inline __hip_bfloat16 xlate_int2bfloat16_rd(int i) {
  return xlate_fp16_detail::int_to_bf16(i < 0, i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, xlate_fp16_detail::rd);
}
__host__ __device__ inline __hip_bfloat16 xlate_int2bfloat16_ru(int i) {
  return xlate_fp16_detail::int_to_bf16(i < 0, i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, xlate_fp16_detail::ru);
}
__host__ __device__ inline __hip_bfloat16 xlate_uint2bfloat16_rn(unsigned int i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::rn);
}
__host__ __device__ inline __hip_bfloat16 xlate_uint2bfloat16_rz(unsigned int i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::rz);
}
__host__ __device__ inline __hip_bfloat16 xlate_uint2bfloat16_rd(unsigned int i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::rd);
}
__host__ __device__ inline __hip_bfloat16 xlate_uint2bfloat16_ru(unsigned int i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::ru);
}
__host__ __device__ inline __hip_bfloat16 xlate_short2bfloat16_rn(short i) {
  return xlate_fp16_detail::int_to_bf16(i < 0, i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, xlate_fp16_detail::rn);
}
__host__ __device__ inline __hip_bfloat16 xlate_short2bfloat16_rz(short i) {
  return xlate_fp16_detail::int_to_bf16(i < 0, i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, xlate_fp16_detail::rz);
}
__host__ __device__ inline __hip_bfloat16 xlate_short2bfloat16_rd(short i) {
  return xlate_fp16_detail::int_to_bf16(i < 0, i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, xlate_fp16_detail::rd);
}
__host__ __device__ inline __hip_bfloat16 xlate_short2bfloat16_ru(short i) {
  return xlate_fp16_detail::int_to_bf16(i < 0, i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, xlate_fp16_detail::ru);
}
__host__ __device__ inline __hip_bfloat16 xlate_ushort2bfloat16_rn(unsigned short i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::rn);
}
__host__ __device__ inline __hip_bfloat16 xlate_ushort2bfloat16_rz(unsigned short i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::rz);
}
__host__ __device__ inline __hip_bfloat16 xlate_ushort2bfloat16_rd(unsigned short i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::rd);
}
__host__ __device__ inline __hip_bfloat16 xlate_ushort2bfloat16_ru(unsigned short i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::ru);
}
__host__ __device__ inline __hip_bfloat16 xlate_ll2bfloat16_rn(long long i) {
  return xlate_fp16_detail::int_to_bf16(i < 0, i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, xlate_fp16_detail::rn);
}
__host__ __device__ inline __hip_bfloat16 xlate_ll2bfloat16_rz(long long i) {
  return xlate_fp16_detail::int_to_bf16(i < 0, i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, xlate_fp16_detail::rz);
}
__host__ __device__ inline __hip_bfloat16 xlate_ll2bfloat16_rd(long long i) {
  return xlate_fp16_detail::int_to_bf16(i < 0, i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, xlate_fp16_detail::rd);
}
__host__ __device__ inline __hip_bfloat16 xlate_ll2bfloat16_ru(long long i) {
  return xlate_fp16_detail::int_to_bf16(i < 0, i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, xlate_fp16_detail::ru);
}
__host__ __device__ inline __hip_bfloat16 xlate_ull2bfloat16_rn(unsigned long long i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::rn);
}
__host__ __device__ inline __hip_bfloat16 xlate_ull2bfloat16_rz(unsigned long long i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::rz);
}
__host__ __device__ inline __hip_bfloat16 xlate_ull2bfloat16_rd(unsigned long long i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::rd);
}
__host__ __device__ inline __hip_bfloat16 xlate_ull2bfloat16_ru(unsigned long long i) {
  return xlate_fp16_detail::int_to_bf16(false, (unsigned long long)i, xlate_fp16_detail::ru);
}

// ----------------------------------------------------------------------------------------------------
// bfloat16 pairs HIP 7.2 lacks (CUDA cuda_bf16.h): the low half (.x) is the first argument
// CUDA: both halves are a rounded to nearest even
__host__ __device__ inline __hip_bfloat162 xlate_float2bfloat162_rn(float a) {
  __hip_bfloat16 h = __float2bfloat16(a);
  return __halves2bfloat162(h, h);
}
// CUDA: low half a, high half b, each rounded to nearest even
__host__ __device__ inline __hip_bfloat162 xlate_floats2bfloat162_rn(float a, float b) {
  return __halves2bfloat162(__float2bfloat16(a), __float2bfloat16(b));
}
// CUDA: the pair (x, y), x in the low half
__host__ __device__ inline __hip_bfloat162 xlate_make_bfloat162(__hip_bfloat16 x, __hip_bfloat16 y) {
  return __halves2bfloat162(x, y);
}

// ----------------------------------------------------------------------------------------------------
// CUDA's integer dot products (device_functions.h / sm_61_intrinsics.h), which HIP 7.2 lacks, in portable
// C++ (the compiler may select gfx942's dot instructions). The sum wraps modulo 2^32 like the PTX dp4a/dp2a
// instructions; all products are exact in 32 bits.
// __dp4a: four 8-bit products, byte i of srcA times byte i of srcB, plus c; signed bytes in the int and
// char4 forms, unsigned bytes in the unsigned int and uchar4 forms.
// __dp2a_lo / __dp2a_hi: srcA's two 16-bit halves times srcB's bytes 0, 1 (lo) or 2, 3 (hi), plus c;
// signed in the int and short2/char4 forms, unsigned in the unsigned int and ushort2/uchar4 forms.
namespace xlate_dot_detail {
__host__ __device__ inline int s8(unsigned int v, int i) { return (int)(signed char)(unsigned char)(v >> (8 * i)); }
__host__ __device__ inline unsigned int u8(unsigned int v, int i) { return (v >> (8 * i)) & 0xffu; }
__host__ __device__ inline int s16(unsigned int v, int i) {
  return (int)(short)(unsigned short)(v >> (16 * i));
}
__host__ __device__ inline unsigned int u16(unsigned int v, int i) { return (v >> (16 * i)) & 0xffffu; }
__host__ __device__ inline unsigned int pack4(unsigned char a, unsigned char b, unsigned char c, unsigned char d) {
  return (unsigned int)a | ((unsigned int)b << 8) | ((unsigned int)c << 16) | ((unsigned int)d << 24);
}
__host__ __device__ inline unsigned int pack2(unsigned short a, unsigned short b) {
  return (unsigned int)a | ((unsigned int)b << 16);
}
__host__ __device__ inline int sdot4(unsigned int a, unsigned int b, int c) {
  unsigned int r = (unsigned int)c;
  for (int i = 0; i < 4; ++i) r += (unsigned int)(s8(a, i) * s8(b, i));
  return (int)r;
}
__host__ __device__ inline unsigned int udot4(unsigned int a, unsigned int b, unsigned int c) {
  for (int i = 0; i < 4; ++i) c += u8(a, i) * u8(b, i);
  return c;
}
__host__ __device__ inline int sdot2(unsigned int a, unsigned int b, int c, int byte0) {
  unsigned int r = (unsigned int)c;
  for (int i = 0; i < 2; ++i) r += (unsigned int)(s16(a, i) * s8(b, byte0 + i));
  return (int)r;
}
__host__ __device__ inline unsigned int udot2(unsigned int a, unsigned int b, unsigned int c, int byte0) {
  for (int i = 0; i < 2; ++i) c += u16(a, i) * u8(b, byte0 + i);
  return c;
}
}  // namespace xlate_dot_detail

__host__ __device__ inline int xlate_dp4a(int srcA, int srcB, int c) {
  return xlate_dot_detail::sdot4((unsigned int)srcA, (unsigned int)srcB, c);
}
__host__ __device__ inline unsigned int xlate_dp4a(unsigned int srcA, unsigned int srcB, unsigned int c) {
  return xlate_dot_detail::udot4(srcA, srcB, c);
}
__host__ __device__ inline int xlate_dp4a(char4 srcA, char4 srcB, int c) {
  using namespace xlate_dot_detail;
  return sdot4(pack4((unsigned char)srcA.x, (unsigned char)srcA.y, (unsigned char)srcA.z, (unsigned char)srcA.w),
               pack4((unsigned char)srcB.x, (unsigned char)srcB.y, (unsigned char)srcB.z, (unsigned char)srcB.w), c);
}
__host__ __device__ inline unsigned int xlate_dp4a(uchar4 srcA, uchar4 srcB, unsigned int c) {
  using namespace xlate_dot_detail;
  return udot4(pack4(srcA.x, srcA.y, srcA.z, srcA.w), pack4(srcB.x, srcB.y, srcB.z, srcB.w), c);
}
__host__ __device__ inline int xlate_dp2a_lo(int srcA, int srcB, int c) {
  return xlate_dot_detail::sdot2((unsigned int)srcA, (unsigned int)srcB, c, 0);
}
__host__ __device__ inline unsigned int xlate_dp2a_lo(unsigned int srcA, unsigned int srcB, unsigned int c) {
  return xlate_dot_detail::udot2(srcA, srcB, c, 0);
}
__host__ __device__ inline int xlate_dp2a_lo(short2 srcA, char4 srcB, int c) {
  using namespace xlate_dot_detail;
  return sdot2(pack2((unsigned short)srcA.x, (unsigned short)srcA.y),
               pack4((unsigned char)srcB.x, (unsigned char)srcB.y, (unsigned char)srcB.z, (unsigned char)srcB.w), c, 0);
}
__host__ __device__ inline unsigned int xlate_dp2a_lo(ushort2 srcA, uchar4 srcB, unsigned int c) {
  using namespace xlate_dot_detail;
  return udot2(pack2(srcA.x, srcA.y), pack4(srcB.x, srcB.y, srcB.z, srcB.w), c, 0);
}
__host__ __device__ inline int xlate_dp2a_hi(int srcA, int srcB, int c) {
  return xlate_dot_detail::sdot2((unsigned int)srcA, (unsigned int)srcB, c, 2);
}
__host__ __device__ inline unsigned int xlate_dp2a_hi(unsigned int srcA, unsigned int srcB, unsigned int c) {
  return xlate_dot_detail::udot2(srcA, srcB, c, 2);
}
__host__ __device__ inline int xlate_dp2a_hi(short2 srcA, char4 srcB, int c) {
  using namespace xlate_dot_detail;
  return sdot2(pack2((unsigned short)srcA.x, (unsigned short)srcA.y),
               pack4((unsigned char)srcB.x, (unsigned char)srcB.y, (unsigned char)srcB.z, (unsigned char)srcB.w), c, 2);
}
__host__ __device__ inline unsigned int xlate_dp2a_hi(ushort2 srcA, uchar4 srcB, unsigned int c) {
  using namespace xlate_dot_detail;
  return udot2(pack2(srcA.x, srcA.y), pack4(srcB.x, srcB.y, srcB.z, srcB.w), c, 2);
}

// ----------------------------------------------------------------------------------------------------
// CUDA math functions the C library lacks that CUDA declares __host__ __device__ (its math_functions.hpp
// implements them for the host), while HIP 7.2 declares them __device__ only: xlate_NAME calls HIP's
// function in device code and computes the value itself in host code (and on the cpu backend, whose
// runtime lacks most of them). Host accuracy (tests/api/test_host_math.py, mpmath references): double
// within CUDA's documented device error bounds; the float forms are the double result rounded to float.
// Not covered: erfinv/erfcinv for results beyond 26.5 (arguments below DBL_MIN: subnormal erfc values
// limit the precision there).
namespace xlate_math_detail {
__host__ __device__ inline double rsqrt_(double a) { return 1.0 / sqrt(a); }
__host__ __device__ inline double rcbrt_(double a) { return 1.0 / cbrt(a); }
// sin(pi a) and cos(pi a): a reduced exactly to f in [-1/4, 1/4] plus a quarter turn count q
__host__ __device__ inline void sincospi_(double a, double* s, double* c) {
  if (!(a - a == 0.0)) {  // inf or NaN
    *s = *c = a - a;
    return;
  }
  double t = fmod(a, 2.0);  // exact
  double n = rint(2.0 * t);  // exact; |n| <= 4
  double f = t - 0.5 * n;    // exact
  double pf = 3.141592653589793 * f;
  double sf = sin(pf), cf = cos(pf);
  switch (((int)n) & 3) {
    case 0: *s = sf; *c = cf; break;
    case 1: *s = cf; *c = -sf; break;
    case 2: *s = -sf; *c = -cf; break;
    default: *s = -cf; *c = sf; break;
  }
  if (*s == 0.0) *s = copysign(0.0, a);  // sinpi(+-n) = +-0
  if (*c == 0.0) *c = 0.0;                // cospi(n + 1/2) = +0
}
__host__ __device__ inline double sinpi_(double a) { double s, c; sincospi_(a, &s, &c); return s; }
__host__ __device__ inline double cospi_(double a) { double s, c; sincospi_(a, &s, &c); return c; }
// erfc(-a / sqrt(2)) / 2, the argument carried as a double-double (its rounding would be amplified in the tail)
__host__ __device__ inline double normcdf_(double a) {
  const double hi = 0.7071067811865476, lo = -4.833646656726457e-17;  // 1/sqrt(2) = hi + lo
  double zh = -(a * hi);
  double zl = -(fma(a, hi, -(a * hi)) + a * lo);
  double r = erfc(zh);
  if (zh - zh == 0.0) r -= zl * 1.1283791670955126 * exp(-zh * zh);  // erfc' = -2/sqrt(pi) exp(-z^2)
  return 0.5 * r;
}
// x with erf(x) = y, |y| <= 1/2: Newton's method from a two-term series
__host__ __device__ inline double erfinv_small(double y) {
  double x = 0.886226925452758 * y * (1.0 + 0.2617993877991494 * y * y);
  for (int i = 0; i < 6; ++i) x -= (erf(x) - y) * 0.886226925452758 * exp(x * x);
  return x;
}
// x >= 0 with erfc(x) = z, 0 < z <= 1/2: Newton's method from the asymptotic form erfc(x) ~ exp(-x^2)/(x sqrt(pi))
__host__ __device__ inline double erfcinv_small(double z) {
  double t = -log(z);
  double x = sqrt(fmax(t - log(sqrt(3.141592653589793 * t)), 0.25));
  for (int i = 0; i < 60; ++i) {
    double step = (erfc(x) - z) * 0.886226925452758 * exp(x * x);
    x += step;
    if (fabs(step) <= 1e-17 * x) break;
  }
  return x;
}
__host__ __device__ inline double erfcinv_(double z) {
  if (z != z || z < 0.0 || z > 2.0) return __builtin_nan("");
  if (z == 0.0) return __builtin_inf();
  if (z == 2.0) return -__builtin_inf();
  if (z > 1.0) return -erfcinv_(2.0 - z);  // 2 - z exact
  if (z >= 0.5) return erfinv_small(1.0 - z);  // 1 - z exact
  return erfcinv_small(z);
}
__host__ __device__ inline double erfinv_(double y) {
  if (y != y || y < -1.0 || y > 1.0) return __builtin_nan("");
  if (y == 1.0) return __builtin_inf();
  if (y == -1.0) return -__builtin_inf();
  if (y == 0.0) return y;
  if (fabs(y) <= 0.5) return erfinv_small(y);
  double x = erfcinv_small(1.0 - fabs(y));  // 1 - |y| exact
  return y < 0.0 ? -x : x;
}
__host__ __device__ inline double normcdfinv_(double p) { return -1.4142135623730951 * erfcinv_(2.0 * p); }
}  // namespace xlate_math_detail

#if defined(__HIP_DEVICE_COMPILE__) && !defined(__HIP_PLATFORM_XLATE_CPU__)
#define XLATE_MATH_HOST_DEVICE(DEV, HOST) return DEV
#else
#define XLATE_MATH_HOST_DEVICE(DEV, HOST) return HOST
#endif
__host__ __device__ inline double xlate_rsqrt(double a) { XLATE_MATH_HOST_DEVICE(::rsqrt(a), xlate_math_detail::rsqrt_(a)); }
__host__ __device__ inline float xlate_rsqrt(float a) { XLATE_MATH_HOST_DEVICE(::rsqrtf(a), (float)xlate_math_detail::rsqrt_(a)); }
__host__ __device__ inline float xlate_rsqrtf(float a) { return xlate_rsqrt(a); }
__host__ __device__ inline double xlate_rcbrt(double a) { XLATE_MATH_HOST_DEVICE(::rcbrt(a), xlate_math_detail::rcbrt_(a)); }
__host__ __device__ inline float xlate_rcbrt(float a) { XLATE_MATH_HOST_DEVICE(::rcbrtf(a), (float)xlate_math_detail::rcbrt_(a)); }
__host__ __device__ inline float xlate_rcbrtf(float a) { return xlate_rcbrt(a); }
__host__ __device__ inline double xlate_sinpi(double a) { XLATE_MATH_HOST_DEVICE(::sinpi(a), xlate_math_detail::sinpi_(a)); }
__host__ __device__ inline float xlate_sinpi(float a) { XLATE_MATH_HOST_DEVICE(::sinpif(a), (float)xlate_math_detail::sinpi_(a)); }
__host__ __device__ inline float xlate_sinpif(float a) { return xlate_sinpi(a); }
__host__ __device__ inline double xlate_cospi(double a) { XLATE_MATH_HOST_DEVICE(::cospi(a), xlate_math_detail::cospi_(a)); }
__host__ __device__ inline float xlate_cospi(float a) { XLATE_MATH_HOST_DEVICE(::cospif(a), (float)xlate_math_detail::cospi_(a)); }
__host__ __device__ inline float xlate_cospif(float a) { return xlate_cospi(a); }
__host__ __device__ inline void xlate_sincospi(double a, double* s, double* c) {
#if defined(__HIP_DEVICE_COMPILE__) && !defined(__HIP_PLATFORM_XLATE_CPU__)
  ::sincospi(a, s, c);
#else
  xlate_math_detail::sincospi_(a, s, c);
#endif
}
// CUDA's C++ overload sincospi(float, float*, float*) (math_functions.hpp): the float function
__host__ __device__ inline void xlate_sincospif(float a, float* s, float* c);
__host__ __device__ inline void xlate_sincospi(float a, float* s, float* c) { xlate_sincospif(a, s, c); }
__host__ __device__ inline void xlate_sincospif(float a, float* s, float* c) {
#if defined(__HIP_DEVICE_COMPILE__) && !defined(__HIP_PLATFORM_XLATE_CPU__)
  ::sincospif(a, s, c);
#else
  double sd, cd;
  xlate_math_detail::sincospi_(a, &sd, &cd);
  *s = (float)sd;
  *c = (float)cd;
#endif
}
__host__ __device__ inline double xlate_normcdf(double a) { XLATE_MATH_HOST_DEVICE(::normcdf(a), xlate_math_detail::normcdf_(a)); }
__host__ __device__ inline float xlate_normcdf(float a) { XLATE_MATH_HOST_DEVICE(::normcdff(a), (float)xlate_math_detail::normcdf_(a)); }
__host__ __device__ inline float xlate_normcdff(float a) { return xlate_normcdf(a); }
__host__ __device__ inline double xlate_erfinv(double a) { XLATE_MATH_HOST_DEVICE(::erfinv(a), xlate_math_detail::erfinv_(a)); }
__host__ __device__ inline float xlate_erfinv(float a) { XLATE_MATH_HOST_DEVICE(::erfinvf(a), (float)xlate_math_detail::erfinv_(a)); }
__host__ __device__ inline float xlate_erfinvf(float a) { return xlate_erfinv(a); }
__host__ __device__ inline double xlate_erfcinv(double a) { XLATE_MATH_HOST_DEVICE(::erfcinv(a), xlate_math_detail::erfcinv_(a)); }
__host__ __device__ inline float xlate_erfcinv(float a) { XLATE_MATH_HOST_DEVICE(::erfcinvf(a), (float)xlate_math_detail::erfcinv_(a)); }
__host__ __device__ inline float xlate_erfcinvf(float a) { return xlate_erfcinv(a); }
__host__ __device__ inline double xlate_normcdfinv(double a) { XLATE_MATH_HOST_DEVICE(::normcdfinv(a), xlate_math_detail::normcdfinv_(a)); }
__host__ __device__ inline float xlate_normcdfinv(float a) { XLATE_MATH_HOST_DEVICE(::normcdfinvf(a), (float)xlate_math_detail::normcdfinv_(a)); }
__host__ __device__ inline float xlate_normcdfinvf(float a) { return xlate_normcdfinv(a); }
#undef XLATE_MATH_HOST_DEVICE

// ----------------------------------------------------------------------------------------------------
// Casts to __half / __hip_bfloat16 (rule XL512, xlate/rewrite/rules/fp16_casts.py): `(T)v`,
// `static_cast<T>(v)` and `T(v)` with T one of them become `xlate_fp16_cast<T>(v)`. HIP 7.2's types
// reject some conversions CUDA's accept as ambiguous; those go the way CUDA's go, rounding once:
// - __hip_bfloat16 -> __half: bf16 -> float is exact, float -> half rounds to nearest even (CUDA: the
//   bf16's operator float, then __half(float));
// - __half -> __hip_bfloat16: half -> float is exact, float -> bf16 rounds to nearest even;
// - 64-bit integers (long, long long and unsigned) -> __hip_bfloat16: the exact integer rounded to
//   nearest even (CUDA's __ll2bfloat16_rn / __ull2bfloat16_rn), never via float or double, which
//   could round twice.
// Every other conversion is HIP's own `static_cast<T>(v)`, the meaning the cast had.
namespace xlate_fp16_detail {
template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };
template <class T> struct is_int64 { static constexpr int value = 0; };  // 1: signed, 2: unsigned
template <> struct is_int64<long long> { static constexpr int value = 1; };
template <> struct is_int64<unsigned long long> { static constexpr int value = 2; };
template <> struct is_int64<long> { static constexpr int value = sizeof(long) == 8 ? 1 : 0; };
template <> struct is_int64<unsigned long> { static constexpr int value = sizeof(long) == 8 ? 2 : 0; };

template <class To, class From, int Kind> struct fp16_cast_impl {
  __host__ __device__ static To go(From v) { return static_cast<To>(v); }
};
template <> struct fp16_cast_impl<__half, __hip_bfloat16, 0> {
  __host__ __device__ static __half go(__hip_bfloat16 v) { return __float2half(__bfloat162float(v)); }
};
template <> struct fp16_cast_impl<__hip_bfloat16, __half, 0> {
  __host__ __device__ static __hip_bfloat16 go(__half v) { return __float2bfloat16(__half2float(v)); }
};
template <class From> struct fp16_cast_impl<__hip_bfloat16, From, 1> {
  __host__ __device__ static __hip_bfloat16 go(From v) {
    long long i = (long long)v;
    unsigned long long mag = i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i;
    return int_to_bf16(i < 0, mag, rn);
  }
};
template <class From> struct fp16_cast_impl<__hip_bfloat16, From, 2> {
  __host__ __device__ static __hip_bfloat16 go(From v) { return int_to_bf16(false, (unsigned long long)v, rn); }
};
}  // namespace xlate_fp16_detail

template <class To, class From>
__host__ __device__ inline To xlate_fp16_cast(From v) {
  return xlate_fp16_detail::fp16_cast_impl<
      To, From, xlate_fp16_detail::same<To, __hip_bfloat16>::value ? xlate_fp16_detail::is_int64<From>::value : 0>::go(v);
}

// ----------------------------------------------------------------------------------------------------
// CUDA's SIMD-within-a-word intrinsics (device_functions.h: __vadd4, __vsub2, __vcmpne4, ...), which HIP
// 7.2 lacks: a 32-bit word as four 8-bit lanes (the *4 forms) or two 16-bit lanes (the *2 forms), lane 0
// in the low bits, each lane computed alone (no carry between lanes):
// - add/sub: modulo the lane width; ss: signed saturating; us: unsigned saturating;
// - abs / neg: modulo the lane width (abs(-128) is -128), absss / negss: saturating (127);
// - absdiffs / absdiffu: |a - b| of the signed / unsigned lanes; sads / sadu: the sum of those;
// - avgu: unsigned (a + b + 1) >> 1; hadd u: unsigned (a + b) >> 1; maxs/maxu/mins/minu;
// - cmpXX: all ones in a lane where the comparison holds, else 0; setXX: 1 where it holds, else 0
//   (s: signed lanes, u: unsigned; eq and ne compare bits).
// __vavgs2/__vavgs4 (signed rounded average) are not here: the API table reports them unsupported.
namespace xlate_simd_detail {
enum op { add, sub, addss, subss, addus, subus, abs_, absss, absdiffs, absdiffu, avgu, haddu, maxs, maxu, mins, minu,
          neg, negss, eq, ne, ges, geu, gts, gtu, les, leu, lts, ltu };
template <int B> __host__ __device__ inline int sl(unsigned int v, int i) {
  return B == 8 ? (int)(signed char)(unsigned char)(v >> (8 * i)) : (int)(short)(unsigned short)(v >> (16 * i));
}
template <int B> __host__ __device__ inline int ul(unsigned int v, int i) { return (int)((v >> (B * i)) & ((1u << B) - 1)); }
template <int B> __host__ __device__ inline int clamp_s(int x) {
  const int hi = (1 << (B - 1)) - 1, lo = -(1 << (B - 1));
  return x > hi ? hi : (x < lo ? lo : x);
}
template <int B> __host__ __device__ inline int clamp_u(int x) {
  const int hi = (1 << B) - 1;
  return x > hi ? hi : (x < 0 ? 0 : x);
}
template <int B> __host__ __device__ inline int lane(int o, int sa, int sb, int ua, int ub, bool& is_cmp) {
  is_cmp = o >= eq;
  switch (o) {
    case add: return ua + ub;
    case sub: return ua - ub;
    case addss: return clamp_s<B>(sa + sb);
    case subss: return clamp_s<B>(sa - sb);
    case addus: return clamp_u<B>(ua + ub);
    case subus: return clamp_u<B>(ua - ub);
    case abs_: return sa < 0 ? -sa : sa;
    case absss: return clamp_s<B>(sa < 0 ? -sa : sa);
    case absdiffs: return sa > sb ? sa - sb : sb - sa;
    case absdiffu: return ua > ub ? ua - ub : ub - ua;
    case avgu: return (ua + ub + 1) >> 1;
    case haddu: return (ua + ub) >> 1;
    case maxs: return sa > sb ? sa : sb;
    case maxu: return ua > ub ? ua : ub;
    case mins: return sa < sb ? sa : sb;
    case minu: return ua < ub ? ua : ub;
    case neg: return -sa;
    case negss: return clamp_s<B>(-sa);
    case eq: return ua == ub;
    case ne: return ua != ub;
    case ges: return sa >= sb;
    case geu: return ua >= ub;
    case gts: return sa > sb;
    case gtu: return ua > ub;
    case les: return sa <= sb;
    case leu: return ua <= ub;
    case lts: return sa < sb;
    default: return ua < ub;  // ltu
  }
}
// lane by lane; a comparison gives all ones (mask) or 1 (!mask) where it holds
template <int B> __host__ __device__ inline unsigned int map(unsigned int a, unsigned int b, int o, bool mask = true) {
  unsigned int r = 0;
  const unsigned int m = (1u << B) - 1;
  for (int i = 0; i < 32 / B; ++i) {
    bool is_cmp = false;
    int v = lane<B>(o, sl<B>(a, i), sl<B>(b, i), ul<B>(a, i), ul<B>(b, i), is_cmp);
    unsigned int bits = is_cmp ? (v ? (mask ? m : 1u) : 0u) : ((unsigned int)v & m);
    r |= bits << (B * i);
  }
  return r;
}
template <int B> __host__ __device__ inline unsigned int sad(unsigned int a, unsigned int b, bool is_signed) {
  unsigned int s = 0;
  for (int i = 0; i < 32 / B; ++i) s += ul<B>(map<B>(a, b, is_signed ? absdiffs : absdiffu), i);
  return s;
}
}  // namespace xlate_simd_detail

__host__ __device__ inline unsigned int xlate_vadd4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::add); }
__host__ __device__ inline unsigned int xlate_vsub4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::sub); }
__host__ __device__ inline unsigned int xlate_vaddss4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::addss); }
__host__ __device__ inline unsigned int xlate_vsubss4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::subss); }
__host__ __device__ inline unsigned int xlate_vaddus4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::addus); }
__host__ __device__ inline unsigned int xlate_vsubus4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::subus); }
__host__ __device__ inline unsigned int xlate_vabsdiffs4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::absdiffs); }
__host__ __device__ inline unsigned int xlate_vabsdiffu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::absdiffu); }
__host__ __device__ inline unsigned int xlate_vavgu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::avgu); }
__host__ __device__ inline unsigned int xlate_vhaddu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::haddu); }
__host__ __device__ inline unsigned int xlate_vmaxs4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::maxs); }
__host__ __device__ inline unsigned int xlate_vmaxu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::maxu); }
__host__ __device__ inline unsigned int xlate_vmins4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::mins); }
__host__ __device__ inline unsigned int xlate_vminu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::minu); }
__host__ __device__ inline unsigned int xlate_vcmpeq4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::eq, true); }
__host__ __device__ inline unsigned int xlate_vseteq4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::eq, false); }
__host__ __device__ inline unsigned int xlate_vcmpne4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::ne, true); }
__host__ __device__ inline unsigned int xlate_vsetne4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::ne, false); }
__host__ __device__ inline unsigned int xlate_vcmpges4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::ges, true); }
__host__ __device__ inline unsigned int xlate_vsetges4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::ges, false); }
__host__ __device__ inline unsigned int xlate_vcmpgeu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::geu, true); }
__host__ __device__ inline unsigned int xlate_vsetgeu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::geu, false); }
__host__ __device__ inline unsigned int xlate_vcmpgts4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::gts, true); }
__host__ __device__ inline unsigned int xlate_vsetgts4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::gts, false); }
__host__ __device__ inline unsigned int xlate_vcmpgtu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::gtu, true); }
__host__ __device__ inline unsigned int xlate_vsetgtu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::gtu, false); }
__host__ __device__ inline unsigned int xlate_vcmples4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::les, true); }
__host__ __device__ inline unsigned int xlate_vsetles4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::les, false); }
__host__ __device__ inline unsigned int xlate_vcmpleu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::leu, true); }
__host__ __device__ inline unsigned int xlate_vsetleu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::leu, false); }
__host__ __device__ inline unsigned int xlate_vcmplts4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::lts, true); }
__host__ __device__ inline unsigned int xlate_vsetlts4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::lts, false); }
__host__ __device__ inline unsigned int xlate_vcmpltu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::ltu, true); }
__host__ __device__ inline unsigned int xlate_vsetltu4(unsigned int a, unsigned int b) { return xlate_simd_detail::map<8>(a, b, xlate_simd_detail::ltu, false); }
__host__ __device__ inline unsigned int xlate_vabs4(unsigned int a) { return xlate_simd_detail::map<8>(a, 0u, xlate_simd_detail::abs_); }
__host__ __device__ inline unsigned int xlate_vabsss4(unsigned int a) { return xlate_simd_detail::map<8>(a, 0u, xlate_simd_detail::absss); }
__host__ __device__ inline unsigned int xlate_vneg4(unsigned int a) { return xlate_simd_detail::map<8>(a, 0u, xlate_simd_detail::neg); }
__host__ __device__ inline unsigned int xlate_vnegss4(unsigned int a) { return xlate_simd_detail::map<8>(a, 0u, xlate_simd_detail::negss); }
__host__ __device__ inline unsigned int xlate_vsads4(unsigned int a, unsigned int b) { return xlate_simd_detail::sad<8>(a, b, true); }
__host__ __device__ inline unsigned int xlate_vsadu4(unsigned int a, unsigned int b) { return xlate_simd_detail::sad<8>(a, b, false); }
__host__ __device__ inline unsigned int xlate_vadd2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::add); }
__host__ __device__ inline unsigned int xlate_vsub2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::sub); }
__host__ __device__ inline unsigned int xlate_vaddss2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::addss); }
__host__ __device__ inline unsigned int xlate_vsubss2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::subss); }
__host__ __device__ inline unsigned int xlate_vaddus2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::addus); }
__host__ __device__ inline unsigned int xlate_vsubus2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::subus); }
__host__ __device__ inline unsigned int xlate_vabsdiffs2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::absdiffs); }
__host__ __device__ inline unsigned int xlate_vabsdiffu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::absdiffu); }
__host__ __device__ inline unsigned int xlate_vavgu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::avgu); }
__host__ __device__ inline unsigned int xlate_vhaddu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::haddu); }
__host__ __device__ inline unsigned int xlate_vmaxs2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::maxs); }
__host__ __device__ inline unsigned int xlate_vmaxu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::maxu); }
__host__ __device__ inline unsigned int xlate_vmins2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::mins); }
__host__ __device__ inline unsigned int xlate_vminu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::minu); }
__host__ __device__ inline unsigned int xlate_vcmpeq2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::eq, true); }
__host__ __device__ inline unsigned int xlate_vseteq2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::eq, false); }
__host__ __device__ inline unsigned int xlate_vcmpne2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::ne, true); }
__host__ __device__ inline unsigned int xlate_vsetne2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::ne, false); }
__host__ __device__ inline unsigned int xlate_vcmpges2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::ges, true); }
__host__ __device__ inline unsigned int xlate_vsetges2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::ges, false); }
__host__ __device__ inline unsigned int xlate_vcmpgeu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::geu, true); }
__host__ __device__ inline unsigned int xlate_vsetgeu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::geu, false); }
__host__ __device__ inline unsigned int xlate_vcmpgts2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::gts, true); }
__host__ __device__ inline unsigned int xlate_vsetgts2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::gts, false); }
__host__ __device__ inline unsigned int xlate_vcmpgtu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::gtu, true); }
__host__ __device__ inline unsigned int xlate_vsetgtu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::gtu, false); }
__host__ __device__ inline unsigned int xlate_vcmples2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::les, true); }
__host__ __device__ inline unsigned int xlate_vsetles2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::les, false); }
__host__ __device__ inline unsigned int xlate_vcmpleu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::leu, true); }
__host__ __device__ inline unsigned int xlate_vsetleu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::leu, false); }
__host__ __device__ inline unsigned int xlate_vcmplts2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::lts, true); }
__host__ __device__ inline unsigned int xlate_vsetlts2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::lts, false); }
__host__ __device__ inline unsigned int xlate_vcmpltu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::ltu, true); }
__host__ __device__ inline unsigned int xlate_vsetltu2(unsigned int a, unsigned int b) { return xlate_simd_detail::map<16>(a, b, xlate_simd_detail::ltu, false); }
__host__ __device__ inline unsigned int xlate_vabs2(unsigned int a) { return xlate_simd_detail::map<16>(a, 0u, xlate_simd_detail::abs_); }
__host__ __device__ inline unsigned int xlate_vabsss2(unsigned int a) { return xlate_simd_detail::map<16>(a, 0u, xlate_simd_detail::absss); }
__host__ __device__ inline unsigned int xlate_vneg2(unsigned int a) { return xlate_simd_detail::map<16>(a, 0u, xlate_simd_detail::neg); }
__host__ __device__ inline unsigned int xlate_vnegss2(unsigned int a) { return xlate_simd_detail::map<16>(a, 0u, xlate_simd_detail::negss); }
__host__ __device__ inline unsigned int xlate_vsads2(unsigned int a, unsigned int b) { return xlate_simd_detail::sad<16>(a, b, true); }
__host__ __device__ inline unsigned int xlate_vsadu2(unsigned int a, unsigned int b) { return xlate_simd_detail::sad<16>(a, b, false); }

// ----------------------------------------------------------------------------------------------------
// __trap and __nanosleep (CUDA device_functions.h), which HIP 7.2 does not declare.
// xlate_trap: CUDA's __trap ends the kernel with an error the host sees; on AMD `__builtin_trap()`
// (s_trap: the queue reports the kernel aborted); on xlate's CPU backend its own __trap, a fatal error
// naming the caller's line.
// xlate_nanosleep: CUDA suspends the thread for about ns nanoseconds (documented range [0, 2*ns]); on AMD
// s_sleep (64 clocks a step) until the constant-rate wall clock (wall_clock64, 100 MHz on gfx942) has
// advanced by ns; on the CPU backend its own __nanosleep (lets the block's other threads run).
#if defined(__HIP_CPU_RT__)
__host__ __device__ inline void xlate_trap(__XLATE_SITE) {  // the caller's file and line, for the error
  __trap(__xf, __xl, __xc);
}
#else
__host__ __device__ inline void xlate_trap() {
  __builtin_trap();
}
#endif
__host__ __device__ inline void xlate_nanosleep(unsigned int ns) {
#if defined(__HIP_CPU_RT__)
  __nanosleep(ns);
#elif defined(__HIP_DEVICE_COMPILE__)
  const long long start = wall_clock64();
  const long long ticks = (long long)ns / 10;  // 10 ns a tick at 100 MHz
  while (wall_clock64() - start < ticks) __builtin_amdgcn_s_sleep(1);
#else
  (void)ns;
#endif
}

// __nv_cvt_e8m0_to_bf16raw (cuda_fp8.h of CUDA 12.8; HIP 7.2 has no E8M0 type): the E8M0 scale
// 2^(x - 127) as bfloat16 bits, exact (bfloat16 has float's 8 exponent bits): x << 7 for 1..254,
// the subnormal 2^-127 (0x0040) for 0, and NaN (0x7FFF) for 0xFF, E8M0's only NaN.
__host__ __device__ inline __hip_bfloat16_raw xlate_cvt_e8m0_to_bf16raw(unsigned char x) {
  __hip_bfloat16_raw r;
  r.x = x == 0xFF ? 0x7FFF : x == 0 ? 0x0040 : static_cast<unsigned short>(x << 7);
  return r;
}
