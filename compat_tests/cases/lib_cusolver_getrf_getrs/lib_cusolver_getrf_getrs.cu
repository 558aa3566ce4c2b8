// cuSOLVER's dense LU the way applications call it: cusolverDnCreate + SetStream on a stream whose
// matrix is written by a kernel on that stream, getrf_bufferSize then a cudaMalloc'd workspace, getrf
// with pivots and devInfo on a padded (lda > n) matrix, getrs for A x = b and A^T x = b with two
// right-hand sides (padded ldb), and a singular matrix whose devInfo names the first zero U(i, i).
#include <cstdio>
#include <cuda_runtime.h>
#include <cusolverDn.h>
#include "ct.cuh"

#define SV_CHECK(call)                                                              \
  do {                                                                              \
    cusolverStatus_t st_ = (call);                                                  \
    if (st_ != CUSOLVER_STATUS_SUCCESS) {                                           \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #call, (int)st_); \
      exit(3);                                                                      \
    }                                                                               \
  } while (0)

// column-major n x n matrix with leading dimension ld from a row-major host table; padding holds -1e30
__global__ void load(double* m, const double* rowmajor, int n, int cols, int ld) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ld * cols) return;
  int i = t % ld, j = t / ld;
  m[t] = i < n ? rowmajor[i * cols + j] : -1e30;
}

const int N = 4, LDA = 6, NRHS = 2, LDB = 5;
static const double A_h[N * N] = {1, 3, -2, 0.5,   //
                                  4, -1, 2, 1,     //
                                  -2, 5, 1, 3,     //
                                  0.5, 2, 6, -3};
static const double B_h[N * NRHS] = {1, -2,  //
                                     0, 3,   //
                                     4, 1,   //
                                     -1, 0.5};
// singular: column 1 is column 0 / 4, so U(2, 2) (one-based) is exactly zero
static const double S_h[3 * 3] = {4, 1, 2,  //
                                  2, 0.5, 3,  //
                                  8, 2, 1};

static void print_matrix(const char* key, const double* m, int rows, int cols, int ld) {
  double out[N * N];
  for (int j = 0; j < cols; ++j)
    for (int i = 0; i < rows; ++i) out[i + j * rows] = m[i + j * ld];
  ct_print_d(key, out, rows * cols);
}

int main() {
  cudaStream_t s;
  CT_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  cusolverDnHandle_t h;
  SV_CHECK(cusolverDnCreate(&h));
  SV_CHECK(cusolverDnSetStream(h, s));

  double *dTab, *dLU, *dB, *dS;
  int *dPiv, *dInfo;
  CT_CHECK(cudaMalloc(&dTab, 16 * sizeof(double)));
  CT_CHECK(cudaMalloc(&dLU, LDA * N * sizeof(double)));
  CT_CHECK(cudaMalloc(&dB, LDB * NRHS * sizeof(double)));
  CT_CHECK(cudaMalloc(&dS, 3 * 3 * sizeof(double)));
  CT_CHECK(cudaMalloc(&dPiv, N * sizeof(int)));
  CT_CHECK(cudaMalloc(&dInfo, sizeof(int)));
  CT_CHECK(cudaMemcpyAsync(dTab, A_h, sizeof(A_h), cudaMemcpyHostToDevice, s));
  load<<<1, 64, 0, s>>>(dLU, dTab, N, N, LDA);

  int lwork = 0;
  SV_CHECK(cusolverDnDgetrf_bufferSize(h, N, N, dLU, LDA, &lwork));
  double* work;
  CT_CHECK(cudaMalloc(&work, (lwork > 0 ? lwork : 1) * sizeof(double)));
  SV_CHECK(cusolverDnDgetrf(h, N, N, dLU, LDA, work, dPiv, dInfo));
  int piv[N], info = -1;
  double lu[LDA * N];
  CT_CHECK(cudaMemcpyAsync(piv, dPiv, sizeof(piv), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaMemcpyAsync(&info, dInfo, sizeof(int), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaMemcpyAsync(lu, dLU, sizeof(lu), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  printf("getrf_info: %d\n", info);
  ct_print_i("ipiv", piv, N);
  print_matrix("lu", lu, N, N, LDA);

  const char* keys[2] = {"x_n", "x_t"};
  for (int t = 0; t < 2; ++t) {
    CT_CHECK(cudaMemcpyAsync(dTab, B_h, sizeof(B_h), cudaMemcpyHostToDevice, s));
    load<<<1, 64, 0, s>>>(dB, dTab, N, NRHS, LDB);
    SV_CHECK(cusolverDnDgetrs(h, t ? CUBLAS_OP_T : CUBLAS_OP_N, N, NRHS, dLU, LDA, dPiv, dB, LDB, dInfo));
    double x[LDB * NRHS];
    CT_CHECK(cudaMemcpyAsync(x, dB, sizeof(x), cudaMemcpyDeviceToHost, s));
    CT_CHECK(cudaMemcpyAsync(&info, dInfo, sizeof(int), cudaMemcpyDeviceToHost, s));
    CT_CHECK(cudaStreamSynchronize(s));
    printf("getrs_info: %d\n", info);
    print_matrix(keys[t], x, N, NRHS, LDB);
  }

  CT_CHECK(cudaMemcpyAsync(dTab, S_h, sizeof(S_h), cudaMemcpyHostToDevice, s));
  load<<<1, 64, 0, s>>>(dS, dTab, 3, 3, 3);
  SV_CHECK(cusolverDnDgetrf_bufferSize(h, 3, 3, dS, 3, &lwork));
  double* work2;
  CT_CHECK(cudaMalloc(&work2, (lwork > 0 ? lwork : 1) * sizeof(double)));
  SV_CHECK(cusolverDnDgetrf(h, 3, 3, dS, 3, work2, dPiv, dInfo));
  CT_CHECK(cudaMemcpyAsync(&info, dInfo, sizeof(int), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  printf("singular_info: %d\n", info);

  SV_CHECK(cusolverDnDestroy(h));
  CT_CHECK(cudaStreamDestroy(s));
  CT_CHECK(cudaFree(dTab));
  CT_CHECK(cudaFree(dLU));
  CT_CHECK(cudaFree(dB));
  CT_CHECK(cudaFree(dS));
  CT_CHECK(cudaFree(dPiv));
  CT_CHECK(cudaFree(dInfo));
  CT_CHECK(cudaFree(work));
  CT_CHECK(cudaFree(work2));
  return 0;
}
