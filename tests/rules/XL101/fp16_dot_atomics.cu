// CUDA device functions HIP 7.2 lacks, now mapped (issue 21): the bfloat16 pair constructors and the integer
// dot products (xlate_... of <xlate/fp16_extras.h>), atomicAdd on the 16-bit float types (<xlate/fp16.h>)
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void k(__nv_bfloat162* p, __nv_bfloat16* q, __half* h, __half2* h2, int* d, unsigned int* u, float f) {
  int i = threadIdx.x;
  __nv_bfloat162 x = __float2bfloat162_rn(f);
  __nv_bfloat162 y = __floats2bfloat162_rn(f, 2.0f * f);
  __nv_bfloat162 z = make_bfloat162(q[0], q[1]);
  atomicAdd(&p[i % 4], x);  // CHECK: XL103 warning L12:3 atomicAdd translated to atomicAdd, which
  atomicAdd(&p[4], y);  // CHECK: XL103 warning L13:3 atomicAdd translated to atomicAdd, which
  atomicAdd(&p[5], z);  // CHECK: XL103 warning L14:3 atomicAdd translated to atomicAdd, which
  atomicAdd(&q[i % 8], __float2bfloat16(f));  // CHECK: XL103 warning L15:3 atomicAdd translated to atomicAdd, which
  atomicAdd(&h[i % 8], __float2half(f));  // CHECK: XL103 warning L16:3 atomicAdd translated to atomicAdd, which
  atomicAdd(&h2[0], __floats2half2_rn(f, f));  // CHECK: XL103 warning L17:3 atomicAdd translated to atomicAdd, which
  d[i] = __dp4a(d[i], d[i + 1], 7) + __dp2a_lo(d[i], d[i + 1], 1) + __dp2a_hi(d[i], d[i + 1], 2);
  d[i] += __dp4a(make_char4(1, -2, 3, -4), make_char4(-1, 2, -3, 4), 0);
  d[i] += __dp2a_hi(make_short2(-300, 300), make_char4(1, 2, 3, 4), 0);
  u[i] = __dp4a(u[i], u[i + 1], 7u) + __dp2a_lo(make_ushort2(60000, 1), make_uchar4(255, 255, 0, 0), 0u);
}
