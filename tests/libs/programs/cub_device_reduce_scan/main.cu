// CUB device-wide reductions and scans with the two-phase temporary-storage protocol.
#include <cstdio>
#include <cuda_runtime.h>
#include <cub/cub.cuh>

__global__ void fill(int* a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = (i * 37) % 101 - 50;
}

int main() {
    const int n = 1000;
    int *d_in, *d_out, *d_scan;
    cudaMalloc(&d_in, n * sizeof(int)); cudaMalloc(&d_out, 4 * sizeof(int)); cudaMalloc(&d_scan, n * sizeof(int));
    fill<<<(n + 255) / 256, 256>>>(d_in, n);
    void* temp = nullptr;
    size_t bytes = 0;
    cub::DeviceReduce::Sum(temp, bytes, d_in, d_out, n);
    cudaMalloc(&temp, bytes);
    cub::DeviceReduce::Sum(temp, bytes, d_in, d_out, n);
    cub::DeviceReduce::Max(temp, bytes, d_in, d_out + 1, n);
    cub::DeviceReduce::Min(temp, bytes, d_in, d_out + 2, n);
    int h_out[4];
    cudaMemcpy(h_out, d_out, 3 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("sum=%d max=%d min=%d\n", h_out[0], h_out[1], h_out[2]);
    cudaFree(temp);
    temp = nullptr;
    cub::DeviceScan::InclusiveSum(temp, bytes, d_in, d_scan, n);
    cudaMalloc(&temp, bytes);
    cub::DeviceScan::InclusiveSum(temp, bytes, d_in, d_scan, n);
    int h[n];
    cudaMemcpy(h, d_scan, sizeof(h), cudaMemcpyDeviceToHost);
    printf("inclusive: %d %d %d %d\n", h[0], h[1], h[499], h[n - 1]);
    cub::DeviceScan::ExclusiveSum(temp, bytes, d_in, d_scan, n);
    cudaMemcpy(h, d_scan, sizeof(h), cudaMemcpyDeviceToHost);
    printf("exclusive: %d %d %d %d\n", h[0], h[1], h[499], h[n - 1]);
    cudaFree(temp); cudaFree(d_in); cudaFree(d_out); cudaFree(d_scan);
    return 0;
}
