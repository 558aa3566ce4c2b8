#include <hip/hip_runtime.h>
__global__ void k(int* p) {
  if (!p) __assertfail("p", __FILE__, __LINE__, "k", 1);  // CHECK: XL102 error 3:11
}
