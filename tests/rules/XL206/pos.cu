__global__ void k(float *out) {  // CHECK: XL200 error L1:1 no line of this file can hold
    __shared__ float buf[warpSize];  // CHECK: XL206 note L2:26 warpSize used as an array size: HIP >= 7's
    buf[threadIdx.x % warpSize] = 1.0f;
    out[0] = buf[0];
}
