// An asm statement whose template is split by #ifdef/#else (the shape of old CUB's MatchAny, util_ptx.cuh) is lowered
// from the branch both passes compile; a conditional without #else stays an error (XL303), as does one
// whose branch differs between the passes (tests/ptx/test_rule.py: an `#ifdef __CUDA_ARCH__` split).
template <int LABEL_BITS>
__device__ unsigned int Select(unsigned int label) {
  unsigned int retval = 0;
  for (int BIT = 0; BIT < LABEL_BITS; ++BIT) {
    unsigned int mask;
    unsigned int current_bit = 1 << BIT;
    do { auto&& _xl_op0 = (









mask); auto&& _xl_op1 = (label); auto&& _xl_op2 = (current_bit); { unsigned int _xl_a0 = 0x0u; unsigned int _xl_a1 = (unsigned int)(_xl_op1); unsigned int _xl_a2 = (unsigned int)(_xl_op2); bool _xl_r_p_1 = false; { { _xl_a0 = (unsigned int)((_xl_a1) & (_xl_a2)); } { unsigned int _xl_ia = (unsigned int)(_xl_a0), _xl_ib = (unsigned int)(_xl_a2); bool _xl_t = (_xl_ia == _xl_ib); _xl_r_p_1 = _xl_t; } { _xl_a0 = (unsigned int)((unsigned int)(_xl_a0) + (unsigned int)(0x1u)); } if (!_xl_r_p_1) { { _xl_a0 = (unsigned int)(~(_xl_a0)); } } } (_xl_op0) = _xl_a0; } } while (0);
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
