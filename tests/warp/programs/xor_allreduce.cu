// Butterfly all-reduce, unrolled: every lane gets its warp's maximum with __shfl_xor_sync.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void warp_max(const int *x, int *out) {
    int v = x[threadIdx.x];
    v = max(v, __shfl_xor_sync(0xffffffff, v, 16));
    v = max(v, __shfl_xor_sync(0xffffffff, v, 8));
    v = max(v, __shfl_xor_sync(0xffffffff, v, 4));
    v = max(v, __shfl_xor_sync(0xffffffff, v, 2));
    v = max(v, __shfl_xor_sync(0xffffffff, v, 1));
    out[threadIdx.x] = v;
}

int main() {
    int h[128], *dx, *dout;
    for (int i = 0; i < 128; ++i) h[i] = (i * 53) % 97;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    warp_max<<<1, 128>>>(dx, dout);
    cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; i += 10) printf("out[%d]: %d\n", i, h[i]);
    return 0;
}
