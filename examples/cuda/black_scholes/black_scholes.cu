// black_scholes: European call and put prices for N = 4000 options with the Black-Scholes formula
// in single precision (expf, logf, sqrtf, erfcf-based normal CDF, __fdividef).
// Inputs: S[i] = 80 + (i % 41), K[i] = 70 + (i % 61), T[i] = 0.25 + (i % 8) * 0.25,
//         r = 0.02, sigma = 0.3.
// Output: "name: value" lines (sums of call and put prices, a few prices, the max put-call-parity
// residual |C - P - (S - K e^{-rT})|).
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

__device__ __forceinline__ float normal_cdf(float x) { return 0.5f * erfcf(-x * 0.70710678118654752f); }

__global__ void black_scholes(const float *S, const float *K, const float *T, float r, float sigma, float *call,
                              float *put, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float sqrt_t = sqrtf(T[i]);
    float d1 = __fdividef(logf(S[i] / K[i]) + (r + 0.5f * sigma * sigma) * T[i], sigma * sqrt_t);
    float d2 = d1 - sigma * sqrt_t;
    float discounted_k = K[i] * expf(-r * T[i]);
    call[i] = S[i] * normal_cdf(d1) - discounted_k * normal_cdf(d2);
    put[i] = discounted_k * normal_cdf(-d2) - S[i] * normal_cdf(-d1);
}

int main() {
    const int n = 4000;
    const float r = 0.02f, sigma = 0.3f;
    std::vector<float> S(n), K(n), T(n), C(n), P(n);
    for (int i = 0; i < n; ++i) {
        S[i] = 80.0f + (i % 41);
        K[i] = 70.0f + (i % 61);
        T[i] = 0.25f + (i % 8) * 0.25f;
    }
    float *dS, *dK, *dT, *dC, *dP;
    CUDA_CHECK(cudaMalloc(&dS, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dK, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dT, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dC, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dP, n * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dS, S.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dK, K.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dT, T.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    black_scholes<<<(n + 127) / 128, 128>>>(dS, dK, dT, r, sigma, dC, dP, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(C.data(), dC, n * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(P.data(), dP, n * sizeof(float), cudaMemcpyDeviceToHost));

    double call_sum = 0.0, put_sum = 0.0, parity = 0.0;
    for (int i = 0; i < n; ++i) {
        call_sum += C[i];
        put_sum += P[i];
        double forward = S[i] - K[i] * exp(-(double)r * T[i]);
        parity = fmax(parity, fabs((double)C[i] - P[i] - forward));
    }
    printf("n: %d\n", n);
    printf("call[0]: %.4f\n", C[0]);
    printf("put[0]: %.4f\n", P[0]);
    printf("call[1234]: %.4f\n", C[1234]);
    printf("call_sum: %.3f\n", call_sum);
    printf("put_sum: %.3f\n", put_sum);
    printf("max_parity_residual: %.3e\n", parity);
    CUDA_CHECK(cudaFree(dS));
    CUDA_CHECK(cudaFree(dK));
    CUDA_CHECK(cudaFree(dT));
    CUDA_CHECK(cudaFree(dC));
    CUDA_CHECK(cudaFree(dP));
    return parity < 1e-2 ? 0 : 1;
}
