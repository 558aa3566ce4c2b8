#include <hip/hip_runtime.h>
__global__ void k(int *out) { out[threadIdx.x] = 2 * threadIdx.x; }
