// Warp-striped arrangements: hipCUB's warp is the 64-lane wavefront, CUB's 32 lanes (warnings).
#include <cub/cub.cuh>

__global__ void k(const int* in, int* out) {
  typedef cub::BlockExchange<int, 128, 4> Exchange;
  __shared__ typename Exchange::TempStorage t;
  int v[4];
  cub::LoadDirectWarpStriped(threadIdx.x, in, v);
  Exchange(t).WarpStripedToBlocked(v);
  for (int i = 0; i < 4; ++i) v[i] += 1;
  Exchange(t).BlockedToWarpStriped(v);
  cub::StoreDirectWarpStriped(threadIdx.x, out, v);
  cub::StoreDirectBlocked(threadIdx.x, out + 512, v);
}
