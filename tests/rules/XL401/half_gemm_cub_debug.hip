// cuBLAS half-precision GEMMs and CUB's CubDebugExit (issue 21): renamed, and compiled for gfx942
#include <xlate/hipblas.h>
#include <xlate/hipcub.hpp>
#include <xlate/fp16.h>

void gemms(hipblasHandle_t h, const __half* a, const __half* b, __half* c, int n) {
  const __half alpha = __float2half(1.0f), beta = __float2half(0.0f);
  hipblasHgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_T, n, n, n, &alpha, a, n, b, n, &beta, c, n);
  hipblasHgemmStridedBatched(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &alpha, a, n, (long long)n * n, b, n,
                            (long long)n * n, &beta, c, n, (long long)n * n, 4);
  const __half* as[1] = {a};
  const __half* bs[1] = {b};
  __half* cs[1] = {c};
  hipblasHgemmBatched(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &alpha, as, n, bs, n, &beta, cs, n, 1);
}

void sum(int* d_in, int* d_out, int n) {
  void* tmp = nullptr;
  size_t bytes = 0;
  CubDebugExit(hipcub::DeviceReduce::Sum(tmp, bytes, d_in, d_out, n));
  CubDebugExit(hipMalloc(&tmp, bytes));
  CubDebugExit(hipcub::DeviceReduce::Sum(tmp, bytes, d_in, d_out, n));
  if (HipcubDebug(hipFree(tmp))) return;
}
