#include <xlate/compat32.h>
#line 1
__global__ void k(float *out) {  // CHECK: XL200 note L2:30 no free line at file scope before this use
    int lane = threadIdx.x % xlate_c32::warpSize;
    out[lane] = 1.0f;
}
