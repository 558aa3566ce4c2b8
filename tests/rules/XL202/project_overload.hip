#include <xlate/compat32.h> // The project overloads a CUDA warp intrinsic for its own type (Eigen's __shfl_down_sync for Eigen::half):
// a template's call reaches that overload or CUDA's by the argument's type, so it stays as written, and
// <xlate/compat32.h> (included for it) overloads the name for CUDA's 32-bit mask. The overload's own
// call, on CUDA's int, is renamed as usual.
namespace proj { struct pair16 { short lo, hi; }; }
__device__ proj::pair16 __shfl_down_sync(unsigned mask, proj::pair16 v, unsigned int delta, int width = 32) {
  int packed = (int(v.hi) << 16) | (unsigned short)v.lo;
  packed = xlate_c32::shfl_down_sync(mask, packed, delta, width);  // CHECK: XL202 note L8:29 lane mask `mask`
  proj::pair16 out;
  out.lo = (short)(packed & 0xffff);
  out.hi = (short)(packed >> 16);
  return out;
}
template <typename T> __device__ T warp_first(T v) {
  return __shfl_down_sync(0xffffffffu, v, 1);  // CHECK: XL202 note L15:10 __shfl_down_sync left as written
}
