// Strided batched GEMM (float and double) and pointer mode device: C_b = A_b * B_b^T.
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>

int main() {
    const int m = 3, n = 2, k = 4, batch = 3;
    const int sA = m * k, sB = n * k, sC = m * n;
    float hA[sA * batch], hB[sB * batch], hC[sC * batch];
    double dhA[sA * batch], dhB[sB * batch], dhC[sC * batch];
    for (int i = 0; i < sA * batch; ++i) { hA[i] = 0.1f * (i % 9) - 0.3f; dhA[i] = hA[i]; }
    for (int i = 0; i < sB * batch; ++i) { hB[i] = 0.2f * (i % 7) - 0.5f; dhB[i] = hB[i]; }
    float *dA, *dB, *dC, *dAlpha, *dBeta;
    double *ddA, *ddB, *ddC;
    cudaMalloc(&dA, sizeof(hA)); cudaMalloc(&dB, sizeof(hB)); cudaMalloc(&dC, sizeof(hC));
    cudaMalloc(&ddA, sizeof(dhA)); cudaMalloc(&ddB, sizeof(dhB)); cudaMalloc(&ddC, sizeof(dhC));
    cudaMalloc(&dAlpha, sizeof(float)); cudaMalloc(&dBeta, sizeof(float));
    cudaMemcpy(dA, hA, sizeof(hA), cudaMemcpyHostToDevice);
    cudaMemcpy(dB, hB, sizeof(hB), cudaMemcpyHostToDevice);
    cudaMemcpy(ddA, dhA, sizeof(dhA), cudaMemcpyHostToDevice);
    cudaMemcpy(ddB, dhB, sizeof(dhB), cudaMemcpyHostToDevice);
    const float one = 1.0f, zero = 0.0f;
    cudaMemcpy(dAlpha, &one, sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dBeta, &zero, sizeof(float), cudaMemcpyHostToDevice);
    cublasHandle_t h;
    cublasCreate(&h);
    cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE);
    cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, dAlpha, dA, m, sA, dB, n, sB, dBeta, dC, m, sC,
                              batch);
    cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);
    const double two = 2.0, dzero = 0.0;
    cublasDgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &two, ddA, m, sA, ddB, n, sB, &dzero, ddC, m,
                              sC, batch);
    cudaMemcpy(hC, dC, sizeof(hC), cudaMemcpyDeviceToHost);
    cudaMemcpy(dhC, ddC, sizeof(dhC), cudaMemcpyDeviceToHost);
    for (int b = 0; b < batch; ++b) {
        printf("s%d:", b);
        for (int i = 0; i < sC; ++i) printf(" %.5f", hC[b * sC + i]);
        printf("\nd%d:", b);
        for (int i = 0; i < sC; ++i) printf(" %.5f", dhC[b * sC + i]);
        printf("\n");
    }
    cublasDestroy(h);
    return 0;
}
