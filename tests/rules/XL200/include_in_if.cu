#ifdef USE_WARP  // the include goes on the empty line below: in the same #if branch as the use

__global__ void k(int *o) { o[threadIdx.x] = __ballot_sync(0xffffffff, 1); }  // CHECK: XL202 note L3:60 full 32-lane mask `0xffffffff` passed to
#endif  // ARGS: -D USE_WARP
