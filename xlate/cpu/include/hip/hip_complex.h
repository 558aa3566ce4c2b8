// xlate cpu backend: <hip/hip_complex.h>, HIP's complex numbers (HIP 7.2's amd_detail/amd_hip_complex.h
// declares the same types and functions; CUDA's <cuComplex.h> maps to xlate's <xlate/complex.h>, which
// includes this header, cuCaddf to hipCaddf and so on). See docs/cpu-backend.md, "Complex numbers".
//
// Types as HIP defines them: hipFloatComplex is float2, hipDoubleComplex double2, hipComplex
// hipFloatComplex, so a complex value is the vector type and converts to nothing else.
//
// Semantics: where HIP's functions differ from cuComplex.h's this header follows CUDA's (translated CUDA
// calls cuCdivf, cuCabsf, cuCfmaf and the double forms as <xlate/complex.h>'s xlate_cuC* functions,
// which compute the same on both targets; these hip* ones are what code calling HIP's names gets):
// * hipCdivf/hipCdiv scale both operands by 1/(|Re q| + |Im q|) before dividing, as cuCdivf/cuCdiv do
//   (HIP divides by Re(q)^2 + Im(q)^2 unscaled, which overflows or underflows for |q| beyond about
//   1e19 or below 1e-19 in float; results differ there, and by rounding elsewhere).
// * hipCabsf/hipCabs compute v * sqrt(1 + (w/v)^2) with v, w the larger and smaller of |Re z|, |Im z|,
//   and v + w where v is 0 or either is above the type's largest finite value (infinity, NaN), as
//   cuCabsf/cuCabs do (HIP takes sqrt(Re^2 + Im^2), which overflows beyond about 1.8e19 in float).
// * hipCfmaf/hipCfma, p * q + r, add in cuCfmaf's order: re = (p.x*q.x + r.x) - p.y*q.y and
//   im = (p.x*q.y + r.y) + p.y*q.x (HIP accumulates im as (p.y*q.x + r.y) + p.x*q.y: rounding differs).
// * hipCmulf/hipCmul: (p.x*q.x - p.y*q.y, p.x*q.y + p.y*q.x), unguarded, as in both.
// hipCsqabsf/hipCsqabs (HIP only: Re^2 + Im^2) and the rest are HIP's and CUDA's alike.
//
// float2 and double2 come from hip/hip_runtime.h: the backend's own, or the toolkit folder's host-only one
// for C and C++ compiled by a project's own compiler; both take them from xlate_cpu/vector_types.h.
#pragma once
#include <hip/hip_runtime.h>

#include <math.h>

typedef float2 hipFloatComplex;
typedef double2 hipDoubleComplex;
typedef hipFloatComplex hipComplex;

// ------------------------------------------------------------------------------------ single precision

static inline float hipCrealf(hipFloatComplex z) { return z.x; }
static inline float hipCimagf(hipFloatComplex z) { return z.y; }

static inline hipFloatComplex make_hipFloatComplex(float re, float im) {
  hipFloatComplex z;
  z.x = re;
  z.y = im;
  return z;
}

static inline hipFloatComplex hipConjf(hipFloatComplex z) { return make_hipFloatComplex(z.x, -z.y); }
static inline float hipCsqabsf(hipFloatComplex z) { return z.x * z.x + z.y * z.y; }

static inline hipFloatComplex hipCaddf(hipFloatComplex p, hipFloatComplex q) {
  return make_hipFloatComplex(p.x + q.x, p.y + q.y);
}

static inline hipFloatComplex hipCsubf(hipFloatComplex p, hipFloatComplex q) {
  return make_hipFloatComplex(p.x - q.x, p.y - q.y);
}

static inline hipFloatComplex hipCmulf(hipFloatComplex p, hipFloatComplex q) {
  return make_hipFloatComplex(p.x * q.x - p.y * q.y, p.x * q.y + p.y * q.x);
}

static inline hipFloatComplex hipCdivf(hipFloatComplex p, hipFloatComplex q) {
  float inv = 1.0f / (fabsf(q.x) + fabsf(q.y));  // scale: no intermediate overflow or underflow
  float pr = p.x * inv, pi = p.y * inv, qr = q.x * inv, qi = q.y * inv;
  float inv_sq = 1.0f / (qr * qr + qi * qi);
  return make_hipFloatComplex((pr * qr + pi * qi) * inv_sq, (pi * qr - pr * qi) * inv_sq);
}

static inline float hipCabsf(hipFloatComplex z) {
  float a = fabsf(z.x), b = fabsf(z.y);
  float big = a > b ? a : b, small = a > b ? b : a;
  float ratio = small / big;
  float r = big * sqrtf(1.0f + ratio * ratio);
  const float max_finite = 3.402823466e38f;
  if (big == 0.0f || big > max_finite || small > max_finite) r = big + small;
  return r;
}

// ------------------------------------------------------------------------------------ double precision

static inline double hipCreal(hipDoubleComplex z) { return z.x; }
static inline double hipCimag(hipDoubleComplex z) { return z.y; }

static inline hipDoubleComplex make_hipDoubleComplex(double re, double im) {
  hipDoubleComplex z;
  z.x = re;
  z.y = im;
  return z;
}

static inline hipDoubleComplex hipConj(hipDoubleComplex z) { return make_hipDoubleComplex(z.x, -z.y); }
static inline double hipCsqabs(hipDoubleComplex z) { return z.x * z.x + z.y * z.y; }

static inline hipDoubleComplex hipCadd(hipDoubleComplex p, hipDoubleComplex q) {
  return make_hipDoubleComplex(p.x + q.x, p.y + q.y);
}

static inline hipDoubleComplex hipCsub(hipDoubleComplex p, hipDoubleComplex q) {
  return make_hipDoubleComplex(p.x - q.x, p.y - q.y);
}

static inline hipDoubleComplex hipCmul(hipDoubleComplex p, hipDoubleComplex q) {
  return make_hipDoubleComplex(p.x * q.x - p.y * q.y, p.x * q.y + p.y * q.x);
}

static inline hipDoubleComplex hipCdiv(hipDoubleComplex p, hipDoubleComplex q) {
  double inv = 1.0 / (fabs(q.x) + fabs(q.y));
  double pr = p.x * inv, pi = p.y * inv, qr = q.x * inv, qi = q.y * inv;
  double inv_sq = 1.0 / (qr * qr + qi * qi);
  return make_hipDoubleComplex((pr * qr + pi * qi) * inv_sq, (pi * qr - pr * qi) * inv_sq);
}

static inline double hipCabs(hipDoubleComplex z) {
  double a = fabs(z.x), b = fabs(z.y);
  double big = a > b ? a : b, small = a > b ? b : a;
  double ratio = small / big;
  double r = big * sqrt(1.0 + ratio * ratio);
  const double max_finite = 1.79769313486231570e308;
  if (big == 0.0 || big > max_finite || small > max_finite) r = big + small;
  return r;
}

// ------------------------------------------------------------------------------------ both

static inline hipComplex make_hipComplex(float re, float im) { return make_hipFloatComplex(re, im); }

static inline hipFloatComplex hipComplexDoubleToFloat(hipDoubleComplex z) {
  return make_hipFloatComplex((float)z.x, (float)z.y);
}

static inline hipDoubleComplex hipComplexFloatToDouble(hipFloatComplex z) {
  return make_hipDoubleComplex((double)z.x, (double)z.y);
}

static inline hipComplex hipCfmaf(hipComplex p, hipComplex q, hipComplex r) {
  float re = p.x * q.x + r.x;
  float im = p.x * q.y + r.y;
  re = -(p.y * q.y) + re;
  im = p.y * q.x + im;
  return make_hipComplex(re, im);
}

static inline hipDoubleComplex hipCfma(hipDoubleComplex p, hipDoubleComplex q, hipDoubleComplex r) {
  double re = p.x * q.x + r.x;
  double im = p.x * q.y + r.y;
  re = -(p.y * q.y) + re;
  im = p.y * q.x + im;
  return make_hipDoubleComplex(re, im);
}
