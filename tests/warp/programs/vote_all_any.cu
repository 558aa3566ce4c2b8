// __all_sync / __any_sync with a predicate that differs between warps.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void votes(const int *x, int *all, int *any) {
    int tid = threadIdx.x;
    int p = x[tid] > 10;
    all[tid] = __all_sync(0xffffffff, p);
    any[tid] = __any_sync(0xffffffff, x[tid] > 40);
}

int main() {
    int h[128], *dx, *da, *dn, a[128], n[128];
    for (int i = 0; i < 128; ++i) h[i] = (i / 32) % 2 == 0 ? 11 + i % 30 : i % 45;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&da, sizeof(a));
    cudaMalloc(&dn, sizeof(n));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    votes<<<1, 128>>>(dx, da, dn);
    cudaMemcpy(a, da, sizeof(a), cudaMemcpyDeviceToHost);
    cudaMemcpy(n, dn, sizeof(n), cudaMemcpyDeviceToHost);
    for (int w = 0; w < 4; ++w) printf("warp %d: all %d any %d\n", w, a[w * 32 + 5], n[w * 32 + 5]);
    return 0;
}
