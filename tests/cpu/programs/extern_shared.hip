// A literal `extern __shared__ T x[];` (as users write HIP; the translator emits HIP_DYNAMIC_SHARED).
#include <hip/hip_runtime.h>

__global__ void reverse(int* d, int n) {
  extern __shared__ int s[];
  int t = threadIdx.x;
  s[t] = d[t];
  __syncthreads();
  d[t] = s[n - t - 1];
}

__global__ void aligned(double* out) {
  extern __shared__ __align__(16) double buf[];
  buf[threadIdx.x] = threadIdx.x * 0.5;
  __syncthreads();
  out[threadIdx.x] = buf[blockDim.x - 1 - threadIdx.x];
  if (threadIdx.x == 0) out[blockDim.x] = reinterpret_cast<uintptr_t>(buf) % 16;
}

int main() {
  const int n = 64;
  int* d;
  hipMalloc(&d, n * sizeof(int));
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = i * i;
  hipMemcpy(d, h, sizeof h, hipMemcpyHostToDevice);
  hipLaunchKernelGGL(reverse, dim3(1), dim3(n), n * sizeof(int), 0, d, n);
  hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], h[63]);  // 63^2 62^2 0
  double* o;
  hipMalloc(&o, 33 * sizeof(double));
  hipLaunchKernelGGL(aligned, dim3(1), dim3(32), 32 * sizeof(double), 0, o);
  double ho[33];
  hipMemcpy(ho, o, sizeof ho, hipMemcpyDeviceToHost);
  printf("%g %g %g\n", ho[0], ho[31], ho[32]);  // 15.5 0 0
  return 0;
}
