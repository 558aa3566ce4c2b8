// Per-warp atomics: every thread with a flag adds 1 to its warp's counter (indexed by a warp id), and a
// __any_sync vote decides which warps record "busy".
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void per_warp_atomic(const int *x, int *counts, int *busy) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int warp = i / 32;
    bool flag = x[i] == 3;
    if (flag) atomicAdd(&counts[warp], 1);
    if (__any_sync(0xffffffff, flag)) busy[i] = 1; else busy[i] = 0;
}

int main() {
    const int n = 192;
    int h[n], *dx, *dc, *db, c[n / 32], b[n];
    for (int i = 0; i < n; ++i) h[i] = (i < 32 || (i >= 96 && i < 128)) ? 1 : (i * 3) % 4;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dc, sizeof(c));
    cudaMalloc(&db, sizeof(b));
    cudaMemset(dc, 0, sizeof(c));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    per_warp_atomic<<<3, 64>>>(dx, dc, db);
    cudaMemcpy(c, dc, sizeof(c), cudaMemcpyDeviceToHost);
    cudaMemcpy(b, db, sizeof(b), cudaMemcpyDeviceToHost);
    for (int w = 0; w < n / 32; ++w) printf("warp %d: count %d busy %d\n", w, c[w], b[w * 32]);
    return 0;
}
