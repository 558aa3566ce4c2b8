// __reduce_add_sync / __reduce_max_sync (sm_80): per-warp sum and maximum, written by lane 0.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void warp_stats(const int *x, int *sum, int *mx) {
    int tid = threadIdx.x;
    int v = x[tid];
    int s = __reduce_add_sync(0xffffffff, v);
    int m = __reduce_max_sync(0xffffffff, v);
    if ((tid & 31) == 0) {
        sum[tid / 32] = s;
        mx[tid / 32] = m;
    }
}

int main() {
    int h[128], *dx, *ds, *dm, s[4], m[4];
    for (int i = 0; i < 128; ++i) h[i] = (i * 29 + 7) % 50;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&ds, sizeof(s));
    cudaMalloc(&dm, sizeof(m));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    warp_stats<<<1, 128>>>(dx, ds, dm);
    cudaMemcpy(s, ds, sizeof(s), cudaMemcpyDeviceToHost);
    cudaMemcpy(m, dm, sizeof(m), cudaMemcpyDeviceToHost);
    for (int w = 0; w < 4; ++w) printf("warp %d: sum %d max %d\n", w, s[w], m[w]);
    return 0;
}
