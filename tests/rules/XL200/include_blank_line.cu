#include <cstdio>

__global__ void k(int *o) { o[threadIdx.x] = warpSize; }
