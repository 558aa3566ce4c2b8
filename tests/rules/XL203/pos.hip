#include <xlate/int_intrinsics.h>
#line 1
#include <xlate/compat32.h>
#line 1
__global__ void k(int *out) {  // CHECK: XL200 note L2:18 no free line at file scope before this use
    unsigned b = xlate_c32::ballot_sync(xlate_c32::activemask(), out[threadIdx.x] > 0);  // CHECK: XL203 note L2:14 lane set stored in `unsigned b`: 32 bits, as
    out[threadIdx.x] = xlate_popc(b);  // CHECK: XL203 note L3:24 __popc of a lane set: 32-bit in CUDA and in
}
