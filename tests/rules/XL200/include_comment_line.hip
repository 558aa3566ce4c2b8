#include <xlate/compat32.h> // a kernel with a vote
__global__ void k(int *o) { o[threadIdx.x] = xlate_c32::any_sync(0xffffffff, o[threadIdx.x]); }  // CHECK: XL202 note L2:57 full 32-lane mask `0xffffffff` passed to
