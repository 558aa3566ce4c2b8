// A HIP API the cpu backend lacks is a compile-time error naming it.
#include <hip/hip_runtime.h>

int main() {
  hipGraph_t g = nullptr, copy = nullptr;
  hipError_t e = hipGraphClone(&copy, g);
  return e == hipSuccess ? 0 : 1;
}
