// warp_reduce: the classic warp-shuffle sum: each 32-lane warp reduces with
// __shfl_down_sync(0xffffffff, v, offset) for offset = 16, 8, 4, 2, 1, lane 0 adds the warp's sum
// to the result with atomicAdd. This is written for CUDA's 32-lane warps on purpose (it is the
// showcase of xlate's warp-size handling): full masks, lane = threadIdx.x & 31, warpSize-sized steps.
// Inputs: x[i] = (i % 10) + 1 for N = 1 << 20 (blocks of 256 threads).
// Output: "name: value" lines.
#include <cstdio>
#include <cstdlib>
#include <vector>
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

__inline__ __device__ int warp_sum(int v) {
    for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffff, v, offset);
    return v;
}

__global__ void warp_reduce_sum(const int *x, unsigned long long *result, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    int v = (i < n) ? x[i] : 0;
    v = warp_sum(v);
    if (lane == 0) atomicAdd(result, (unsigned long long)v);
}

int main() {
    const int n = 1 << 20;
    std::vector<int> x(n);
    unsigned long long expected = 0;
    for (int i = 0; i < n; ++i) {
        x[i] = (i % 10) + 1;
        expected += x[i];
    }
    int *d_x;
    unsigned long long *d_result;
    CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_result, sizeof(unsigned long long)));
    CUDA_CHECK(cudaMemcpy(d_x, x.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_result, 0, sizeof(unsigned long long)));
    warp_reduce_sum<<<n / 256, 256>>>(d_x, d_result, n);
    CUDA_CHECK(cudaGetLastError());
    unsigned long long sum = 0;
    CUDA_CHECK(cudaMemcpy(&sum, d_result, sizeof(sum), cudaMemcpyDeviceToHost));
    printf("n: %d\n", n);
    printf("sum: %llu\n", sum);
    printf("expected: %llu\n", expected);
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_result));
    return sum == expected ? 0 : 1;
}
