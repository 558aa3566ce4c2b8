__global__ void k(int *buf) {  // CHECK: XL200 error L1:1 no line of this file can hold
    int warp = threadIdx.x / 32;  // CHECK: XL201 note L2:30 `threadIdx.x / 32` computes a warp index for
    if (warp == 0) {
        buf[threadIdx.x] = 1;
        xlate_c32::syncwarp();
    }
}
