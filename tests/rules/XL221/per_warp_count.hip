#include <xlate/compat32.h> // MODE: native64
#include <xlate/int_intrinsics.h> // issue 20: one ballot count per warp, stored at the warp's index (the host reads n/32 results)
__global__ void per_warp(const int *x, int *out) {  // CHECK: XL221 warning L3:50 kernel per_warp: kept in compat32 (32-lane
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;  // CHECK: XL201 note L5:30 `threadIdx.x & 31` computes a lane index for
    int warp = i >> 5;  // CHECK: XL201 note L6:21 `i >> 5` computes a warp index for 32-lane
    unsigned m = xlate_c32::ballot_sync(~0u, x[i] > 0);  // CHECK: XL203 note L7:14 lane set stored in `unsigned m`: 32 bits, as  // CHECK: XL202 note L7:32 full 32-lane mask `~0u` passed to
    if (lane == 0) out[warp] = xlate_popc(m);  // CHECK: XL203 note L8:32 __popc of a lane set: 32-bit in CUDA and in
}
