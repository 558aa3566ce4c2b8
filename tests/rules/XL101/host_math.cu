// CUDA math functions called from host code (issue 21): CUDA declares them __host__ __device__, HIP 7.2
// __device__ only; they become xlate_NAME of <xlate/fp16_extras.h> (HIP's function on the device)
#include <cuda_runtime.h>

struct float3x { float x, y, z; };

inline __host__ __device__ float inv_length(float3x v) { return rsqrtf(v.x * v.x + v.y * v.y + v.z * v.z); }

float host_only(float p, double q) {
  float s, c;
  sincospif(p, &s, &c);
  return s + c + normcdff(p) + (float)normcdfinv(q) + (float)erfinv(q) + rcbrtf(p) + (float)cospi(q);
}

__global__ void k(float* out, float3x v) { out[threadIdx.x] = inv_length(v) + sinpif(out[0]); }
