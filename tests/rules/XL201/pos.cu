__global__ void k(int *out) {
    int lane = threadIdx.x & 31;  // CHECK: XL201 note L2:30 `threadIdx.x & 31` computes a lane index for
    int warp = threadIdx.x >> 5;  // CHECK: XL201 note L3:31 `threadIdx.x >> 5` computes a warp index for
    out[threadIdx.x] = lane + warp;
}
