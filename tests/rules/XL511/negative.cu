// Nothing renamed: the project's names do not have a signature HIP declares at global scope
#include <cuda_runtime.h>

namespace util {
inline __host__ __device__ float max(float a, float b) { return a > b ? a : b; }
}

struct Stats {
  float hi;
  __host__ __device__ float max(float v) const { return v > hi ? v : hi; }
};

inline __host__ __device__ float3 max(float3 a, float3 b) {
  return make_float3(fmaxf(a.x, b.x), fmaxf(a.y, b.y), fmaxf(a.z, b.z));
}

template <class T> __device__ T atomicMaxOf(T *p, T v) { return atomicMax(p, v); }

__device__ float atomicMax(float *address, float val, int tag);

__global__ void k(float3 *v, float *f, int *p) {
  Stats s{1.f};
  v[0] = max(v[0], v[1]);
  f[0] = util::max(f[0], s.max(f[1]));
  atomicMaxOf(p, 3);
  atomicMax(p, max(p[0], 1));
}
