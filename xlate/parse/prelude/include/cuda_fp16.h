/* xlate CUDA prelude: half precision (CUDA Math API, "Half Precision Intrinsics"). */
#ifndef XLATE_PRELUDE_CUDA_FP16_H
#define XLATE_PRELUDE_CUDA_FP16_H

#include "host_defines.h"
#include "vector_types.h"
#include "device_launch_parameters.h"

/* __half: 16-bit storage type; __half2: two of them. Arithmetic operators are __device__ as in CUDA. */
struct __align__(2) __half {
    unsigned short __x;
    __half() = default;
    __host__ __device__ __half(float f);
    __host__ __device__ __half(double f);
    __device__ __half(int v);
    __device__ __half(unsigned int v);
    __host__ __device__ operator float() const;
    __host__ __device__ __half &operator=(float f);
};
struct __align__(4) __half2 {
    __half x, y;
    __half2() = default;
    __host__ __device__ __half2(const __half &a, const __half &b);
};

/* The raw storage structs (cuda_fp16.hpp). */
typedef struct __half_raw {
    unsigned short x;
} __half_raw;
typedef struct __half2_raw {
    unsigned short x;
    unsigned short y;
} __half2_raw;

__host__ __device__ __half __float2half(float a);
__host__ __device__ __half __float2half_rn(float a);
__host__ __device__ __half __float2half_rz(float a);
__host__ __device__ float __half2float(__half a);
__host__ __device__ __half __double2half(double a);
__host__ __device__ __half2 __float2half2_rn(float a);
__host__ __device__ __half2 __floats2half2_rn(float a, float b);
__host__ __device__ __half2 __float22half2_rn(float2 a);
__host__ __device__ float2 __half22float2(__half2 a);
__host__ __device__ float __low2float(__half2 a);
__host__ __device__ float __high2float(__half2 a);
__device__ __half __low2half(__half2 a);
__device__ __half __high2half(__half2 a);
__device__ __half2 __half2half2(__half a);
__device__ __half2 __halves2half2(__half a, __half b);
__device__ __half2 __lows2half2(__half2 a, __half2 b);
__device__ __half2 __highs2half2(__half2 a, __half2 b);
__device__ __half2 make_half2(__half x, __half y);
__device__ __half __int2half_rn(int i);
__device__ int __half2int_rz(__half h);
__device__ __half __uint2half_rn(unsigned int i);
__device__ unsigned int __half2uint_rz(__half h);
__device__ short int __half_as_short(__half h);
__device__ unsigned short int __half_as_ushort(__half h);
__device__ __half __short_as_half(short int i);
__device__ __half __ushort_as_half(unsigned short int i);
__device__ __half __hadd(__half a, __half b);
__device__ __half2 __hadd2(__half2 a, __half2 b);
__device__ __half __hsub(__half a, __half b);
__device__ __half2 __hsub2(__half2 a, __half2 b);
__device__ __half __hmul(__half a, __half b);
__device__ __half2 __hmul2(__half2 a, __half2 b);
__device__ __half __hdiv(__half a, __half b);
__device__ __half2 __hdiv2(__half2 a, __half2 b);
__device__ __half __hmin(__half a, __half b);
__device__ __half2 __hmin2(__half2 a, __half2 b);
__device__ __half __hmax(__half a, __half b);
__device__ __half2 __hmax2(__half2 a, __half2 b);
__device__ __half __hadd_sat(__half a, __half b);
__device__ __half2 __hadd2_sat(__half2 a, __half2 b);
__device__ __half __hsub_sat(__half a, __half b);
__device__ __half2 __hsub2_sat(__half2 a, __half2 b);
__device__ __half __hmul_sat(__half a, __half b);
__device__ __half2 __hmul2_sat(__half2 a, __half2 b);
__device__ __half __hfma(__half a, __half b, __half c);
__device__ __half2 __hfma2(__half2 a, __half2 b, __half2 c);
__device__ __half __hneg(__half a);
__device__ __half2 __hneg2(__half2 a);
__device__ __half __habs(__half a);
__device__ __half2 __habs2(__half2 a);
__device__ bool __heq(__half a, __half b);
__device__ __half2 __heq2(__half2 a, __half2 b);
__device__ bool __hne(__half a, __half b);
__device__ __half2 __hne2(__half2 a, __half2 b);
__device__ bool __hlt(__half a, __half b);
__device__ __half2 __hlt2(__half2 a, __half2 b);
__device__ bool __hle(__half a, __half b);
__device__ __half2 __hle2(__half2 a, __half2 b);
__device__ bool __hgt(__half a, __half b);
__device__ __half2 __hgt2(__half2 a, __half2 b);
__device__ bool __hge(__half a, __half b);
__device__ __half2 __hge2(__half2 a, __half2 b);
__device__ bool __hequ(__half a, __half b);
__device__ __half2 __hequ2(__half2 a, __half2 b);
__device__ bool __hneu(__half a, __half b);
__device__ __half2 __hneu2(__half2 a, __half2 b);
__device__ bool __hltu(__half a, __half b);
__device__ __half2 __hltu2(__half2 a, __half2 b);
__device__ bool __hleu(__half a, __half b);
__device__ __half2 __hleu2(__half2 a, __half2 b);
__device__ bool __hgtu(__half a, __half b);
__device__ __half2 __hgtu2(__half2 a, __half2 b);
__device__ bool __hgeu(__half a, __half b);
__device__ __half2 __hgeu2(__half2 a, __half2 b);
__device__ bool __hisnan(__half a);
__device__ int __hisinf(__half a);
__device__ __half2 __hisnan2(__half2 a);
__device__ __half hsqrt(const __half a);
__device__ __half2 h2sqrt(const __half2 a);
__device__ __half hrsqrt(const __half a);
__device__ __half2 h2rsqrt(const __half2 a);
__device__ __half hrcp(const __half a);
__device__ __half2 h2rcp(const __half2 a);
__device__ __half hexp(const __half a);
__device__ __half2 h2exp(const __half2 a);
__device__ __half hexp2(const __half a);
__device__ __half2 h2exp2(const __half2 a);
__device__ __half hexp10(const __half a);
__device__ __half2 h2exp10(const __half2 a);
__device__ __half hlog(const __half a);
__device__ __half2 h2log(const __half2 a);
__device__ __half hlog2(const __half a);
__device__ __half2 h2log2(const __half2 a);
__device__ __half hlog10(const __half a);
__device__ __half2 h2log10(const __half2 a);
__device__ __half hsin(const __half a);
__device__ __half2 h2sin(const __half2 a);
__device__ __half hcos(const __half a);
__device__ __half2 h2cos(const __half2 a);
__device__ __half hfloor(const __half a);
__device__ __half2 h2floor(const __half2 a);
__device__ __half hceil(const __half a);
__device__ __half2 h2ceil(const __half2 a);
__device__ __half htrunc(const __half a);
__device__ __half2 h2trunc(const __half2 a);
__device__ __half hrint(const __half a);
__device__ __half2 h2rint(const __half2 a);
__device__ __half __shfl_sync(unsigned int mask, __half var, int srcLane, int width = warpSize);
__device__ __half __shfl_up_sync(unsigned int mask, __half var, unsigned int delta, int width = warpSize);
__device__ __half __shfl_down_sync(unsigned int mask, __half var, unsigned int delta, int width = warpSize);
__device__ __half __shfl_xor_sync(unsigned int mask, __half var, int laneMask, int width = warpSize);
__device__ __half __ldg(const __half *ptr);
__device__ __half atomicAdd(__half *address, __half val);
__device__ __half2 __shfl_sync(unsigned int mask, __half2 var, int srcLane, int width = warpSize);
__device__ __half2 __shfl_up_sync(unsigned int mask, __half2 var, unsigned int delta, int width = warpSize);
__device__ __half2 __shfl_down_sync(unsigned int mask, __half2 var, unsigned int delta, int width = warpSize);
__device__ __half2 __shfl_xor_sync(unsigned int mask, __half2 var, int laneMask, int width = warpSize);
__device__ __half2 __ldg(const __half2 *ptr);
__device__ __half2 atomicAdd(__half2 *address, __half2 val);

/* Operators (device code, as in CUDA's headers) */
__device__ __half operator+(const __half &a, const __half &b);
__device__ __half &operator+=(__half &a, const __half &b);
__device__ __half operator-(const __half &a, const __half &b);
__device__ __half &operator-=(__half &a, const __half &b);
__device__ __half operator*(const __half &a, const __half &b);
__device__ __half &operator*=(__half &a, const __half &b);
__device__ __half operator/(const __half &a, const __half &b);
__device__ __half &operator/=(__half &a, const __half &b);
__device__ __half operator-(const __half &a);
__device__ __half operator+(const __half &a);
__device__ bool operator==(const __half &a, const __half &b);
__device__ bool operator!=(const __half &a, const __half &b);
__device__ bool operator<(const __half &a, const __half &b);
__device__ bool operator>(const __half &a, const __half &b);
__device__ bool operator<=(const __half &a, const __half &b);
__device__ bool operator>=(const __half &a, const __half &b);
__device__ __half2 operator+(const __half2 &a, const __half2 &b);
__device__ __half2 &operator+=(__half2 &a, const __half2 &b);
__device__ __half2 operator-(const __half2 &a, const __half2 &b);
__device__ __half2 &operator-=(__half2 &a, const __half2 &b);
__device__ __half2 operator*(const __half2 &a, const __half2 &b);
__device__ __half2 &operator*=(__half2 &a, const __half2 &b);
__device__ __half2 operator/(const __half2 &a, const __half2 &b);
__device__ __half2 &operator/=(__half2 &a, const __half2 &b);
__device__ __half2 operator-(const __half2 &a);
__device__ __half2 operator+(const __half2 &a);
__device__ bool operator==(const __half2 &a, const __half2 &b);
__device__ bool operator!=(const __half2 &a, const __half2 &b);
__device__ bool operator<(const __half2 &a, const __half2 &b);
__device__ bool operator>(const __half2 &a, const __half2 &b);
__device__ bool operator<=(const __half2 &a, const __half2 &b);
__device__ bool operator>=(const __half2 &a, const __half2 &b);

typedef __half half;
typedef __half2 half2;

#endif
