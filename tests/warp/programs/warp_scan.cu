// Inclusive warp scan with __shfl_up_sync, the warp total broadcast from lane 31.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void warp_scan(const int *x, int *scan, int *total) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    int v = x[i];
    for (int o = 1; o < 32; o *= 2) {
        int up = __shfl_up_sync(0xffffffff, v, o);
        if (lane >= o) v += up;
    }
    scan[i] = v;
    total[i] = __shfl_sync(0xffffffff, v, 31);
}

int main() {
    const int n = 256;
    int h[n], *dx, *ds, *dt;
    for (int i = 0; i < n; ++i) h[i] = i % 5 + 1;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&ds, sizeof(h));
    cudaMalloc(&dt, sizeof(h));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    warp_scan<<<2, 128>>>(dx, ds, dt);
    int s[n], t[n];
    cudaMemcpy(s, ds, sizeof(s), cudaMemcpyDeviceToHost);
    cudaMemcpy(t, dt, sizeof(t), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 13) printf("scan[%d]: %d total: %d\n", i, s[i], t[i]);
    return 0;
}
