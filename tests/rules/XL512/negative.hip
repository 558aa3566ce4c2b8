// Nothing here is a cast to half/bfloat16 the rule rewrites.
#include <xlate/fp16.h>
#include <xlate/fp16.h>

namespace mine {
struct half { float v; };
inline half make(float f) { half h; h.v = f; return h; }
}  // namespace mine

__device__ void take(__half);
__device__ void take2(__hip_bfloat16, int);

__global__ void k(__half* h, void* raw, const float* f, __hip_bfloat16* b) {
  __half* p = (__half*)raw;
  const __hip_bfloat16* q = reinterpret_cast<const __hip_bfloat16*>(raw);
  p[0] = __float2half(f[0]);
  b[0] = __float2bfloat16(f[1]);
  h[0] = __half();
  int s = sizeof(__half) + sizeof(__hip_bfloat16) + alignof(__half);
  h[1] = __int2half_rn(s);
  b[1] = q[0];
}
