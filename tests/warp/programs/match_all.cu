// __match_all_sync: warps whose lanes all hold the same key get the full mask and pred = 1.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void uniform(const int *keys, unsigned *mask, int *pred) {
    int tid = threadIdx.x;
    int p = 0;
    unsigned m = __match_all_sync(0xffffffff, keys[tid], &p);
    mask[tid] = m;
    pred[tid] = p;
}

int main() {
    int k[128], *dk, *dp, p[128];
    unsigned *dm, m[128];
    for (int i = 0; i < 128; ++i) k[i] = (i / 32) % 2 == 0 ? 7 : i % 3;
    cudaMalloc(&dk, sizeof(k));
    cudaMalloc(&dm, sizeof(m));
    cudaMalloc(&dp, sizeof(p));
    cudaMemcpy(dk, k, sizeof(k), cudaMemcpyHostToDevice);
    uniform<<<1, 128>>>(dk, dm, dp);
    cudaMemcpy(m, dm, sizeof(m), cudaMemcpyDeviceToHost);
    cudaMemcpy(p, dp, sizeof(p), cudaMemcpyDeviceToHost);
    for (int w = 0; w < 4; ++w) printf("warp %d: mask %08x pred %d\n", w, m[w * 32 + 3], p[w * 32 + 3]);
    return 0;
}
