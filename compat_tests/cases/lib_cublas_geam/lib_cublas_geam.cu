// cublasSgeam as real code uses it: an out-of-place transpose (alpha = 1, beta = 0: B not read), a
// weighted sum of A and B^T, and C = A - B with padded leading dimensions; cublasDgeam for doubles.
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

__global__ void fill(float* p, int n, int mul, int mod) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = (float)((i * mul) % mod - mod / 2);
}

int main() {
  const int m = 4, n = 6, ld = 8;
  float *dA, *dB, *dC;
  CT_CHECK(cudaMalloc(&dA, ld * n * sizeof(float)));
  CT_CHECK(cudaMalloc(&dB, ld * n * sizeof(float)));
  CT_CHECK(cudaMalloc(&dC, ld * n * sizeof(float)));
  fill<<<1, 64>>>(dA, ld * n, 5, 17);
  fill<<<1, 64>>>(dB, ld * n, 3, 13);
  CT_CHECK(cudaMemset(dC, 0, ld * n * sizeof(float)));
  cublasHandle_t h;
  CB_CHECK(cublasCreate(&h));
  const float one = 1.0f, zero = 0.0f, half_ = 0.5f, m2 = -2.0f, m1 = -1.0f;
  float hC[ld * n];
  // transpose: C (n x m, ldc = n) = A^T with A m x n (lda = m); B is not read (beta = 0)
  CB_CHECK(cublasSgeam(h, CUBLAS_OP_T, CUBLAS_OP_N, n, m, &one, dA, m, &zero, dB, n, dC, n));
  CT_CHECK(cudaMemcpy(hC, dC, n * m * sizeof(float), cudaMemcpyDeviceToHost));
  ct_print_f("transpose", hC, n * m);
  // C (m x n, ldc = m) = 0.5 A + (-2) B^T with B stored n x m (ldb = n)
  CB_CHECK(cublasSgeam(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, &half_, dA, m, &m2, dB, n, dC, m));
  CT_CHECK(cudaMemcpy(hC, dC, m * n * sizeof(float), cudaMemcpyDeviceToHost));
  ct_print_f("weighted", hC, m * n);
  // padded: C = A - B, all with leading dimension ld; the padding rows of C keep what they held
  CT_CHECK(cudaMemset(dC, 0, ld * n * sizeof(float)));
  CB_CHECK(cublasSgeam(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, &one, dA, ld, &m1, dB, ld, dC, ld));
  CT_CHECK(cudaMemcpy(hC, dC, ld * n * sizeof(float), cudaMemcpyDeviceToHost));
  ct_print_f("padded", hC, ld * n);

  double hd[6] = {1, 2, 3, 4, 5, 6}, he[6] = {0.5, -0.5, 0.25, -0.25, 0.125, -0.125}, hf[6];
  double *d1, *d2, *d3;
  CT_CHECK(cudaMalloc(&d1, sizeof(hd)));
  CT_CHECK(cudaMalloc(&d2, sizeof(he)));
  CT_CHECK(cudaMalloc(&d3, sizeof(hf)));
  CT_CHECK(cudaMemcpy(d1, hd, sizeof(hd), cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(d2, he, sizeof(he), cudaMemcpyHostToDevice));
  const double a3 = 3.0, b4 = 4.0;
  // 2 x 3: C = 3 A + 4 B
  CB_CHECK(cublasDgeam(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 3, &a3, d1, 2, &b4, d2, 2, d3, 2));
  CT_CHECK(cudaMemcpy(hf, d3, sizeof(hf), cudaMemcpyDeviceToHost));
  ct_print_d("dgeam", hf, 6);
  CB_CHECK(cublasDestroy(h));
  CT_CHECK(cudaFree(dA)); CT_CHECK(cudaFree(dB)); CT_CHECK(cudaFree(dC));
  CT_CHECK(cudaFree(d1)); CT_CHECK(cudaFree(d2)); CT_CHECK(cudaFree(d3));
  return 0;
}
