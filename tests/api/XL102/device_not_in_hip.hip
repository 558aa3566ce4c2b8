#include <hip/hip_runtime.h>
#include <xlate/fp16.h>
#include <xlate/fp16.h>
// Device functions HIP 7.2 does not declare (device, math, fp16, bf16 families).
__global__ void k(float* out, const float* in, __hip_bfloat16* b, __half2* h) {
  int i = threadIdx.x;
  out[i] = __ddiv_rd(in[i], 3.0);  // CHECK: XL102 error 7:12
  (void)__hfma2_relu(h[i], h[i], h[i]);  // CHECK: XL102 error 8:9
  h[i] = __hcmadd(h[i], h[i], h[i]);  // CHECK: XL102 error 9:10
  if (in[i] < 0.0f) __brkpt();  // CHECK: XL102 error 10:21
}
