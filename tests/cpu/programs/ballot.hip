// Ballots (64-bit results), votes, active masks and lane masks on a 160-thread block
// (the last warp is partial).
#include <hip/hip_runtime.h>

__global__ void votes(unsigned long long* out) {
  const int t = threadIdx.x;
  const int lane = __lane_id();
  unsigned long long b = __ballot(t % 3 == 0);
  unsigned long long bs = __ballot_sync(__activemask(), lane >= 5);
  int any = __any(t == 70);
  int all = __all(t < 150);
  unsigned long long active = __activemask();
  if (lane == 0) {
    int w = t / warpSize;
    out[w * 6 + 0] = b;
    out[w * 6 + 1] = bs;
    out[w * 6 + 2] = any;
    out[w * 6 + 3] = all;
    out[w * 6 + 4] = active ^ __activemask();  // inside the branch only lane 0 is active
    out[w * 6 + 5] = __popcll(b);
  }
  if (t == 1) out[60] = __lanemask_lt();
  if (t == 3) out[61] = __lanemask_gt();
}

int main() {
  unsigned long long* d;
  hipMalloc(&d, 64 * sizeof(unsigned long long));
  hipMemset(d, 0, 64 * sizeof(unsigned long long));
  hipLaunchKernelGGL(votes, dim3(1), dim3(160), 0, 0, d);
  unsigned long long h[64];
  hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  int warps = (160 + warpSize - 1) / warpSize;
  for (int w = 0; w < warps; ++w)
    printf("%llx %llx %llu %llu %llx %llu\n", h[w * 6], h[w * 6 + 1], h[w * 6 + 2], h[w * 6 + 3],
           h[w * 6 + 4], h[w * 6 + 5]);
  printf("lt %llx gt %llx\n", h[60], h[61]);
  printf("bits %d %d %d %d %u\n", __ffs(0x50), __ffsll(1ll << 40), __clz(1), __clzll(1), __brev(1u));
  return 0;
}
