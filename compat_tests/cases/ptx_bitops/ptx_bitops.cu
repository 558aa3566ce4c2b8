// Bit-manipulation PTX as hashing / compression / crypto kernels use it.
#include "ct.cuh"

#define NOUT 14

__global__ void bitops(const unsigned* in, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = in[i], b = in[(i + 1) % n], c = in[(i + 5) % n];
  unsigned pos = (c >> 3) % 40u, len = (c >> 9) % 40u;  // includes pos + len > 32 and len 0
  unsigned* o = out + NOUT * i;
  asm("lop3.b32 %0, %4, %5, %6, 0x96;\n\t"   // a ^ b ^ c
      "lop3.b32 %1, %4, %5, %6, 0xE8;\n\t"   // majority
      "lop3.b32 %2, %4, %5, %6, 0xCA;\n\t"   // a ? b : c (bitwise select)
      "lop3.b32 %3, %4, %5, %6, 0x1E;"       // a ^ (b | c)
      : "=r"(o[0]), "=r"(o[1]), "=r"(o[2]), "=r"(o[3]) : "r"(a), "r"(b), "r"(c));
  unsigned sel = c & 0xffffu;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(o[4]) : "r"(a), "r"(b), "r"(sel));
  // selector nibbles (low first) b, a, 9, 8: result bytes 0..3 are the sign fills of a's bytes 3, 2, 1, 0
  asm("prmt.b32 %0, %1, 0, 0x89ab;" : "=r"(o[5]) : "r"(a));
  asm("bfe.u32 %0, %2, %3, %4;\n\t"
      "bfe.s32 %1, %2, %3, %4;"
      : "=r"(o[6]), "=r"(o[7]) : "r"(a), "r"(pos), "r"(len));
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(o[8]) : "r"(a), "r"(b), "r"(pos), "r"(len));
  unsigned sh = c % 70u;
  asm("shf.l.wrap.b32 %0, %2, %3, %4;\n\t"
      "shf.r.clamp.b32 %1, %2, %3, %4;"
      : "=r"(o[9]), "=r"(o[10]) : "r"(a), "r"(b), "r"(sh));
  asm("brev.b32 %0, %1;" : "=r"(o[11]) : "r"(a));
  asm("clz.b32 %0, %1;" : "=r"(o[12]) : "r"(a));
  asm("popc.b32 %0, %1;" : "=r"(o[13]) : "r"(a));
}

int main() {
  const int n = 192;
  static unsigned in[n], r[NOUT * n];
  unsigned x = 362436069u;
  for (int i = 0; i < n; ++i) {
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    in[i] = x;
    if (i % 16 == 3) in[i] = x >> (x & 31);  // small values: many leading zeros
  }
  in[0] = 0u; in[7] = 0xffffffffu; in[11] = 0x80000000u; in[13] = 1u;
  unsigned *din, *dout;
  CT_CHECK(cudaMalloc(&din, sizeof in));
  CT_CHECK(cudaMalloc(&dout, sizeof r));
  CT_CHECK(cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice));
  bitops<<<(n + 127) / 128, 128>>>(din, dout, n);
  CT_CHECK(cudaGetLastError());
  CT_CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
  const char* keys[NOUT] = {"lop3_96", "lop3_e8", "lop3_ca", "lop3_1e", "prmt", "prmt_sign", "bfe_u32",
                            "bfe_s32", "bfi", "shf_l_wrap", "shf_r_clamp", "brev", "clz", "popc"};
  static unsigned col[n];
  for (int k = 0; k < NOUT; ++k) {
    for (int i = 0; i < n; ++i) col[i] = r[NOUT * i + k];
    ct_print_u(keys[k], col, n);
  }
  return 0;
}
