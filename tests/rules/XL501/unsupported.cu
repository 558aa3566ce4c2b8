#include <cuda_runtime.h>
#include <cuda/std/atomic>
#include <cooperative_groups/scan.h>
#include <mma.h>
#if defined(USE_BARRIER)
#include <cuda/barrier>
#endif
int main() { return 0; }
// CHECK: XL501 error L2:11
// CHECK: XL501 error L3:11
// CHECK: XL501 note L4:11 WMMA (nvcuda::wmma) through
// CHECK: XL501 warning L6:11
