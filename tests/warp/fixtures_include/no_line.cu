__global__ void k(int *o) { o[threadIdx.x] = __ballot_sync(0xffffffff, 1); }
