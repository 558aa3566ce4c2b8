#include <xlate/compat32.h>
#line 1
__global__ void k(int *o) { o[threadIdx.x] = xlate_c32::ballot_sync(0xffffffff, 1); }  // CHECK: XL200 note L1:46 no free line at file scope before this use  // CHECK: XL202 note L1:60 full 32-lane mask `0xffffffff` passed to
