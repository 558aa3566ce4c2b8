#pragma once
#include <xlate/compat32.h>
#line 2
namespace mylib {
__device__ int lane_sum(int v) {
  for (int o = 16; o > 0; o /= 2) v += xlate_c32::shfl_xor_sync(0xffffffff, v, o);  // CHECK: XL200 note L4:40 inserted as a new line before line 2  // CHECK: XL202 note L4:56 full 32-lane mask  // CHECK: XL204 note L4:16 shuffle loop over o starts at 16
  return v;
}
static_assert(__LINE__ == 7, "the translation keeps the input's line numbers");
}  // namespace mylib
