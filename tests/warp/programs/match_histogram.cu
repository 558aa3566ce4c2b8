// Warp-aggregated histogram: lanes with the same bin elect a leader (__match_any_sync) that adds
// the group's count with one atomicAdd.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void histogram(const int *keys, int n, int *bins) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int key = i < n ? keys[i] : -1;
    unsigned peers = __match_any_sync(0xffffffff, key);
    int lane = threadIdx.x & 31;
    int leader = __ffs(peers) - 1;
    if (key >= 0 && lane == leader) atomicAdd(&bins[key], __popc(peers));
}

int main() {
    const int n = 500;
    int h[n], *dk, *db, bins[8];
    for (int i = 0; i < n; ++i) h[i] = (i * i + 7 * i) % 8;
    cudaMalloc(&dk, sizeof(h));
    cudaMalloc(&db, sizeof(bins));
    cudaMemset(db, 0, sizeof(bins));
    cudaMemcpy(dk, h, sizeof(h), cudaMemcpyHostToDevice);
    histogram<<<4, 128>>>(dk, n, db);
    cudaMemcpy(bins, db, sizeof(bins), cudaMemcpyDeviceToHost);
    for (int b = 0; b < 8; ++b) printf("bin %d: %d\n", b, bins[b]);
    return 0;
}
