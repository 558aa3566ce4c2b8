#include <cuda_runtime.h>
template <typename T, int N> __global__ void tk(T* p) { p[0] = N; }
template <typename T> struct Box { T v; };
namespace ns {
template <typename T> __global__ void nk(T v) {}
__global__ void plain(int v) {}
}
__global__ void k0() {}
typedef void (*kfn)();
void host(float* p, kfn fp, kfn* table, int i) {
  tk<float, 256><<<1, 256>>>(p);
  tk<float, (4 > 2 ? 8 : 4)><<<1, 1>>>(p);
  ns::nk<Box<Box<int>>><<<1, 1>>>(Box<Box<int>>{});
  ::ns::plain<<<1, 1>>>(3);
  ns::nk<int><<<1, 1>>>(3);
  (*fp)<<<1, 1>>>();
  table[i]<<<1, 1>>>();
}
