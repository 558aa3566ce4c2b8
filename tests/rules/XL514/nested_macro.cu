// Used inside another (object-like) macro: that macro's uses are checked in turn.
#if defined(__CUDA_ARCH__)
#define Q __device__
#elif 1
#define Q
#endif
#define QI Q inline
// CHECK: XL513 note L2 `__CUDA_ARCH__`
// CHECK: XL514 note L5:9 `Q` is __device__ under __CUDA_ARCH__ (nested_macro.cu:3)

QI int f(int x) { return x + 1; }
template <typename T> QI T twice(T x) { return x + x; }
__global__ void k(int* p) { p[0] = f(1) + twice(2); }
