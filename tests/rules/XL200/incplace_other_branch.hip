#include <xlate/compat32.h>
#line 1
#ifdef NO_WARP_CODE
// a free line, but inside an #if group with an #else: an include here would be inactive for the use
#else
__global__ void k(int *o) { o[threadIdx.x] = xlate_c32::ballot_sync(0xffffffff, 1); }  // CHECK: XL200 note L4:46 inserted as a new line before line 1  // CHECK: XL202 note L4:60 full 32-lane mask
static_assert(__LINE__ == 5, "the translation keeps the input's line numbers");
#endif
