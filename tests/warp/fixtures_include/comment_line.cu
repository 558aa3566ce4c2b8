// a kernel with a vote
__global__ void k(int *o) { o[threadIdx.x] = __any_sync(0xffffffff, o[threadIdx.x]); }
