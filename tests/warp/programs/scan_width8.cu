// Segmented inclusive scan: __shfl_up_sync with width 8 scans each group of 8 lanes.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void seg_scan(const int *x, int *out) {
    int v = x[threadIdx.x];
    int seg_lane = threadIdx.x & 7;
    for (int o = 1; o < 8; o <<= 1) {
        int up = __shfl_up_sync(0xffffffff, v, o, 8);
        if (seg_lane >= o) v += up;
    }
    out[threadIdx.x] = v;
}

int main() {
    int h[96], *dx, *dout;
    for (int i = 0; i < 96; ++i) h[i] = (i * 5) % 7 + 1;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    seg_scan<<<1, 96>>>(dx, dout);
    cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 96; i += 5) printf("out[%d]: %d\n", i, h[i]);
    return 0;
}
