#include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(int *out) {
    auto tile = cg::tiled_partition<16>(cg::this_thread_block());
    out[threadIdx.x] = tile.thread_rank();
}
