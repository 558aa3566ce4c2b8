// C = alpha * op(A) * op(B) + beta * C with cuBLAS (column-major), all four transpose combinations.
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>

#define CK_SGEMM(x) do { if ((x) != CUBLAS_STATUS_SUCCESS) { printf("cublas error line %d\n", __LINE__); return 1; } } while (0)

int main() {
    const int m = 5, n = 4, k = 3;
    float hA[k * m], hB[k * n], hC[m * n];
    for (int i = 0; i < k * m; ++i) hA[i] = 0.25f * (i % 7) - 0.5f;
    for (int i = 0; i < k * n; ++i) hB[i] = 0.5f * (i % 5) - 1.0f;
    float *dA, *dB, *dC;
    cudaMalloc(&dA, sizeof(hA)); cudaMalloc(&dB, sizeof(hB)); cudaMalloc(&dC, sizeof(hC));
    cudaMemcpy(dA, hA, sizeof(hA), cudaMemcpyHostToDevice);
    cudaMemcpy(dB, hB, sizeof(hB), cudaMemcpyHostToDevice);
    cublasHandle_t h;
    CK_SGEMM(cublasCreate(&h));
    const float alpha = 1.5f, beta = -0.5f;
    cublasOperation_t ops[2] = {CUBLAS_OP_N, CUBLAS_OP_T};
    for (int ta = 0; ta < 2; ++ta)
        for (int tb = 0; tb < 2; ++tb) {
            for (int i = 0; i < m * n; ++i) hC[i] = 0.1f * i;
            cudaMemcpy(dC, hC, sizeof(hC), cudaMemcpyHostToDevice);
            int lda = ta ? k : m, ldb = tb ? n : k;  // A is m x k (or k x m transposed), B is k x n
            CK_SGEMM(cublasSgemm(h, ops[ta], ops[tb], m, n, k, &alpha, dA, lda, dB, ldb, &beta, dC, m));
            cudaMemcpy(hC, dC, sizeof(hC), cudaMemcpyDeviceToHost);
            printf("ta=%d tb=%d:", ta, tb);
            for (int i = 0; i < m * n; ++i) printf(" %.5f", hC[i]);
            printf("\n");
        }
    CK_SGEMM(cublasDestroy(h));
    cudaFree(dA); cudaFree(dB); cudaFree(dC);
    return 0;
}
