// The code defines nvcc's macro itself (say, to emulate the device pass on a host compiler): the
// definition is kept, with a warning; the test of it is rewritten
#if !defined(__CUDA_ARCH__) && defined(MY_HOST_EMULATION)  // CHECK: XL513 note L3:14
#undef __CUDA_ARCH__  // CHECK: XL513 warning L4:8 `#undef __CUDA_ARCH__` kept
#define __CUDA_ARCH__ 0  // CHECK: XL513 warning L5:9 `#define __CUDA_ARCH__` kept
#endif
