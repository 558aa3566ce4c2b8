// Every PTX form here is lowered: no XL302 (XL301 notes only).
__global__ void k(unsigned *o, unsigned x) {
  unsigned r, m;
  do { auto&& _xl_op0 = (r); auto&& _xl_op1 = (x); { unsigned int _xl_a0 = 0x0u; unsigned int _xl_a1 = (unsigned int)(_xl_op1); { unsigned int _xl_x = _xl_a1, _xl_r = 0; for (int _xl_i = 0; _xl_i < 32; ++_xl_i) { _xl_r = (_xl_r << 1) | (_xl_x & 1u); _xl_x >>= 1; } _xl_a0 = _xl_r; } (_xl_op0) = _xl_a0; } } while (0);  // CHECK: XL301 note L4:3 inline PTX lowered to HIP C++ (brev.b32)
  do { auto&& _xl_op0 = (m); { unsigned int _xl_a0 = 0x0u; { _xl_a0 = ((1u << ((unsigned int)__lane_id() & 31u)) - 1u); } (_xl_op0) = _xl_a0; } } while (0);  // CHECK: XL301 note L5:3 inline PTX lowered to HIP C++ (mov.u32)
  o[threadIdx.x] = r ^ m;
}
