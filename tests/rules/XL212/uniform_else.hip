#include <xlate/compat32.h> // an else block of a warp-uniform condition (a template constant, a warp index) does not split a warp
template <int order>
__global__ void k(float *buf, int n) {
    __shared__ float s[256];
    int warp = threadIdx.x / 32;  // CHECK: XL201 note L5:30 `threadIdx.x / 32` computes a warp index
    if (order % 2 == 0) {
        buf[threadIdx.x] = 0.f;
    } else {
        s[threadIdx.x] = buf[threadIdx.x];
        xlate_c32::syncwarp();
        buf[threadIdx.x] = s[threadIdx.x ^ 1];
    }
    if (warp == 0) {
        buf[threadIdx.x] += 1.f;
    } else if (n > 4) {
        xlate_c32::syncwarp();
    } else {
        xlate_c32::syncwarp();
    }
    if (n > 2)
        buf[0] = 2.f;
    else {
        xlate_c32::syncwarp();
    }
    if (warp == 1) if (n > 3) buf[1] = 1.f; else { xlate_c32::syncwarp(); }
}
template __global__ void k<3>(float *, int);
