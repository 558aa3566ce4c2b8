// Sub-warp segments: __shfl_down_sync with width 16 reduces each 16-lane segment separately.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void seg_sum(const int *x, int *out) {
    int v = x[threadIdx.x];
    for (int o = 8; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o, 16);
    out[threadIdx.x] = __shfl_sync(0xffffffff, v, 0, 16);
}

int main() {
    int h[128], *dx, *dout;
    for (int i = 0; i < 128; ++i) h[i] = (i * 3) % 13;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    seg_sum<<<1, 128>>>(dx, dout);
    cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; i += 9) printf("out[%d]: %d\n", i, h[i]);
    return 0;
}
