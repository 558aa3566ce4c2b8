#include <xlate/compat32.h>
#line 1
__device__ int sum(int v) {  // CHECK: XL200 note L2:41 no free line at file scope before this use
    for (int o = 1; o < 8; o *= 2) v += xlate_c32::shfl_xor_sync(xlate_c32::activemask(), v, o, 8);
    return v;
}
