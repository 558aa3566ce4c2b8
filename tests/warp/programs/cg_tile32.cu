// Cooperative groups: a thread_block_tile<32> reduces with tile.shfl_down and broadcasts.
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

static __global__ void tile_sum(const int *x, int *out) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int v = x[threadIdx.x];
    for (int o = tile.size() / 2; o > 0; o /= 2) v += tile.shfl_down(v, o);
    out[threadIdx.x] = tile.shfl(v, 0) + (int)tile.thread_rank();
}

int main() {
    int h[128], *dx, *dout;
    for (int i = 0; i < 128; ++i) h[i] = i % 9;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    tile_sum<<<1, 128>>>(dx, dout);
    cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; i += 11) printf("out[%d]: %d\n", i, h[i]);
    return 0;
}
