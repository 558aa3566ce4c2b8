__global__ void k(int *buf) {  // CHECK: XL200 note L5:9 no free line at file scope before this use
    int lane = threadIdx.x & 31;  // CHECK: XL201 note L2:30 `threadIdx.x & 31` computes a lane index for
    if (lane < 16) {
        buf[lane] = 1;
        __syncwarp();  // CHECK: XL212 error L5:9 __syncwarp() inside a branch that splits the
    } else {
        __syncwarp();  // CHECK: XL212 error L7:9 __syncwarp() inside an else branch: compat32
        buf[lane] = buf[lane - 16];
    }
}
