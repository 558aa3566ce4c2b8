#ifdef USE_WARP  // CHECK: XL200 error L1:1 no line of this file can hold

__global__ void k(int *o) { o[threadIdx.x] = xlate_c32::ballot_sync(0xffffffff, 1); }  // CHECK: XL202 note L3:60 full 32-lane mask `0xffffffff` passed to
#endif  // ARGS: -D USE_WARP
