#include <xlate/fp16_extras.h> // Device functions and type names HIP 7.2 lacks, used by llama.cpp's ggml (issue 18): the SIMD-within-a-word
// intrinsics, __trap and __nanosleep (xlate_... of <xlate/fp16_extras.h>), CUDA's typedef names
// nv_bfloat16 / nv_bfloat162 (HIP's __hip_bfloat16 / __hip_bfloat162). <cuda_fp8.h> is in the prelude, so
// a file including it is checked semantically (no XL90x); it becomes <xlate/fp8.h> (not used here).
// SELECT: XL9
#include <hip/hip_runtime.h>
#include <xlate/fp16.h>
#include <xlate/fp8.h>

__global__ void k(unsigned int* w, __hip_bfloat16* b, const __hip_bfloat162* b2) {
  int i = threadIdx.x;
  w[i] = xlate_vsub4(w[i], 0x08080808u) | xlate_vcmpne4(w[i], 0u) | xlate_vsubss4(w[i], w[i + 1]) | xlate_vcmpeq2(w[i], 1u);
  b[i] = b2[i].x;
  if (w[i] == 0) {
    xlate_nanosleep(100);
    xlate_trap();
  }
}
