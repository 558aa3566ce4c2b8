// The pre-Volta shared-memory reduction: the last warp reduces through a volatile pointer, relying on
// lockstep execution (implicitly warp-synchronous).
#include <cstdio>
#include <cuda_runtime.h>

static __device__ void warp_reduce(volatile int *s, int tid) {
    s[tid] += s[tid + 32];
    s[tid] += s[tid + 16];
    s[tid] += s[tid + 8];
    s[tid] += s[tid + 4];
    s[tid] += s[tid + 2];
    s[tid] += s[tid + 1];
}

static __global__ void reduce(const int *x, int *out) {
    __shared__ int s[128];
    int tid = threadIdx.x;
    s[tid] = x[blockIdx.x * 128 + tid];
    __syncthreads();
    if (tid < 64) s[tid] += s[tid + 64];
    __syncthreads();
    if (tid < 32) warp_reduce(s, tid);
    if (tid == 0) out[blockIdx.x] = s[0];
}

int main() {
    int h[256], *dx, *dout, r[2];
    for (int i = 0; i < 256; ++i) h[i] = (i * 13) % 29;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(r));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    reduce<<<2, 128>>>(dx, dout);
    cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost);
    printf("block 0: %d\nblock 1: %d\n", r[0], r[1]);
    return 0;
}
