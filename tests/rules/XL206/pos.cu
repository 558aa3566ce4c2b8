__global__ void k(float *out) {  // CHECK: XL200 note L2:26 no free line at file scope before this use
    __shared__ float buf[warpSize];  // CHECK: XL206 note L2:26 warpSize used as an array size: HIP >= 7's
    buf[threadIdx.x % warpSize] = 1.0f;
    out[0] = buf[0];
}
