// stencil: 1D 7-point weighted stencil over N = 1 << 18 floats with the weights in __constant__
// memory (cudaMemcpyToSymbol) and a halo tile in static shared memory. Out-of-range neighbours are 0.
// Inputs: x[i] = sinf(i * 0.001f) rounded to 1e-3 on the host: x[i] = roundf(sinf(i*0.001f)*1000)/1000;
//         weights w = {0.05, 0.1, 0.2, 0.3, 0.2, 0.1, 0.05}.
// Output: "name: value" lines and the max error against a host stencil.
#include <cmath>
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

#define RADIUS 3
#define BLOCK 256

__constant__ float weights[2 * RADIUS + 1];

__global__ void stencil_1d(const float *in, float *out, int n) {
    __shared__ float tile[BLOCK + 2 * RADIUS];
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int l = threadIdx.x + RADIUS;
    tile[l] = (g < n) ? in[g] : 0.0f;
    if (threadIdx.x < RADIUS) {
        int left = g - RADIUS;
        int right = g + BLOCK;
        tile[l - RADIUS] = (left >= 0 && left < n) ? in[left] : 0.0f;
        tile[l + BLOCK] = (right < n) ? in[right] : 0.0f;
    }
    __syncthreads();
    if (g < n) {
        float acc = 0.0f;
        for (int k = -RADIUS; k <= RADIUS; ++k) acc += weights[k + RADIUS] * tile[l + k];
        out[g] = acc;
    }
}

int main() {
    const int n = 1 << 18;
    const float h_w[2 * RADIUS + 1] = {0.05f, 0.1f, 0.2f, 0.3f, 0.2f, 0.1f, 0.05f};
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; ++i) x[i] = roundf(sinf(i * 0.001f) * 1000.0f) / 1000.0f;

    CUDA_CHECK(cudaMemcpyToSymbol(weights, h_w, sizeof(h_w)));
    float check_w[2 * RADIUS + 1];
    CUDA_CHECK(cudaMemcpyFromSymbol(check_w, weights, sizeof(check_w)));

    float *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_in, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    stencil_1d<<<n / BLOCK, BLOCK>>>(d_in, d_out, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(y.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));

    double max_err = 0.0, checksum = 0.0;
    for (int i = 0; i < n; ++i) {
        double ref = 0.0;
        for (int k = -RADIUS; k <= RADIUS; ++k) {
            int j = i + k;
            if (j >= 0 && j < n) ref += (double)h_w[k + RADIUS] * x[j];
        }
        max_err = fmax(max_err, fabs(ref - y[i]));
        checksum += y[i];
    }
    printf("n: %d\n", n);
    printf("weight[3]: %.2f\n", check_w[3]);
    printf("y[0]: %.6f\n", y[0]);
    printf("y[1000]: %.6f\n", y[1000]);
    printf("y[n-1]: %.6f\n", y[n - 1]);
    printf("checksum: %.4f\n", checksum);
    printf("max_abs_err: %.3e\n", max_err);

    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    return max_err < 1e-4 ? 0 : 1;
}
