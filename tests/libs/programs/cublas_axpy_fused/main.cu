// y = alpha * x + y two ways that a GPU computes alike: cuBLAS's Saxpy / Daxpy (one fused multiply-add
// per element in a GPU BLAS) and a kernel (nvcc fuses `alpha * x[i] + y[i]`). The values make the fused
// and the unfused result differ: alpha = x = 1 + 2^-12 (float) or 1 + 2^-27 (double), y = -1, so
// alpha * x + y is exact fused and loses its last term rounded first.
#include <cstdio>
#include <cublas_v2.h>
#include <cuda_runtime.h>

template <class T>
__global__ void axpy_kernel(int n, T alpha, const T* x, T* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = alpha * x[i] + y[i];
}

template <class T>
static void run(const char* name, T eps, cublasStatus_t (*axpy)(cublasHandle_t, int, const T*, const T*, int, T*, int),
                cublasHandle_t h) {
  const int n = 256;
  T hx[n], hy[n], r1[n], r2[n];
  const T a = T(1) + eps;
  for (int i = 0; i < n; ++i) { hx[i] = a; hy[i] = T(-1); }
  T *x, *y1, *y2;
  cudaMalloc(&x, sizeof hx); cudaMalloc(&y1, sizeof hy); cudaMalloc(&y2, sizeof hy);
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy(y1, hy, sizeof hy, cudaMemcpyHostToDevice);
  cudaMemcpy(y2, hy, sizeof hy, cudaMemcpyHostToDevice);
  if (axpy(h, n, &a, x, 1, y1, 1) != CUBLAS_STATUS_SUCCESS) { printf("%s blas failed\n", name); return; }
  axpy_kernel<<<2, 128>>>(n, a, x, y2);
  cudaMemcpy(r1, y1, sizeof r1, cudaMemcpyDeviceToHost);
  cudaMemcpy(r2, y2, sizeof r2, cudaMemcpyDeviceToHost);
  int same = 0;
  for (int i = 0; i < n; ++i) same += r1[i] == r1[0] && r2[i] == r1[0];
  printf("%s %a %a %d\n", name, (double)r1[0], (double)r2[0], same);
  cudaFree(x); cudaFree(y1); cudaFree(y2);
}

int main() {
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return 1;
  run<float>("saxpy", 1.0f / 4096, cublasSaxpy, h);
  run<double>("daxpy", 1.0 / 134217728, cublasDaxpy, h);
  cublasDestroy(h);
  return 0;
}
