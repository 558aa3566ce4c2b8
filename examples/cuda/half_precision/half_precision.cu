// half_precision: y = a * x + y in half precision on __half2 pairs (__hfma2), then converted back
// to float; plus a float-accumulated dot product of the half inputs.
// Inputs (exact in half): x[i] = ((i % 16) - 8) * 0.125, y[i] = (i % 5) * 0.25, a = 1.5, N = 8192.
// Output: "name: value" lines.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_fp16.h>
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

__global__ void haxpy2(int n2, __half2 a, const __half2 *x, __half2 *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n2) y[i] = __hfma2(a, x[i], y[i]);
}

__global__ void half_to_float(const __half *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = __half2float(in[i]);
}

__global__ void dot_half(const __half *x, const __half *y, float *result, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(result, __half2float(x[i]) * __half2float(y[i]));
}

int main() {
    const int n = 8192;
    std::vector<__half> hx(n), hy(n);
    std::vector<float> out(n);
    for (int i = 0; i < n; ++i) {
        hx[i] = __float2half(((i % 16) - 8) * 0.125f);
        hy[i] = __float2half((i % 5) * 0.25f);
    }
    __half *dx, *dy;
    float *dout, *ddot;
    CUDA_CHECK(cudaMalloc(&dx, n * sizeof(__half)));
    CUDA_CHECK(cudaMalloc(&dy, n * sizeof(__half)));
    CUDA_CHECK(cudaMalloc(&dout, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&ddot, sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dy, hy.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(ddot, 0, sizeof(float)));

    dot_half<<<n / 256, 256>>>(dx, dy, ddot, n);
    CUDA_CHECK(cudaGetLastError());
    const __half2 a = __floats2half2_rn(1.5f, 1.5f);
    haxpy2<<<(n / 2 + 255) / 256, 256>>>(n / 2, a, reinterpret_cast<const __half2 *>(dx),
                                          reinterpret_cast<__half2 *>(dy));
    CUDA_CHECK(cudaGetLastError());
    half_to_float<<<n / 256, 256>>>(dy, dout, n);
    CUDA_CHECK(cudaGetLastError());
    float dot = 0.0f;
    CUDA_CHECK(cudaMemcpy(out.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&dot, ddot, sizeof(float), cudaMemcpyDeviceToHost));

    double sum = 0.0;
    int errors = 0;
    for (int i = 0; i < n; ++i) {
        float expect = 1.5f * (((i % 16) - 8) * 0.125f) + (i % 5) * 0.25f;  // exact in half
        if (out[i] != expect) ++errors;
        sum += out[i];
    }
    printf("n: %d\n", n);
    printf("y[0]: %.4f\n", out[0]);
    printf("y[13]: %.4f\n", out[13]);
    printf("y_sum: %.4f\n", sum);
    printf("dot: %.4f\n", dot);
    printf("errors: %d\n", errors);
    CUDA_CHECK(cudaFree(dx));
    CUDA_CHECK(cudaFree(dy));
    CUDA_CHECK(cudaFree(dout));
    CUDA_CHECK(cudaFree(ddot));
    return errors == 0 ? 0 : 1;
}
