// Host code compiled by the project's C++ compiler (not nvcc). With x[i] = i (n = 64):
//   kernel:  y = 3 x + 1;   cuBLAS saxpy: y = 2 x + y;   cuBLAS sdot: x . y
// prints "devices>0=1 status=no error", then "y[0]=.. y[n-1]=.." and "dot=..".
#include <cuda_runtime.h>
#include <cublas_v2.h>

#include <cstdio>
#include <vector>

extern "C" cudaError_t launch_scale_add_one(float* y, const float* x, float a, int n, cudaStream_t s);

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t e_ = (call);                                                     \
    if (e_ != cudaSuccess) {                                                     \
      std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(e_));           \
      return 1;                                                                  \
    }                                                                            \
  } while (0)
#define CHECK_BLAS(call)                                                         \
  do {                                                                           \
    if ((call) != CUBLAS_STATUS_SUCCESS) {                                       \
      std::fprintf(stderr, "%s failed\n", #call);                                \
      return 1;                                                                  \
    }                                                                            \
  } while (0)

int main() {
  const int n = 64;
  int devices = 0;
  CHECK(cudaGetDeviceCount(&devices));
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) x[i] = float(i);
  float *dx = nullptr, *dy = nullptr;
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  CHECK(cudaMalloc(reinterpret_cast<void**>(&dx), n * sizeof(float)));
  CHECK(cudaMalloc(reinterpret_cast<void**>(&dy), n * sizeof(float)));
  CHECK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(launch_scale_add_one(dy, dx, 3.0f, n, stream));
  CHECK(cudaStreamSynchronize(stream));
  cublasHandle_t handle;
  CHECK_BLAS(cublasCreate(&handle));
  const float alpha = 2.0f;
  CHECK_BLAS(cublasSaxpy(handle, n, &alpha, dx, 1, dy, 1));
  float dot = 0.0f;
  CHECK_BLAS(cublasSdot(handle, n, dx, 1, dy, 1, &dot));
  CHECK(cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  std::printf("devices>0=%d status=%s\n", devices > 0, cudaGetErrorString(cudaSuccess));
  std::printf("y[0]=%.1f y[n-1]=%.1f\ndot=%.1f\n", y[0], y[n - 1], dot);
  CHECK_BLAS(cublasDestroy(handle));
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  CHECK(cudaStreamDestroy(stream));
  return 0;
}
