__global__ void k(float *out) {  // CHECK: XL200 note L2:30 no free line at file scope before this use
    int lane = threadIdx.x % warpSize;
    out[lane] = 1.0f;
}
