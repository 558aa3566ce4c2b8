// Two kernels named `step` (a plain one that may run as a loop, and a template in b.hip with a
// barrier) launched by name: the template's launch must run as fibers (its barrier works).
#include <hip/hip_runtime.h>
#include <cstdio>

namespace one {
__global__ void step(int* a) { a[threadIdx.x] += 1; }
}  // namespace one
void launch_b(int* a);

int main() {
  int* a;
  hipMalloc(&a, 64 * sizeof(int));
  hipMemset(a, 0, 64 * sizeof(int));
  using one::step;
  hipLaunchKernelGGL(step, dim3(1), dim3(64), 0, 0, a);
  launch_b(a);
  int h[64];
  hipMemcpy(h, a, sizeof h, hipMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], h[63]);
  return 0;
}
