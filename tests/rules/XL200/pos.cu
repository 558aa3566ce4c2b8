#include <cuda_runtime.h>
__global__ void k(int *out) {
    out[threadIdx.x] = __shfl_xor_sync(__activemask(), out[threadIdx.x], 1);
}
