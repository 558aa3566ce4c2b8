// cuBLAS level 1 with strides as real code uses them (a column or a row of a matrix): saxpy,
// sscal, sdot, snrm2, sasum, isamax with incx/incy != 1, and ddot with its result written to device
// memory (CUBLAS_POINTER_MODE_DEVICE), read back after a stream synchronisation.
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

// a 6 x 8 column-major matrix, element (i, j) = ((3 i + 5 j) % 13) - 6
__global__ void init_matrix(float* a, int rows, int cols) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < rows * cols) a[t] = (float)((3 * (t % rows) + 5 * (t / rows)) % 13 - 6);
}

int main() {
  const int rows = 6, cols = 8;
  float* dA;
  CT_CHECK(cudaMalloc(&dA, rows * cols * sizeof(float)));
  init_matrix<<<1, 64>>>(dA, rows, cols);
  cublasHandle_t h;
  CB_CHECK(cublasCreate(&h));
  float hA[rows * cols];
  // row 1 (stride rows) += 0.5 * row 4
  const float half_ = 0.5f;
  CB_CHECK(cublasSaxpy(h, cols, &half_, dA + 4, rows, dA + 1, rows));
  // column 2 (stride 1, every other element: incx 2) *= -3
  const float m3 = -3.0f;
  CB_CHECK(cublasSscal(h, rows / 2, &m3, dA + 2 * rows, 2));
  CT_CHECK(cudaMemcpy(hA, dA, sizeof(hA), cudaMemcpyDeviceToHost));
  ct_print_f("matrix", hA, rows * cols);
  float dot, nrm, asum;
  int imax;
  CB_CHECK(cublasSdot(h, cols, dA + 1, rows, dA + 3, rows, &dot));  // row 1 . row 3
  CB_CHECK(cublasSnrm2(h, rows, dA + 5 * rows, 1, &nrm));            // column 5
  CB_CHECK(cublasSasum(h, cols / 2, dA, 2 * rows, &asum));            // row 0, every other column
  CB_CHECK(cublasIsamax(h, cols, dA + 2, rows, &imax));               // row 2 (1-based index)
  ct_print_f("sdot", &dot, 1);
  ct_print_f("snrm2", &nrm, 1);
  ct_print_f("sasum", &asum, 1);
  ct_print_i("isamax", &imax, 1);

  const int n = 10;
  double hx[2 * n], hy[3 * n];
  for (int i = 0; i < 2 * n; ++i) hx[i] = 0.5 * i - 3.0;
  for (int i = 0; i < 3 * n; ++i) hy[i] = (double)(i % 5) - 2.0;
  double *dx, *dy, *dres;
  CT_CHECK(cudaMalloc(&dx, sizeof(hx)));
  CT_CHECK(cudaMalloc(&dy, sizeof(hy)));
  CT_CHECK(cudaMalloc(&dres, sizeof(double)));
  CT_CHECK(cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dy, hy, sizeof(hy), cudaMemcpyHostToDevice));
  cudaStream_t s;
  CT_CHECK(cudaStreamCreate(&s));
  CB_CHECK(cublasSetStream(h, s));
  CB_CHECK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
  CB_CHECK(cublasDdot(h, n, dx, 2, dy, 3, dres));
  double res = 0;
  CT_CHECK(cudaMemcpyAsync(&res, dres, sizeof(double), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  ct_print_d("ddot_device", &res, 1);

  CB_CHECK(cublasDestroy(h));
  CT_CHECK(cudaStreamDestroy(s));
  CT_CHECK(cudaFree(dA)); CT_CHECK(cudaFree(dx)); CT_CHECK(cudaFree(dy)); CT_CHECK(cudaFree(dres));
  return 0;
}
