// Loops written in PTX with labels and @p bra, as hand-tuned kernels do; each asm block has its own
// { } scope, so the same label names can appear in several blocks of one function.
#include "ct.cuh"

__device__ __forceinline__ unsigned popc_loop(unsigned v) {
  unsigned c;
  asm("{\n\t"
      ".reg .u32 v, t;\n\t"
      ".reg .pred p;\n\t"
      "mov.u32 v, %1;\n\t"
      "mov.u32 %0, 0;\n\t"
      "setp.eq.u32 p, v, 0;\n\t"
      "@p bra DONE;\n"
      "LOOP:\n\t"
      "add.u32 %0, %0, 1;\n\t"
      "sub.u32 t, v, 1;\n\t"
      "and.b32 v, v, t;\n\t"
      "setp.ne.u32 p, v, 0;\n\t"
      "@p bra LOOP;\n"
      "DONE:\n\t"
      "}"
      : "=r"(c) : "r"(v));
  return c;
}

__device__ __forceinline__ unsigned powu(unsigned base, unsigned e) {
  unsigned r;
  asm("{\n\t"
      ".reg .u32 b, e, bit;\n\t"
      ".reg .pred p, z;\n\t"
      "mov.u32 %0, 1;\n\t"
      "mov.u32 b, %1;\n\t"
      "mov.u32 e, %2;\n"
      "LOOP:\n\t"
      "setp.eq.u32 z, e, 0;\n\t"
      "@z bra DONE;\n\t"
      "and.b32 bit, e, 1;\n\t"
      "setp.ne.u32 p, bit, 0;\n\t"
      "@p mul.lo.u32 %0, %0, b;\n\t"
      "mul.lo.u32 b, b, b;\n\t"
      "shr.u32 e, e, 1;\n\t"
      "bra LOOP;\n"
      "DONE:\n\t"
      "}"
      : "=r"(r) : "r"(base), "r"(e));
  return r;
}

__global__ void loops(const unsigned* in, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned v = in[i];
  unsigned rev, steps;
  asm("{\n\t"
      ".reg .u32 v, k, bit;\n\t"
      ".reg .pred p;\n\t"
      "mov.u32 v, %1;\n\t"
      "mov.u32 %0, 0;\n\t"
      "mov.u32 k, 32;\n"
      "LOOP:\n\t"
      "shl.b32 %0, %0, 1;\n\t"
      "and.b32 bit, v, 1;\n\t"
      "or.b32 %0, %0, bit;\n\t"
      "shr.u32 v, v, 1;\n\t"
      "sub.u32 k, k, 1;\n\t"
      "setp.ne.u32 p, k, 0;\n\t"
      "@p bra LOOP;\n\t"
      "}"
      : "=r"(rev) : "r"(v));
  // Collatz steps to reach 1 from (v % 5000) + 1, at most 1000 steps
  asm("{\n\t"
      ".reg .u32 x, t;\n\t"
      ".reg .pred p, done;\n\t"
      "mov.u32 x, %1;\n\t"
      "mov.u32 %0, 0;\n"
      "LOOP:\n\t"
      "setp.eq.u32 done, x, 1;\n\t"
      "@done bra EXIT;\n\t"
      "setp.ge.u32 done, %0, 1000;\n\t"
      "@done bra EXIT;\n\t"
      "and.b32 t, x, 1;\n\t"
      "setp.eq.u32 p, t, 0;\n\t"
      "@p bra EVEN;\n\t"
      "mad.lo.u32 x, x, 3, 1;\n\t"
      "bra NEXT;\n"
      "EVEN:\n\t"
      "shr.u32 x, x, 1;\n"
      "NEXT:\n\t"
      "add.u32 %0, %0, 1;\n\t"
      "bra LOOP;\n"
      "EXIT:\n\t"
      "}"
      : "=r"(steps) : "r"(v % 5000u + 1u));
  unsigned* o = out + 6 * i;
  o[0] = popc_loop(v);
  o[1] = popc_loop(v ^ (v >> 7));  // the helper inlined a second time: its labels stay apart
  o[2] = rev;
  o[3] = powu(v | 1u, (unsigned)i * 37u);
  o[4] = powu(3u, v & 0xffffu);
  o[5] = steps;
}

int main() {
  const int n = 160;
  static unsigned in[n], r[6 * n];
  unsigned x = 123456789u;
  for (int i = 0; i < n; ++i) {
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    in[i] = x;
  }
  in[0] = 0u; in[1] = 0xffffffffu; in[2] = 1u; in[3] = 0x80000000u; in[4] = 26u;  // 27 takes 111 steps
  unsigned *din, *dout;
  CT_CHECK(cudaMalloc(&din, sizeof in));
  CT_CHECK(cudaMalloc(&dout, sizeof r));
  CT_CHECK(cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice));
  loops<<<(n + 63) / 64, 64>>>(din, dout, n);
  CT_CHECK(cudaGetLastError());
  CT_CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
  const char* keys[6] = {"popc", "popc2", "brev", "pow", "pow3", "collatz"};
  static unsigned col[n];
  for (int k = 0; k < 6; ++k) {
    for (int i = 0; i < n; ++i) col[i] = r[6 * i + k];
    ct_print_u(keys[k], col, n);
  }
  return 0;
}
