// an else block of a warp-uniform condition (a template constant, a warp index) does not split a warp
template <int order>
__global__ void k(float *buf, int n) {
    __shared__ float s[256];
    int warp = threadIdx.x / 32;  // CHECK: XL201 note L5:30 `threadIdx.x / 32` computes a warp index
    if (order % 2 == 0) {
        buf[threadIdx.x] = 0.f;
    } else {
        s[threadIdx.x] = buf[threadIdx.x];
        __syncwarp();
        buf[threadIdx.x] = s[threadIdx.x ^ 1];
    }
    if (warp == 0) {
        buf[threadIdx.x] += 1.f;
    } else if (n > 4) {
        __syncwarp();
    } else {
        __syncwarp();
    }
    if (n > 2)
        buf[0] = 2.f;
    else {
        __syncwarp();
    }
    if (warp == 1) if (n > 3) buf[1] = 1.f; else { __syncwarp(); }
}
template __global__ void k<3>(float *, int);
