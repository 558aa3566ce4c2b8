// cublasHgemm: C = alpha op(A) op(B) + beta C entirely in __half (alpha and beta too), with the
// transposes, on a stream; the half data is produced and consumed by kernels on that stream.
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

__global__ void to_half(__half* p, int n, int mul, int mod, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = __float2half(scale * (float)((i * mul) % mod - mod / 2));
}

__global__ void from_half(const __half* p, float* q, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) q[i] = __half2float(p[i]);
}

int main() {
  const int m = 5, n = 7, k = 6;
  cudaStream_t s;
  CT_CHECK(cudaStreamCreate(&s));
  __half *dA, *dB, *dC;
  float* dOut;
  CT_CHECK(cudaMalloc(&dA, m * k * sizeof(__half)));
  CT_CHECK(cudaMalloc(&dB, k * n * sizeof(__half)));
  CT_CHECK(cudaMalloc(&dC, m * n * sizeof(__half)));
  CT_CHECK(cudaMalloc(&dOut, m * n * sizeof(float)));
  cublasHandle_t h;
  CB_CHECK(cublasCreate(&h));
  CB_CHECK(cublasSetStream(h, s));
  const __half alpha = __float2half(0.5f), beta = __float2half(-1.0f);
  const char* names[2] = {"nn", "tt"};
  for (int t = 0; t < 2; ++t) {
    to_half<<<1, 64, 0, s>>>(dA, m * k, 5, 9, 1.0f);
    to_half<<<1, 64, 0, s>>>(dB, k * n, 3, 7, 0.5f);
    to_half<<<1, 64, 0, s>>>(dC, m * n, 2, 5, 1.0f);
    cublasOperation_t op = t ? CUBLAS_OP_T : CUBLAS_OP_N;
    CB_CHECK(cublasHgemm(h, op, op, m, n, k, &alpha, dA, t ? k : m, dB, t ? n : k, &beta, dC, m));
    from_half<<<1, 64, 0, s>>>(dC, dOut, m * n);
    float hOut[m * n];
    CT_CHECK(cudaMemcpyAsync(hOut, dOut, sizeof(hOut), cudaMemcpyDeviceToHost, s));
    CT_CHECK(cudaStreamSynchronize(s));
    ct_print_f(names[t], hOut, m * n);
  }
  CB_CHECK(cublasDestroy(h));
  CT_CHECK(cudaStreamDestroy(s));
  CT_CHECK(cudaFree(dA)); CT_CHECK(cudaFree(dB)); CT_CHECK(cudaFree(dC)); CT_CHECK(cudaFree(dOut));
  return 0;
}
