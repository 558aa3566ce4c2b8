// 8-byte shuffles: a double warp reduction, lane 0 adds the warp's sum to a global total.
#include <cstdio>
#include <cuda_runtime.h>

static __global__ void dsum(const double *x, double *total) {
    double v = x[blockIdx.x * blockDim.x + threadIdx.x];
    for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(0xffffffff, v, o);
    if ((threadIdx.x & 31) == 0) atomicAdd(total, v);
}

int main() {
    const int n = 512;
    double h[n], *dx, *dt, t = 0.0;
    for (int i = 0; i < n; ++i) h[i] = (double)((i * 11) % 23) * 0.25;
    cudaMalloc(&dx, sizeof(h));
    cudaMalloc(&dt, sizeof(double));
    cudaMemset(dt, 0, sizeof(double));
    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
    dsum<<<4, 128>>>(dx, dt);
    cudaMemcpy(&t, dt, sizeof(double), cudaMemcpyDeviceToHost);
    printf("total: %.2f\n", t);
    return 0;
}
