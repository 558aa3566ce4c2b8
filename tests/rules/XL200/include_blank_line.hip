#include <cstdio>
#include <xlate/compat32.h>
__global__ void k(int *o) { o[threadIdx.x] = xlate_c32::warpSize; }
