// Used inside another macro that qualifies a variable: refused.
#ifdef __CUDA_ARCH__
#define Q __device__
#else
#define Q
#endif
#define QV static Q
// CHECK: XL513 note L2 `__CUDA_ARCH__`
// CHECK: XL514 warning L5:9 through macro `QV` (nested_variable.cu:7): it qualifies something other than a function (`=` before any parameter list) at nested_variable.cu:11

QV int counter = 0;
__global__ void k(int* p) { p[0] = 1; }
