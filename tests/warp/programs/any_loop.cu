// A warp loop that runs while any lane still works (__any_sync), each lane counting its own
// Collatz steps under a guard.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void collatz(const int *start, int *steps) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    long long v = start[tid];
    int count = 0;
    bool active = v != 1;
    while (__any_sync(0xffffffff, active)) {
        if (active) {
            v = (v % 2 == 0) ? v / 2 : 3 * v + 1;
            ++count;
            active = v != 1;
        }
    }
    steps[tid] = count;
}

int main() {
    int h[128], *ds, *dc, c[128];
    for (int i = 0; i < 128; ++i) h[i] = i + 1;
    cudaMalloc(&ds, sizeof(h));
    cudaMalloc(&dc, sizeof(c));
    cudaMemcpy(ds, h, sizeof(h), cudaMemcpyHostToDevice);
    collatz<<<2, 64>>>(ds, dc);
    cudaMemcpy(c, dc, sizeof(c), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; i += 9) printf("steps(%d): %d\n", i + 1, c[i]);
    return 0;
}
