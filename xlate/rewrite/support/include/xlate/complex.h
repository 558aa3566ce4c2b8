// xlate support header: what `#include <cuComplex.h>` gives CUDA code, on HIP, computing CUDA's values.
//
// XL501 translates <cuComplex.h> to this header (and xlate/hipblas.h, cuBLAS's stand-in, includes it,
// as cublas_v2.h includes cuComplex.h); xlate's CUDA toolkit folder (xlate.driver.toolkit) gives it to
// host compilers as <cuComplex.h>. It includes <hip/hip_complex.h> (HIP's types hipFloatComplex =
// float2, hipDoubleComplex = double2 and its functions: cuCaddf -> hipCaddf and the other names whose
// HIP function computes the same) and defines, __host__ __device__, the six functions whose HIP
// counterparts compute something else, under the names the mapping table (xlate/data/libs/cublas.csv,
// curated in xlate/data/libs/overrides.csv) renames them to:
// * xlate_cuCdivf/xlate_cuCdiv (cuCdivf/cuCdiv): both operands scaled by s = 1/(|Re q| + |Im q|), then
//   (p*s) * conj(q*s) / |q*s|^2. HIP 7.2's hipCdivf/hipCdiv divide by Re(q)^2 + Im(q)^2 unscaled, which
//   overflows or underflows (inf, NaN or 0 results) for |q| beyond about 1e19 or below 1e-19 in float
//   (1e154 / 1e-154 in double), and rounds differently elsewhere.
// * xlate_cuCabsf/xlate_cuCabs (cuCabsf/cuCabs): v * sqrt(1 + (w/v)^2), v and w the larger and smaller
//   of |Re z| and |Im z|, and v + w when v is 0 or either is above the type's largest finite value
//   (infinity, NaN). HIP takes sqrt(Re^2 + Im^2), which overflows beyond about 1.8e19 in float.
// * xlate_cuCfmaf/xlate_cuCfma (cuCfmaf/cuCfma, p * q + r): re = (p.x*q.x + r.x) - p.y*q.y,
//   im = (p.x*q.y + r.y) + p.y*q.x, cuComplex.h's order. HIP accumulates im as (p.y*q.x + r.y) + p.x*q.y,
//   which rounds differently.
// The steps are cuComplex.h's; whether a*b + c is contracted into one fma is the compiler's choice on
// both sides (nvcc's -fmad, clang's -ffp-contract), as in CUDA.
// The same definitions are used on both targets (gfx942 and xlate's cpu backend, whose own
// hip/hip_complex.h declares HIP's names); tests/cpu/test_cucomplex_support.py checks them.
#pragma once
#include <hip/hip_runtime.h>
#include <hip/hip_complex.h>

#include <math.h>

static inline __host__ __device__ hipFloatComplex xlate_cuCdivf(hipFloatComplex p, hipFloatComplex q) {
  float s = 1.0f / (fabsf(q.x) + fabsf(q.y));
  float pr = p.x * s, pi = p.y * s, qr = q.x * s, qi = q.y * s;
  float inv = 1.0f / (qr * qr + qi * qi);
  return make_hipFloatComplex((pr * qr + pi * qi) * inv, (pi * qr - pr * qi) * inv);
}

static inline __host__ __device__ hipDoubleComplex xlate_cuCdiv(hipDoubleComplex p, hipDoubleComplex q) {
  double s = 1.0 / (fabs(q.x) + fabs(q.y));
  double pr = p.x * s, pi = p.y * s, qr = q.x * s, qi = q.y * s;
  double inv = 1.0 / (qr * qr + qi * qi);
  return make_hipDoubleComplex((pr * qr + pi * qi) * inv, (pi * qr - pr * qi) * inv);
}

static inline __host__ __device__ float xlate_cuCabsf(hipFloatComplex z) {
  float a = fabsf(z.x), b = fabsf(z.y);
  float v = a > b ? a : b, w = a > b ? b : a;
  if (v == 0.0f || v > 3.402823466e38f || w > 3.402823466e38f) return v + w;
  float t = w / v;
  return v * sqrtf(1.0f + t * t);
}

static inline __host__ __device__ double xlate_cuCabs(hipDoubleComplex z) {
  double a = fabs(z.x), b = fabs(z.y);
  double v = a > b ? a : b, w = a > b ? b : a;
  if (v == 0.0 || v > 1.79769313486231570e308 || w > 1.79769313486231570e308) return v + w;
  double t = w / v;
  return v * sqrt(1.0 + t * t);
}

static inline __host__ __device__ hipFloatComplex xlate_cuCfmaf(hipFloatComplex p, hipFloatComplex q,
                                                                hipFloatComplex r) {
  float re = p.x * q.x + r.x;
  float im = p.x * q.y + r.y;
  re = -(p.y * q.y) + re;
  im = p.y * q.x + im;
  return make_hipFloatComplex(re, im);
}

static inline __host__ __device__ hipDoubleComplex xlate_cuCfma(hipDoubleComplex p, hipDoubleComplex q,
                                                                hipDoubleComplex r) {
  double re = p.x * q.x + r.x;
  double im = p.x * q.y + r.y;
  re = -(p.y * q.y) + re;
  im = p.y * q.x + im;
  return make_hipDoubleComplex(re, im);
}
