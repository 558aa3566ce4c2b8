// scan: inclusive prefix sum of N = 100000 ints: a per-block Hillis-Steele scan in dynamic shared
// memory (extern __shared__, launched with 3 config arguments), a scan of the block totals, and an
// add-back pass.
// Inputs: x[i] = (i % 13) + 1.
// Output: "name: value" lines (a few prefix sums and a checksum); exits 1 on a CUDA error or mismatch.
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

// Inclusive scan of one block's chunk; the chunk total goes to block_totals (if not null).
__global__ void block_scan(const int *in, int *out, int *block_totals, int n) {
    extern __shared__ int buf[];  // 2 * blockDim.x ints: double buffer
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;
    int pout = 0, pin = 1;
    buf[pout * blockDim.x + tid] = (i < n) ? in[i] : 0;
    __syncthreads();
    for (unsigned int offset = 1; offset < blockDim.x; offset <<= 1) {
        pout = 1 - pout;
        pin = 1 - pout;
        int v = buf[pin * blockDim.x + tid];
        if (tid >= offset) v += buf[pin * blockDim.x + tid - offset];
        buf[pout * blockDim.x + tid] = v;
        __syncthreads();
    }
    if (i < n) out[i] = buf[pout * blockDim.x + tid];
    if (block_totals != nullptr && tid == blockDim.x - 1) block_totals[blockIdx.x] = buf[pout * blockDim.x + tid];
}

// Adds the inclusive prefix of the previous blocks' totals to every element of block b > 0.
__global__ void add_block_offsets(int *data, const int *scanned_totals, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (blockIdx.x > 0 && i < n) data[i] += scanned_totals[blockIdx.x - 1];
}

int main() {
    const int n = 100000;
    const int block = 512;
    const int blocks = (n + block - 1) / block;  // 196 <= block, so one block scans the totals
    std::vector<int> x(n), y(n);
    for (int i = 0; i < n; ++i) x[i] = (i % 13) + 1;

    int *d_in, *d_out, *d_totals;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_totals, blocks * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, x.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    const size_t smem = 2 * block * sizeof(int);
    block_scan<<<blocks, block, smem>>>(d_in, d_out, d_totals, n);
    CUDA_CHECK(cudaGetLastError());
    block_scan<<<1, block, smem>>>(d_totals, d_totals, nullptr, blocks);
    CUDA_CHECK(cudaGetLastError());
    add_block_offsets<<<blocks, block>>>(d_out, d_totals, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(y.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));

    long long running = 0, checksum = 0;
    int mismatches = 0;
    for (int i = 0; i < n; ++i) {
        running += x[i];
        if (y[i] != running) ++mismatches;
        checksum += y[i];
    }
    printf("n: %d\n", n);
    printf("y[0]: %d\n", y[0]);
    printf("y[511]: %d\n", y[511]);
    printf("y[512]: %d\n", y[512]);
    printf("y[n-1]: %d\n", y[n - 1]);
    printf("checksum: %lld\n", checksum);
    printf("mismatches: %d\n", mismatches);

    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_totals));
    return mismatches == 0 ? 0 : 1;
}
