#include <xlate/compat32.h>
#line 1
__global__ void k(float *out) {  // CHECK: XL200 note L4:27 no free line at file scope before this use
    __shared__ float partial[32];  // CHECK: XL205 note L2:30 shared array partial[32] sized for 32-lane
    __shared__ float sums[256 / 32];  // CHECK: XL205 note L3:33 shared array sums sized per 32-lane warp
    partial[threadIdx.x % xlate_c32::warpSize] = 1.0f;
    sums[0] = partial[0];
    out[0] = sums[0];
}
