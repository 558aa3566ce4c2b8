// cuSPARSE's generic SpMM on a COO matrix (row-sorted, with an empty column and a repeated row) times
// column-major dense matrices with padded leading dimensions: C = alpha * op(A) * B + beta * C for
// op(A) = A and op(A) = A^T, with SpMM_bufferSize + a cudaMalloc'd workspace, on a user stream whose
// dense inputs are written by a kernel on that stream; the padding rows of C (NaN) stay untouched.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>
#include <cusparse.h>
#include "ct.cuh"

#define SP_CHECK(call)                                                              \
  do {                                                                              \
    cusparseStatus_t st_ = (call);                                                  \
    if (st_ != CUSPARSE_STATUS_SUCCESS) {                                           \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #call, (int)st_); \
      exit(3);                                                                      \
    }                                                                               \
  } while (0)

// element (i, j) of a column-major matrix with leading dimension ld; padding rows hold NaN
__global__ void fill_dense(float* m, int rows, int cols, int ld, int b, int c) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ld * cols) return;
  int i = t % ld, j = t / ld;
  m[t] = i < rows ? (float)((i * b + j * c) % 7 - 3) : __int_as_float(0x7fc00000);
}

const int M = 4, K = 5, N = 3, PAD = 2;
// COO entries (row, col, value), sorted by row; column 2 is empty
const int NNZ = 7;
static const int rows_h[NNZ] = {0, 0, 1, 2, 2, 2, 3};
static const int cols_h[NNZ] = {1, 4, 0, 0, 3, 4, 1};
static const float vals_h[NNZ] = {2, -1, 3, -2, 1, 4, -3};

static void spmm(cusparseHandle_t h, cudaStream_t s, cusparseOperation_t opa, cusparseSpMatDescr_t a, float* dB,
                 int brows, int ldb, float* dC, int crows, int ldc, float alpha, float beta, const char* key) {
  fill_dense<<<(ldb * N + 63) / 64, 64, 0, s>>>(dB, brows, N, ldb, 2, 3);
  fill_dense<<<(ldc * N + 63) / 64, 64, 0, s>>>(dC, crows, N, ldc, 1, 5);
  cusparseDnMatDescr_t b, c;
  SP_CHECK(cusparseCreateDnMat(&b, brows, N, ldb, dB, CUDA_R_32F, CUSPARSE_ORDER_COL));
  SP_CHECK(cusparseCreateDnMat(&c, crows, N, ldc, dC, CUDA_R_32F, CUSPARSE_ORDER_COL));
  size_t bytes = 0;
  SP_CHECK(cusparseSpMM_bufferSize(h, opa, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, b, &beta, c, CUDA_R_32F,
                                   CUSPARSE_SPMM_ALG_DEFAULT, &bytes));
  void* work = nullptr;
  CT_CHECK(cudaMalloc(&work, bytes));
  SP_CHECK(cusparseSpMM(h, opa, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, b, &beta, c, CUDA_R_32F,
                        CUSPARSE_SPMM_ALG_DEFAULT, work));
  float hC[(K + PAD) * N];
  CT_CHECK(cudaMemcpyAsync(hC, dC, ldc * N * sizeof(float), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  float out[K * N];
  int pad_nan = 1;
  for (int j = 0; j < N; ++j)
    for (int i = 0; i < ldc; ++i) {
      if (i < crows) out[i + j * crows] = hC[i + j * ldc];
      else if (!std::isnan(hC[i + j * ldc])) pad_nan = 0;
    }
  ct_print_f(key, out, crows * N);
  printf("%s_pad_nan: %d\n", key, pad_nan);
  CT_CHECK(cudaFree(work));
  SP_CHECK(cusparseDestroyDnMat(b));
  SP_CHECK(cusparseDestroyDnMat(c));
}

int main() {
  cudaStream_t s;
  CT_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  cusparseHandle_t h;
  SP_CHECK(cusparseCreate(&h));
  SP_CHECK(cusparseSetStream(h, s));

  int *dr, *dc;
  float *dv, *dB, *dC;
  CT_CHECK(cudaMalloc(&dr, NNZ * sizeof(int)));
  CT_CHECK(cudaMalloc(&dc, NNZ * sizeof(int)));
  CT_CHECK(cudaMalloc(&dv, NNZ * sizeof(float)));
  CT_CHECK(cudaMalloc(&dB, (K + PAD) * N * sizeof(float)));
  CT_CHECK(cudaMalloc(&dC, (K + PAD) * N * sizeof(float)));
  CT_CHECK(cudaMemcpyAsync(dr, rows_h, sizeof(rows_h), cudaMemcpyHostToDevice, s));
  CT_CHECK(cudaMemcpyAsync(dc, cols_h, sizeof(cols_h), cudaMemcpyHostToDevice, s));
  CT_CHECK(cudaMemcpyAsync(dv, vals_h, sizeof(vals_h), cudaMemcpyHostToDevice, s));
  cusparseSpMatDescr_t a;
  SP_CHECK(cusparseCreateCoo(&a, M, K, NNZ, dr, dc, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  int64_t r, c, z;
  SP_CHECK(cusparseSpMatGetSize(a, &r, &c, &z));
  printf("size: %lld %lld %lld\n", (long long)r, (long long)c, (long long)z);

  // C (4 x 3, ldc 6) = 0.5 * A (4 x 5) * B (5 x 3, ldb 7) + 2 * C
  spmm(h, s, CUSPARSE_OPERATION_NON_TRANSPOSE, a, dB, K, K + PAD, dC, M, M + PAD, 0.5f, 2.0f, "spmm_n");
  // C (5 x 3, ldc 7) = -1 * A^T (5 x 4) * B (4 x 3, ldb 6) + 0.25 * C
  spmm(h, s, CUSPARSE_OPERATION_TRANSPOSE, a, dB, M, M + PAD, dC, K, K + PAD, -1.0f, 0.25f, "spmm_t");

  SP_CHECK(cusparseDestroySpMat(a));
  SP_CHECK(cusparseDestroy(h));
  CT_CHECK(cudaStreamDestroy(s));
  CT_CHECK(cudaFree(dr));
  CT_CHECK(cudaFree(dc));
  CT_CHECK(cudaFree(dv));
  CT_CHECK(cudaFree(dB));
  CT_CHECK(cudaFree(dC));
  return 0;
}
