#define LANE_CHECK(call) \
  do { if ((call) != 0) return -1; } while (0)
#include <xlate/compat32.h>
#line 3
__device__ inline int warp_sum(int v) {
  for (int o = 16; o > 0; o /= 2) v += xlate_c32::shfl_down_sync(0xffffffff, v, o);  // CHECK: XL200 note L4:40 inserted as a new line before line 3  // CHECK: XL202 note L4:57 full 32-lane mask  // CHECK: XL204 note L4:16 shuffle loop over o starts at 16
  static_assert(__LINE__ == 5, "the translation keeps the input's line numbers");
  return v;
}
