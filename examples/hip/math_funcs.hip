// Exercises: device math in single precision (sinf, cosf, expf, sqrtf, __expf intrinsic) and
// double precision (sin, exp, pow, fma), and a template kernel instantiated for float and double.
#include "check.h"

#include <cmath>
#include <vector>

__global__ void math_float(const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = sinf(x[i]) * sinf(x[i]) + cosf(x[i]) * cosf(x[i]) + expf(0.0f) + sqrtf(4.0f) - __expf(0.0f);
}

__global__ void math_double(const double* x, double* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = fma(sin(x[i]), 0.0, exp(log(x[i]))) + pow(x[i], 2.0);
}

template <typename T>
__global__ void axpy(T a, const T* x, T* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1000;
  std::vector<float> xf(n), yf(n);
  std::vector<double> xd(n), yd(n);
  for (int i = 0; i < n; ++i) {
    xf[i] = 0.01f * i;
    xd[i] = 1.0 + 0.01 * i;
  }
  float *dxf, *dyf;
  double *dxd, *dyd;
  CHECK(hipMalloc(&dxf, n * sizeof(float)));
  CHECK(hipMalloc(&dyf, n * sizeof(float)));
  CHECK(hipMalloc(&dxd, n * sizeof(double)));
  CHECK(hipMalloc(&dyd, n * sizeof(double)));
  CHECK(hipMemcpy(dxf, xf.data(), n * sizeof(float), hipMemcpyHostToDevice));
  CHECK(hipMemcpy(dxd, xd.data(), n * sizeof(double), hipMemcpyHostToDevice));
  hipLaunchKernelGGL(math_float, dim3((n + 127) / 128), dim3(128), 0, 0, dxf, dyf, n);
  hipLaunchKernelGGL(math_double, dim3((n + 127) / 128), dim3(128), 0, 0, dxd, dyd, n);
  hipLaunchKernelGGL(axpy<float>, dim3((n + 127) / 128), dim3(128), 0, 0, 2.0f, dxf, dyf, n);
  hipLaunchKernelGGL(axpy<double>, dim3((n + 127) / 128), dim3(128), 0, 0, 2.0, dxd, dyd, n);
  CHECK(hipGetLastError());
  CHECK(hipMemcpy(yf.data(), dyf, n * sizeof(float), hipMemcpyDeviceToHost));
  CHECK(hipMemcpy(yd.data(), dyd, n * sizeof(double), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    float ef = 3.0f + 2.0f * xf[i];
    double ed = xd[i] + xd[i] * xd[i] + 2.0 * xd[i];
    if (std::fabs(yf[i] - ef) > 1e-4f || std::fabs(yd[i] - ed) > 1e-9 * ed) {
      std::printf("FAIL at %d: %f vs %f, %f vs %f\n", i, yf[i], ef, yd[i], ed);
      return 1;
    }
  }
  std::printf("math_funcs: OK\n");
  return 0;
}
