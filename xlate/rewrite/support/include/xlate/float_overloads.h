/* xlate support header: CUDA's C++ overloads of math functions for float under the double names
   (math_functions.hpp: `float exp10(float)`, `void sincos(float, float*, float*)`, ...) that HIP 7.2 does
   not declare. Without them a float argument converts to double: the call computes in double and returns
   double (`auto r = exp10(x)` changes type, and the value can differ from CUDA's float result in the last
   bits), or does not compile (sincos's float pointers). The API table maps each name to the xlate_
   function here, which has both overloads: the double one calls the function of that name (device: HIP's;
   host: the C library's, where it has one), the float one the float function (exp10f, ...), as CUDA's
   overload does. Found by checking every float overload the prelude declares against HIP's headers and
   the cpu backend's (tests/api/test_float_overloads.py). */
#pragma once

inline __host__ __device__ double xlate_exp10(double a) { return ::exp10(a); }
inline __host__ __device__ float xlate_exp10(float a) { return ::exp10f(a); }
inline __host__ __device__ double xlate_erfcx(double a) { return ::erfcx(a); }
inline __host__ __device__ float xlate_erfcx(float a) { return ::erfcxf(a); }
inline __host__ __device__ double xlate_j0(double a) { return ::j0(a); }
inline __host__ __device__ float xlate_j0(float a) { return ::j0f(a); }
inline __host__ __device__ double xlate_j1(double a) { return ::j1(a); }
inline __host__ __device__ float xlate_j1(float a) { return ::j1f(a); }
inline __host__ __device__ double xlate_y0(double a) { return ::y0(a); }
inline __host__ __device__ float xlate_y0(float a) { return ::y0f(a); }
inline __host__ __device__ double xlate_y1(double a) { return ::y1(a); }
inline __host__ __device__ float xlate_y1(float a) { return ::y1f(a); }
inline __host__ __device__ double xlate_cyl_bessel_i0(double a) { return ::cyl_bessel_i0(a); }
inline __host__ __device__ float xlate_cyl_bessel_i0(float a) { return ::cyl_bessel_i0f(a); }
inline __host__ __device__ double xlate_cyl_bessel_i1(double a) { return ::cyl_bessel_i1(a); }
inline __host__ __device__ float xlate_cyl_bessel_i1(float a) { return ::cyl_bessel_i1f(a); }
inline __host__ __device__ double xlate_rhypot(double a, double b) { return ::rhypot(a, b); }
inline __host__ __device__ float xlate_rhypot(float a, float b) { return ::rhypotf(a, b); }
inline __host__ __device__ void xlate_sincos(double a, double* s, double* c) { ::sincos(a, s, c); }
inline __host__ __device__ void xlate_sincos(float a, float* s, float* c) { ::sincosf(a, s, c); }
