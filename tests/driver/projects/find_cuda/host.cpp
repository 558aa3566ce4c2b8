// Host C++ compiled by the C++ compiler: the sum of |d[i]| with cuBLAS.
#include <cublas_v2.h>

float sum_on_device(const float* d, int n) {
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return -1.0f;
  float s = -1.0f;
  if (cublasSasum(h, n, d, 1, &s) != CUBLAS_STATUS_SUCCESS) s = -2.0f;
  cublasDestroy(h);
  return s;
}
