// Warp-striped arrangements: hipCUB's warp is the 64-lane wavefront, CUB's 32 lanes (warnings).
#include <xlate/hipcub.hpp>

__global__ void k(const int* in, int* out) {
  typedef hipcub::BlockExchange<int, 128, 4> Exchange;
  __shared__ typename Exchange::TempStorage t;
  int v[4];
  hipcub::LoadDirectWarpStriped(threadIdx.x, in, v);
  Exchange(t).WarpStripedToBlocked(v);
  for (int i = 0; i < 4; ++i) v[i] += 1;
  Exchange(t).BlockedToWarpStriped(v);
  hipcub::StoreDirectWarpStriped(threadIdx.x, out, v);
  hipcub::StoreDirectBlocked(threadIdx.x, out + 512, v);
}
