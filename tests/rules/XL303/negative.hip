// Well-formed PTX in unusual layouts parses: adjacent string literals, comments, braces, spacing.
__global__ void k(unsigned *o, unsigned x) {
  unsigned r;
  do { auto&& _xl_op0 = (




r); auto&& _xl_op1 = (x); { unsigned int _xl_a0 = 0x0u; unsigned int _xl_a1 = (unsigned int)(_xl_op1); unsigned int _xl_r_t_1 = 0x0u; { { _xl_r_t_1 = (unsigned int)((unsigned int)(_xl_a1) + (unsigned int)(0x3u)); } { _xl_a0 = (unsigned int)((unsigned int)(_xl_r_t_1) * (unsigned int)(0x2u)); } } (_xl_op0) = _xl_a0; } } while (0);  // CHECK: XL301 note L4:3 inline PTX lowered to HIP C++ (add.u32, mul.lo.u32)
  o[threadIdx.x] = r;
}
