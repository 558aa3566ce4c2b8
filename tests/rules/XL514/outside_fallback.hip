// Random123's shape (features/nvccfeatures.h + gccfeatures.h): `__device__` under __CUDA_ARCH__ behind
// an #ifndef guard, and the host pass's empty definition a fallback outside the conditional. Not
// covered: which definition each pass sees depends on the include order; a warning names the macro.
#ifdef __HIP_DEVICE_COMPILE__
#ifndef R_DEVICE
#define R_DEVICE __device__
#endif
#endif

#ifndef R_DEVICE
#define R_DEVICE
#endif
// CHECK: XL513 note L4 `__CUDA_ARCH__`
// CHECK: XL514 warning L11:9 macro `R_DEVICE` left as written: it is __device__ under __CUDA_ARCH__ (outside_fallback.cu:6) and has no execution space in the host pass, but its host-pass definition lies outside

R_DEVICE inline int f(int x) { return x + 1; }
