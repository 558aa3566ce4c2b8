// A pasted CUDA prefix whose uses form a name without a HIP equivalent under the same prefix: left
// as written, with a warning naming it (the compile error that follows is then explained).
#include <hip/hip_runtime.h>

#define CU_CALL(fn, ...) cuda ## fn(__VA_ARGS__)
// CHECK: XL106 warning L5:26 cudaProfilerInitialize (unsupported

#define NEVER_USED(x) cuda ## x
// CHECK: XL106 warning L8:23 no use of it was found

int main() {
  int *p = nullptr;
  int v = 0;
  CU_CALL(Malloc, (void **)&p, 16);
  CU_CALL(ProfilerInitialize, "cfg", "out", cudaKeyValuePair);
  // CHECK: XL102 warning L15:45 cudaKeyValuePair has no HIP equivalent (in code the compiler did not check)
  return v > 0 ? 0 : 1;
}
