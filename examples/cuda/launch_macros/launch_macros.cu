// launch_macros: kernel launches written the ways real code hides them: inside a variadic macro
// (also with an empty __VA_ARGS__ for a kernel without parameters), as the argument of a checking
// macro, and as the left operand of a comma expression.
// Computation: counter = 0; fill x[i] = i * 3 % 17; x[i] *= 2 (twice); count = number of x[i] > 16.
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

#define LAUNCH(kernel, grid, block, ...) kernel<<<(grid), (block)>>>(__VA_ARGS__)
// Variadic, because the commas inside <<<...>>> split macro arguments.
#define CHECK_LAUNCH(...)                      \
    do {                                       \
        __VA_ARGS__;                           \
        CUDA_CHECK(cudaGetLastError());        \
    } while (0)

__device__ unsigned int counter;

__global__ void reset_counter() { counter = 0; }

__global__ void fill(int *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = i * 3 % 17;
}

__global__ void scale(int *x, int n, int factor) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= factor;
}

__global__ void count_greater(const int *x, int n, int threshold) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && x[i] > threshold) atomicAdd(&counter, 1u);
}

__global__ void read_counter(unsigned int *out) { *out = counter; }

int main() {
    const int n = 5000;
    const int block = 128;
    const int grid = (n + block - 1) / block;
    int *d_x;
    unsigned int *d_out;
    CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, sizeof(unsigned int)));

    LAUNCH(reset_counter, 1, 1);
    CUDA_CHECK(cudaGetLastError());
    LAUNCH(fill, grid, block, d_x, n);
    CHECK_LAUNCH(scale<<<grid, block>>>(d_x, n, 2));
    cudaError_t err = (scale<<<grid, block>>>(d_x, n, 2), cudaGetLastError());
    CUDA_CHECK(err);
    CHECK_LAUNCH(LAUNCH(count_greater, grid, block, d_x, n, 16));
    CUDA_CHECK(cudaDeviceSynchronize());
    LAUNCH(read_counter, 1, 1, d_out);
    CUDA_CHECK(cudaGetLastError());

    unsigned int count = 0;
    int x_last = 0;
    CUDA_CHECK(cudaMemcpy(&count, d_out, sizeof(count), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&x_last, d_x + n - 1, sizeof(int), cudaMemcpyDeviceToHost));
    unsigned int expected = 0;
    for (int i = 0; i < n; ++i) expected += (i * 3 % 17) * 4 > 16 ? 1u : 0u;
    printf("n: %d\n", n);
    printf("x[n-1]: %d\n", x_last);
    printf("count: %u\n", count);
    printf("expected: %u\n", expected);

    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_out));
    return count == expected ? 0 : 1;
}
