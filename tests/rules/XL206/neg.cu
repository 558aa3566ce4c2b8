__global__ void k(float *out) {  // CHECK: XL200 error L1:1 no line of this file can hold
    int lane = threadIdx.x % warpSize;
    out[lane] = 1.0f;
}
