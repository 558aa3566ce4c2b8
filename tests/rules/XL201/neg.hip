#include <xlate/compat32.h>
#line 1
__global__ void k(int *out, int n) {  // CHECK: XL200 note L3:30 no free line at file scope before this use
    int i = n & 31;
    int lane = threadIdx.x % xlate_c32::warpSize;
    out[threadIdx.x] = i + lane;
}
