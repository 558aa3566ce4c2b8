// Block-wide inclusive scan: warp scans, warp totals in warp_totals[32], warp 0 scans the totals,
// every thread adds its warp's offset.
#include <cstdio>
#include <cuda_runtime.h>

static __device__ int warp_inclusive(int v, int lane) {
    for (int o = 1; o < 32; o *= 2) {
        int up = __shfl_up_sync(0xffffffff, v, o);
        if (lane >= o) v += up;
    }
    return v;
}

static __global__ void block_scan(const int *x, int *out) {
    __shared__ int warp_totals[32];
    int tid = threadIdx.x;
    int lane = tid & 31, warp = tid >> 5;
    int v = warp_inclusive(x[tid], lane);
    if (lane == 31) warp_totals[warp] = v;
    __syncthreads();
    if (warp == 0) {
        int t = lane < blockDim.x / 32 ? warp_totals[lane] : 0;
        t = warp_inclusive(t, lane);
        warp_totals[lane] = t;
    }
    __syncthreads();
    out[tid] = v + (warp > 0 ? warp_totals[warp - 1] : 0);
}

int main() {
    int h[256], *dx, *dout;
    for (int i = 0; i < 256; ++i) h[i] = (i * 3) % 4 + 1;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    block_scan<<<1, 256>>>(dx, dout);
    cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 256; i += 15) printf("out[%d]: %d\n", i, h[i]);
    return 0;
}
