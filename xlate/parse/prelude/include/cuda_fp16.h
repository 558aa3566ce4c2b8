/* xlate CUDA prelude: half precision (CUDA Math API, "Half Precision Intrinsics", CUDA 12: cuda_fp16.h and
 * the cuda_fp16.hpp it includes). Declarations only, with CUDA's signatures and execution spaces. */
#ifndef XLATE_PRELUDE_CUDA_FP16_H
#define XLATE_PRELUDE_CUDA_FP16_H

#include "host_defines.h"
#include "vector_types.h"
#include "device_launch_parameters.h"

#define __CUDA_FP16_TYPES_EXIST__

/* The raw storage structs: static initialisation with the bits of a half. */
typedef struct __align__(2) {
    unsigned short x;
} __half_raw;
typedef struct __align__(4) {
    unsigned short x;
    unsigned short y;
} __half2_raw;

struct __nv_bfloat16;

/* __half: 16-bit storage type. Conversions to and from the built-in arithmetic types and __half_raw as in
 * CUDA 12 (integer conversions round toward zero, constructors to nearest even); -D__CUDA_NO_HALF_CONVERSIONS__
 * leaves out the implicit ones, as in CUDA. */
struct __align__(2) __half {
protected:
    unsigned short __x;

public:
    __half() = default;
    __host__ __device__ __half(const __half_raw &hr);
    __host__ __device__ __half &operator=(const __half_raw &hr);
    __host__ __device__ volatile __half &operator=(const __half_raw &hr) volatile;
    __host__ __device__ volatile __half &operator=(const volatile __half_raw &hr) volatile;
    __host__ __device__ operator __half_raw() const;
    __host__ __device__ operator __half_raw() const volatile;
    explicit __host__ __device__ __half(const __nv_bfloat16 f);
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
    __host__ __device__ __half(const float f);
    __host__ __device__ __half(const double f);
    __host__ __device__ operator float() const;
    __host__ __device__ __half &operator=(const float f);
    __host__ __device__ __half &operator=(const double f);
    __host__ __device__ __half(const short val);
    __host__ __device__ __half(const unsigned short val);
    __host__ __device__ __half(const int val);
    __host__ __device__ __half(const unsigned int val);
    __host__ __device__ __half(const long val);
    __host__ __device__ __half(const unsigned long val);
    __host__ __device__ __half(const long long val);
    __host__ __device__ __half(const unsigned long long val);
    __host__ __device__ operator signed char() const;
    __host__ __device__ operator unsigned char() const;
    __host__ __device__ operator char() const;
    __host__ __device__ operator short() const;
    __host__ __device__ operator unsigned short() const;
    __host__ __device__ operator int() const;
    __host__ __device__ operator unsigned int() const;
    __host__ __device__ operator long() const;
    __host__ __device__ operator unsigned long() const;
    __host__ __device__ operator long long() const;
    __host__ __device__ operator unsigned long long() const;
    __host__ __device__ __half &operator=(const short val);
    __host__ __device__ __half &operator=(const unsigned short val);
    __host__ __device__ __half &operator=(const int val);
    __host__ __device__ __half &operator=(const unsigned int val);
    __host__ __device__ __half &operator=(const long long val);
    __host__ __device__ __half &operator=(const unsigned long long val);
    __host__ __device__ operator bool() const;
#endif
};

/* __half2: two of them (x low, y high). */
struct __align__(4) __half2 {
    __half x;
    __half y;

    __half2() = default;
    __host__ __device__ __half2(const __half2 &&src);
    __host__ __device__ __half2 &operator=(const __half2 &&src);
    __host__ __device__ __half2(const __half &a, const __half &b);
    __host__ __device__ __half2(const __half2 &src);
    __host__ __device__ __half2 &operator=(const __half2 &src);
    __host__ __device__ __half2(const __half2_raw &h2r);
    __host__ __device__ __half2 &operator=(const __half2_raw &h2r);
    __host__ __device__ operator __half2_raw() const;
};

/* Conversions and data movement */
__host__ __device__ __half __double2half(const double a);
__host__ __device__ __half __float2half(const float a);
__host__ __device__ __half __float2half_rn(const float a);
__host__ __device__ __half __float2half_rz(const float a);
__host__ __device__ __half __float2half_rd(const float a);
__host__ __device__ __half __float2half_ru(const float a);
__host__ __device__ float __half2float(const __half a);
__host__ __device__ __half2 __float2half2_rn(const float a);
__host__ __device__ __half2 __floats2half2_rn(const float a, const float b);
__host__ __device__ __half2 __float22half2_rn(const float2 a);
__host__ __device__ float2 __half22float2(const __half2 a);
__host__ __device__ float __low2float(const __half2 a);
__host__ __device__ float __high2float(const __half2 a);
__host__ __device__ signed char __half2char_rz(const __half h);
__host__ __device__ unsigned char __half2uchar_rz(const __half h);
__device__ int __half2int_rn(const __half h);
__host__ __device__ int __half2int_rz(const __half h);
__device__ int __half2int_rd(const __half h);
__device__ int __half2int_ru(const __half h);
__host__ __device__ __half __int2half_rn(const int i);
__host__ __device__ __half __int2half_rz(const int i);
__host__ __device__ __half __int2half_rd(const int i);
__host__ __device__ __half __int2half_ru(const int i);
__device__ unsigned int __half2uint_rn(const __half h);
__host__ __device__ unsigned int __half2uint_rz(const __half h);
__device__ unsigned int __half2uint_rd(const __half h);
__device__ unsigned int __half2uint_ru(const __half h);
__host__ __device__ __half __uint2half_rn(const unsigned int i);
__host__ __device__ __half __uint2half_rz(const unsigned int i);
__host__ __device__ __half __uint2half_rd(const unsigned int i);
__host__ __device__ __half __uint2half_ru(const unsigned int i);
__device__ short int __half2short_rn(const __half h);
__host__ __device__ short int __half2short_rz(const __half h);
__device__ short int __half2short_rd(const __half h);
__device__ short int __half2short_ru(const __half h);
__host__ __device__ __half __short2half_rn(const short int i);
__host__ __device__ __half __short2half_rz(const short int i);
__host__ __device__ __half __short2half_rd(const short int i);
__host__ __device__ __half __short2half_ru(const short int i);
__device__ unsigned short int __half2ushort_rn(const __half h);
__host__ __device__ unsigned short int __half2ushort_rz(const __half h);
__device__ unsigned short int __half2ushort_rd(const __half h);
__device__ unsigned short int __half2ushort_ru(const __half h);
__host__ __device__ __half __ushort2half_rn(const unsigned short int i);
__host__ __device__ __half __ushort2half_rz(const unsigned short int i);
__host__ __device__ __half __ushort2half_rd(const unsigned short int i);
__host__ __device__ __half __ushort2half_ru(const unsigned short int i);
__device__ long long int __half2ll_rn(const __half h);
__host__ __device__ long long int __half2ll_rz(const __half h);
__device__ long long int __half2ll_rd(const __half h);
__device__ long long int __half2ll_ru(const __half h);
__host__ __device__ __half __ll2half_rn(const long long int i);
__host__ __device__ __half __ll2half_rz(const long long int i);
__host__ __device__ __half __ll2half_rd(const long long int i);
__host__ __device__ __half __ll2half_ru(const long long int i);
__device__ unsigned long long int __half2ull_rn(const __half h);
__host__ __device__ unsigned long long int __half2ull_rz(const __half h);
__device__ unsigned long long int __half2ull_rd(const __half h);
__device__ unsigned long long int __half2ull_ru(const __half h);
__host__ __device__ __half __ull2half_rn(const unsigned long long int i);
__host__ __device__ __half __ull2half_rz(const unsigned long long int i);
__host__ __device__ __half __ull2half_rd(const unsigned long long int i);
__host__ __device__ __half __ull2half_ru(const unsigned long long int i);
__host__ __device__ short int __half_as_short(const __half h);
__host__ __device__ unsigned short int __half_as_ushort(const __half h);
__host__ __device__ __half __short_as_half(const short int i);
__host__ __device__ __half __ushort_as_half(const unsigned short int i);
__host__ __device__ __half2 make_half2(const __half x, const __half y);
__host__ __device__ __half2 __half2half2(const __half a);
__host__ __device__ __half2 __halves2half2(const __half a, const __half b);
__host__ __device__ __half2 __lowhigh2highlow(const __half2 a);
__host__ __device__ __half2 __lows2half2(const __half2 a, const __half2 b);
__host__ __device__ __half2 __highs2half2(const __half2 a, const __half2 b);
__host__ __device__ __half __low2half(const __half2 a);
__host__ __device__ __half __high2half(const __half2 a);
__host__ __device__ __half2 __low2half2(const __half2 a);
__host__ __device__ __half2 __high2half2(const __half2 a);

/* Warp shuffles and cache-hinted loads/stores (device code) */
__device__ __half2 __shfl_sync(const unsigned int mask, const __half2 var, const int srcLane, const int width = warpSize);
__device__ __half2 __shfl_up_sync(const unsigned int mask, const __half2 var, const unsigned int delta, const int width = warpSize);
__device__ __half2 __shfl_down_sync(const unsigned int mask, const __half2 var, const unsigned int delta, const int width = warpSize);
__device__ __half2 __shfl_xor_sync(const unsigned int mask, const __half2 var, const int laneMask, const int width = warpSize);
__device__ __half __shfl_sync(const unsigned int mask, const __half var, const int srcLane, const int width = warpSize);
__device__ __half __shfl_up_sync(const unsigned int mask, const __half var, const unsigned int delta, const int width = warpSize);
__device__ __half __shfl_down_sync(const unsigned int mask, const __half var, const unsigned int delta, const int width = warpSize);
__device__ __half __shfl_xor_sync(const unsigned int mask, const __half var, const int laneMask, const int width = warpSize);
__device__ __half2 __ldg(const __half2 *const ptr);
__device__ __half2 __ldcg(const __half2 *const ptr);
__device__ __half2 __ldca(const __half2 *const ptr);
__device__ __half2 __ldcs(const __half2 *const ptr);
__device__ __half2 __ldlu(const __half2 *const ptr);
__device__ __half2 __ldcv(const __half2 *const ptr);
__device__ __half __ldg(const __half *const ptr);
__device__ __half __ldcg(const __half *const ptr);
__device__ __half __ldca(const __half *const ptr);
__device__ __half __ldcs(const __half *const ptr);
__device__ __half __ldlu(const __half *const ptr);
__device__ __half __ldcv(const __half *const ptr);
__device__ void __stwb(__half2 *const ptr, const __half2 value);
__device__ void __stcg(__half2 *const ptr, const __half2 value);
__device__ void __stcs(__half2 *const ptr, const __half2 value);
__device__ void __stwt(__half2 *const ptr, const __half2 value);
__device__ void __stwb(__half *const ptr, const __half value);
__device__ void __stcg(__half *const ptr, const __half value);
__device__ void __stcs(__half *const ptr, const __half value);
__device__ void __stwt(__half *const ptr, const __half value);

/* Comparison */
__host__ __device__ bool __heq(const __half a, const __half b);
__host__ __device__ __half2 __heq2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __heq2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hbeq2(const __half2 a, const __half2 b);
__host__ __device__ bool __hne(const __half a, const __half b);
__host__ __device__ __half2 __hne2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __hne2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hbne2(const __half2 a, const __half2 b);
__host__ __device__ bool __hle(const __half a, const __half b);
__host__ __device__ __half2 __hle2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __hle2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hble2(const __half2 a, const __half2 b);
__host__ __device__ bool __hge(const __half a, const __half b);
__host__ __device__ __half2 __hge2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __hge2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hbge2(const __half2 a, const __half2 b);
__host__ __device__ bool __hlt(const __half a, const __half b);
__host__ __device__ __half2 __hlt2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __hlt2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hblt2(const __half2 a, const __half2 b);
__host__ __device__ bool __hgt(const __half a, const __half b);
__host__ __device__ __half2 __hgt2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __hgt2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hbgt2(const __half2 a, const __half2 b);
__host__ __device__ bool __hequ(const __half a, const __half b);
__host__ __device__ __half2 __hequ2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __hequ2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hbequ2(const __half2 a, const __half2 b);
__host__ __device__ bool __hneu(const __half a, const __half b);
__host__ __device__ __half2 __hneu2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __hneu2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hbneu2(const __half2 a, const __half2 b);
__host__ __device__ bool __hleu(const __half a, const __half b);
__host__ __device__ __half2 __hleu2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __hleu2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hbleu2(const __half2 a, const __half2 b);
__host__ __device__ bool __hgeu(const __half a, const __half b);
__host__ __device__ __half2 __hgeu2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __hgeu2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hbgeu2(const __half2 a, const __half2 b);
__host__ __device__ bool __hltu(const __half a, const __half b);
__host__ __device__ __half2 __hltu2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __hltu2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hbltu2(const __half2 a, const __half2 b);
__host__ __device__ bool __hgtu(const __half a, const __half b);
__host__ __device__ __half2 __hgtu2(const __half2 a, const __half2 b);
__host__ __device__ unsigned int __hgtu2_mask(const __half2 a, const __half2 b);
__host__ __device__ bool __hbgtu2(const __half2 a, const __half2 b);
__host__ __device__ bool __hisnan(const __half a);
__host__ __device__ __half2 __hisnan2(const __half2 a);
__host__ __device__ int __hisinf(const __half a);
__host__ __device__ __half __hmax(const __half a, const __half b);
__host__ __device__ __half __hmax_nan(const __half a, const __half b);
__host__ __device__ __half2 __hmax2(const __half2 a, const __half2 b);
__host__ __device__ __half2 __hmax2_nan(const __half2 a, const __half2 b);
__host__ __device__ __half __hmin(const __half a, const __half b);
__host__ __device__ __half __hmin_nan(const __half a, const __half b);
__host__ __device__ __half2 __hmin2(const __half2 a, const __half2 b);
__host__ __device__ __half2 __hmin2_nan(const __half2 a, const __half2 b);

/* Arithmetic */
__host__ __device__ __half __hadd(const __half a, const __half b);
__host__ __device__ __half2 __hadd2(const __half2 a, const __half2 b);
__host__ __device__ __half __hadd_rn(const __half a, const __half b);
__host__ __device__ __half2 __hadd2_rn(const __half2 a, const __half2 b);
__host__ __device__ __half __hadd_sat(const __half a, const __half b);
__host__ __device__ __half2 __hadd2_sat(const __half2 a, const __half2 b);
__host__ __device__ __half __hsub(const __half a, const __half b);
__host__ __device__ __half2 __hsub2(const __half2 a, const __half2 b);
__host__ __device__ __half __hsub_rn(const __half a, const __half b);
__host__ __device__ __half2 __hsub2_rn(const __half2 a, const __half2 b);
__host__ __device__ __half __hsub_sat(const __half a, const __half b);
__host__ __device__ __half2 __hsub2_sat(const __half2 a, const __half2 b);
__host__ __device__ __half __hmul(const __half a, const __half b);
__host__ __device__ __half2 __hmul2(const __half2 a, const __half2 b);
__host__ __device__ __half __hmul_rn(const __half a, const __half b);
__host__ __device__ __half2 __hmul2_rn(const __half2 a, const __half2 b);
__host__ __device__ __half __hmul_sat(const __half a, const __half b);
__host__ __device__ __half2 __hmul2_sat(const __half2 a, const __half2 b);
__host__ __device__ __half __hdiv(const __half a, const __half b);
__host__ __device__ __half2 __h2div(const __half2 a, const __half2 b);
__device__ __half __hfma(const __half a, const __half b, const __half c);
__device__ __half2 __hfma2(const __half2 a, const __half2 b, const __half2 c);
__device__ __half __hfma_sat(const __half a, const __half b, const __half c);
__device__ __half2 __hfma2_sat(const __half2 a, const __half2 b, const __half2 c);
__device__ __half __hfma_relu(const __half a, const __half b, const __half c);
__device__ __half2 __hfma2_relu(const __half2 a, const __half2 b, const __half2 c);
__device__ __half2 __hcmadd(const __half2 a, const __half2 b, const __half2 c);
__host__ __device__ __half __hneg(const __half a);
__host__ __device__ __half2 __hneg2(const __half2 a);
__host__ __device__ __half __habs(const __half a);
__host__ __device__ __half2 __habs2(const __half2 a);
__device__ __half atomicAdd(__half *const address, const __half val);
__device__ __half2 atomicAdd(__half2 *const address, const __half2 val);

/* Math */
__device__ __half hsqrt(const __half a);
__device__ __half2 h2sqrt(const __half2 a);
__device__ __half hrsqrt(const __half a);
__device__ __half2 h2rsqrt(const __half2 a);
__device__ __half hrcp(const __half a);
__device__ __half2 h2rcp(const __half2 a);
__device__ __half hlog(const __half a);
__device__ __half2 h2log(const __half2 a);
__device__ __half hlog2(const __half a);
__device__ __half2 h2log2(const __half2 a);
__device__ __half hlog10(const __half a);
__device__ __half2 h2log10(const __half2 a);
__device__ __half hexp(const __half a);
__device__ __half2 h2exp(const __half2 a);
__device__ __half hexp2(const __half a);
__device__ __half2 h2exp2(const __half2 a);
__device__ __half hexp10(const __half a);
__device__ __half2 h2exp10(const __half2 a);
__device__ __half hcos(const __half a);
__device__ __half2 h2cos(const __half2 a);
__device__ __half hsin(const __half a);
__device__ __half2 h2sin(const __half2 a);
__device__ __half htrunc(const __half a);
__device__ __half2 h2trunc(const __half2 a);
__device__ __half hceil(const __half a);
__device__ __half2 h2ceil(const __half2 a);
__device__ __half hfloor(const __half a);
__device__ __half2 h2floor(const __half2 a);
__device__ __half hrint(const __half a);
__device__ __half2 h2rint(const __half2 a);

/* Operators (__host__ __device__ in CUDA 12; left out under -D__CUDA_NO_HALF_OPERATORS__ and
 * -D__CUDA_NO_HALF2_OPERATORS__, as in CUDA) */
#if !defined(__CUDA_NO_HALF_OPERATORS__)
__host__ __device__ __half operator+(const __half &lh, const __half &rh);
__host__ __device__ __half &operator+=(__half &lh, const __half &rh);
__host__ __device__ __half operator-(const __half &lh, const __half &rh);
__host__ __device__ __half &operator-=(__half &lh, const __half &rh);
__host__ __device__ __half operator*(const __half &lh, const __half &rh);
__host__ __device__ __half &operator*=(__half &lh, const __half &rh);
__host__ __device__ __half operator/(const __half &lh, const __half &rh);
__host__ __device__ __half &operator/=(__half &lh, const __half &rh);
__host__ __device__ __half &operator++(__half &h);
__host__ __device__ __half &operator--(__half &h);
__host__ __device__ __half operator++(__half &h, const int ignored);
__host__ __device__ __half operator--(__half &h, const int ignored);
__host__ __device__ __half operator+(const __half &h);
__host__ __device__ __half operator-(const __half &h);
__host__ __device__ bool operator==(const __half &lh, const __half &rh);
__host__ __device__ bool operator!=(const __half &lh, const __half &rh);
__host__ __device__ bool operator>(const __half &lh, const __half &rh);
__host__ __device__ bool operator<(const __half &lh, const __half &rh);
__host__ __device__ bool operator>=(const __half &lh, const __half &rh);
__host__ __device__ bool operator<=(const __half &lh, const __half &rh);
#endif
#if !defined(__CUDA_NO_HALF2_OPERATORS__)
__host__ __device__ __half2 operator+(const __half2 &lh, const __half2 &rh);
__host__ __device__ __half2 &operator+=(__half2 &lh, const __half2 &rh);
__host__ __device__ __half2 operator-(const __half2 &lh, const __half2 &rh);
__host__ __device__ __half2 &operator-=(__half2 &lh, const __half2 &rh);
__host__ __device__ __half2 operator*(const __half2 &lh, const __half2 &rh);
__host__ __device__ __half2 &operator*=(__half2 &lh, const __half2 &rh);
__host__ __device__ __half2 operator/(const __half2 &lh, const __half2 &rh);
__host__ __device__ __half2 &operator/=(__half2 &lh, const __half2 &rh);
__host__ __device__ __half2 &operator++(__half2 &h);
__host__ __device__ __half2 &operator--(__half2 &h);
__host__ __device__ __half2 operator++(__half2 &h, const int ignored);
__host__ __device__ __half2 operator--(__half2 &h, const int ignored);
__host__ __device__ __half2 operator+(const __half2 &h);
__host__ __device__ __half2 operator-(const __half2 &h);
__host__ __device__ bool operator==(const __half2 &lh, const __half2 &rh);
__host__ __device__ bool operator!=(const __half2 &lh, const __half2 &rh);
__host__ __device__ bool operator>(const __half2 &lh, const __half2 &rh);
__host__ __device__ bool operator<(const __half2 &lh, const __half2 &rh);
__host__ __device__ bool operator>=(const __half2 &lh, const __half2 &rh);
__host__ __device__ bool operator<=(const __half2 &lh, const __half2 &rh);
#endif

/* Constants (cuda_fp16.hpp) */
#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)

typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half nv_half;
typedef __half2 nv_half2;

#endif
