// An asm statement whose template is split by #ifdef/#else (the shape of old CUB's MatchAny, util_ptx.cuh) is lowered
// from the branch both passes compile; a conditional without #else stays an error (XL303), as does one
// whose branch differs between the passes (tests/ptx/test_rule.py: an `#ifdef __CUDA_ARCH__` split).
template <int LABEL_BITS>
__device__ unsigned int Select(unsigned int label) {
  unsigned int retval = 0;
  for (int BIT = 0; BIT < LABEL_BITS; ++BIT) {
    unsigned int mask;
    unsigned int current_bit = 1 << BIT;
    asm("{\n"  // CHECK: XL301 note L10:5 inline PTX lowered to HIP C++ (and.b32, setp.eq.u32, add.u32, not.b32)
        "    .reg .pred p;\n"
        "    and.b32 %0, %1, %2;"
        "    setp.eq.u32 p, %0, %2;\n"
#ifdef CUB_USE_COOPERATIVE_GROUPS
        "    sub.u32 %0, %0, 1;\n"  // CHECK: XL911 note L15:1
#else
        "    add.u32 %0, %0, 1;\n"
#endif
        "    @!p not.b32 %0, %0;\n"
        "}\n" : "=r"(mask) : "r"(label), "r"(current_bit));
    retval = (BIT == 0) ? mask : retval & mask;
  }
  return retval;
}

__device__ unsigned int no_else(unsigned int x) {
  unsigned int r = x;
  asm("{ add.u32 %0, %0, 1;"  // CHECK: XL303 error L28:3 or has no #else
#ifndef NO_SECOND_ADD
      " add.u32 %0, %0, 1;"
#endif
      " }" : "+r"(r));
  return r;
}
