// MODE: native64
// %laneid is stored to memory: how threads are grouped into warps leaves the kernel, so native64
// keeps it in compat32 and lowers the PTX with CUDA's lane numbering (0..31), saying so (XL221).
__global__ void lanes(unsigned *o) {  // CHECK: XL221 warning L4 kept in compat32 (32-lane warps on halves of a wavefront) because of inline asm reading the warp partition (`laneid`
  unsigned r;
  do { auto&& _xl_op0 = (r); { unsigned int _xl_a0 = 0x0u; { _xl_a0 = ((unsigned int)__lane_id() & 31u); } (_xl_op0) = _xl_a0; } } while (0);  // CHECK: XL301 note L6:3 inline PTX lowered to HIP C++ (mov.u32)
  o[blockIdx.x * blockDim.x + threadIdx.x] = r;
}
