#include <xlate/compat32.h> // MODE: native64
#include <xlate/int_intrinsics.h> // A kernel native64 keeps in compat32 (its stores depend on the warp partition): the compat32 sync.
__global__ void counts(const int *x, int *buf, int *out) {  // CHECK: XL221 warning L3:58 kept in compat32
    unsigned b = xlate_c32::ballot_sync(0xffffffff, x[threadIdx.x] > 0);  // CHECK: XL203 note L4:14  // CHECK: XL202 note L4:32
    buf[threadIdx.x] = 0; xlate_c32::syncwarp();  // CHECK: XL213 note L5:5 (line 6)
    if ((threadIdx.x & 31) == 0) buf[threadIdx.x + 1] = xlate_popc(b); xlate_c32::syncwarp();  // CHECK: XL213 note L6:5 (line 7)  // CHECK: XL201 note L6:24  // CHECK: XL203 note L6:57
    out[threadIdx.x] = buf[threadIdx.x];
}
