// A project's own HIP port defines CUDA's warp intrinsics as macros (LightGBM's cuda_rocm_interop.h):
// the defined names are not uses (never rewritten); the calls and the macro bodies are translated, and the
// HIP port's branch is switched off as nvcc sees it (XL517).
#include <cuda_runtime.h>
#if defined(__HIP_PLATFORM_AMD__)
#define __shfl_down_sync(mask, val, offset) __shfl_down(val, offset)  // CHECK: XL911 note L6:1 lines 6-7 inactive in both the host and the device pass
#undef warpSize
#endif

__global__ void reduce(float *out, const float *in) {
  float v = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);  // CHECK: XL204 note L12:16 shuffle loop over o starts at 16  // CHECK: XL202 note L12:57 full 32-lane mask
  if (threadIdx.x == 0) *out = v;
}
