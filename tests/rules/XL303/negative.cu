// Well-formed PTX in unusual layouts parses: adjacent string literals, comments, braces, spacing.
__global__ void k(unsigned *o, unsigned x) {
  unsigned r;
  asm("{ // a scope\n\t"
      ".reg .u32 t;   /* block comment */\n\t"
      "add.u32   t , %1 , 3 ;\n\t"
      "mul.lo.u32 %0, t, 2;\n\t"
      "}"
      : "=r"(r) : "r"(x));  // CHECK: XL301 note L4:3 inline PTX lowered to HIP C++ (add.u32, mul.lo.u32)
  o[threadIdx.x] = r;
}
