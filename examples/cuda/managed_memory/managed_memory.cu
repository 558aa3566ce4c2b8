// managed_memory: unified memory two ways: a __managed__ global variable (a running total the host
// reads directly after synchronising) and a cudaMallocManaged array touched by host and device.
// Inputs: data[i] = i % 9 for N = 100000; the kernel squares each element and adds it to total.
// Output: "name: value" lines.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                       \
    do {                                                                                       \
        cudaError_t err_ = (call);                                                             \
        if (err_ != cudaSuccess) {                                                             \
            fprintf(stderr, "CUDA error: %s failed at %s:%d: %s\n", #call, __FILE__, __LINE__, \
                    cudaGetErrorString(err_));                                                 \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

__managed__ unsigned long long total;

__global__ void square_and_total(int *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        data[i] = data[i] * data[i];
        atomicAdd(&total, (unsigned long long)data[i]);
    }
}

int main() {
    const int n = 100000;
    int *data;
    CUDA_CHECK(cudaMallocManaged(&data, n * sizeof(int)));
    unsigned long long expected = 0;
    for (int i = 0; i < n; ++i) {
        data[i] = i % 9;
        expected += (unsigned long long)(i % 9) * (i % 9);
    }
    total = 0;
    square_and_total<<<(n + 255) / 256, 256>>>(data, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    printf("n: %d\n", n);
    printf("data[8]: %d\n", data[8]);
    printf("data[n-1]: %d\n", data[n - 1]);
    printf("total: %llu\n", total);
    printf("expected: %llu\n", expected);
    CUDA_CHECK(cudaFree(data));
    return total == expected ? 0 : 1;
}
