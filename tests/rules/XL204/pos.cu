__device__ int sum(int v) {  // CHECK: XL200 note L2:42 no free line at file scope before this use
    for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(__activemask(), v, o);  // CHECK: XL204 note L2:18 shuffle loop over o starts at 16 (half of a  // CHECK: XL204 note L2:18 shuffle loop over o starts at 16 (half of a
    return v + __shfl_sync(__activemask(), v, 0, 32);  // CHECK: XL204 note L3:50 shuffle width 32 in __shfl_sync: a CUDA warp
}
