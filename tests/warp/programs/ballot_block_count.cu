// Counting with ballots: lane 0 of every warp adds its warp's count of positive values to a total.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void count_positive(const int *x, int n, int *total) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    unsigned votes = __ballot_sync(0xffffffff, i < n && x[i] > 0);
    if (lane == 0) atomicAdd(total, __popc(votes));
}

int main() {
    const int n = 1000;
    int h[1024], *dx, *dt, total = 0;
    for (int i = 0; i < 1024; ++i) h[i] = (i * 31) % 17 - 8;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dt, sizeof(int));
    cudaMemset(dt, 0, sizeof(int));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    count_positive<<<4, 256>>>(dx, n, dt);
    cudaMemcpy(&total, dt, sizeof(int), cudaMemcpyDeviceToHost);
    printf("positive: %d\n", total);
    return 0;
}
