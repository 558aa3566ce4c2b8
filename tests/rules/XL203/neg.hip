#include <xlate/int_intrinsics.h>
#line 1
__global__ void k(int *out, unsigned x) {
    unsigned long long b = 5;
    out[threadIdx.x] = xlate_popc(x) + (int)b;
}
