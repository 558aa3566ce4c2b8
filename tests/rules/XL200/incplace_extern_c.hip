#define N_ITEMS 64
#include <xlate/compat32.h>
#line 2
extern "C" {
__global__ void vote(int *o) { o[threadIdx.x] = xlate_c32::ballot_sync(0xffffffff, o[threadIdx.x] > 0); }  // CHECK: XL200 note L3:49 inserted as a new line before line 2  // CHECK: XL202 note L3:63 full 32-lane mask
static_assert(__LINE__ == 4, "the translation keeps the input's line numbers");
}
