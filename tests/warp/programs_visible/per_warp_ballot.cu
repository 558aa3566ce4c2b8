// issue 20 class 1: one ballot count per warp, stored by lane 0 at the warp's index; the host reads n/32.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void per_warp_ballot(const int *x, int *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    int warp = i >> 5;
    unsigned m = __ballot_sync(~0u, x[i] > 2);
    if (lane == 0) out[warp] = __popc(m);
}

int main() {
    const int n = 256;
    int h[n], *dx, *dout, r[n / 32];
    for (int i = 0; i < n; ++i) h[i] = (i * 7 + i / 32) % 5;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(r));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    per_warp_ballot<<<2, 128>>>(dx, dout);
    cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost);
    for (int w = 0; w < n / 32; ++w) printf("warp %d: %d\n", w, r[w]);
    return 0;
}
