// cuBLAS's Ex GEMMs as code written against CUDA 10 calls them, still accepted by CUDA 11+'s C++ header:
// GemmEx and GemmStridedBatchedEx with a cudaDataType compute type (CUDA_R_32F, migrated to the 32F compute
// type), SgemmEx with half inputs and a float result (faiss), and MigrateComputeType itself (a data type
// without a compute type is NOT_SUPPORTED).
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cublas_v2.h>

int main() {
    const int m = 3, n = 2, k = 4, batch = 2;
    float hA[m * k * batch], hB[k * n * batch], hC[m * n * batch];
    __half hA16[m * k], hB16[k * n];
    for (int i = 0; i < m * k * batch; ++i) hA[i] = 0.25f * (i % 5) - 0.5f;
    for (int i = 0; i < k * n * batch; ++i) hB[i] = 0.5f * (i % 3) - 0.25f;
    for (int i = 0; i < m * k; ++i) hA16[i] = __float2half(hA[i]);
    for (int i = 0; i < k * n; ++i) hB16[i] = __float2half(hB[i]);
    float *dA, *dB, *dC;
    __half *dA16, *dB16;
    cudaMalloc(&dA, sizeof(hA)); cudaMalloc(&dB, sizeof(hB)); cudaMalloc(&dC, sizeof(hC));
    cudaMalloc(&dA16, sizeof(hA16)); cudaMalloc(&dB16, sizeof(hB16));
    cudaMemcpy(dA, hA, sizeof(hA), cudaMemcpyHostToDevice);
    cudaMemcpy(dB, hB, sizeof(hB), cudaMemcpyHostToDevice);
    cudaMemcpy(dA16, hA16, sizeof(hA16), cudaMemcpyHostToDevice);
    cudaMemcpy(dB16, hB16, sizeof(hB16), cudaMemcpyHostToDevice);
    cublasHandle_t h;
    cublasCreate(&h);
    const float one = 1.0f, zero = 0.0f, two = 2.0f;

    cublasStatus_t st = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, dA, CUDA_R_32F, m, dB, CUDA_R_32F, k,
                                     &zero, dC, CUDA_R_32F, m, CUDA_R_32F, CUBLAS_GEMM_DEFAULT);
    cudaMemcpy(hC, dC, sizeof(float) * m * n, cudaMemcpyDeviceToHost);
    printf("gemmex %d:", (int)st);
    for (int i = 0; i < m * n; ++i) printf(" %.4f", hC[i]);
    printf("\n");

    st = cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &two, dA, CUDA_R_32F, m, m * k, dB,
                                    CUDA_R_32F, k, k * n, &zero, dC, CUDA_R_32F, m, m * n, batch, CUDA_R_32F,
                                    CUBLAS_GEMM_DEFAULT);
    cudaMemcpy(hC, dC, sizeof(hC), cudaMemcpyDeviceToHost);
    printf("strided %d:", (int)st);
    for (int i = 0; i < m * n * batch; ++i) printf(" %.4f", hC[i]);
    printf("\n");

    st = cublasSgemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, dA16, CUDA_R_16F, m, dB16, CUDA_R_16F, k, &zero, dC,
                       CUDA_R_32F, m);
    cudaMemcpy(hC, dC, sizeof(float) * m * n, cudaMemcpyDeviceToHost);
    printf("sgemmex %d:", (int)st);
    for (int i = 0; i < m * n; ++i) printf(" %.4f", hC[i]);
    printf("\n");

    cublasComputeType_t ct = CUBLAS_COMPUTE_16F;
    cublasStatus_t s64 = cublasMigrateComputeType(h, CUDA_R_64F, &ct);
    const bool is64 = ct == CUBLAS_COMPUTE_64F;
    cublasStatus_t s8 = cublasMigrateComputeType(h, CUDA_R_8I, &ct);
    printf("migrate %d %d %d\n", (int)s64, (int)is64, (int)(s8 == CUBLAS_STATUS_NOT_SUPPORTED));
    cublasDestroy(h);
    return 0;
}
