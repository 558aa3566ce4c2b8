// Hand-written HIP with a <<<...>>> launch: refused with a clear message.
#include <hip/hip_runtime.h>

__global__ void k(int* p) { p[0] = 1; }

int main() {
  int* p;
  hipMalloc(&p, 4);
  k<<<1, 1>>>(p);  // not C++
  return 0;
}
