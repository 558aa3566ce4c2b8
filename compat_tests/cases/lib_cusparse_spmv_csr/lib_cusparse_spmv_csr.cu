// cuSPARSE's generic SpMV the way applications call it: a handle bound to a user stream
// (cusparseSetStream) whose inputs are written by a kernel on that stream, CSR and dense-vector
// descriptors, SpMV_bufferSize then a cudaMalloc'd workspace, y = alpha * op(A) * x + beta * y for
// op = N and op = T on a float matrix with an empty row, and a double copy of the matrix with
// one-based indices (CUSPARSE_INDEX_BASE_ONE).
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

// v[i] = a * ((i * b) % 7 - 3), for float and double vectors
template <typename T>
__global__ void fill_vec(T* v, int n, T a, int b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = a * (T)((i * b) % 7 - 3);
}

const int M = 5, N = 6;
// the matrix: (i, j) is stored when (2i + j) % 3 == 0 and i != 3 (row 3 is empty); its value is
// (i + 2j) % 5 - 2 (a stored zero included)
static bool stored(int i, int j) { return i != 3 && (2 * i + j) % 3 == 0; }
static int value(int i, int j) { return (i + 2 * j) % 5 - 2; }

template <typename T>
static void run_spmv(cusparseHandle_t h, cudaStream_t s, cusparseOperation_t op, cusparseSpMatDescr_t a,
                     const T* dx, T* dy, int nx, int ny, T alpha, T beta, cudaDataType type, const char* key) {
  cusparseDnVecDescr_t x, y;
  SP_CHECK(cusparseCreateDnVec(&x, nx, (void*)dx, type));
  SP_CHECK(cusparseCreateDnVec(&y, ny, dy, type));
  size_t bytes = 0;
  SP_CHECK(cusparseSpMV_bufferSize(h, op, &alpha, a, x, &beta, y, type, CUSPARSE_SPMV_ALG_DEFAULT, &bytes));
  void* work = nullptr;
  CT_CHECK(cudaMalloc(&work, bytes));
  SP_CHECK(cusparseSpMV(h, op, &alpha, a, x, &beta, y, type, CUSPARSE_SPMV_ALG_DEFAULT, work));
  T out[N];
  CT_CHECK(cudaMemcpyAsync(out, dy, ny * sizeof(T), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  double d[N];
  for (int i = 0; i < ny; ++i) d[i] = (double)out[i];
  ct_print_d(key, d, ny);
  CT_CHECK(cudaFree(work));
  SP_CHECK(cusparseDestroyDnVec(x));
  SP_CHECK(cusparseDestroyDnVec(y));
}

int main() {
  int ptr0[M + 1], ptr1[M + 1], col0[M * N], col1[M * N];
  float valf[M * N];
  double vald[M * N];
  int nnz = 0;
  for (int i = 0; i < M; ++i) {
    ptr0[i] = nnz;
    ptr1[i] = nnz + 1;
    for (int j = 0; j < N; ++j)
      if (stored(i, j)) {
        col0[nnz] = j;
        col1[nnz] = j + 1;
        valf[nnz] = (float)value(i, j);
        vald[nnz] = 0.5 * value(i, j);
        ++nnz;
      }
  }
  ptr0[M] = nnz;
  ptr1[M] = nnz + 1;
  printf("nnz: %d\n", nnz);

  cudaStream_t s;
  CT_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  cusparseHandle_t h;
  SP_CHECK(cusparseCreate(&h));
  SP_CHECK(cusparseSetStream(h, s));
  cudaStream_t got;
  SP_CHECK(cusparseGetStream(h, &got));
  printf("stream_set: %d\n", got == s ? 1 : 0);

  int *dp0, *dp1, *dc0, *dc1;
  float *dvf, *dxf, *dyf;
  double *dvd, *dxd, *dyd;
  CT_CHECK(cudaMalloc(&dp0, sizeof(ptr0)));
  CT_CHECK(cudaMalloc(&dp1, sizeof(ptr1)));
  CT_CHECK(cudaMalloc(&dc0, nnz * sizeof(int)));
  CT_CHECK(cudaMalloc(&dc1, nnz * sizeof(int)));
  CT_CHECK(cudaMalloc(&dvf, nnz * sizeof(float)));
  CT_CHECK(cudaMalloc(&dvd, nnz * sizeof(double)));
  CT_CHECK(cudaMalloc(&dxf, N * sizeof(float)));
  CT_CHECK(cudaMalloc(&dyf, N * sizeof(float)));
  CT_CHECK(cudaMalloc(&dxd, N * sizeof(double)));
  CT_CHECK(cudaMalloc(&dyd, N * sizeof(double)));
  CT_CHECK(cudaMemcpyAsync(dp0, ptr0, sizeof(ptr0), cudaMemcpyHostToDevice, s));
  CT_CHECK(cudaMemcpyAsync(dp1, ptr1, sizeof(ptr1), cudaMemcpyHostToDevice, s));
  CT_CHECK(cudaMemcpyAsync(dc0, col0, nnz * sizeof(int), cudaMemcpyHostToDevice, s));
  CT_CHECK(cudaMemcpyAsync(dc1, col1, nnz * sizeof(int), cudaMemcpyHostToDevice, s));
  CT_CHECK(cudaMemcpyAsync(dvf, valf, nnz * sizeof(float), cudaMemcpyHostToDevice, s));
  CT_CHECK(cudaMemcpyAsync(dvd, vald, nnz * sizeof(double), cudaMemcpyHostToDevice, s));

  cusparseSpMatDescr_t a0, a1;
  SP_CHECK(cusparseCreateCsr(&a0, M, N, nnz, dp0, dc0, dvf, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                             CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  SP_CHECK(cusparseCreateCsr(&a1, M, N, nnz, dp1, dc1, dvd, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                             CUSPARSE_INDEX_BASE_ONE, CUDA_R_64F));

  // y (5) = 2 * A * x (6) - 1 * y
  fill_vec<float><<<1, 64, 0, s>>>(dxf, N, 1.0f, 3);
  fill_vec<float><<<1, 64, 0, s>>>(dyf, M, 0.5f, 2);
  run_spmv<float>(h, s, CUSPARSE_OPERATION_NON_TRANSPOSE, a0, dxf, dyf, N, M, 2.0f, -1.0f, CUDA_R_32F, "spmv_n");
  // y (6) = -0.5 * A^T * x (5) + 3 * y
  fill_vec<float><<<1, 64, 0, s>>>(dxf, M, 1.0f, 4);
  fill_vec<float><<<1, 64, 0, s>>>(dyf, N, 1.0f, 5);
  run_spmv<float>(h, s, CUSPARSE_OPERATION_TRANSPOSE, a0, dxf, dyf, M, N, -0.5f, 3.0f, CUDA_R_32F, "spmv_t");
  // one-based double matrix: y (5) = 1.5 * A * x + 0 * y (y holds finite values)
  fill_vec<double><<<1, 64, 0, s>>>(dxd, N, 0.25, 2);
  fill_vec<double><<<1, 64, 0, s>>>(dyd, M, 1.0, 1);
  run_spmv<double>(h, s, CUSPARSE_OPERATION_NON_TRANSPOSE, a1, dxd, dyd, N, M, 1.5, 0.0, CUDA_R_64F, "spmv_base1_d");

  SP_CHECK(cusparseDestroySpMat(a0));
  SP_CHECK(cusparseDestroySpMat(a1));
  SP_CHECK(cusparseDestroy(h));
  CT_CHECK(cudaStreamDestroy(s));
  CT_CHECK(cudaFree(dp0));
  CT_CHECK(cudaFree(dp1));
  CT_CHECK(cudaFree(dc0));
  CT_CHECK(cudaFree(dc1));
  CT_CHECK(cudaFree(dvf));
  CT_CHECK(cudaFree(dvd));
  CT_CHECK(cudaFree(dxf));
  CT_CHECK(cudaFree(dyf));
  CT_CHECK(cudaFree(dxd));
  CT_CHECK(cudaFree(dyd));
  return 0;
}
