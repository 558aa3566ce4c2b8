__global__ void k(int *out, int n) {  // CHECK: XL200 error L1:1 no line of this file can hold
    int i = n & 31;
    int lane = threadIdx.x % warpSize;
    out[threadIdx.x] = i + lane;
}
