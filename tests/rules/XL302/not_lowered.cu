// PTX forms xlate does not lower are errors at the instruction, and the whole asm statement stays as
// written (nothing is dropped): also the lowerable instruction next to one that is not.
__global__ void k(unsigned *o, unsigned x) {
  unsigned r = 0;
  asm volatile("wgmma.fence.sync.aligned;");  // CHECK: XL302 error L5:17 PTX form `wgmma.fence.sync.aligned` is not
  asm volatile("setmaxnreg.inc.sync.aligned.u32 240;");  // CHECK: XL302 error L6:17 PTX form `setmaxnreg.inc.sync.aligned.u32` is not lowered
  asm("add.u32 %0, %1, 1;\n\tvadd4.u32.u32.u32 %0, %0, %1, %0;" : "=r"(r) : "r"(x));  // CHECK: XL302 error L7:30 PTX form `vadd4.u32.u32.u32` is
  o[threadIdx.x] = r;
}
