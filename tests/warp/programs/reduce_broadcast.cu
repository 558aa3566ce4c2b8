// Warp reduction by __shfl_down_sync, then the warp's sum broadcast from lane 0 with __shfl_sync.
#include <cstdio>
#include <cuda_runtime.h>

static constexpr int kThreads = 128, kBlocks = 2;

static __device__ int warp_sum(int v) {
    for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffff, v, offset);
    return v;
}

static __global__ void reduce_broadcast(const int *x, int *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int s = warp_sum(x[i]);
    out[i] = __shfl_sync(0xffffffff, s, 0);
}

int main() {
    const int n = kThreads * kBlocks;
    int h[n], *dx, *dout;
    for (int i = 0; i < n; ++i) h[i] = (i * 7) % 11;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    reduce_broadcast<<<kBlocks, kThreads>>>(dx, dout);
    cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 16) printf("out[%d]: %d\n", i, h[i]);
    cudaFree(dx);
    cudaFree(dout);
    return 0;
}
