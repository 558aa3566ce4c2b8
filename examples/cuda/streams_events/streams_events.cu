// streams_events: y = a * x + y over N = 1 << 22 floats split into 4 chunks, each chunk copied in,
// computed and copied out on its own stream from pinned host memory (cudaMallocHost and
// cudaHostAlloc), timed with events (cudaEventElapsedTime). Launches use all 4 config arguments.
// Inputs: x[i] = (i % 100) * 0.01f, y[i] = (i % 10) * 1.0f, a = 2.0f.
// Output: "name: value" lines (a few results, a checksum, the error count; the elapsed time is
// printed on a line of its own, "elapsed_ms:", and is not a result).
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

#define NSTREAMS 4

__global__ void saxpy_chunk(float a, const float *x, float *y, int offset, int count) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count) y[offset + i] = a * x[offset + i] + y[offset + i];
}

int main() {
    const int n = 1 << 22;
    const int chunk = n / NSTREAMS;
    const float a = 2.0f;
    float *h_x, *h_y;
    CUDA_CHECK(cudaMallocHost(&h_x, n * sizeof(float)));
    CUDA_CHECK(cudaHostAlloc(&h_y, n * sizeof(float), cudaHostAllocDefault));
    for (int i = 0; i < n; ++i) {
        h_x[i] = (i % 100) * 0.01f;
        h_y[i] = (i % 10) * 1.0f;
    }
    float *d_x, *d_y;
    CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_y, n * sizeof(float)));

    cudaStream_t streams[NSTREAMS];
    for (int s = 0; s < NSTREAMS; ++s) CUDA_CHECK(cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking));
    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    CUDA_CHECK(cudaEventRecord(start, 0));
    const int block = 256;
    for (int s = 0; s < NSTREAMS; ++s) {
        int off = s * chunk;
        size_t bytes = chunk * sizeof(float);
        CUDA_CHECK(cudaMemcpyAsync(d_x + off, h_x + off, bytes, cudaMemcpyHostToDevice, streams[s]));
        CUDA_CHECK(cudaMemcpyAsync(d_y + off, h_y + off, bytes, cudaMemcpyHostToDevice, streams[s]));
        saxpy_chunk<<<(chunk + block - 1) / block, block, 0, streams[s]>>>(a, d_x, d_y, off, chunk);
        CUDA_CHECK(cudaGetLastError());
        CUDA_CHECK(cudaMemcpyAsync(h_y + off, d_y + off, bytes, cudaMemcpyDeviceToHost, streams[s]));
    }
    for (int s = 0; s < NSTREAMS; ++s) CUDA_CHECK(cudaStreamSynchronize(streams[s]));
    CUDA_CHECK(cudaEventRecord(stop, 0));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    int errors = 0;
    double checksum = 0.0;
    for (int i = 0; i < n; ++i) {
        float expect = a * ((i % 100) * 0.01f) + (i % 10) * 1.0f;
        if (h_y[i] != expect) ++errors;
        checksum += h_y[i];
    }
    printf("n: %d\n", n);
    printf("streams: %d\n", NSTREAMS);
    printf("y[0]: %.4f\n", h_y[0]);
    printf("y[123457]: %.4f\n", h_y[123457]);
    printf("y[n-1]: %.4f\n", h_y[n - 1]);
    printf("checksum: %.2f\n", checksum);
    printf("errors: %d\n", errors);
    printf("elapsed_ms: %.3f\n", ms);

    for (int s = 0; s < NSTREAMS; ++s) CUDA_CHECK(cudaStreamDestroy(streams[s]));
    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_y));
    CUDA_CHECK(cudaFreeHost(h_x));
    CUDA_CHECK(cudaFreeHost(h_y));
    return errors == 0 ? 0 : 1;
}
