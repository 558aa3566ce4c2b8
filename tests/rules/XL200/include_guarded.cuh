#ifndef GUARDED_CUH
#define GUARDED_CUH

__device__ inline int lane_sum(int v) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);  // CHECK: XL204 note L5:18 shuffle loop over o starts at 16 (half of a  // CHECK: XL202 note L5:59 full 32-lane mask `0xffffffff` passed to
    return v;
}
#endif
