// MODE: native64
// a warp sum added by lane 0: kept in compat32 (only the ballot-count idiom is proven invariant)
__device__ int warp_sum(int v) {
    for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);  // CHECK: XL204 note L4:18 shuffle loop over o starts at 16 (half of a  // CHECK: XL202 note L4:59 full 32-lane mask `0xffffffff` passed to
    return v;
}
__global__ void total(const int *x, int *out) {  // CHECK: XL221 warning L7:47 kernel total: kept in compat32 (32-lane warps
    int v = warp_sum(x[blockIdx.x * blockDim.x + threadIdx.x]);
    if ((threadIdx.x & 31) == 0) atomicAdd(out, v);  // CHECK: XL201 note L9:24 `threadIdx.x & 31` computes a lane index for
}
