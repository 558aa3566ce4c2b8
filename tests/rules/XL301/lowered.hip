// Device inline PTX is lowered instruction by instruction to HIP C++ (a note each); host asm is not
// PTX and stays; in a macro body the lowered code keeps the continuation lines.
#define LANE(r) do { auto&& _xl_op0 = ( \
r); { unsigned int _xl_a0 = 0x0u; { _xl_a0 = ((unsigned int)__lane_id() & 31u); } (_xl_op0) = _xl_a0; } } while (0)

unsigned long long host_tsc() {
  unsigned lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((unsigned long long)hi << 32) | lo;
}

__global__ void k(unsigned *o, unsigned x) {
  unsigned r, s;
  if (x)
    do { auto&& _xl_op0 = (r); auto&& _xl_op1 = (x); { unsigned int _xl_a0 = 0x0u; unsigned int _xl_a1 = (unsigned int)(_xl_op1); { _xl_a0 = (unsigned int)((unsigned int)(_xl_a1) + (unsigned int)(0x7u)); } (_xl_op0) = _xl_a0; } } while (0);  // CHECK: XL301 note L15:5 inline PTX lowered to HIP C++ (add.u32)
  else
    r = 1;
  do { auto&& _xl_op0 = (s); auto&& _xl_op1 = (x); { unsigned int _xl_a0 = 0x0u; unsigned int _xl_a1 = (unsigned int)(_xl_op1); unsigned int _xl_r_t_1 = 0x0u; { { unsigned int _xl_n = 0x2u; if (_xl_n > 32u) _xl_n = 32u; _xl_r_t_1 = (_xl_n >= 32u ? (unsigned int)0 : (unsigned int)((unsigned int)(_xl_a1) << _xl_n)); } { _xl_a0 = (unsigned int)((unsigned int)(_xl_r_t_1) + (unsigned int)(_xl_a1)); } } (_xl_op0) = _xl_a0; } } while (0);  // CHECK: XL301 note L18:3 inline PTX lowered to HIP C++ (shl.b32, add.u32)
  LANE(r);
  o[threadIdx.x] = r + s;  // the CUDA lane id (0..31) is stored: per-warp result
}
// CHECK: XL301 note L3:17 inline PTX lowered to HIP C++ (mov.u32)
