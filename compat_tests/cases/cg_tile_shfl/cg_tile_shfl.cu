// Cooperative groups: tiled_partition<32> of the block, tile.shfl_down reduction, tile.shfl broadcast
// from rank 0, meta_group_rank as the warp number.
#include "ct.cuh"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tile_sums(const int* v, int* sums, int* bcast) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + block.thread_rank();
  int x = v[i];
  for (int off = tile.size() / 2; off > 0; off /= 2) x += tile.shfl_down(x, off);
  int total = tile.shfl(x, 0);
  bcast[i] = total;
  if (tile.thread_rank() == 0) sums[blockIdx.x * tile.meta_group_size() + tile.meta_group_rank()] = x;
}

int main() {
  const int n = 512;
  int h[n], s[n / 32], b[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 53) % 61 - 30;
  int *dv, *ds, *db;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&ds, sizeof s));
  CT_CHECK(cudaMalloc(&db, sizeof b));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  tile_sums<<<4, 128>>>(dv, ds, db);
  CT_CHECK(cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  ct_print_i("sums", s, n / 32);
  ct_print_i("bcast", b, n);
  return 0;
}
