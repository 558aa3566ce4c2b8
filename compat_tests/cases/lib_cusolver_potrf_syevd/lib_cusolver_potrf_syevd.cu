// cuSOLVER's symmetric routines the way applications call them, on a handle bound to a user stream
// whose matrices are written by a kernel on that stream: Dpotrf_bufferSize + workspace, Dpotrf (lower)
// of a padded SPD matrix, Dpotrs with two right-hand sides, devInfo of a matrix that is not positive
// definite, and Dsyevd (eigenvalues and eigenvectors, lower). Eigenvectors are unique only up to sign,
// so the program prints sign-free forms of them: each projector v v^T, the residual max |A V - V diag(w)|
// and the orthogonality defect max |V^T V - I|.
#include <cmath>
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

// column-major rows x cols matrix with leading dimension ld from a row-major host table; padding
// holds -1e30
__global__ void load(double* m, const double* rowmajor, int rows, int cols, int ld) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ld * cols) return;
  int i = t % ld, j = t / ld;
  m[t] = i < rows ? rowmajor[i * cols + j] : -1e30;
}

const int N = 4, LDA = 5, NRHS = 2, LDB = 6;
static const double A_h[N * N] = {6, 2, 1, 0,  //
                                  2, 5, 2, 1,  //
                                  1, 2, 7, 2,  //
                                  0, 1, 2, 4};
static const double B_h[N * NRHS] = {1, 0,  //
                                     -2, 3,  //
                                     0.5, 1,  //
                                     4, -1};
// symmetric, not positive definite: its leading 2 x 2 minor is 4 * 1 - 2 * 2 = 0
static const double P_h[3 * 3] = {4, 2, 0,  //
                                  2, 1, 0,  //
                                  0, 0, 1};

static int read_info(const int* dInfo, cudaStream_t s) {
  int info = -1;
  CT_CHECK(cudaMemcpyAsync(&info, dInfo, sizeof(int), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  return info;
}

int main() {
  cudaStream_t s;
  CT_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  cusolverDnHandle_t h;
  SV_CHECK(cusolverDnCreate(&h));
  SV_CHECK(cusolverDnSetStream(h, s));

  double *dTab, *dA, *dB, *dW;
  int* dInfo;
  CT_CHECK(cudaMalloc(&dTab, 16 * sizeof(double)));
  CT_CHECK(cudaMalloc(&dA, LDA * N * sizeof(double)));
  CT_CHECK(cudaMalloc(&dB, LDB * NRHS * sizeof(double)));
  CT_CHECK(cudaMalloc(&dW, N * sizeof(double)));
  CT_CHECK(cudaMalloc(&dInfo, sizeof(int)));

  // Cholesky factor and solve
  CT_CHECK(cudaMemcpyAsync(dTab, A_h, sizeof(A_h), cudaMemcpyHostToDevice, s));
  load<<<1, 64, 0, s>>>(dA, dTab, N, N, LDA);
  int lwork = 0;
  SV_CHECK(cusolverDnDpotrf_bufferSize(h, CUBLAS_FILL_MODE_LOWER, N, dA, LDA, &lwork));
  double* work;
  CT_CHECK(cudaMalloc(&work, (lwork > 0 ? lwork : 1) * sizeof(double)));
  SV_CHECK(cusolverDnDpotrf(h, CUBLAS_FILL_MODE_LOWER, N, dA, LDA, work, lwork, dInfo));
  printf("potrf_info: %d\n", read_info(dInfo, s));
  double l[LDA * N];
  CT_CHECK(cudaMemcpyAsync(l, dA, sizeof(l), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  double low[N * (N + 1) / 2];  // the lower triangle, column by column (the upper one is not referenced)
  int c = 0;
  for (int j = 0; j < N; ++j)
    for (int i = j; i < N; ++i) low[c++] = l[i + j * LDA];
  ct_print_d("chol_l", low, c);

  CT_CHECK(cudaMemcpyAsync(dTab, B_h, sizeof(B_h), cudaMemcpyHostToDevice, s));
  load<<<1, 64, 0, s>>>(dB, dTab, N, NRHS, LDB);
  SV_CHECK(cusolverDnDpotrs(h, CUBLAS_FILL_MODE_LOWER, N, NRHS, dA, LDA, dB, LDB, dInfo));
  printf("potrs_info: %d\n", read_info(dInfo, s));
  double xb[LDB * NRHS], x[N * NRHS];
  CT_CHECK(cudaMemcpyAsync(xb, dB, sizeof(xb), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  for (int j = 0; j < NRHS; ++j)
    for (int i = 0; i < N; ++i) x[i + j * N] = xb[i + j * LDB];
  ct_print_d("chol_x", x, N * NRHS);

  // not positive definite: devInfo = 2
  CT_CHECK(cudaMemcpyAsync(dTab, P_h, sizeof(P_h), cudaMemcpyHostToDevice, s));
  load<<<1, 64, 0, s>>>(dA, dTab, 3, 3, 3);
  SV_CHECK(cusolverDnDpotrf(h, CUBLAS_FILL_MODE_LOWER, 3, dA, 3, work, lwork, dInfo));
  printf("not_spd_info: %d\n", read_info(dInfo, s));

  // symmetric eigenvalues and eigenvectors
  CT_CHECK(cudaMemcpyAsync(dTab, A_h, sizeof(A_h), cudaMemcpyHostToDevice, s));
  load<<<1, 64, 0, s>>>(dA, dTab, N, N, LDA);
  int lwork_ev = 0;
  SV_CHECK(cusolverDnDsyevd_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, N, dA, LDA, dW,
                                       &lwork_ev));
  double* work_ev;
  CT_CHECK(cudaMalloc(&work_ev, (lwork_ev > 0 ? lwork_ev : 1) * sizeof(double)));
  SV_CHECK(cusolverDnDsyevd(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, N, dA, LDA, dW, work_ev, lwork_ev,
                            dInfo));
  printf("syevd_info: %d\n", read_info(dInfo, s));
  double w[N], v[LDA * N];
  CT_CHECK(cudaMemcpyAsync(w, dW, sizeof(w), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaMemcpyAsync(v, dA, sizeof(v), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  ct_print_d("eigenvalues", w, N);
  double residual = 0, orth = 0;
  for (int k = 0; k < N; ++k) {
    double proj[N * N];
    for (int j = 0; j < N; ++j)
      for (int i = 0; i < N; ++i) proj[i + j * N] = v[i + k * LDA] * v[j + k * LDA];
    char key[16];
    snprintf(key, sizeof(key), "projector%d", k);
    ct_print_d(key, proj, N * N);
    for (int i = 0; i < N; ++i) {
      double av = 0;
      for (int j = 0; j < N; ++j) av += A_h[i * N + j] * v[j + k * LDA];
      residual = fmax(residual, fabs(av - w[k] * v[i + k * LDA]));
    }
    for (int q = 0; q < N; ++q) {
      double d = 0;
      for (int i = 0; i < N; ++i) d += v[i + k * LDA] * v[i + q * LDA];
      orth = fmax(orth, fabs(d - (k == q ? 1.0 : 0.0)));
    }
  }
  ct_print_d("residual", &residual, 1);
  ct_print_d("orthogonality", &orth, 1);

  SV_CHECK(cusolverDnDestroy(h));
  CT_CHECK(cudaStreamDestroy(s));
  CT_CHECK(cudaFree(dTab));
  CT_CHECK(cudaFree(dA));
  CT_CHECK(cudaFree(dB));
  CT_CHECK(cudaFree(dW));
  CT_CHECK(cudaFree(dInfo));
  CT_CHECK(cudaFree(work));
  CT_CHECK(cudaFree(work_ev));
  return 0;
}
