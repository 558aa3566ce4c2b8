// hipLaunchKernelGGL with template kernels whose template arguments are deduced from the call
// (as kernel<<<...>>>(args) deduces them), explicit template arguments with commas, lambdas and
// functors as arguments, arguments copied at launch time.
#include <hip/hip_runtime.h>

struct Square {
  __device__ float operator()(float x) const { return x * x; }
};
struct Affine {
  float a, b;
  __device__ float operator()(float x) const { return a * x + b; }
};

template <class F>
__global__ void transform(float* out, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(static_cast<float>(i));
}

template <class T, int K>
__global__ void scale(T* out, T by) {
  out[threadIdx.x] = by * static_cast<T>(K) + static_cast<T>(threadIdx.x);
}

template <class T>
__global__ void add_param(T* out, T v) {
  v += static_cast<T>(threadIdx.x);  // a parameter is each thread's own copy
  out[threadIdx.x] = v;
}

__device__ int g_launches;
__global__ void no_args() { atomicAdd(&g_launches, 1); }
// a wrapper macro that forwards an empty argument list
#define LAUNCH1(kernel, ...) hipLaunchKernelGGL(kernel, dim3(1), dim3(1), 0, 0, __VA_ARGS__)

int main() {
  const int n = 10;
  float* d;
  hipMalloc(&d, 64 * sizeof(float));
  float h[64];
  hipLaunchKernelGGL(transform, dim3(1), dim3(16), 0, 0, d, n, Square());
  hipMemcpy(h, d, n * sizeof(float), hipMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("sq %g\n", h[i]);
  Affine aff{2.0f, 1.0f};
  hipLaunchKernelGGL(transform, dim3(1), dim3(16), 0, 0, d, n, aff);
  aff.a = 100.0f;  // after the launch: the launch copied the old value
  hipDeviceSynchronize();
  hipMemcpy(h, d, n * sizeof(float), hipMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("aff %g\n", h[i]);
  double* dd;
  hipMalloc(&dd, 8 * sizeof(double));
  hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<double, 3>), dim3(1), dim3(4), 0, 0, dd, 1.5);
  double hd[4];
  hipMemcpy(hd, dd, sizeof hd, hipMemcpyDeviceToHost);
  for (double x : hd) printf("scale %g\n", x);
  int* di;
  hipMalloc(&di, 4 * sizeof(int));
  hipLaunchKernelGGL(add_param, dim3(1), dim3(4), 0, 0, di, 40);
  int hi[4];
  hipMemcpy(hi, di, sizeof hi, hipMemcpyDeviceToHost);
  for (int x : hi) printf("param %d\n", x);
  hipLaunchKernelGGL(no_args, dim3(1), dim3(3), 0, 0);
  LAUNCH1(no_args);
  int launches = 0;
  hipMemcpyFromSymbol(&launches, HIP_SYMBOL(g_launches), sizeof(int));
  printf("no_args %d\n", launches);
  printf("err %s\n", hipGetErrorName(hipGetLastError()));
  return 0;
}
