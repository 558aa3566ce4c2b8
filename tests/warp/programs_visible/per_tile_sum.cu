// issue 20 class 2: per-tile results of cg::tiled_partition<32> reductions, written per tile.
#include <cstdio>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

static __global__ void per_tile_sum(const int *x, int *out) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int v = x[blockIdx.x * blockDim.x + threadIdx.x];
    for (int o = tile.size() / 2; o > 0; o /= 2) v += tile.shfl_down(v, o);
    if (tile.thread_rank() == 0) out[blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32] = v;
}

int main() {
    const int n = 256;
    int h[n], *dx, *dout, r[n / 32];
    for (int i = 0; i < n; ++i) h[i] = (i * 13) % 11;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(r));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    per_tile_sum<<<2, 128>>>(dx, dout);
    cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost);
    for (int t = 0; t < n / 32; ++t) printf("tile %d: %d\n", t, r[t]);
    return 0;
}
