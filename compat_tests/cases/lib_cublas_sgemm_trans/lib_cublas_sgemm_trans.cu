// cublasSgemm with all four transpose combinations on a non-square problem with padded leading
// dimensions, on a user stream (cublasSetStream) whose inputs are written by a kernel on that stream;
// then the documented error path: m < 0 returns CUBLAS_STATUS_INVALID_VALUE.
#include <cstdio>
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

// element (i, j) of a column-major matrix with leading dimension ld; padding rows hold NaN
__global__ void fill(float* m, int rows, int cols, int ld, float a, int b, int c) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ld * cols) return;
  int i = t % ld, j = t / ld;
  m[t] = i < rows ? a * (float)((i * b + j * c) % 9 - 4) : __int_as_float(0x7fc00000);
}

static const char* status_name(cublasStatus_t s) {
  switch (s) {
    case CUBLAS_STATUS_SUCCESS: return "SUCCESS";
    case CUBLAS_STATUS_INVALID_VALUE: return "INVALID_VALUE";
    case CUBLAS_STATUS_NOT_INITIALIZED: return "NOT_INITIALIZED";
    default: return "OTHER";
  }
}

int main() {
  const int m = 6, n = 5, k = 7;
  const int pad = 3;
  cudaStream_t stream;
  CT_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  cublasHandle_t h;
  CB_CHECK(cublasCreate(&h));
  CB_CHECK(cublasSetStream(h, stream));
  cudaStream_t got;
  CB_CHECK(cublasGetStream(h, &got));
  printf("stream_set: %d\n", got == stream ? 1 : 0);

  float *dA, *dB, *dC;
  const int cap = (k + pad) * k;  // room for every layout below
  CT_CHECK(cudaMalloc(&dA, cap * sizeof(float)));
  CT_CHECK(cudaMalloc(&dB, cap * sizeof(float)));
  CT_CHECK(cudaMalloc(&dC, (m + pad) * n * sizeof(float)));
  const char* names[4] = {"c_nn", "c_nt", "c_tn", "c_tt"};
  const float alpha = 0.5f, beta = -2.0f;
  float hC[(m + pad) * n];
  for (int t = 0; t < 4; ++t) {
    const bool ta = t & 2, tb = t & 1;
    const int ar = ta ? k : m, ac = ta ? m : k;  // A as stored
    const int br = tb ? n : k, bc = tb ? k : n;  // B as stored
    const int lda = ar + pad, ldb = br + pad, ldc = m + pad;
    fill<<<(lda * ac + 63) / 64, 64, 0, stream>>>(dA, ar, ac, lda, 1.0f, 2, 3);
    fill<<<(ldb * bc + 63) / 64, 64, 0, stream>>>(dB, br, bc, ldb, 0.25f, 5, 1);
    fill<<<(ldc * n + 63) / 64, 64, 0, stream>>>(dC, m, n, ldc, 1.0f, 1, 4);
    CB_CHECK(cublasSgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k, &alpha,
                         dA, lda, dB, ldb, &beta, dC, ldc));
    CT_CHECK(cudaMemcpyAsync(hC, dC, sizeof(hC), cudaMemcpyDeviceToHost, stream));
    CT_CHECK(cudaStreamSynchronize(stream));
    float out[m * n];
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) out[i + j * m] = hC[i + j * ldc];
    ct_print_f(names[t], out, m * n);
  }
  cublasStatus_t bad = cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, -1, n, k, &alpha, dA, m, dB, k, &beta, dC, m);
  printf("negative_m: %s\n", status_name(bad));
  CB_CHECK(cublasDestroy(h));
  CT_CHECK(cudaStreamDestroy(stream));
  CT_CHECK(cudaFree(dA));
  CT_CHECK(cudaFree(dB));
  CT_CHECK(cudaFree(dC));
  return 0;
}
