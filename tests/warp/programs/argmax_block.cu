// Block argmax: (value, index) pairs reduced with two shuffles per step, per-warp winners in a
// shared array, then warp 0 reduces the winners.
#include <cstdio>
#include <cuda_runtime.h>

static __device__ void warp_argmax(int &v, int &idx) {
    for (int o = 16; o > 0; o >>= 1) {
        int ov = __shfl_down_sync(0xffffffff, v, o);
        int oi = __shfl_down_sync(0xffffffff, idx, o);
        if (ov > v || (ov == v && oi < idx)) { v = ov; idx = oi; }
    }
}

static __global__ void argmax(const int *x, int *best) {
    __shared__ int sv[32], si[32];
    int tid = threadIdx.x;
    int lane = tid % 32, warp = tid / 32;
    int v = x[blockIdx.x * blockDim.x + tid], idx = blockIdx.x * blockDim.x + tid;
    warp_argmax(v, idx);
    if (lane == 0) { sv[warp] = v; si[warp] = idx; }
    __syncthreads();
    if (warp == 0) {
        v = lane < blockDim.x / 32 ? sv[lane] : -1;
        idx = lane < blockDim.x / 32 ? si[lane] : 0x7fffffff;
        warp_argmax(v, idx);
        if (lane == 0) best[blockIdx.x] = idx;
    }
}

int main() {
    int h[768], *dx, *db, b[3];
    for (int i = 0; i < 768; ++i) h[i] = (i * 7919) % 1009;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&db, sizeof(b));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    argmax<<<3, 256>>>(dx, db);
    cudaMemcpy(b, db, sizeof(b), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 3; ++i) printf("block %d: argmax %d value %d\n", i, b[i], h[b[i]]);
    return 0;
}
