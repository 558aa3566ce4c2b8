#include <xlate/int_intrinsics.h> // MODE: native64
// A kernel whose only warp code is a PTX lane mask: the lowering gives it CUDA's 32-lane meaning, so native64
// keeps the kernel in compat32 and says so (XL221), as it does for `threadIdx.x & 31` written in C++.
__global__ void below(unsigned *o) {  // CHECK: XL221 warning L4 because of inline asm reading the warp partition (`lanemask`
  unsigned m;
  do { auto&& _xl_op0 = (m); { unsigned int _xl_a0 = 0x0u; { _xl_a0 = ((1u << ((unsigned int)__lane_id() & 31u)) - 1u); } (_xl_op0) = _xl_a0; } } while (0);  // CHECK: XL301 note L6:3 inline PTX lowered to HIP C++ (mov.u32)
  o[blockIdx.x * blockDim.x + threadIdx.x] = xlate_popc(m);
}
// No warp PTX here: plain arithmetic in asm leaves the kernel as it was (no XL221).
__global__ void plain(int *o) {
  int r;
  do { auto&& _xl_op0 = (r); auto&& _xl_op1 = ((int)threadIdx.x); { unsigned int _xl_a0 = 0x0u; unsigned int _xl_a1 = (unsigned int)(_xl_op1); { _xl_a0 = (unsigned int)((unsigned int)(_xl_a1) + (unsigned int)(0x1u)); } (_xl_op0) = _xl_a0; } } while (0);  // CHECK: XL301 note L12:3 inline PTX lowered to HIP C++ (add.s32)
  o[threadIdx.x] = r;
}
