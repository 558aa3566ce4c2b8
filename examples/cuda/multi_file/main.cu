// multi_file: two translation units (ops.cu, main.cu) share device helpers from vec_math.cuh.
// out1 = clamp01((x - lo) / (hi - lo)) (kernel in ops.cu), out2 = smoothstep01(out1) (kernel here).
// Inputs: x[i] = (i % 41) * 0.1f - 1.0f for N = 10000, lo = -0.5f, hi = 2.5f.
// Output: "name: value" lines (sums of both outputs and a few elements).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "vec_math.cuh"

#define CUDA_CHECK(call)                                                                       \
    do {                                                                                       \
        cudaError_t err_ = (call);                                                             \
        if (err_ != cudaSuccess) {                                                             \
            fprintf(stderr, "CUDA error: %s failed at %s:%d: %s\n", #call, __FILE__, __LINE__, \
                    cudaGetErrorString(err_));                                                 \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

__global__ void smooth(const float *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = smoothstep01(in[i]);
}

int main() {
    const int n = 10000;
    std::vector<float> x(n), y1(n), y2(n);
    for (int i = 0; i < n; ++i) x[i] = (i % 41) * 0.1f - 1.0f;
    float *d_x, *d_y1, *d_y2;
    CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_y1, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_y2, n * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_x, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    launch_normalize(d_x, d_y1, n, -0.5f, 2.5f);
    CUDA_CHECK(cudaGetLastError());
    smooth<<<(n + 127) / 128, 128>>>(d_y1, d_y2, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(y1.data(), d_y1, n * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(y2.data(), d_y2, n * sizeof(float), cudaMemcpyDeviceToHost));

    double s1 = 0.0, s2 = 0.0;
    for (int i = 0; i < n; ++i) {
        s1 += y1[i];
        s2 += y2[i];
    }
    printf("n: %d\n", n);
    printf("normalized[0]: %.6f\n", y1[0]);
    printf("normalized[20]: %.6f\n", y1[20]);
    printf("smooth[20]: %.6f\n", y2[20]);
    printf("normalized_sum: %.4f\n", s1);
    printf("smooth_sum: %.4f\n", s2);

    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_y1));
    CUDA_CHECK(cudaFree(d_y2));
    return 0;
}
