/* xlate CUDA prelude: 4-bit floating point (CUDA Math API, "FP4 Intrinsics", CUDA 12.8: cuda_fp4.h): the
 * E2M1 storage types, the scalar type and its two- and four-element vectors, and the conversion functions.
 * Declarations only, with CUDA's signatures and execution spaces, so that code using them is checked
 * semantically; the API table says what each becomes in HIP. E2M1: 1 sign, 2 exponent (bias 1), 1 mantissa
 * bit, no Inf/NaN; values 0, 0.5, 1, 1.5, 2, 3, 4, 6. */
#ifndef XLATE_PRELUDE_CUDA_FP4_H
#define XLATE_PRELUDE_CUDA_FP4_H

#include "host_defines.h"
#include "vector_types.h"
#include "device_types.h"
#include "cuda_fp16.h"
#include "cuda_bf16.h"

#define __CUDA_FP4_TYPES_EXIST__

/* one value in the low 4 bits of a byte; two values in a byte (element 0 in the low nibble); four in 16 bits */
typedef unsigned char __nv_fp4_storage_t;
typedef unsigned char __nv_fp4x2_storage_t;
typedef unsigned short int __nv_fp4x4_storage_t;

typedef enum __nv_fp4_interpretation_t { __NV_E2M1 } __nv_fp4_interpretation_t;

__host__ __device__ __nv_fp4_storage_t __nv_cvt_double_to_fp4(const double x,
                                                              const __nv_fp4_interpretation_t fp4_interpretation,
                                                              const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4x2_storage_t __nv_cvt_double2_to_fp4x2(const double2 x,
                                                                   const __nv_fp4_interpretation_t fp4_interpretation,
                                                                   const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4_storage_t __nv_cvt_float_to_fp4(const float x,
                                                             const __nv_fp4_interpretation_t fp4_interpretation,
                                                             const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4x2_storage_t __nv_cvt_float2_to_fp4x2(const float2 x,
                                                                  const __nv_fp4_interpretation_t fp4_interpretation,
                                                                  const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4_storage_t __nv_cvt_halfraw_to_fp4(const __half_raw x,
                                                               const __nv_fp4_interpretation_t fp4_interpretation,
                                                               const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4x2_storage_t __nv_cvt_halfraw2_to_fp4x2(
    const __half2_raw x, const __nv_fp4_interpretation_t fp4_interpretation, const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4_storage_t __nv_cvt_bfloat16raw_to_fp4(
    const __nv_bfloat16_raw x, const __nv_fp4_interpretation_t fp4_interpretation, const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4x2_storage_t __nv_cvt_bfloat16raw2_to_fp4x2(
    const __nv_bfloat162_raw x, const __nv_fp4_interpretation_t fp4_interpretation, const enum cudaRoundMode rounding);
__host__ __device__ __half_raw __nv_cvt_fp4_to_halfraw(const __nv_fp4_storage_t x,
                                                       const __nv_fp4_interpretation_t fp4_interpretation);
__host__ __device__ __half2_raw __nv_cvt_fp4x2_to_halfraw2(const __nv_fp4x2_storage_t x,
                                                           const __nv_fp4_interpretation_t fp4_interpretation);

/* The scalar type: the value in the low 4 bits of __x; constructors round to nearest even and saturate to
 * +-6 (__NV_SATFINITE behaviour), conversions out are exact. */
struct __align__(1) __nv_fp4_e2m1 {
    __nv_fp4_storage_t __x;
    __nv_fp4_e2m1() = default;
    explicit __host__ __device__ __nv_fp4_e2m1(const __half f);
    explicit __host__ __device__ __nv_fp4_e2m1(const __nv_bfloat16 f);
    explicit __host__ __device__ __nv_fp4_e2m1(const float f);
    explicit __host__ __device__ __nv_fp4_e2m1(const double f);
    explicit __host__ __device__ __nv_fp4_e2m1(const unsigned short int val);
    explicit __host__ __device__ __nv_fp4_e2m1(const unsigned int val);
    explicit __host__ __device__ __nv_fp4_e2m1(const unsigned long int val);
    explicit __host__ __device__ __nv_fp4_e2m1(const unsigned long long int val);
    explicit __host__ __device__ __nv_fp4_e2m1(const short int val);
    explicit __host__ __device__ __nv_fp4_e2m1(const int val);
    explicit __host__ __device__ __nv_fp4_e2m1(const long int val);
    explicit __host__ __device__ __nv_fp4_e2m1(const long long int val);
    explicit __host__ __device__ operator __half() const;
    explicit __host__ __device__ operator float() const;
    explicit __host__ __device__ operator double() const;
    explicit __host__ __device__ operator __nv_bfloat16() const;
};

/* Two values, element 0 in the low nibble. */
struct __align__(1) __nv_fp4x2_e2m1 {
    __nv_fp4x2_storage_t __x;
    __nv_fp4x2_e2m1() = default;
    explicit __host__ __device__ __nv_fp4x2_e2m1(const __half2 f);
    explicit __host__ __device__ __nv_fp4x2_e2m1(const __nv_bfloat162 f);
    explicit __host__ __device__ __nv_fp4x2_e2m1(const float2 f);
    explicit __host__ __device__ __nv_fp4x2_e2m1(const double2 f);
    explicit __host__ __device__ operator __half2() const;
    explicit __host__ __device__ operator float2() const;
};

/* Four values, element 0 in the low nibble; the two-argument constructors take elements 0-1, then 2-3. */
struct __align__(2) __nv_fp4x4_e2m1 {
    __nv_fp4x4_storage_t __x;
    __nv_fp4x4_e2m1() = default;
    explicit __host__ __device__ __nv_fp4x4_e2m1(const __half2 flo, const __half2 fhi);
    explicit __host__ __device__ __nv_fp4x4_e2m1(const __nv_bfloat162 flo, const __nv_bfloat162 fhi);
    explicit __host__ __device__ __nv_fp4x4_e2m1(const float4 f);
    explicit __host__ __device__ __nv_fp4x4_e2m1(const double4 f);
    explicit __host__ __device__ operator float4() const;
};

#endif
