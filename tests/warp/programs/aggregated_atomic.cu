// Warp-aggregated atomics: the lowest active lane adds the warp's count, the others get their slot.
#include <cstdio>
#include <cuda_runtime.h>

static __device__ int aggregated_inc(int *counter) {
    unsigned mask = __activemask();
    int lane = threadIdx.x & 31;
    int leader = __ffs(mask) - 1;
    int base = 0;
    if (lane == leader) base = atomicAdd(counter, __popc(mask));
    base = __shfl_sync(mask, base, leader);
    return base + __popc(mask & ((1u << lane) - 1));
}

static __global__ void compact(const int *x, int *out, int *counter, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && x[i] % 3 == 0) {
        int slot = aggregated_inc(counter);
        out[slot] = x[i];
    }
}

int main() {
    const int n = 300;
    int h[n], *dx, *dout, *dc;
    for (int i = 0; i < n; ++i) h[i] = (i * 37) % 101;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMalloc(&dc, sizeof(int));
    cudaMemset(dc, 0, sizeof(int));
    cudaMemset(dout, 0, sizeof(h));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    compact<<<3, 128>>>(dx, dout, dc, n);
    int count = 0, out[n];
    cudaMemcpy(&count, dc, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    long long sum = 0, sq = 0;
    for (int i = 0; i < count; ++i) { sum += out[i]; sq += (long long)out[i] * out[i]; }
    printf("count: %d\n", count);
    printf("sum: %lld\n", sum);
    printf("sumsq: %lld\n", sq);
    return 0;
}
