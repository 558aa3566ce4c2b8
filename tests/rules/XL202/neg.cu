__global__ void k(int *out) {  // CHECK: XL200 note L2:18 no free line at file scope before this use
    unsigned m = __activemask();  // CHECK: XL203 note L2:14 lane set stored in `unsigned m`: 32 bits, as
    out[threadIdx.x] = __shfl_sync(m, out[threadIdx.x], 0);
}
