// __match_any_sync: lanes of a warp grouped by key; each lane reports its group size and leader.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void groups(const int *keys, int *size, int *leader) {
    int tid = threadIdx.x;
    unsigned peers = __match_any_sync(0xffffffff, keys[tid]);
    size[tid] = __popc(peers);
    leader[tid] = __ffs(peers) - 1;
}

int main() {
    int k[128], *dk, *ds, *dl, s[128], l[128];
    for (int i = 0; i < 128; ++i) k[i] = (i * 5 + i / 32) % 6;
    cudaMalloc(&dk, sizeof(k));
    cudaMalloc(&ds, sizeof(s));
    cudaMalloc(&dl, sizeof(l));
    cudaMemcpy(dk, k, sizeof(k), cudaMemcpyHostToDevice);
    groups<<<1, 128>>>(dk, ds, dl);
    cudaMemcpy(s, ds, sizeof(s), cudaMemcpyDeviceToHost);
    cudaMemcpy(l, dl, sizeof(l), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; i += 7) printf("lane %d: size %d leader %d\n", i, s[i], l[i]);
    return 0;
}
