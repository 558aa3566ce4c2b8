#include <xlate/compat32.h> // MODE: native64
__global__ void per_warp(const int *x, int *out) {  // CHECK: XL221 warning L2:50 kernel per_warp: kept in compat32 (32-lane
    int v = x[threadIdx.x];
    v = max(v, xlate_c32::shfl_xor_sync(0xffffffff, v, 16));  // CHECK: XL202 note L4:32 full 32-lane mask `0xffffffff` passed to  // CHECK: XL204 note L4:47 __shfl_xor_sync with lane/offset 16: a 32-lane
    out[threadIdx.x] = v;
}
