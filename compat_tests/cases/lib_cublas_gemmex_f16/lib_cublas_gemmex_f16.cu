// cublasGemmEx with __half A and B and CUBLAS_COMPUTE_32F (the mixed-precision call of inference code):
// once into a float C, once into a __half C (one rounding of the float result), and the strided
// batched form cublasGemmStridedBatchedEx. The half inputs are converted on the device by a kernel.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include "ct.cuh"

#define CB_CHECK(call)                                                              \
  do {                                                                              \
    cublasStatus_t st_ = (call);                                                    \
    if (st_ != CUBLAS_STATUS_SUCCESS) {                                             \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #call, (int)st_); \
      exit(3);                                                                      \
    }                                                                               \
  } while (0)

// p[i] = scale * (((i * mul) % mod) - mod / 2), as half
__global__ void to_half(__half* p, int n, int mul, int mod, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = __float2half(scale * (float)((i * mul) % mod - mod / 2));
}

__global__ void from_half(const __half* p, float* q, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) q[i] = __half2float(p[i]);
}

int main() {
  const int m = 8, n = 6, k = 16, batch = 3;
  __half *dA, *dB, *dCh;
  float *dC, *dCf;
  CT_CHECK(cudaMalloc(&dA, m * k * batch * sizeof(__half)));
  CT_CHECK(cudaMalloc(&dB, k * n * batch * sizeof(__half)));
  CT_CHECK(cudaMalloc(&dCh, m * n * sizeof(__half)));
  CT_CHECK(cudaMalloc(&dC, m * n * batch * sizeof(float)));
  CT_CHECK(cudaMalloc(&dCf, m * n * sizeof(float)));
  to_half<<<(m * k * batch + 127) / 128, 128>>>(dA, m * k * batch, 7, 15, 0.125f);
  to_half<<<(k * n * batch + 127) / 128, 128>>>(dB, k * n * batch, 3, 11, 0.25f);
  cublasHandle_t h;
  CB_CHECK(cublasCreate(&h));
  const float alpha = 1.0f, beta = 0.0f;
  // C (float) = A^T B with A stored k x m
  CB_CHECK(cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &alpha, dA, CUDA_R_16F, k, dB, CUDA_R_16F, k, &beta,
                        dC, CUDA_R_32F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
  float hC[m * n * batch];
  CT_CHECK(cudaMemcpy(hC, dC, m * n * sizeof(float), cudaMemcpyDeviceToHost));
  ct_print_f("f32_out", hC, m * n);
  // C (half) = 0.5 * A^T B
  const float half_alpha = 0.5f;
  CB_CHECK(cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &half_alpha, dA, CUDA_R_16F, k, dB, CUDA_R_16F, k,
                        &beta, dCh, CUDA_R_16F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
  from_half<<<1, 64>>>(dCh, dCf, m * n);
  CT_CHECK(cudaMemcpy(hC, dCf, m * n * sizeof(float), cudaMemcpyDeviceToHost));
  ct_print_f("f16_out", hC, m * n);
  // batched: C_b = A_b B_b, A_b m x k (no transpose)
  CB_CHECK(cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, CUDA_R_16F, m,
                                      (long long)m * k, dB, CUDA_R_16F, k, (long long)k * n, &beta, dC, CUDA_R_32F,
                                      m, (long long)m * n, batch, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
  CT_CHECK(cudaMemcpy(hC, dC, sizeof(hC), cudaMemcpyDeviceToHost));
  ct_print_f("strided_batched", hC, m * n * batch);
  CB_CHECK(cublasDestroy(h));
  CT_CHECK(cudaFree(dA)); CT_CHECK(cudaFree(dB)); CT_CHECK(cudaFree(dCh)); CT_CHECK(cudaFree(dC));
  CT_CHECK(cudaFree(dCf));
  return 0;
}
