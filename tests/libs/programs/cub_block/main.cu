// CUB block-wide collectives: BlockReduce (sum per block) and BlockScan (exclusive sum, block aggregate).
#include <cstdio>
#include <cuda_runtime.h>
#include <cub/cub.cuh>

const int BLOCK = 128;

__global__ void block_ops(const int* in, int* sums, int* scan, int* totals) {
    typedef cub::BlockReduce<int, BLOCK> Reduce;
    typedef cub::BlockScan<int, BLOCK> Scan;
    __shared__ typename Reduce::TempStorage rtemp;
    __shared__ typename Scan::TempStorage stemp;
    int i = blockIdx.x * BLOCK + threadIdx.x;
    int x = in[i];
    int s = Reduce(rtemp).Sum(x);
    if (threadIdx.x == 0) sums[blockIdx.x] = s;
    int ex, agg;
    Scan(stemp).ExclusiveSum(x, ex, agg);
    scan[i] = ex;
    if (threadIdx.x == 0) totals[blockIdx.x] = agg;
}

int main() {
    const int blocks = 3, n = blocks * BLOCK;
    int h[n];
    for (int i = 0; i < n; ++i) h[i] = (i * 13) % 17 - 8;
    int *d, *sums, *scan, *totals;
    cudaMalloc(&d, sizeof(h)); cudaMalloc(&sums, blocks * sizeof(int)); cudaMalloc(&scan, sizeof(h));
    cudaMalloc(&totals, blocks * sizeof(int));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    block_ops<<<blocks, BLOCK>>>(d, sums, scan, totals);
    int hs[blocks], ht[blocks];
    cudaMemcpy(hs, sums, sizeof(hs), cudaMemcpyDeviceToHost);
    cudaMemcpy(ht, totals, sizeof(ht), cudaMemcpyDeviceToHost);
    cudaMemcpy(h, scan, sizeof(h), cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; ++b)
        printf("block %d: sum=%d total=%d scan[1]=%d scan[64]=%d scan[127]=%d\n", b, hs[b], ht[b], h[b * BLOCK + 1],
               h[b * BLOCK + 64], h[b * BLOCK + 127]);
    return 0;
}
