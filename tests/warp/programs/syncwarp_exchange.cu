// __syncwarp: warps of even index exchange values through shared memory; odd warps copy.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void exchange(const int *x, int *out) {
    __shared__ int buf[128];
    int tid = threadIdx.x;
    int lane = tid % 32;
    int warp = tid / 32;
    if (warp % 2 == 0) {
        buf[tid] = x[tid] * 2;
        __syncwarp();
        out[tid] = buf[warp * 32 + (31 - lane)];
    } else {
        out[tid] = x[tid];
    }
}

int main() {
    int h[128], *dx, *dout;
    for (int i = 0; i < 128; ++i) h[i] = i * 3 + 1;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    exchange<<<1, 128>>>(dx, dout);
    cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; i += 9) printf("out[%d]: %d\n", i, h[i]);
    return 0;
}
