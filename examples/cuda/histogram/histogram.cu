// histogram: 64-bin histogram of N = 2,000,000 bytes, privatised per block in shared memory with
// shared-memory atomicAdd, then merged into the global histogram with global atomicAdd.
// Inputs: data[i] = (i * 2654435761u) >> 24 (an unsigned 8-bit hash of i); bin = data[i] % 64.
// Output: "bin[k]: count" for a few bins, the total and the host-checked result.
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

#define BINS 64

__global__ void histogram_shared(const unsigned char *data, unsigned int *hist, int n) {
    __shared__ unsigned int local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        atomicAdd(&local[data[i] % BINS], 1u);
    }
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
        if (local[b] != 0) atomicAdd(&hist[b], local[b]);
    }
}

int main() {
    const int n = 2000000;
    std::vector<unsigned char> data(n);
    std::vector<unsigned int> expected(BINS, 0), hist(BINS, 0);
    for (int i = 0; i < n; ++i) {
        data[i] = (unsigned char)(((unsigned int)i * 2654435761u) >> 24);
        expected[data[i] % BINS]++;
    }
    unsigned char *d_data;
    unsigned int *d_hist;
    CUDA_CHECK(cudaMalloc(&d_data, n));
    CUDA_CHECK(cudaMalloc(&d_hist, BINS * sizeof(unsigned int)));
    CUDA_CHECK(cudaMemcpy(d_data, data.data(), n, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_hist, 0, BINS * sizeof(unsigned int)));

    histogram_shared<<<64, 256>>>(d_data, d_hist, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(hist.data(), d_hist, BINS * sizeof(unsigned int), cudaMemcpyDeviceToHost));

    unsigned long long total = 0;
    int wrong_bins = 0;
    for (int b = 0; b < BINS; ++b) {
        total += hist[b];
        if (hist[b] != expected[b]) ++wrong_bins;
    }
    printf("n: %d\n", n);
    printf("bin[0]: %u\n", hist[0]);
    printf("bin[1]: %u\n", hist[1]);
    printf("bin[31]: %u\n", hist[31]);
    printf("bin[63]: %u\n", hist[63]);
    printf("total: %llu\n", total);
    printf("wrong_bins: %d\n", wrong_bins);

    CUDA_CHECK(cudaFree(d_data));
    CUDA_CHECK(cudaFree(d_hist));
    return wrong_bins == 0 ? 0 : 1;
}
