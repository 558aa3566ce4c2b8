#ifdef USE_WARP  // the include goes on the empty line below: in the same #if branch as the use
#include <xlate/compat32.h>
__global__ void k(int *o) { o[threadIdx.x] = xlate_c32::ballot_sync(0xffffffff, 1); }  // CHECK: XL202 note L3:60 full 32-lane mask `0xffffffff` passed to
#endif  // ARGS: -D USE_WARP
