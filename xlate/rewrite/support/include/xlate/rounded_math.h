/* xlate support header: CUDA's arithmetic intrinsics with a directed rounding mode (_rd: toward -inf,
   _ru: toward +inf, _rz: toward zero; CUDA math_functions.h), which HIP 7.2 does not declare. The API
   table maps each CUDA name to the xlate_ function here (docs/rules/XL101.md).
   - add, sub, mul and fma, float and double: the device library's own correctly rounded operations in
     that mode (ocml.bc's __ocml_{add,sub,mul,fma}_{rtn,rtp,rtz}_{f32,f64}).
   - float div, rcp and sqrt: the operation in double (correctly rounded: hip-clang's double division and
     __ocml_sqrt_f64 are IEEE operations), then that double rounded to float in the wanted mode
     (__double2float_rd/ru/rz). Double has 53 significand bits, more than 2 * 24 + 2, so the double
     result never lies on a float or beyond one the exact result does not reach: rounding it in the wanted
     mode gives the exact result rounded in that mode (tests/api/test_rounded_math.py checks this against
     exact rational arithmetic).
   - double div, rcp and sqrt in a directed mode have no such wider type; the API table keeps them
     unsupported (XL102).
   On the cpu backend each calls the cpu runtime's function of the CUDA name (xlate_cpu/rounding.h: the
   operation under fesetround). */
#pragma once

#if defined(__HIP_PLATFORM_XLATE_CPU__)
#define XLATE_ROUNDED(R, NAME, PARAMS, ARGS) __device__ inline R xlate_##NAME PARAMS { return __##NAME ARGS; }
#define XLATE_ROUNDED_MODES(R, OP, PARAMS, ARGS) \
  XLATE_ROUNDED(R, OP##_rd, PARAMS, ARGS) XLATE_ROUNDED(R, OP##_ru, PARAMS, ARGS) XLATE_ROUNDED(R, OP##_rz, PARAMS, ARGS)
XLATE_ROUNDED_MODES(float, fadd, (float a, float b), (a, b))
XLATE_ROUNDED_MODES(float, fsub, (float a, float b), (a, b))
XLATE_ROUNDED_MODES(float, fmul, (float a, float b), (a, b))
XLATE_ROUNDED_MODES(float, fmaf, (float a, float b, float c), (a, b, c))
XLATE_ROUNDED_MODES(double, dadd, (double a, double b), (a, b))
XLATE_ROUNDED_MODES(double, dsub, (double a, double b), (a, b))
XLATE_ROUNDED_MODES(double, dmul, (double a, double b), (a, b))
XLATE_ROUNDED_MODES(double, fma, (double a, double b, double c), (a, b, c))
XLATE_ROUNDED_MODES(float, fdiv, (float a, float b), (a, b))
XLATE_ROUNDED_MODES(float, frcp, (float a), (a))
XLATE_ROUNDED_MODES(float, fsqrt, (float a), (a))
#undef XLATE_ROUNDED_MODES
#undef XLATE_ROUNDED
#else
extern "C" {
#define XLATE_OCML_DECLARE(OP, T, SUFFIX)                                             \
  __device__ T __ocml_##OP##_rtn_##SUFFIX(T, T);                                       \
  __device__ T __ocml_##OP##_rtp_##SUFFIX(T, T);                                       \
  __device__ T __ocml_##OP##_rtz_##SUFFIX(T, T);
XLATE_OCML_DECLARE(add, float, f32)
XLATE_OCML_DECLARE(sub, float, f32)
XLATE_OCML_DECLARE(mul, float, f32)
XLATE_OCML_DECLARE(add, double, f64)
XLATE_OCML_DECLARE(sub, double, f64)
XLATE_OCML_DECLARE(mul, double, f64)
#undef XLATE_OCML_DECLARE
__device__ float __ocml_fma_rtn_f32(float, float, float);
__device__ float __ocml_fma_rtp_f32(float, float, float);
__device__ float __ocml_fma_rtz_f32(float, float, float);
__device__ double __ocml_fma_rtn_f64(double, double, double);
__device__ double __ocml_fma_rtp_f64(double, double, double);
__device__ double __ocml_fma_rtz_f64(double, double, double);
}

__device__ inline float xlate_fadd_rd(float a, float b) { return __ocml_add_rtn_f32(a, b); }
__device__ inline float xlate_fadd_ru(float a, float b) { return __ocml_add_rtp_f32(a, b); }
__device__ inline float xlate_fadd_rz(float a, float b) { return __ocml_add_rtz_f32(a, b); }
__device__ inline float xlate_fsub_rd(float a, float b) { return __ocml_sub_rtn_f32(a, b); }
__device__ inline float xlate_fsub_ru(float a, float b) { return __ocml_sub_rtp_f32(a, b); }
__device__ inline float xlate_fsub_rz(float a, float b) { return __ocml_sub_rtz_f32(a, b); }
__device__ inline float xlate_fmul_rd(float a, float b) { return __ocml_mul_rtn_f32(a, b); }
__device__ inline float xlate_fmul_ru(float a, float b) { return __ocml_mul_rtp_f32(a, b); }
__device__ inline float xlate_fmul_rz(float a, float b) { return __ocml_mul_rtz_f32(a, b); }
__device__ inline float xlate_fmaf_rd(float a, float b, float c) { return __ocml_fma_rtn_f32(a, b, c); }
__device__ inline float xlate_fmaf_ru(float a, float b, float c) { return __ocml_fma_rtp_f32(a, b, c); }
__device__ inline float xlate_fmaf_rz(float a, float b, float c) { return __ocml_fma_rtz_f32(a, b, c); }
__device__ inline double xlate_dadd_rd(double a, double b) { return __ocml_add_rtn_f64(a, b); }
__device__ inline double xlate_dadd_ru(double a, double b) { return __ocml_add_rtp_f64(a, b); }
__device__ inline double xlate_dadd_rz(double a, double b) { return __ocml_add_rtz_f64(a, b); }
__device__ inline double xlate_dsub_rd(double a, double b) { return __ocml_sub_rtn_f64(a, b); }
__device__ inline double xlate_dsub_ru(double a, double b) { return __ocml_sub_rtp_f64(a, b); }
__device__ inline double xlate_dsub_rz(double a, double b) { return __ocml_sub_rtz_f64(a, b); }
__device__ inline double xlate_dmul_rd(double a, double b) { return __ocml_mul_rtn_f64(a, b); }
__device__ inline double xlate_dmul_ru(double a, double b) { return __ocml_mul_rtp_f64(a, b); }
__device__ inline double xlate_dmul_rz(double a, double b) { return __ocml_mul_rtz_f64(a, b); }
__device__ inline double xlate_fma_rd(double a, double b, double c) { return __ocml_fma_rtn_f64(a, b, c); }
__device__ inline double xlate_fma_ru(double a, double b, double c) { return __ocml_fma_rtp_f64(a, b, c); }
__device__ inline double xlate_fma_rz(double a, double b, double c) { return __ocml_fma_rtz_f64(a, b, c); }
__device__ inline float xlate_fdiv_rd(float a, float b) { return __double2float_rd((double)a / (double)b); }
__device__ inline float xlate_fdiv_ru(float a, float b) { return __double2float_ru((double)a / (double)b); }
__device__ inline float xlate_fdiv_rz(float a, float b) { return __double2float_rz((double)a / (double)b); }
__device__ inline float xlate_frcp_rd(float a) { return __double2float_rd(1.0 / (double)a); }
__device__ inline float xlate_frcp_ru(float a) { return __double2float_ru(1.0 / (double)a); }
__device__ inline float xlate_frcp_rz(float a) { return __double2float_rz(1.0 / (double)a); }
__device__ inline float xlate_fsqrt_rd(float a) { return __double2float_rd(__ocml_sqrt_f64((double)a)); }
__device__ inline float xlate_fsqrt_ru(float a) { return __double2float_ru(__ocml_sqrt_f64((double)a)); }
__device__ inline float xlate_fsqrt_rz(float a) { return __double2float_rz(__ocml_sqrt_f64((double)a)); }
#endif
