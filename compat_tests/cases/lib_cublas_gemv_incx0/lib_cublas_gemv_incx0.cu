// cublasSgemv with incx = 0, the way code that multiplies a matrix by a constant vector held in one
// element might call it. cuBLAS's documentation lists incx = 0 among the arguments that return
// CUBLAS_STATUS_INVALID_VALUE; cuBLAS 13.0 on an H200 accepts it and reads x[0] for every element
// (y = alpha A (x0, ..., x0) + beta y). hipBLAS (rocBLAS) refuses it, as cuBLAS's documentation says.
// (incy = 0 is accepted too, and every row then writes y[0]: which write lands is not defined, so it
// is not probed.)
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include "ct.cuh"

static const char* status_name(cublasStatus_t s) {
  switch (s) {
    case CUBLAS_STATUS_SUCCESS: return "SUCCESS";
    case CUBLAS_STATUS_INVALID_VALUE: return "INVALID_VALUE";
    default: return "OTHER";
  }
}

__global__ void iota(float* p, int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = scale * (float)(i + 1);
}

int main() {
  const int m = 5, n = 3;
  float *dA, *dx, *dy;
  CT_CHECK(cudaMalloc(&dA, m * n * sizeof(float)));
  CT_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CT_CHECK(cudaMalloc(&dy, m * sizeof(float)));
  iota<<<1, 32>>>(dA, m * n, 1.0f);
  iota<<<1, 32>>>(dx, n, 3.0f);
  iota<<<1, 32>>>(dy, m, -1.0f);
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return 3;
  const float alpha = 0.5f, beta = 2.0f;
  float hy[m];
  printf("gemv_incx0: %s\n", status_name(cublasSgemv(h, CUBLAS_OP_N, m, n, &alpha, dA, m, dx, 0, &beta, dy, 1)));
  CT_CHECK(cudaMemcpy(hy, dy, sizeof(hy), cudaMemcpyDeviceToHost));
  ct_print_f("gemv_incx0_y", hy, m);
  cublasDestroy(h);
  CT_CHECK(cudaFree(dA)); CT_CHECK(cudaFree(dx)); CT_CHECK(cudaFree(dy));
  return 0;
}
