// The macro also qualifies a variable: `__host__` on a variable is an error, so the macro stays as
// written, with a warning (nvcc accepts the code; clang's host pass rejects the kernel's call).
#ifdef __HIP_DEVICE_COMPILE__
#define Q __device__
#else
#define Q
#endif
// CHECK: XL513 note L3 `__CUDA_ARCH__`
// (the warning is at the host definition, line 6; it names the use that refused it)

Q inline int f(int x) { return x + 1; }
Q int table[4];  // CHECK: XL514 warning L6 (`[` before any parameter list) at variable_use.cu:12
__global__ void k(int* p) { p[0] = f(1); }
