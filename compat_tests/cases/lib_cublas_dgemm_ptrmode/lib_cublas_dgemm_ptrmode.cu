// cublasDgemm with CUBLAS_POINTER_MODE_DEVICE: alpha and beta live in device memory, written by a
// kernel on the handle's stream just before the call. The first call has beta = 0 and C full of NaN
// (BLAS: C is not read when beta is zero); the second accumulates into the first's result with
// beta = 1.5. The pointer mode is read back, and restored to host mode for a third call.
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

__global__ void set_scalars(double* s, double alpha, double beta) {
  if (threadIdx.x == 0) {
    s[0] = alpha;
    s[1] = beta;
  }
}

__global__ void fill_nan(double* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = __longlong_as_double(0x7ff8000000000000ll);
}

int main() {
  const int m = 4, n = 3, k = 5;
  double hA[m * k], hB[k * n];
  for (int i = 0; i < m * k; ++i) hA[i] = (double)((i * 7) % 11) - 5.0;
  for (int i = 0; i < k * n; ++i) hB[i] = 0.125 * (double)((i * 3) % 8) - 0.5;
  double *dA, *dB, *dC, *dS;
  CT_CHECK(cudaMalloc(&dA, sizeof(hA)));
  CT_CHECK(cudaMalloc(&dB, sizeof(hB)));
  CT_CHECK(cudaMalloc(&dC, m * n * sizeof(double)));
  CT_CHECK(cudaMalloc(&dS, 2 * sizeof(double)));
  CT_CHECK(cudaMemcpy(dA, hA, sizeof(hA), cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dB, hB, sizeof(hB), cudaMemcpyHostToDevice));

  cudaStream_t stream;
  CT_CHECK(cudaStreamCreate(&stream));
  cublasHandle_t h;
  CB_CHECK(cublasCreate(&h));
  CB_CHECK(cublasSetStream(h, stream));
  cublasPointerMode_t mode;
  CB_CHECK(cublasGetPointerMode(h, &mode));
  printf("default_mode_host: %d\n", mode == CUBLAS_POINTER_MODE_HOST ? 1 : 0);
  CB_CHECK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
  CB_CHECK(cublasGetPointerMode(h, &mode));
  printf("mode_device: %d\n", mode == CUBLAS_POINTER_MODE_DEVICE ? 1 : 0);

  fill_nan<<<1, 64, 0, stream>>>(dC, m * n);
  set_scalars<<<1, 32, 0, stream>>>(dS, 2.0, 0.0);
  CB_CHECK(cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, dS, dA, m, dB, k, dS + 1, dC, m));
  double hC[m * n];
  CT_CHECK(cudaMemcpyAsync(hC, dC, sizeof(hC), cudaMemcpyDeviceToHost, stream));
  CT_CHECK(cudaStreamSynchronize(stream));
  ct_print_d("beta0", hC, m * n);

  set_scalars<<<1, 32, 0, stream>>>(dS, -1.0, 1.5);
  CB_CHECK(cublasDgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, dS, dA, k, dB, k, dS + 1, dC, m));
  CT_CHECK(cudaMemcpyAsync(hC, dC, sizeof(hC), cudaMemcpyDeviceToHost, stream));
  CT_CHECK(cudaStreamSynchronize(stream));
  ct_print_d("accumulate", hC, m * n);

  CB_CHECK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
  const double alpha = 0.25, beta = -1.0;
  CB_CHECK(cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &alpha, dA, m, dB, n, &beta, dC, m));
  CT_CHECK(cudaMemcpyAsync(hC, dC, sizeof(hC), cudaMemcpyDeviceToHost, stream));
  CT_CHECK(cudaStreamSynchronize(stream));
  ct_print_d("host_mode", hC, m * n);

  CB_CHECK(cublasDestroy(h));
  CT_CHECK(cudaStreamDestroy(stream));
  CT_CHECK(cudaFree(dA));
  CT_CHECK(cudaFree(dB));
  CT_CHECK(cudaFree(dC));
  CT_CHECK(cudaFree(dS));
  return 0;
}
