// Block reduction: warp sums into a per-warp shared array warp_sums[32], then warp 0 reduces them.
#include <cstdio>
#include <cuda_runtime.h>

static __device__ float warp_reduce(float v) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    return v;
}

static __global__ void block_reduce(const float *x, float *out) {
    __shared__ float warp_sums[32];
    int tid = threadIdx.x;
    int lane = tid & 31;
    int warp = tid / 32;
    float v = warp_reduce(x[blockIdx.x * blockDim.x + tid]);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < blockDim.x / 32 ? warp_sums[lane] : 0.0f;
        v = warp_reduce(v);
        if (lane == 0) out[blockIdx.x] = v;
    }
}

int main() {
    const int threads = 256, blocks = 3, n = threads * blocks;
    float h[n], *dx, *dout, r[blocks];
    for (int i = 0; i < n; ++i) h[i] = (float)(i % 17) * 0.5f;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(r));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    block_reduce<<<blocks, threads>>>(dx, dout);
    cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; ++b) printf("block %d: %.1f\n", b, r[b]);
    return 0;
}
