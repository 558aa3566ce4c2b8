// vector_add: c[i] = a[i] + b[i] for N = 1 << 20 floats.
// Inputs: a[i] = (i % 1000) * 0.5f, b[i] = (i % 7) * 2.0f  (exact in float).
// Output: "name: value" lines; exits 1 on a CUDA error or a wrong element.
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

__global__ void vector_add(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        c[i] = a[i] + b[i];
    }
}

int main() {
    const int n = 1 << 20;
    const size_t bytes = n * sizeof(float);
    std::vector<float> a(n), b(n), c(n);
    for (int i = 0; i < n; ++i) {
        a[i] = (i % 1000) * 0.5f;
        b[i] = (i % 7) * 2.0f;
    }

    float *d_a, *d_b, *d_c;
    CUDA_CHECK(cudaMalloc(&d_a, bytes));
    CUDA_CHECK(cudaMalloc(&d_b, bytes));
    CUDA_CHECK(cudaMalloc(&d_c, bytes));
    CUDA_CHECK(cudaMemcpy(d_a, a.data(), bytes, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_b, b.data(), bytes, cudaMemcpyHostToDevice));

    const int block = 256;
    const int grid = (n + block - 1) / block;
    vector_add<<<grid, block>>>(d_a, d_b, d_c, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(c.data(), d_c, bytes, cudaMemcpyDeviceToHost));

    int errors = 0;
    double checksum = 0.0;
    for (int i = 0; i < n; ++i) {
        if (c[i] != a[i] + b[i]) ++errors;
        checksum += c[i];
    }
    printf("n: %d\n", n);
    printf("c[0]: %.1f\n", c[0]);
    printf("c[12345]: %.1f\n", c[12345]);
    printf("c[n-1]: %.1f\n", c[n - 1]);
    printf("checksum: %.1f\n", checksum);
    printf("errors: %d\n", errors);

    CUDA_CHECK(cudaFree(d_a));
    CUDA_CHECK(cudaFree(d_b));
    CUDA_CHECK(cudaFree(d_c));
    return errors == 0 ? 0 : 1;
}
