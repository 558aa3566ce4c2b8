// No launches: shifts, comparisons, templates and already translated launches stay as they are.
#include <hip/hip_runtime.h>
#include <vector>
__global__ void k(int v) {}
int f(int a, int b) { return (a << 3) >> (b >> 1); }
std::vector<std::vector<std::vector<int>>> nested;
void host(int n) {
  bool lt = n < 3, gt = n > 2;
  hipLaunchKernelGGL(k, 1, 1, 0, 0, n);
  ([&]{ hipLaunchKernelGGL(k, 1, 1, 0, 0, n); }());
}
