// 2-D blocks: warps are formed from the linear thread id (x fastest); each warp broadcasts the
// value of its lane 5.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void tile(int *out) {
    int linear = threadIdx.y * blockDim.x + threadIdx.x;
    int value = threadIdx.y * 1000 + threadIdx.x;
    out[linear] = __shfl_sync(0xffffffff, value, 5);
}

int main() {
    int h[128], *d;
    cudaMalloc(&d, sizeof(h));
    tile<<<1, dim3(16, 8)>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; i += 7) printf("out[%d]: %d\n", i, h[i]);
    return 0;
}
