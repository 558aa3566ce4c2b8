// CUB warp-wide collectives: WarpReduce<int> and WarpScan<int> work on CUDA's 32-thread warps (per-warp
// results for 32-lane groups, whatever the hardware's wavefront width).
#include <cstdio>
#include <cuda_runtime.h>
#include <cub/cub.cuh>

__global__ void warp_ops(const int* in, int* sums, int* scans) {
    typedef cub::WarpReduce<int> WR;
    typedef cub::WarpScan<int> WS;
    __shared__ typename WR::TempStorage rt[4];
    __shared__ typename WS::TempStorage st[4];
    int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    int x = in[threadIdx.x];
    int s = WR(rt[warp]).Sum(x);
    if (lane == 0) sums[warp] = s;
    int inc;
    WS(st[warp]).InclusiveSum(x, inc);
    scans[threadIdx.x] = inc;
}

int main() {
    const int n = 128;
    int h[n];
    for (int i = 0; i < n; ++i) h[i] = (i * 7) % 10 - 3;
    int *d, *sums, *scans;
    cudaMalloc(&d, sizeof(h)); cudaMalloc(&sums, 4 * sizeof(int)); cudaMalloc(&scans, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    warp_ops<<<1, n>>>(d, sums, scans);
    int hs[4];
    cudaMemcpy(hs, sums, sizeof(hs), cudaMemcpyDeviceToHost);
    cudaMemcpy(h, scans, sizeof(h), cudaMemcpyDeviceToHost);
    for (int w = 0; w < 4; ++w) printf("warp %d: sum=%d scan[0]=%d scan[15]=%d scan[31]=%d\n", w, hs[w],
                                       h[w * 32], h[w * 32 + 15], h[w * 32 + 31]);
    return 0;
}
