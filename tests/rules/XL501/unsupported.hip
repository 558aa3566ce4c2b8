#include <hip/hip_runtime.h>
#include <cuda/std/atomic>
#include <hip/hip_cooperative_groups.h>
#include <mma.h>
#if defined(USE_BARRIER)
#include <cuda/barrier>
#endif
int main() { return 0; }
// CHECK: XL501 error 2:11
// CHECK: XL501 error 3:11
// CHECK: XL501 error 4:11
// CHECK: XL501 warning 6:11
