// Blocks of 48 threads: the second warp of each block has 16 threads, yet the code passes the full
// mask 0xffffffff (common in real code; CUDA hardware applies it to the threads that exist).
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void partial(const int *x, int *total, int *first) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned b = __ballot_sync(0xffffffff, x[i] % 3 == 0);
    int v = __shfl_sync(0xffffffff, x[i], 0);
    if ((threadIdx.x & 31) == 0) atomicAdd(total, __popc(b));
    first[i] = v;
}

int main() {
    const int n = 144;
    int h[n], *dx, *dt, *df, total = 0;
    for (int i = 0; i < n; ++i) h[i] = (i * 17) % 10;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dt, sizeof(int));
    cudaMalloc(&df, sizeof(h));
    cudaMemset(dt, 0, sizeof(int));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    partial<<<3, 48>>>(dx, dt, df);
    cudaMemcpy(&total, dt, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(h, df, sizeof(h), cudaMemcpyDeviceToHost);
    printf("multiples of 3: %d\n", total);
    for (int i = 0; i < n; i += 11) printf("first[%d]: %d\n", i, h[i]);
    return 0;
}
