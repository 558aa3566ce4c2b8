// Cooperative groups: block, static tiles of 16 with shuffles and ballots, dynamic tiles of 8.
#include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tiles(int* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  int v = static_cast<int>(block.thread_rank());
  int sum = v;
  for (int off = 8; off > 0; off /= 2) sum += t16.shfl_down(sum, off);
  int first = t16.shfl(v, 0);
  unsigned long long b = t16.ballot(v % 2 == 0);
  block.sync();
  cg::thread_group t8 = cg::tiled_partition(block, 8);
  t8.sync();
  int* o = out + v * 6;
  o[0] = sum;
  o[1] = first;
  o[2] = static_cast<int>(b);
  o[3] = static_cast<int>(t16.meta_group_rank());
  o[4] = static_cast<int>(t8.meta_group_rank() * 100 + t8.thread_rank());
  o[5] = t16.all(v >= 0) + 2 * t16.any(v == 17);
}

int main() {
  const int n = 96;
  int* d;
  hipMalloc(&d, n * 6 * sizeof(int));
  hipLaunchKernelGGL(tiles, dim3(1), dim3(n), 0, 0, d);
  int h[n * 6];
  hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  for (int t = 0; t < n; ++t)
    printf("%d %d %x %d %d %d\n", h[t * 6], h[t * 6 + 1], h[t * 6 + 2], h[t * 6 + 3], h[t * 6 + 4],
           h[t * 6 + 5]);
  return 0;
}
