// A condition that tests more than __CUDA_ARCH__: refused, with a warning.
#if defined(__CUDA_ARCH__) && !defined(NO_DEVICE_QUALIFIER)
#define Q __device__
#else
#define Q
#endif
// CHECK: XL513 note L2 `__CUDA_ARCH__`
// CHECK: XL514 warning L5:9 macro `Q` left as written: it is __device__ under __CUDA_ARCH__ (defined_and.cu:3) and has no execution space in the host pass, but one of its definitions depends on a condition that tests more than __CUDA_ARCH__

Q inline int f(int x) { return x + 1; }
__global__ void k(int* p) { p[0] = f(1); }
