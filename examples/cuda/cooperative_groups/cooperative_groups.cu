// cooperative_groups: block-wide sum with cooperative groups: the block is split into tiles of 16
// threads (cg::tiled_partition<16>), each tile reduces with cg::reduce, tile leaders combine through
// shared memory, and thread_block::sync() replaces __syncthreads().
// Inputs: x[i] = (i % 23) - 11 for N = 65536 ints; 256 threads per block.
// Output: "name: value" lines (the total and a few per-block sums).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define CUDA_CHECK(call)                                                                       \
    do {                                                                                       \
        cudaError_t err_ = (call);                                                             \
        if (err_ != cudaSuccess) {                                                             \
            fprintf(stderr, "CUDA error: %s failed at %s:%d: %s\n", #call, __FILE__, __LINE__, \
                    cudaGetErrorString(err_));                                                 \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

#define BLOCK 256
#define TILE 16

__global__ void cg_block_sum(const int *x, int *block_sums, int n) {
    __shared__ int tile_sums[BLOCK / TILE];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
    int i = block.group_index().x * block.num_threads() + block.thread_rank();
    int v = (i < n) ? x[i] : 0;
    int tsum = cg::reduce(tile, v, cg::plus<int>());
    if (tile.thread_rank() == 0) tile_sums[tile.meta_group_rank()] = tsum;
    block.sync();
    if (block.thread_rank() == 0) {
        int s = 0;
        for (unsigned int t = 0; t < tile.meta_group_size(); ++t) s += tile_sums[t];
        block_sums[block.group_index().x] = s;
    }
}

int main() {
    const int n = 65536;
    const int blocks = n / BLOCK;
    std::vector<int> x(n), sums(blocks);
    long long expected = 0;
    for (int i = 0; i < n; ++i) {
        x[i] = (i % 23) - 11;
        expected += x[i];
    }
    int *d_x, *d_sums;
    CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_sums, blocks * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_x, x.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    cg_block_sum<<<blocks, BLOCK>>>(d_x, d_sums, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(sums.data(), d_sums, blocks * sizeof(int), cudaMemcpyDeviceToHost));
    long long total = 0;
    for (int b = 0; b < blocks; ++b) total += sums[b];
    printf("n: %d\n", n);
    printf("block_sum[0]: %d\n", sums[0]);
    printf("block_sum[1]: %d\n", sums[1]);
    printf("block_sum[last]: %d\n", sums[blocks - 1]);
    printf("total: %lld\n", total);
    printf("expected: %lld\n", expected);
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_sums));
    return total == expected ? 0 : 1;
}
