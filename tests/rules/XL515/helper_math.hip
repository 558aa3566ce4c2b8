// helper_math.h-style operators on CUDA's vector types whose colliding ones are all component-wise:
// HIP's vector types have * and / (same type) and the compound assignments, computing the same, so
// those definitions are removed; + (HIP: a template) and the scalar forms stay untouched.
#include <hip/hip_runtime.h>

inline __host__ __device__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
/* xlate XL515: operator+=(float2 &, float2) removed: HIP's float2 has this operator, component-wise, computing the same */




// CHECK: XL515 note L7:33 operator+=(float2 &, float2) removed
/* xlate XL515: operator-=(float3 &, const float3 &) removed: HIP's float3 has this operator, component-wise, computing the same */
// CHECK: XL515 note L13:36 operator-=(float3 &, const float3 &) removed
/* xlate XL515: operator*(float2, float2) removed: HIP's float2 has this operator, component-wise, computing the same */
// CHECK: XL515 note L15:35 operator*(float2, float2) removed
inline __host__ __device__ void operator+=(float2 &a, float b) { a.x += b; a.y += b; }  // a scalar: no collision
inline __host__ __device__ float2 operator*(float2 a, float s) { return make_float2(a.x * s, a.y * s); }

__global__ void k(float2 *p, float3 *q) {
  float2 v = p[0];
  v += p[1];
  v += 2.0f;
  p[0] = v + p[2] * p[3] * 0.5f;
  float3 w = q[0];
  w -= q[1];
  q[0] = w;
}
