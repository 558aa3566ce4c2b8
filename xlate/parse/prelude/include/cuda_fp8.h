/* xlate CUDA prelude: 8-bit floating point (CUDA Math API, "FP8 Intrinsics", CUDA 12: cuda_fp8.h and the
 * cuda_fp8.hpp it includes): the E4M3 and E5M2 storage types, their two- and four-element vectors, and the
 * conversion functions. Declarations only, with CUDA's signatures and execution spaces, so that code using
 * them is checked semantically; the API table says what each becomes in HIP. */
#ifndef XLATE_PRELUDE_CUDA_FP8_H
#define XLATE_PRELUDE_CUDA_FP8_H

#include "host_defines.h"
#include "vector_types.h"
#include "cuda_fp16.h"
#include "cuda_bf16.h"

#define __CUDA_FP8_TYPES_EXIST__

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;

typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

__host__ __device__ __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate,
                                                              const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate,
                                                                   const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
                                                             const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate,
                                                                  const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate,
                                                               const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(const __half2_raw x,
                                                                    const __nv_saturation_t saturate,
                                                                    const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw x,
                                                                   const __nv_saturation_t saturate,
                                                                   const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(
    const __nv_bfloat162_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x,
                                                       const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x,
                                                           const __nv_fp8_interpretation_t fp8_interpretation);
/* CUDA 12.8: an E8M0 scale (2^(x - 127); 0xFF is NaN) as bfloat16 bits. */
__host__ __device__ __nv_bfloat16_raw __nv_cvt_e8m0_to_bf16raw(const __nv_fp8_storage_t x);

/* The scalar types: the byte in __x; constructors round to nearest even and saturate to the largest finite
 * value (__NV_SATFINITE), conversions out are exact (integers: round toward zero). */
#define XLATE_PRELUDE_FP8_SCALAR(T)                                              \
    struct __align__(1) T {                                                      \
        __nv_fp8_storage_t __x;                                                  \
        T() = default;                                                           \
        explicit __host__ __device__ T(const __half f);                          \
        explicit __host__ __device__ T(const __nv_bfloat16 f);                   \
        explicit __host__ __device__ T(const float f);                           \
        explicit __host__ __device__ T(const double f);                          \
        explicit __host__ __device__ T(const unsigned short int val);            \
        explicit __host__ __device__ T(const unsigned int val);                  \
        explicit __host__ __device__ T(const unsigned long int val);             \
        explicit __host__ __device__ T(const unsigned long long int val);        \
        explicit __host__ __device__ T(const short int val);                     \
        explicit __host__ __device__ T(const int val);                           \
        explicit __host__ __device__ T(const long int val);                      \
        explicit __host__ __device__ T(const long long int val);                 \
        explicit __host__ __device__ operator __half() const;                    \
        explicit __host__ __device__ operator float() const;                     \
        explicit __host__ __device__ operator double() const;                    \
        explicit __host__ __device__ operator __nv_bfloat16() const;             \
        explicit __host__ __device__ operator bool() const;                      \
        explicit __host__ __device__ operator unsigned char() const;             \
        explicit __host__ __device__ operator unsigned short int() const;        \
        explicit __host__ __device__ operator unsigned int() const;              \
        explicit __host__ __device__ operator unsigned long int() const;         \
        explicit __host__ __device__ operator unsigned long long int() const;    \
        explicit __host__ __device__ operator signed char() const;               \
        explicit __host__ __device__ operator char() const;                      \
        explicit __host__ __device__ operator short int() const;                 \
        explicit __host__ __device__ operator int() const;                       \
        explicit __host__ __device__ operator long int() const;                  \
        explicit __host__ __device__ operator long long int() const;             \
    };
XLATE_PRELUDE_FP8_SCALAR(__nv_fp8_e4m3)
XLATE_PRELUDE_FP8_SCALAR(__nv_fp8_e5m2)
#undef XLATE_PRELUDE_FP8_SCALAR

/* The vectors: two (__nv_fp8x2_*) or four (__nv_fp8x4_*) values, element 0 in the low byte; the four-element
 * ones also from two pairs of __half2 or __nv_bfloat162 (the first one is elements 0 and 1). */
#define XLATE_PRELUDE_FP8_VECTOR(T, S, N, EXTRA)                                 \
    struct __align__(N) T {                                                      \
        S __x;                                                                   \
        T() = default;                                                           \
        explicit __host__ __device__ T(const double##N f);                       \
        explicit __host__ __device__ T(const float##N f);                        \
        explicit __host__ __device__ operator float##N() const;                  \
        EXTRA                                                                    \
    };
#define XLATE_PRELUDE_FP8_X2                                                     \
    explicit __host__ __device__ T2(const __half2 f);                            \
    explicit __host__ __device__ T2(const __nv_bfloat162 f);                     \
    explicit __host__ __device__ operator __half2() const;
#define XLATE_PRELUDE_FP8_X4                                                     \
    explicit __host__ __device__ T4(const __half2 flo, const __half2 fhi);       \
    explicit __host__ __device__ T4(const __nv_bfloat162 flo, const __nv_bfloat162 fhi);
#define T2 __nv_fp8x2_e4m3
XLATE_PRELUDE_FP8_VECTOR(__nv_fp8x2_e4m3, __nv_fp8x2_storage_t, 2, XLATE_PRELUDE_FP8_X2)
#undef T2
#define T2 __nv_fp8x2_e5m2
XLATE_PRELUDE_FP8_VECTOR(__nv_fp8x2_e5m2, __nv_fp8x2_storage_t, 2, XLATE_PRELUDE_FP8_X2)
#undef T2
#define T4 __nv_fp8x4_e4m3
XLATE_PRELUDE_FP8_VECTOR(__nv_fp8x4_e4m3, __nv_fp8x4_storage_t, 4, XLATE_PRELUDE_FP8_X4)
#undef T4
#define T4 __nv_fp8x4_e5m2
XLATE_PRELUDE_FP8_VECTOR(__nv_fp8x4_e5m2, __nv_fp8x4_storage_t, 4, XLATE_PRELUDE_FP8_X4)
#undef T4
#undef XLATE_PRELUDE_FP8_X2
#undef XLATE_PRELUDE_FP8_X4
#undef XLATE_PRELUDE_FP8_VECTOR

#endif
