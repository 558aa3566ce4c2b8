// this_thread_block(): thread_rank/size/group_index/thread_index with a 3-D block, block.sync() as the
// barrier between a shared-memory write and a neighbour's read.
#include "ct.cuh"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void ranks(int* out) {
  __shared__ int s[4 * 4 * 8];
  cg::thread_block b = cg::this_thread_block();
  int r = b.thread_rank();
  s[r] = r * r;
  b.sync();
  int g = b.group_index().x + gridDim.x * b.group_index().y;
  int base = g * (int)b.size() * 3;
  out[base + 3 * r] = s[(r + 1) % b.size()];
  out[base + 3 * r + 1] = b.thread_index().x + 10 * b.thread_index().y + 100 * b.thread_index().z;
  out[base + 3 * r + 2] = (int)b.size();
}

int main() {
  const int per = 4 * 4 * 8, blocks = 6, n = per * blocks * 3;
  int* h = new int[n];
  int* d;
  CT_CHECK(cudaMalloc(&d, n * sizeof(int)));
  ranks<<<dim3(3, 2), dim3(4, 4, 8)>>>(d);
  CT_CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
  ct_print_i("out", h, n);
  return 0;
}
