// cublasStrsm / cublasDtrsm: solve op(A) X = alpha B (left) or X op(A) = alpha B (right) in place of B
// for lower and upper triangular A, transposed or not, unit and non-unit diagonal. The triangle not
// named by uplo holds garbage (1e6) that must not be read; so does the unit diagonal.
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

// n x n triangular matrix (column-major): the uplo triangle holds ((i + 2 j) % 5) - 2 off the diagonal,
// the diagonal holds 2^((i % 3)) (or garbage when unit), the other triangle garbage
__global__ void make_tri(float* a, int n, int lower, int unit) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n * n) return;
  int i = t % n, j = t / n;
  float v;
  if (i == j) v = unit ? 1.0e6f : (float)(1 << (i % 3));
  else if ((i > j) == (lower != 0)) v = (float)((i + 2 * j) % 5 - 2);
  else v = 1.0e6f;
  a[t] = v;
}

int main() {
  const int m = 5, n = 3;
  float *dA, *dB;
  CT_CHECK(cudaMalloc(&dA, m * m * sizeof(float)));
  CT_CHECK(cudaMalloc(&dB, m * n * sizeof(float)));
  float hB[m * n];
  cublasHandle_t h;
  CB_CHECK(cublasCreate(&h));
  const float alpha = 2.0f;
  struct Cfg { const char* name; cublasSideMode_t side; cublasFillMode_t uplo; cublasOperation_t op; cublasDiagType_t diag; };
  const Cfg cfgs[4] = {
      {"left_lower_n_nonunit", CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT},
      {"left_upper_t_unit", CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT},
      {"right_upper_n_nonunit", CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT},
      {"right_lower_t_unit", CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT},
  };
  for (const Cfg& c : cfgs) {
    const int na = c.side == CUBLAS_SIDE_LEFT ? m : n;
    make_tri<<<1, 64>>>(dA, na, c.uplo == CUBLAS_FILL_MODE_LOWER, c.diag == CUBLAS_DIAG_UNIT);
    for (int i = 0; i < m * n; ++i) hB[i] = (float)((i * 7) % 9 - 4);
    CT_CHECK(cudaMemcpy(dB, hB, sizeof(hB), cudaMemcpyHostToDevice));
    CB_CHECK(cublasStrsm(h, c.side, c.uplo, c.op, c.diag, m, n, &alpha, dA, na, dB, m));
    CT_CHECK(cudaMemcpy(hB, dB, sizeof(hB), cudaMemcpyDeviceToHost));
    ct_print_f(c.name, hB, m * n);
  }
  // double: 3 x 3 lower, non-unit, one right-hand side
  double hL[9] = {4, -2, 1, 1e6, 2, 3, 1e6, 1e6, 8}, hx[3] = {8, 2, 5};
  double *dL, *dx;
  CT_CHECK(cudaMalloc(&dL, sizeof(hL)));
  CT_CHECK(cudaMalloc(&dx, sizeof(hx)));
  CT_CHECK(cudaMemcpy(dL, hL, sizeof(hL), cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice));
  const double one = 1.0;
  CB_CHECK(cublasDtrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 3, 1, &one,
                       dL, 3, dx, 3));
  CT_CHECK(cudaMemcpy(hx, dx, sizeof(hx), cudaMemcpyDeviceToHost));
  ct_print_d("dtrsm", hx, 3);
  CB_CHECK(cublasDestroy(h));
  CT_CHECK(cudaFree(dA)); CT_CHECK(cudaFree(dB)); CT_CHECK(cudaFree(dL)); CT_CHECK(cudaFree(dx));
  return 0;
}
