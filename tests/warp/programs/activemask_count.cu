// __activemask in a branch taken by a different number of lanes in each warp.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void active(int *out) {
    int tid = threadIdx.x;
    int lane = tid & 31;
    int warp = tid / 32;
    out[tid] = -1;
    if (lane < 4 + 5 * warp) {
        unsigned m = __activemask();
        out[tid] = __popc(m);
    }
}

int main() {
    int h[128], *d;
    cudaMalloc(&d, sizeof(h));
    active<<<1, 128>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; i += 3) printf("out[%d]: %d\n", i, h[i]);
    return 0;
}
