// Device inline PTX is lowered instruction by instruction to HIP C++ (a note each); host asm is not
// PTX and stays; in a macro body the lowered code keeps the continuation lines.
#define LANE(r) asm volatile("mov.u32 %0, %%laneid;" \
    : "=r"(r))

unsigned long long host_tsc() {
  unsigned lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((unsigned long long)hi << 32) | lo;
}

__global__ void k(unsigned *o, unsigned x) {
  unsigned r, s;
  if (x)
    asm("add.u32 %0, %1, 7;" : "=r"(r) : "r"(x));  // CHECK: XL301 note L15:5 inline PTX lowered to HIP C++ (add.u32)
  else
    r = 1;
  asm("{\n\t.reg .u32 t;\n\tshl.b32 t, %1, 2;\n\tadd.u32 %0, t, %1;\n}" : "=r"(s) : "r"(x));  // CHECK: XL301 note L18:3 inline PTX lowered to HIP C++ (shl.b32, add.u32)
  LANE(r);
  o[threadIdx.x] = r + s;  // the CUDA lane id (0..31) is stored: per-warp result
}
// CHECK: XL301 note L3:17 inline PTX lowered to HIP C++ (mov.u32)
