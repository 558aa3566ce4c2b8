// issue 20 class 4: warp-aggregated atomics; each thread's rank among the active lanes of its warp
// (rank = __popc(active & ((1u << lane) - 1))) and the per-warp totals are what the program keeps.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void aggregated_rank(const int *x, int *rank, int *per_warp) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    rank[i] = -1;
    if (x[i] % 3 != 0) {
        unsigned active = __activemask();
        int lane = threadIdx.x & 31;
        int leader = __ffs(active) - 1;
        if (lane == leader) atomicAdd(&per_warp[i / 32], __popc(active));
        rank[i] = __popc(active & ((1u << lane) - 1));
    }
}

int main() {
    const int n = 128;
    int h[n], *dx, *dr, *dw, r[n], w[n / 32];
    for (int i = 0; i < n; ++i) h[i] = (i * 5 + 1) % 7;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dr, sizeof(r));
    cudaMalloc(&dw, sizeof(w));
    cudaMemset(dw, 0, sizeof(w));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    aggregated_rank<<<1, n>>>(dx, dr, dw);
    cudaMemcpy(r, dr, sizeof(r), cudaMemcpyDeviceToHost);
    cudaMemcpy(w, dw, sizeof(w), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 5) printf("rank %d: %d\n", i, r[i]);
    for (int k = 0; k < n / 32; ++k) printf("warp %d: %d\n", k, w[k]);
    return 0;
}
