// CUDA's 8-bit float API (cuda_fp8.h) becomes xlate's <xlate/fp8.h>: __nv_X -> xlate_X, __NV_X -> XLATE_X
// (HIP 7.2's OCP fp8 conversions are host-only in gfx942 device code), no warning; the 4-bit one
// (cuda_fp4.h) takes HIP's prefix: __nv_X -> __hip_X, __NV_X -> __HIP_X, and where HIP 7.2 computes
// otherwise (fp4's ignored rounding argument) the rename warns.
#include <cuda_fp8.h>
#include <cuda_fp4.h>

float fp8_host(const __nv_fp8_e4m3* x, __nv_fp8_storage_t* out) {
  __nv_saturation_t sat = __NV_SATFINITE;
  __nv_fp8_interpretation_t kind = __NV_E4M3;
  out[0] = __nv_cvt_float_to_fp8(1.0f, sat, kind);
  return float(x[0]);
}

__global__ void fp4_kernel(float* o, const float* in, __nv_fp4_storage_t* codes) {
  __nv_fp4_storage_t s = __nv_cvt_float_to_fp4(in[0], __NV_E2M1, cudaRoundNearest);  // CHECK: XL103 warning L16:26 __nv_cvt_float_to_fp4 translated to
  codes[0] = s;
  __nv_fp4_e2m1 v(in[1]);
  __nv_fp4x2_storage_t pair = __nv_fp4x2_e2m1(make_float2(in[2], in[3])).__x;
  o[0] = float(v) + pair;
}
