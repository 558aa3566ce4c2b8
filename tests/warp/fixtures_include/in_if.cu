#ifdef USE_WARP

__global__ void k(int *o) { o[threadIdx.x] = __ballot_sync(0xffffffff, 1); }
#endif
