#include <xlate/fp16_extras.h> // CUDA math functions called from host code (issue 21): CUDA declares them __host__ __device__, HIP 7.2
// __device__ only; they become xlate_NAME of <xlate/fp16_extras.h> (HIP's function on the device)
#include <hip/hip_runtime.h>

struct float3x { float x, y, z; };

inline __host__ __device__ float inv_length(float3x v) { return xlate_rsqrtf(v.x * v.x + v.y * v.y + v.z * v.z); }

float host_only(float p, double q) {
  float s, c;
  xlate_sincospif(p, &s, &c);
  return s + c + xlate_normcdff(p) + (float)xlate_normcdfinv(q) + (float)xlate_erfinv(q) + xlate_rcbrtf(p) + (float)xlate_cospi(q);
}

__global__ void k(float* out, float3x v) { out[threadIdx.x] = inv_length(v) + xlate_sinpif(out[0]); }
