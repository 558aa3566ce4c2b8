// Ballot + popcount: each lane learns how many lanes of its warp have an even value.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void ballot_count(const int *x, int *count, int *rank) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    bool even = (x[i] % 2) == 0;
    unsigned bits = __ballot_sync(0xffffffff, even);
    count[i] = __popc(bits);
    rank[i] = __popc(bits & ((1u << lane) - 1));
}

int main() {
    const int n = 192;
    int h[n], *dx, *dc, *dr;
    for (int i = 0; i < n; ++i) h[i] = (i * i + 3 * (i / 32)) % 7;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dc, sizeof(h));
    cudaMalloc(&dr, sizeof(h));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    ballot_count<<<1, n>>>(dx, dc, dr);
    int c[n], r[n];
    cudaMemcpy(c, dc, sizeof(c), cudaMemcpyDeviceToHost);
    cudaMemcpy(r, dr, sizeof(r), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 7) printf("lane %d: count %d rank %d\n", i, c[i], r[i]);
    return 0;
}
