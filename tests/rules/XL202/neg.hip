__global__ void k(int *out) {  // CHECK: XL200 error L1:1 no line of this file can hold
    unsigned m = xlate_c32::activemask();  // CHECK: XL203 note L2:14 lane set stored in `unsigned m`: 32 bits, as
    out[threadIdx.x] = xlate_c32::shfl_sync(m, out[threadIdx.x], 0);
}
