#ifndef GUARDED_CUH
#define GUARDED_CUH

__device__ inline int lane_sum(int v) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
    return v;
}
#endif
