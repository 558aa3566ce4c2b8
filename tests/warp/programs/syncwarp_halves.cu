// __syncwarp(mask) for half-warp groups: lanes 0-15 and 16-31 each exchange within their own group.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void halves(int *out) {
    __shared__ int buf[128];
    int tid = threadIdx.x;
    int lane = tid % 32;
    int base = tid - lane;
    if (lane < 16) {
        buf[tid] = tid * 10;
        __syncwarp(0x0000ffff);
        out[tid] = buf[base + (15 - lane)];
    } else {
        buf[tid] = tid * 100;
        __syncwarp(0xffff0000);
        out[tid] = buf[base + 16 + (31 - lane)];
    }
}

int main() {
    int h[128], *d;
    cudaMalloc(&d, sizeof(h));
    halves<<<1, 128>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; i += 7) printf("out[%d]: %d\n", i, h[i]);
    return 0;
}
