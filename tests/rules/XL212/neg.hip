#include <xlate/compat32.h>
#line 1
__global__ void k(int *buf) {  // CHECK: XL200 note L5:9 no free line at file scope before this use
    int warp = threadIdx.x / 32;  // CHECK: XL201 note L2:30 `threadIdx.x / 32` computes a warp index for
    if (warp == 0) {
        buf[threadIdx.x] = 1;
        xlate_c32::syncwarp();
    }
}
