// Lane and warp id math: each lane reads its right neighbour within the warp (lane + 1) & 31.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void rotate(int *out) {
    int tid = threadIdx.x;
    int lane = tid & 31;
    int warp = tid >> 5;
    int value = warp * 100 + lane;
    out[tid] = __shfl_sync(0xffffffff, value, (lane + 1) & 31);
}

int main() {
    int h[128], *d;
    cudaMalloc(&d, sizeof(h));
    rotate<<<1, 128>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; i += 5) printf("out[%d]: %d\n", i, h[i]);
    return 0;
}
