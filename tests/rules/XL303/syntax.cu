// asm text that is not PTX: an error at the offending token, and the statement stays as written.
__global__ void k(unsigned *o, unsigned x) {
  unsigned r = 0;
  asm("add.u32 %0, , ;" : "=r"(r) : "r"(x));  // CHECK: XL303 error L4:20 PTX in this asm statement does not parse
  asm("add.u32 %0 %1 7;" : "=r"(r) : "r"(x));  // CHECK: XL303 error L5:19 PTX in this asm statement does not parse
  asm("ld.global.u32 %0, [%1 + ;" : "=r"(r) : "l"(o));  // CHECK: XL303 error L6:32 PTX in this asm statement does not parse
  o[threadIdx.x] = r;
}
