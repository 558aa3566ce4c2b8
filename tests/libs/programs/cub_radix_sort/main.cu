// CUB DeviceRadixSort: key-value pairs (float keys, negative values included), descending int keys.
#include <cstdio>
#include <cuda_runtime.h>
#include <cub/cub.cuh>

int main() {
    const int n = 12;
    float hk[n]; int hv[n]; int hi[n];
    for (int i = 0; i < n; ++i) { hk[i] = (float)((i * 5) % 7) - 3.25f; hv[i] = i; hi[i] = (i * 11) % 13 - 6; }
    float *dk, *dk2; int *dv, *dv2, *di, *di2;
    cudaMalloc(&dk, sizeof(hk)); cudaMalloc(&dk2, sizeof(hk)); cudaMalloc(&dv, sizeof(hv)); cudaMalloc(&dv2, sizeof(hv));
    cudaMalloc(&di, sizeof(hi)); cudaMalloc(&di2, sizeof(hi));
    cudaMemcpy(dk, hk, sizeof(hk), cudaMemcpyHostToDevice);
    cudaMemcpy(dv, hv, sizeof(hv), cudaMemcpyHostToDevice);
    cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
    void* temp = nullptr;
    size_t bytes = 0;
    cub::DeviceRadixSort::SortPairs(temp, bytes, dk, dk2, dv, dv2, n);
    cudaMalloc(&temp, bytes);
    cub::DeviceRadixSort::SortPairs(temp, bytes, dk, dk2, dv, dv2, n);
    cudaMemcpy(hk, dk2, sizeof(hk), cudaMemcpyDeviceToHost);
    cudaMemcpy(hv, dv2, sizeof(hv), cudaMemcpyDeviceToHost);
    printf("keys:");
    for (int i = 0; i < n; ++i) printf(" %.2f", hk[i]);
    printf("\nvalues:");
    for (int i = 0; i < n; ++i) printf(" %d", hv[i]);
    cudaFree(temp);
    temp = nullptr;
    cub::DeviceRadixSort::SortKeysDescending(temp, bytes, di, di2, n);
    cudaMalloc(&temp, bytes);
    cub::DeviceRadixSort::SortKeysDescending(temp, bytes, di, di2, n);
    cudaMemcpy(hi, di2, sizeof(hi), cudaMemcpyDeviceToHost);
    printf("\ndesc:");
    for (int i = 0; i < n; ++i) printf(" %d", hi[i]);
    printf("\n");
    return 0;
}
