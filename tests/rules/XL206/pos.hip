#include <xlate/compat32.h>
#line 1
__global__ void k(float *out) {  // CHECK: XL200 note L2:26 no free line at file scope before this use
    __shared__ float buf[xlate_c32::warpSize];  // CHECK: XL206 note L2:26 warpSize used as an array size: HIP >= 7's
    buf[threadIdx.x % xlate_c32::warpSize] = 1.0f;
    out[0] = buf[0];
}
