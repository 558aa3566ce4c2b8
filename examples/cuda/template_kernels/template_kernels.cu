// template_kernels: kernels templated on type, block size and a flag, launched with explicit
// template arguments and 2, 3 and 4 launch configuration arguments; a functor and lambdas passed to
// a templated transform kernel (the host-side __device__ lambda needs nvcc --extended-lambda).
// Inputs: x[i] = (i % 50) * 0.5f - 10.0f for N = 4096.
// Output: "name: value" lines (sums of each stage).
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

struct Square {
    __device__ float operator()(float v) const { return v * v; }
};

template <typename T, typename F>
__global__ void transform(const T *in, T *out, int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = f(in[i]);
}

// Block-wise sum with a compile-time block size; kAbs selects summing absolute values.
template <typename T, int kBlock, bool kAbs>
__global__ void block_sums(const T *in, T *out, int n) {
    extern __shared__ unsigned char smem_raw[];
    T *cache = reinterpret_cast<T *>(smem_raw);
    int i = blockIdx.x * kBlock + threadIdx.x;
    T v = (i < n) ? in[i] : T(0);
    if (kAbs && v < T(0)) v = -v;
    cache[threadIdx.x] = v;
    __syncthreads();
    for (int s = kBlock / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) cache[threadIdx.x] += cache[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = cache[0];
}

template <typename T>
__device__ T apply_twice(T v) {
    auto inc = [](T a) { return a + T(1); };  // lambda inside device code
    return inc(inc(v));
}

template <typename T>
__global__ void add_two(T *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = apply_twice(data[i]);
}

static double host_sum(const std::vector<float> &v) {
    double s = 0.0;
    for (float f : v) s += f;
    return s;
}

int main() {
    const int n = 4096;
    constexpr int kBlock = 256;
    const int grid = n / kBlock;
    std::vector<float> x(n), y(n), sums(grid);
    for (int i = 0; i < n; ++i) x[i] = (i % 50) * 0.5f - 10.0f;
    float *d_x, *d_y, *d_sums;
    CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_y, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_sums, grid * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_x, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    cudaStream_t stream;
    CUDA_CHECK(cudaStreamCreate(&stream));

    // 4 config arguments, three template arguments.
    block_sums<float, 256, true><<<grid, kBlock, kBlock * sizeof(float), stream>>>(d_x, d_sums, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpyAsync(sums.data(), d_sums, grid * sizeof(float), cudaMemcpyDeviceToHost, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    printf("abs_sum: %.2f\n", host_sum(sums));

    // 3 config arguments.
    block_sums<float, kBlock, false><<<grid, kBlock, kBlock * sizeof(float)>>>(d_x, d_sums, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(sums.data(), d_sums, grid * sizeof(float), cudaMemcpyDeviceToHost));
    printf("sum: %.2f\n", host_sum(sums));

    // 2 config arguments; a functor.
    transform<<<grid, kBlock>>>(d_x, d_y, n, Square());
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(y.data(), d_y, n * sizeof(float), cudaMemcpyDeviceToHost));
    printf("square_sum: %.2f\n", host_sum(y));

    // A __device__ lambda from the host, with explicit template arguments.
    const float scale = 3.0f;
    auto affine = [=] __device__(float v) { return scale * v + 1.0f; };
    transform<float, decltype(affine)><<<grid, kBlock, 0, stream>>>(d_x, d_y, n, affine);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaStreamSynchronize(stream));
    CUDA_CHECK(cudaMemcpy(y.data(), d_y, n * sizeof(float), cudaMemcpyDeviceToHost));
    printf("affine_sum: %.2f\n", host_sum(y));

    add_two<float><<<grid, kBlock>>>(d_y, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(y.data(), d_y, n * sizeof(float), cudaMemcpyDeviceToHost));
    printf("affine_plus_two_sum: %.2f\n", host_sum(y));
    printf("y[7]: %.2f\n", y[7]);

    CUDA_CHECK(cudaStreamDestroy(stream));
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_y));
    CUDA_CHECK(cudaFree(d_sums));
    return 0;
}
