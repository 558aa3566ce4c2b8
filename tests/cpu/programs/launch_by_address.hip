// Launches through a const void* kernel pointer with void** args: hipLaunchKernel,
// hipLaunchCooperativeKernel, hipLaunchKernelExC/hipLaunchKernelEx, xlate_cpu_launch; kernels in
// a namespace and overloaded; a kernel that was never registered (a template instantiation).
#include <hip/hip_runtime.h>

namespace ops {
__global__ void axpy(float a, const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}
__global__ void fill(int* p, int v) { p[threadIdx.x] = v; }
__global__ void fill(int* p, int v, int w) { p[threadIdx.x] = v * w; }
}  // namespace ops

struct Pair {
  int a;
  double b;
};
__global__ void by_value(Pair p, long long* out) { out[threadIdx.x] = p.a + static_cast<long long>(p.b); }

template <class T>
__global__ void tmpl(T* p) { p[0] = 1; }

int main() {
  const int n = 8;
  float *x, *y;
  hipMalloc(&x, n * sizeof(float));
  hipMalloc(&y, n * sizeof(float));
  float hx[n], hy[n];
  for (int i = 0; i < n; ++i) { hx[i] = i; hy[i] = 1; }
  hipMemcpy(x, hx, sizeof hx, hipMemcpyHostToDevice);
  hipMemcpy(y, hy, sizeof hy, hipMemcpyHostToDevice);
  float a = 2.0f;
  int nn = n;
  void* args[] = {&a, &x, &y, &nn};
  hipError_t e = hipLaunchKernel(reinterpret_cast<const void*>(&ops::axpy), dim3(1), dim3(n), args, 0, nullptr);
  a = 1000.0f;  // the launch copied the arguments already
  printf("launch %s\n", hipGetErrorName(e));
  hipMemcpy(hy, y, sizeof hy, hipMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("y %g\n", hy[i]);

  int* p;
  hipMalloc(&p, 4 * sizeof(int));
  int v = 7, w = 3;
  void* a2[] = {&p, &v};
  void (*fill2)(int*, int) = ops::fill;
  e = hipLaunchCooperativeKernel(reinterpret_cast<const void*>(fill2), dim3(1), dim3(4), a2, 0, nullptr);
  printf("coop %s\n", hipGetErrorName(e));
  int hp[4];
  hipMemcpy(hp, p, sizeof hp, hipMemcpyDeviceToHost);
  printf("fill2 %d %d\n", hp[0], hp[3]);
  void* a3[] = {&p, &v, &w};
  void (*fill3)(int*, int, int) = ops::fill;
  hipLaunchConfig_t cfg{};
  cfg.gridDim = dim3(1);
  cfg.blockDim = dim3(4);
  e = hipLaunchKernelExC(&cfg, reinterpret_cast<const void*>(fill3), a3);
  printf("ex %s\n", hipGetErrorName(e));
  hipMemcpy(hp, p, sizeof hp, hipMemcpyDeviceToHost);
  printf("fill3 %d %d\n", hp[0], hp[3]);
  e = hipLaunchKernelEx(&cfg, fill3, p, 5, 5);
  hipMemcpy(hp, p, sizeof hp, hipMemcpyDeviceToHost);
  printf("ex_typed %s %d\n", hipGetErrorName(e), hp[2]);

  Pair pr{40, 2.9};
  long long* out;
  hipMalloc(&out, 2 * sizeof(long long));
  void* a4[] = {&pr, &out};
  e = static_cast<hipError_t>(xlate_cpu_launch(reinterpret_cast<const void*>(&by_value), dim3(1), dim3(2), a4, 0, nullptr));
  long long ho[2];
  hipMemcpy(ho, out, sizeof ho, hipMemcpyDeviceToHost);
  printf("by_value %s %lld %lld\n", hipGetErrorName(e), ho[0], ho[1]);

  void* a5[] = {&p};
  e = hipLaunchKernel(reinterpret_cast<const void*>(&tmpl<int>), dim3(1), dim3(1), a5, 0, nullptr);
  printf("unregistered %s\n", hipGetErrorName(e));
  ::xlate_cpu::register_kernel(&tmpl<int>, "tmpl<int>");
  e = hipLaunchKernel(reinterpret_cast<const void*>(&tmpl<int>), dim3(1), dim3(1), a5, 0, nullptr);
  printf("registered %s\n", hipGetErrorName(e));
  hipDeviceSynchronize();
  return 0;
}
