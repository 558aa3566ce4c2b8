#include <hip/hip_runtime.h>
template <typename T, int N> __global__ void tk(T* p) { p[0] = N; }
template <typename T> struct Box { T v; };
namespace ns {
template <typename T> __global__ void nk(T v) {}
__global__ void plain(int v) {}
}
__global__ void k0() {}
typedef void (*kfn)();
void host(float* p, kfn fp, kfn* table, int i) {
  hipLaunchKernelGGL(HIP_KERNEL_NAME(tk<float, 256>), 1, 256, 0, 0, p);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(tk<float, (4 > 2 ? 8 : 4)>), 1, 1, 0, 0, p);
  hipLaunchKernelGGL(ns::nk<Box<Box<int>>>, 1, 1, 0, 0, Box<Box<int>>{});
  hipLaunchKernelGGL(::ns::plain, 1, 1, 0, 0, 3);
  hipLaunchKernelGGL(ns::nk<int>, 1, 1, 0, 0, 3);
  hipLaunchKernelGGL((*fp), 1, 1, 0, 0);
  hipLaunchKernelGGL(table[i], 1, 1, 0, 0);
}
