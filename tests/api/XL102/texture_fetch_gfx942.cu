#include <cuda_runtime.h>
// Texture objects are created on the host (supported); fetching has no gfx942 hardware.
__global__ void k(cudaTextureObject_t t, float* out) {
  int i = threadIdx.x;
  out[i] = tex1Dfetch<float>(t, i) + tex2D<float>(t, 0.5f, 0.5f);  // CHECK: XL102 error 5:12
  // CHECK: XL102 error 5:38
}
