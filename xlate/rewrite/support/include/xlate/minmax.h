// xlate support: CUDA's mixed-type min/max overloads (math_functions.h) for hip-clang, whose HIP headers
// (clang's __clang_hip_math.h) have only min/max(T, T), int, float and double. Without them a call
// CUDA resolves is ambiguous on HIP (max(double, float)), or, worse, resolves to another overload and
// computes something else: HIP's max(int, int) for CUDA's max(int, unsigned), which compares as
// unsigned (max(-1, 5u) is 0xffffffff under CUDA). In device code these only add the mixed signatures (a
// call with two arguments of one type resolves as before); host code also gets CUDA's one-type overloads
// (below). xlate's drivers force-include this header
// for gfx942 (xlate.pipeline.targets.code_flags); the cpu backend's own headers have the same overloads.
#pragma once
#ifndef XLATE_MINMAX_H
#define XLATE_MINMAX_H

#define XLATE_MINMAX_MIXED(R, A, B)                                                         \
  __host__ __device__ inline R min(A a, B b) { return (R)a < (R)b ? (R)a : (R)b; }          \
  __host__ __device__ inline R max(A a, B b) { return (R)a > (R)b ? (R)a : (R)b; }
XLATE_MINMAX_MIXED(unsigned int, int, unsigned int)
XLATE_MINMAX_MIXED(unsigned int, unsigned int, int)
XLATE_MINMAX_MIXED(unsigned long int, long int, unsigned long int)
XLATE_MINMAX_MIXED(unsigned long int, unsigned long int, long int)
XLATE_MINMAX_MIXED(unsigned long long int, long long int, unsigned long long int)
XLATE_MINMAX_MIXED(unsigned long long int, unsigned long long int, long long int)
#undef XLATE_MINMAX_MIXED
// One type on both sides, host code: CUDA's math_functions.hpp declares min/max for the host too (unsigned,
// long, long long and their unsigned types, float, double); HIP's host side has only min/max(int, int), so
// such a call from host code converted both operands to int (min(3000000000u, 5u) compared as signed) or,
// with the mixed overloads above, was ambiguous. Device code keeps HIP's own (its template and float/double).
// hip-clang only (__HIP__): the cpu backend's host compiler has a template for one type already.
#ifdef __HIP__
#define XLATE_MINMAX_HOST(T, MIN, MAX)                                                      \
  __host__ inline T min(T a, T b) { return MIN; }                                            \
  __host__ inline T max(T a, T b) { return MAX; }
XLATE_MINMAX_HOST(unsigned int, a < b ? a : b, a > b ? a : b)
XLATE_MINMAX_HOST(long int, a < b ? a : b, a > b ? a : b)
XLATE_MINMAX_HOST(unsigned long int, a < b ? a : b, a > b ? a : b)
XLATE_MINMAX_HOST(long long int, a < b ? a : b, a > b ? a : b)
XLATE_MINMAX_HOST(unsigned long long int, a < b ? a : b, a > b ? a : b)
XLATE_MINMAX_HOST(float, __builtin_fminf(a, b), __builtin_fmaxf(a, b))
XLATE_MINMAX_HOST(double, __builtin_fmin(a, b), __builtin_fmax(a, b))
#undef XLATE_MINMAX_HOST
#endif
// float with double: CUDA computes fmin/fmax in double (a NaN operand gives the other one)
__host__ __device__ inline double min(float a, double b) { return __builtin_fmin((double)a, b); }
__host__ __device__ inline double max(float a, double b) { return __builtin_fmax((double)a, b); }
__host__ __device__ inline double min(double a, float b) { return __builtin_fmin(a, (double)b); }
__host__ __device__ inline double max(double a, float b) { return __builtin_fmax(a, (double)b); }
#endif
