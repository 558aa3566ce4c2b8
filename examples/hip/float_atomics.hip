// Exercises: atomicAdd on float and double in global memory, and a float atomicAdd into shared
// memory followed by one global atomic per block.
#include "check.h"

__global__ void sum_float(const float* x, float* total, int n) {
  __shared__ float block_sum;
  if (threadIdx.x == 0) block_sum = 0.0f;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&block_sum, x[i]);
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(total, block_sum);
}

__global__ void sum_double(const double* x, double* total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(total, x[i]);
}

int main() {
  const int n = 1 << 16;
  float* xf;
  double* xd;
  float* tf;
  double* td;
  CHECK(hipMallocManaged(&xf, n * sizeof(float)));
  CHECK(hipMallocManaged(&xd, n * sizeof(double)));
  CHECK(hipMallocManaged(&tf, sizeof(float)));
  CHECK(hipMallocManaged(&td, sizeof(double)));
  for (int i = 0; i < n; ++i) {
    xf[i] = 1.0f;
    xd[i] = 0.5;
  }
  *tf = 0.0f;
  *td = 0.0;
  hipLaunchKernelGGL(sum_float, dim3(n / 256), dim3(256), 0, 0, xf, tf, n);
  hipLaunchKernelGGL(sum_double, dim3(n / 256), dim3(256), 0, 0, xd, td, n);
  CHECK(hipGetLastError());
  CHECK(hipDeviceSynchronize());
  bool ok = *tf == float(n) && *td == 0.5 * n;
  std::printf("float_atomics: %s (%f, %f)\n", ok ? "OK" : "FAIL", *tf, *td);
  CHECK(hipFree(xf));
  CHECK(hipFree(xd));
  CHECK(hipFree(tf));
  CHECK(hipFree(td));
  return ok ? 0 : 1;
}
