// Negative: the host branch already names an execution space; nothing to do.
#ifdef __HIP_DEVICE_COMPILE__
#define Q __device__
#else
#define Q __host__
#endif
// CHECK: XL513 note L2 `__CUDA_ARCH__`

Q inline int f(int x) { return x + 1; }
