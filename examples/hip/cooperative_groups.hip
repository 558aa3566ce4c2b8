// Exercises: cooperative groups from hip/hip_cooperative_groups.h: this_thread_block, a
// tiled_partition<32> reduction with shfl_down, and a grid-wide sync (this_grid().sync()) in a
// kernel launched with hipLaunchCooperativeKernel (checked with hipDeviceAttributeCooperativeLaunch).
#include "check.h"

#include <hip/hip_cooperative_groups.h>

namespace cg = cooperative_groups;

__device__ float tile_sum(cg::thread_block_tile<32> tile, float v) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2) v += tile.shfl_down(v, offset);
  return v;
}

__global__ void block_reduce(const float* x, float* per_block, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ float tile_sums[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = tile_sum(tile, i < n ? x[i] : 0.0f);
  if (tile.thread_rank() == 0) tile_sums[block.thread_rank() / 32] = v;
  block.sync();
  if (block.thread_rank() == 0) {
    float s = 0.0f;
    for (unsigned t = 0; t < block.size() / 32; ++t) s += tile_sums[t];
    per_block[blockIdx.x] = s;
  }
}

__global__ void grid_sync_sum(float* per_block, float* total) {
  cg::grid_group grid = cg::this_grid();
  if (threadIdx.x == 0) per_block[blockIdx.x] = 1.0f;
  grid.sync();  // every block's write is visible after this
  if (grid.thread_rank() == 0) {
    float s = 0.0f;
    for (unsigned b = 0; b < gridDim.x; ++b) s += per_block[b];
    *total = s;
  }
}

int main() {
  int coop = 0;
  CHECK(hipDeviceGetAttribute(&coop, hipDeviceAttributeCooperativeLaunch, 0));
  const int blocks = 8, threads = 256, n = blocks * threads;
  float *x, *per_block, *total;
  CHECK(hipMallocManaged(&x, n * sizeof(float)));
  CHECK(hipMallocManaged(&per_block, blocks * sizeof(float)));
  CHECK(hipMallocManaged(&total, sizeof(float)));
  for (int i = 0; i < n; ++i) x[i] = 1.0f;
  hipLaunchKernelGGL(block_reduce, dim3(blocks), dim3(threads), 0, 0, x, per_block, n);
  CHECK(hipDeviceSynchronize());
  for (int b = 0; b < blocks; ++b) {
    if (per_block[b] != float(threads)) {
      std::printf("FAIL block_reduce block %d: %f\n", b, per_block[b]);
      return 1;
    }
  }
  if (!coop) {
    std::printf("cooperative_groups: block reduce OK; device cannot launch cooperative kernels\n");
    return 0;
  }
  void* args[] = {&per_block, &total};
  CHECK(hipLaunchCooperativeKernel(reinterpret_cast<void*>(grid_sync_sum), dim3(blocks), dim3(threads), args, 0,
                                   0));
  CHECK(hipDeviceSynchronize());
  std::printf("cooperative_groups: %s (grid sum %f)\n", *total == float(blocks) ? "OK" : "FAIL", *total);
  return *total == float(blocks) ? 0 : 1;
}
