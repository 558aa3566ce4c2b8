#include <cuda_fp16.h>

__global__ void k(const double *d, __half *h, int *a) {
  h[threadIdx.x] = __double2half(d[threadIdx.x]);  // CHECK: XL103 note L4:20 `#include <xlate/fp16_extras.h>` inserted as a new line before line 3
  a[threadIdx.x] = __shfl_sync(0xffffffff, a[threadIdx.x], 1);
  static_assert(__LINE__ == 6, "the translation keeps the input's line numbers");
}
