// `#ifndef __CUDA_ARCH__`: the first branch is the host's.
#ifndef __CUDA_ARCH__
#define HD
#else
#define HD __device__
#endif
// CHECK: XL513 note L2 `__CUDA_ARCH__`
// CHECK: XL514 note L3:9 `HD` is __device__ under __CUDA_ARCH__ (ifndef_form.cu:5)

HD static inline unsigned rotl(unsigned x, int r) { return (x << r) | (x >> (32 - r)); }
__global__ void k(unsigned* p) { p[0] = rotl(p[0], 3); }
