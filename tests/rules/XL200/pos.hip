#include <xlate/compat32.h> // #include <hip/hip_runtime.h>
__global__ void k(int *out) {
    out[threadIdx.x] = xlate_c32::shfl_xor_sync(xlate_c32::activemask(), out[threadIdx.x], 1);
}
