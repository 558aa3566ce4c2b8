// reduction: sum of N = 1,000,000 ints with a two-pass shared-memory tree reduction.
// Inputs: x[i] = (i * 7) % 101 - 50  (ints in [-50, 50]; the exact sum is computed on the host too).
// Output: "name: value" lines; exits 1 on a CUDA error or a wrong sum.
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

#define BLOCK 256

// Each block sums up to 2 * BLOCK elements per grid-stride step into one partial sum.
__global__ void __launch_bounds__(BLOCK) block_sum(const int *in, long long *partial, int n) {
    __shared__ long long cache[BLOCK];
    long long acc = 0;
    for (int i = blockIdx.x * blockDim.x * 2 + threadIdx.x; i < n; i += blockDim.x * 2 * gridDim.x) {
        acc += in[i];
        if (i + blockDim.x < n) acc += in[i + blockDim.x];
    }
    cache[threadIdx.x] = acc;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) cache[threadIdx.x] += cache[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) partial[blockIdx.x] = cache[0];
}

__global__ void __launch_bounds__(BLOCK) final_sum(const long long *partial, long long *out, int count) {
    __shared__ long long cache[BLOCK];
    long long acc = 0;
    for (int i = threadIdx.x; i < count; i += blockDim.x) acc += partial[i];
    cache[threadIdx.x] = acc;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) cache[threadIdx.x] += cache[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) *out = cache[0];
}

int main() {
    const int n = 1000000;
    std::vector<int> x(n);
    long long expected = 0;
    for (int i = 0; i < n; ++i) {
        x[i] = (int)((i * 7LL) % 101) - 50;
        expected += x[i];
    }
    const int blocks = 120;
    int *d_x;
    long long *d_partial, *d_out;
    CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_partial, blocks * sizeof(long long)));
    CUDA_CHECK(cudaMalloc(&d_out, sizeof(long long)));
    CUDA_CHECK(cudaMemcpy(d_x, x.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    block_sum<<<blocks, BLOCK>>>(d_x, d_partial, n);
    CUDA_CHECK(cudaGetLastError());
    final_sum<<<1, BLOCK>>>(d_partial, d_out, blocks);
    CUDA_CHECK(cudaGetLastError());

    long long sum = 0;
    CUDA_CHECK(cudaMemcpy(&sum, d_out, sizeof(long long), cudaMemcpyDeviceToHost));
    printf("n: %d\n", n);
    printf("sum: %lld\n", sum);
    printf("expected: %lld\n", expected);
    printf("match: %s\n", sum == expected ? "yes" : "no");

    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_partial));
    CUDA_CHECK(cudaFree(d_out));
    return sum == expected ? 0 : 1;
}
