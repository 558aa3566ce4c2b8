#include <hip/hip_runtime.h>
// __ldca/__ldcg/__ldcs: HIP 7.2 has them for __half/__half2 only.
__global__ void k(float* out, const float* in, const int* n) {
  int i = threadIdx.x;
  out[i] = __ldcg(in + i) + __ldca(in) + (float)__ldcs(n);  // CHECK: XL102 error 5:12
  // CHECK: XL102 error 5:29
  // CHECK: XL102 error 5:49
}
