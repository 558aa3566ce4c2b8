// Warp-striped arrangements: hipCUB's warp is the 64-lane wavefront, CUB's 32 lanes (warnings).
#include <cub/cub.cuh>

__global__ void k(const int* in, int* out) {
  typedef cub::BlockExchange<int, 128, 4> Exchange;
  __shared__ typename Exchange::TempStorage t;
  int v[4];
  cub::LoadDirectWarpStriped(threadIdx.x, in, v);  // CHECK: XL409 warning L8:8 LoadDirectWarpStriped: hipCUB arranges items by
  Exchange(t).WarpStripedToBlocked(v);  // CHECK: XL409 warning L9:15 WarpStripedToBlocked: hipCUB arranges items by
  for (int i = 0; i < 4; ++i) v[i] += 1;
  Exchange(t).BlockedToWarpStriped(v);  // CHECK: XL409 warning L11:15 BlockedToWarpStriped: hipCUB arranges items by
  cub::StoreDirectWarpStriped(threadIdx.x, out, v);  // CHECK: XL409 warning L12:8 StoreDirectWarpStriped: hipCUB arranges items
  cub::StoreDirectBlocked(threadIdx.x, out + 512, v);
}
