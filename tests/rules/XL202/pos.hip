#define FULL 0xffffffff  // CHECK: XL200 note L3:13 no free line at file scope before this use
#include <xlate/compat32.h>
#line 2
__global__ void k(int *out) {
    int v = xlate_c32::shfl_sync(FULL, out[threadIdx.x], 0);  // CHECK: XL202 note L3:25 full 32-lane mask `FULL` passed to __shfl_sync
    out[threadIdx.x] = v + xlate_c32::any_sync(~0u, v > 3);  // CHECK: XL202 note L4:39 full 32-lane mask `~0u` passed to __any_sync
}
