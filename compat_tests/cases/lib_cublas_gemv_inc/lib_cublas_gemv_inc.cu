// cublasSgemv and cublasDgemv, y = alpha op(A) x + beta y, no-transpose and transpose, with padded
// lda and strided vectors (incx = 2, incy = 3): the elements between the strides must stay untouched.
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include "ct.cuh"

// x[i * inc] = 0.5 i - 1 for i < n; the gaps get -777
__global__ void init_x(float* x, int n, int inc) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n * inc) x[t] = t % inc == 0 ? 0.5f * (float)(t / inc) - 1.0f : -777.0f;
}

#define CB_CHECK(call)                                                              \
  do {                                                                              \
    cublasStatus_t st_ = (call);                                                    \
    if (st_ != CUBLAS_STATUS_SUCCESS) {                                             \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #call, (int)st_); \
      exit(3);                                                                      \
    }                                                                               \
  } while (0)

int main() {
  const int m = 5, n = 4, lda = 7, incx = 2, incy = 3;
  float hA[lda * n];
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < lda; ++i) hA[i + j * lda] = i < m ? (float)((i + 2 * j) % 7 - 3) : 1000.0f;
  float hy[incy * m];
  for (int i = 0; i < incy * m; ++i) hy[i] = i % incy == 0 ? (float)(i / incy) : -555.0f;
  float *dA, *dx, *dy;
  CT_CHECK(cudaMalloc(&dA, sizeof(hA)));
  CT_CHECK(cudaMalloc(&dx, incx * m * sizeof(float)));
  CT_CHECK(cudaMalloc(&dy, sizeof(hy)));
  cublasHandle_t h;
  CB_CHECK(cublasCreate(&h));
  CB_CHECK(cublasSetMatrix(m, n, sizeof(float), hA, lda, dA, lda));
  const float alpha = 2.0f, beta = -0.5f;
  // y(m) = alpha A x(n) + beta y
  init_x<<<1, 64>>>(dx, m, incx);  // default stream, as the handle's
  CT_CHECK(cudaMemcpy(dy, hy, sizeof(hy), cudaMemcpyHostToDevice));
  CB_CHECK(cublasSgemv(h, CUBLAS_OP_N, m, n, &alpha, dA, lda, dx, incx, &beta, dy, incy));
  float out[incy * m];
  CT_CHECK(cudaMemcpy(out, dy, sizeof(out), cudaMemcpyDeviceToHost));
  ct_print_f("sgemv_n", out, incy * m);
  // y(n) = alpha A^T x(m) + beta y
  CT_CHECK(cudaMemcpy(dy, hy, sizeof(hy), cudaMemcpyHostToDevice));
  CB_CHECK(cublasSgemv(h, CUBLAS_OP_T, m, n, &alpha, dA, lda, dx, incx, &beta, dy, incy));
  CT_CHECK(cudaMemcpy(out, dy, sizeof(out), cudaMemcpyDeviceToHost));
  ct_print_f("sgemv_t", out, incy * n);

  double dhA[m * n], dhx[n], dhy[m];
  for (int i = 0; i < m * n; ++i) dhA[i] = 0.25 * (double)((i * 5) % 9) - 1.0;
  for (int i = 0; i < n; ++i) dhx[i] = (double)(i + 1);
  for (int i = 0; i < m; ++i) dhy[i] = -2.0 * i;
  double *ddA, *ddx, *ddy;
  CT_CHECK(cudaMalloc(&ddA, sizeof(dhA)));
  CT_CHECK(cudaMalloc(&ddx, sizeof(dhx)));
  CT_CHECK(cudaMalloc(&ddy, sizeof(dhy)));
  CB_CHECK(cublasSetVector(m * n, sizeof(double), dhA, 1, ddA, 1));
  CB_CHECK(cublasSetVector(n, sizeof(double), dhx, 1, ddx, 1));
  CB_CHECK(cublasSetVector(m, sizeof(double), dhy, 1, ddy, 1));
  const double da = 1.0, db = 3.0;
  CB_CHECK(cublasDgemv(h, CUBLAS_OP_N, m, n, &da, ddA, m, ddx, 1, &db, ddy, 1));
  CB_CHECK(cublasGetVector(m, sizeof(double), ddy, 1, dhy, 1));
  ct_print_d("dgemv_n", dhy, m);

  CB_CHECK(cublasDestroy(h));
  CT_CHECK(cudaFree(dA)); CT_CHECK(cudaFree(dx)); CT_CHECK(cudaFree(dy));
  CT_CHECK(cudaFree(ddA)); CT_CHECK(cudaFree(ddx)); CT_CHECK(cudaFree(ddy));
  return 0;
}
