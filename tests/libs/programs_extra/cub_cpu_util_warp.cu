// CUB's thread and warp utilities in a kernel: LaneId, WarpId, the lane masks, RowMajorTid, and the
// shuffles ShuffleIndex / ShuffleUp / ShuffleDown over logical warps of 4, 8 and 32 lanes, of an int, a
// double and a 12-byte struct (moved in several words). The block has 96 threads (at a 64-lane
// wavefront its second warp has 32 lanes). Each thread prints one line:
//   t lane warp rowmajor lt le gt ge idx4 idx8 idx32 up8 down8 upclamp8 downclamp8 dbl32 s.a s.b s.c
#include <cstdio>
#include <cub/cub.cuh>

struct Three {
  int a;
  float b;
  int c;
};

constexpr int N = 96;
constexpr int F = 20;

__global__ void warp_kernel(long long *out) {
  int t = threadIdx.x + threadIdx.y * blockDim.x;
  int v = 1000 + 7 * t;
  long long *o = out + t * F;
  o[0] = t;
  o[1] = cub::LaneId();
  o[2] = cub::WarpId();
  o[3] = cub::RowMajorTid(blockDim.x, blockDim.y, 1);
  o[4] = (long long)cub::LaneMaskLt();
  o[5] = (long long)cub::LaneMaskLe();
  o[6] = (long long)cub::LaneMaskGt();
  o[7] = (long long)cub::LaneMaskGe();
  o[8] = cub::ShuffleIndex<4>(v, 5, 0xffffffffu);      // lane 5 mod 4 = 1 of each group of 4
  o[9] = cub::ShuffleIndex<8>(v, t % 3, 0xffffffffu);  // a different source per lane
  o[10] = cub::ShuffleIndex<32>(v, 31 - t % 32, 0xffffffffu);
  o[11] = cub::ShuffleUp<8>(v, 3, 0, 0xffffffffu);
  o[12] = cub::ShuffleDown<8>(v, 2, 7, 0xffffffffu);
  o[13] = cub::ShuffleUp<8>(v, 1, 2, 0xffffffffu);    // lanes below 2 + 1 keep their own value
  o[14] = cub::ShuffleDown<8>(v, 1, 5, 0xffffffffu);  // lanes above 5 - 1 keep their own value
  double d = cub::ShuffleIndex<32>(0.5 * v, 7, 0xffffffffu);
  o[15] = (long long)(4 * d);
  Three s = {v, 0.25f * v, -v};
  Three r = cub::ShuffleDown<32>(s, 5, 31, 0xffffffffu);
  o[16] = r.a;
  o[17] = (long long)(4 * r.b);
  o[18] = r.c;
  o[19] = threadIdx.y;
}

int main() {
  long long *d;
  cudaMalloc(&d, N * F * sizeof(long long));
  warp_kernel<<<1, dim3(48, 2)>>>(d);
  long long h[N * F];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int t = 0; t < N; ++t) {
    for (int f = 0; f < F; ++f) printf("%lld%c", h[t * F + f], f + 1 < F ? ' ' : '\n');
  }
  return 0;
}
