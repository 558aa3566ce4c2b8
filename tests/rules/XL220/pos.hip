#include <xlate/compat32.h> // MODE: native64
#include <xlate/int_intrinsics.h>
#line 2
__global__ void total(const int *x, int *out) {  // CHECK: XL220 note L2:47 kernel total: rewritten for the wavefront width
    unsigned long long b = __ballot_sync(xlate_n64::full_mask(), x[blockIdx.x * blockDim.x + threadIdx.x] > 0);  // CHECK: XL203 note L3:14 b now holds a 64-lane set (unsigned long long)  // CHECK: XL202 note L3:32 full 32-lane mask `0xffffffff` passed to
    if ((threadIdx.x & (warpSize - 1)) == 0) atomicAdd(out, xlate_popcll(b));  // CHECK: XL201 note L4:24 `threadIdx.x & 31` now computes the lane index  // CHECK: XL203 note L4:49 __popc of a 64-lane set becomes __popcll
}
