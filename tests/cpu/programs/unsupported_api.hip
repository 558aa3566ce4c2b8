// A HIP API the cpu backend lacks is a compile-time error naming it.
#include <hip/hip_runtime.h>

int main() {
  hipGraph_t g;
  hipError_t e = hipGraphCreate(&g, 0);
  return e == hipSuccess ? 0 : 1;
}
