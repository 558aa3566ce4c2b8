#include <cuda_runtime.h>
// Texture objects are created on the host (supported). tex3D and tex2DLod have neither gfx942 hardware
// nor a cpu-backend form: XL102. tex1Dfetch and tex2D are HIP's own names, which the cpu target has and
// gfx942 refuses where a use is emitted: XL103 (a warning).
__global__ void k(cudaTextureObject_t t, float* out) {
  int i = threadIdx.x;
  out[i] = tex3D<float>(t, 0.5f, 0.5f, 0.5f) + tex2DLod<float>(t, 0.5f, 0.5f, 0.0f);  // CHECK: XL102 error 7:12
  // CHECK: XL102 error 7:48
  out[i] += tex1Dfetch<float>(t, i) + tex2D<float>(t, 0.5f, 0.5f);  // CHECK: XL103 warning 9:13
  // CHECK: XL103 warning 9:39
}
