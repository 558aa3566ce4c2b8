#include <cstdio>
#include <xlate/compat32.h> // #include <hip/hip_runtime.h>
__global__ void k(int *o) { o[threadIdx.x] = xlate_c32::shfl_sync(0xffffffff, o[threadIdx.x], 0); }  // CHECK: XL202 note L3:58 full 32-lane mask `0xffffffff` passed to
