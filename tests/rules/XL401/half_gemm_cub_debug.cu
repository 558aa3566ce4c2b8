// cuBLAS half-precision GEMMs and CUB's CubDebugExit (issue 21): renamed, and compiled for gfx942
#include <cublas_v2.h>
#include <cub/cub.cuh>
#include <cuda_fp16.h>

void gemms(cublasHandle_t h, const __half* a, const __half* b, __half* c, int n) {
  const __half alpha = __float2half(1.0f), beta = __float2half(0.0f);
  cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &alpha, a, n, b, n, &beta, c, n);
  cublasHgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, n, (long long)n * n, b, n,
                            (long long)n * n, &beta, c, n, (long long)n * n, 4);
  const __half* as[1] = {a};
  const __half* bs[1] = {b};
  __half* cs[1] = {c};
  cublasHgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, as, n, bs, n, &beta, cs, n, 1);
}

void sum(int* d_in, int* d_out, int n) {
  void* tmp = nullptr;
  size_t bytes = 0;
  CubDebugExit(cub::DeviceReduce::Sum(tmp, bytes, d_in, d_out, n));
  CubDebugExit(cudaMalloc(&tmp, bytes));
  CubDebugExit(cub::DeviceReduce::Sum(tmp, bytes, d_in, d_out, n));
  if (CubDebug(cudaFree(tmp))) return;
}
