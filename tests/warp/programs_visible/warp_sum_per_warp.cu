// A shuffle reduction stored per warp (lane 0 stores at the warp index), and the warp count from blockDim.
#include <cstdio>
#include <cuda_runtime.h>

static __device__ int warp_sum(int v) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
    return v;
}

static __global__ void sums(const int *x, int *out) {
    int tid = threadIdx.x;
    int v = warp_sum(x[blockIdx.x * blockDim.x + tid]);
    int warps = blockDim.x / 32;
    if ((tid & 31) == 0) out[blockIdx.x * warps + tid / 32] = v;
}

int main() {
    const int n = 256;
    int h[n], *dx, *dout, r[n / 32];
    for (int i = 0; i < n; ++i) h[i] = (i * i) % 17;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(r));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    sums<<<4, 64>>>(dx, dout);
    cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost);
    for (int w = 0; w < n / 32; ++w) printf("sum %d: %d\n", w, r[w]);
    return 0;
}
