// Every PTX form here is lowered: no XL302 (XL301 notes only).
__global__ void k(unsigned *o, unsigned x) {
  unsigned r, m;
  asm("brev.b32 %0, %1;" : "=r"(r) : "r"(x));  // CHECK: XL301 note L4:3 inline PTX lowered to HIP C++ (brev.b32)
  asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(m));  // CHECK: XL301 note L5:3 inline PTX lowered to HIP C++ (mov.u32)
  o[threadIdx.x] = r ^ m;
}
