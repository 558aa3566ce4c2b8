// cuBLAS error paths as real code meets them: each wrong argument returns the documented status
// (CUBLAS_STATUS_INVALID_VALUE: negative sizes, a leading dimension below the rows it must hold)
// and the program prints the status by name; the outputs are left untouched by a refused call. Quick
// returns are not errors: n = 0 in axpy/gemv and k = 0 in gemm (C = beta C). gemv with incx = 0 is
// not here: cuBLAS accepts it where its documentation says it refuses it (lib_cublas_gemv_incx0).
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include "ct.cuh"

static const char* status_name(cublasStatus_t s) {
  switch (s) {
    case CUBLAS_STATUS_SUCCESS: return "SUCCESS";
    case CUBLAS_STATUS_NOT_INITIALIZED: return "NOT_INITIALIZED";
    case CUBLAS_STATUS_INVALID_VALUE: return "INVALID_VALUE";
    case CUBLAS_STATUS_NOT_SUPPORTED: return "NOT_SUPPORTED";
    default: return "OTHER";
  }
}

__global__ void iota(float* p, int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = scale * (float)(i + 1);
}

int main() {
  const int m = 4, n = 3, k = 2;
  float *dA, *dB, *dC, *dx, *dy;
  CT_CHECK(cudaMalloc(&dA, 64 * sizeof(float)));
  CT_CHECK(cudaMalloc(&dB, 64 * sizeof(float)));
  CT_CHECK(cudaMalloc(&dC, 64 * sizeof(float)));
  CT_CHECK(cudaMalloc(&dx, 64 * sizeof(float)));
  CT_CHECK(cudaMalloc(&dy, 64 * sizeof(float)));
  iota<<<1, 64>>>(dA, 64, 1.0f);
  iota<<<1, 64>>>(dB, 64, 0.5f);
  iota<<<1, 64>>>(dC, 64, -1.0f);
  iota<<<1, 64>>>(dx, 64, 1.0f);
  iota<<<1, 64>>>(dy, 64, 2.0f);
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return 3;
  const float alpha = 1.0f, beta = 2.0f;
  printf("gemm_negative_n: %s\n",
         status_name(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, -2, k, &alpha, dA, m, dB, k, &beta, dC, m)));
  printf("gemm_negative_k: %s\n",
         status_name(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, -1, &alpha, dA, m, dB, k, &beta, dC, m)));
  printf("gemm_small_lda: %s\n",
         status_name(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, m - 1, dB, k, &beta, dC, m)));
  printf("gemm_small_lda_transposed: %s\n",  // op(A) = A^T: A is stored k x m, lda >= k
         status_name(cublasSgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &alpha, dA, k - 1, dB, k, &beta, dC, m)));
  printf("gemm_small_ldb: %s\n",
         status_name(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, m, dB, k - 1, &beta, dC, m)));
  printf("gemm_small_ldc: %s\n",
         status_name(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, m, dB, k, &beta, dC, m - 1)));
  printf("gemv_small_lda: %s\n",
         status_name(cublasSgemv(h, CUBLAS_OP_N, m, n, &alpha, dA, m - 1, dx, 1, &beta, dy, 1)));
  float hC[64], hy[64];
  CT_CHECK(cudaMemcpy(hC, dC, sizeof(hC), cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(hy, dy, sizeof(hy), cudaMemcpyDeviceToHost));
  ct_print_f("c_after_refusals", hC, m * n);
  ct_print_f("y_after_refusals", hy, m);
  // quick returns: nothing to do is success
  printf("axpy_n0: %s\n", status_name(cublasSaxpy(h, 0, &alpha, dx, 1, dy, 1)));
  printf("gemv_m0: %s\n", status_name(cublasSgemv(h, CUBLAS_OP_N, 0, n, &alpha, dA, 1, dx, 1, &beta, dy, 1)));
  // k = 0: C = beta C
  printf("gemm_k0: %s\n",
         status_name(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, 0, &alpha, dA, m, dB, 1, &beta, dC, m)));
  CT_CHECK(cudaMemcpy(hC, dC, sizeof(hC), cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(hy, dy, sizeof(hy), cudaMemcpyDeviceToHost));
  ct_print_f("c_after_k0", hC, m * n);
  ct_print_f("y_after_quick", hy, m);
  printf("destroy: %s\n", status_name(cublasDestroy(h)));
  CT_CHECK(cudaFree(dA)); CT_CHECK(cudaFree(dB)); CT_CHECK(cudaFree(dC)); CT_CHECK(cudaFree(dx)); CT_CHECK(cudaFree(dy));
  return 0;
}
