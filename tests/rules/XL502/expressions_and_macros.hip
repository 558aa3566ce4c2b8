#include <hip/hip_runtime.h>
#define CHECK(x) do { if ((x) != hipSuccess) return; } while (0)
#define CALL(x) x
#define LAUNCH(kern, ...) ([&]{ hipLaunchKernelGGL(kern, 1, 64, 0, 0, __VA_ARGS__); }())
#define LAUNCH_S(kern, ...) do { hipLaunchKernelGGL(kern, 1, 64, 0, 0, __VA_ARGS__); } while (0)
__global__ void k1(int* p) {}
__global__ void k0() {}
void host(int* p, int n) {
  CHECK((([&]{ hipLaunchKernelGGL(k1, 1, 1, 0, 0, p); }()), hipGetLastError()));
  CALL(([&]{ hipLaunchKernelGGL(k0, 1, 1, 0, 0); }()));
  LAUNCH(k1, p);
  LAUNCH(k0);
  LAUNCH_S(k0);
  hipLaunchKernelGGL(k1,
      n,    // grid
      64    /* block */
  , 0, 0,
      p);   // args
}
