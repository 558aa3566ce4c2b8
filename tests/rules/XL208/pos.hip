#include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(int *out) {
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());  // CHECK: XL208 note L4:21 a cooperative-groups tile of 32 threads: one
    out[threadIdx.x] = tile.thread_rank();
}
