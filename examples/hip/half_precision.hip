// Exercises: half precision from hip_fp16.h: __half storage, __float2half/__half2float
// conversions, __hadd/__hmul arithmetic, and the packed __half2 type with __hfma2.
#include "check.h"

#include <hip/hip_fp16.h>

#include <vector>

__global__ void half_axpy(__half a, const __half* x, __half* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __hadd(__hmul(a, x[i]), y[i]);
}

__global__ void half2_fma(const __half2* x, __half2* y, int n2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) y[i] = __hfma2(x[i], __float2half2_rn(2.0f), y[i]);
}

int main() {
  const int n = 1024;
  std::vector<__half> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = __float2half(1.0f);
    y[i] = __float2half(0.5f);
  }
  __half *dx, *dy;
  CHECK(hipMalloc(&dx, n * sizeof(__half)));
  CHECK(hipMalloc(&dy, n * sizeof(__half)));
  CHECK(hipMemcpy(dx, x.data(), n * sizeof(__half), hipMemcpyHostToDevice));
  CHECK(hipMemcpy(dy, y.data(), n * sizeof(__half), hipMemcpyHostToDevice));
  hipLaunchKernelGGL(half_axpy, dim3(n / 256), dim3(256), 0, 0, __float2half(2.0f), dx, dy, n);
  hipLaunchKernelGGL(half2_fma, dim3(n / 2 / 256), dim3(256), 0, 0, reinterpret_cast<const __half2*>(dx),
                     reinterpret_cast<__half2*>(dy), n / 2);
  CHECK(hipGetLastError());
  CHECK(hipMemcpy(y.data(), dy, n * sizeof(__half), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    if (__half2float(y[i]) != 4.5f) {  // 2*1 + 0.5, then 1*2 + 2.5: exact in half precision
      std::printf("FAIL at %d: %f\n", i, __half2float(y[i]));
      return 1;
    }
  }
  std::printf("half_precision: OK\n");
  return 0;
}
