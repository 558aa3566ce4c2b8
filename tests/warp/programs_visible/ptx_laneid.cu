// issue 20 class 3: inline PTX reading %laneid in a kernel that also uses warp operations; the lane
// (0..31 in CUDA) is stored per thread together with a broadcast from lane 0 of the warp.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void ptx_laneid(const int *x, int *lanes, int *first) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned lane;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    lanes[i] = lane;
    first[i] = __shfl_sync(0xffffffff, x[i], 0);
}

int main() {
    const int n = 128;
    int h[n], *dx, *dl, *df, l[n], f[n];
    for (int i = 0; i < n; ++i) h[i] = 100 + i;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dl, sizeof(l));
    cudaMalloc(&df, sizeof(f));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    ptx_laneid<<<1, n>>>(dx, dl, df);
    cudaMemcpy(l, dl, sizeof(l), cudaMemcpyDeviceToHost);
    cudaMemcpy(f, df, sizeof(f), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 9) printf("%d: lane %d first %d\n", i, l[i], f[i]);
    return 0;
}
