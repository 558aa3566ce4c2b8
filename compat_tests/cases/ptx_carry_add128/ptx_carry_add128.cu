// Multi-precision integer arithmetic with PTX carry chains, the way bignum / crypto kernels write it:
// 128-bit numbers as four 32-bit limbs (little-endian), one asm block per operation.
#include "ct.cuh"

struct u128 { unsigned w[4]; };

__device__ __forceinline__ u128 add128(const u128& a, const u128& b) {
  u128 r;
  asm("add.cc.u32  %0, %4, %8;\n\t"
      "addc.cc.u32 %1, %5, %9;\n\t"
      "addc.cc.u32 %2, %6, %10;\n\t"
      "addc.u32    %3, %7, %11;"
      : "=r"(r.w[0]), "=r"(r.w[1]), "=r"(r.w[2]), "=r"(r.w[3])
      : "r"(a.w[0]), "r"(a.w[1]), "r"(a.w[2]), "r"(a.w[3]),
        "r"(b.w[0]), "r"(b.w[1]), "r"(b.w[2]), "r"(b.w[3]));
  return r;
}

__device__ __forceinline__ u128 sub128(const u128& a, const u128& b) {
  u128 r;
  asm("sub.cc.u32  %0, %4, %8;\n\t"
      "subc.cc.u32 %1, %5, %9;\n\t"
      "subc.cc.u32 %2, %6, %10;\n\t"
      "subc.u32    %3, %7, %11;"
      : "=r"(r.w[0]), "=r"(r.w[1]), "=r"(r.w[2]), "=r"(r.w[3])
      : "r"(a.w[0]), "r"(a.w[1]), "r"(a.w[2]), "r"(a.w[3]),
        "r"(b.w[0]), "r"(b.w[1]), "r"(b.w[2]), "r"(b.w[3]));
  return r;
}

// full 128-bit product of two 64-bit numbers given as 32-bit limbs (a1:a0) * (b1:b0)
__device__ __forceinline__ u128 mul64x64(unsigned a0, unsigned a1, unsigned b0, unsigned b1) {
  u128 r;
  asm("mul.lo.u32     %0, %4, %6;\n\t"
      "mul.hi.u32     %1, %4, %6;\n\t"
      "mad.lo.cc.u32  %1, %4, %7, %1;\n\t"
      "madc.hi.u32    %2, %4, %7, 0;\n\t"
      "mad.lo.cc.u32  %1, %5, %6, %1;\n\t"
      "madc.hi.cc.u32 %2, %5, %6, %2;\n\t"
      "madc.hi.u32    %3, %5, %7, 0;\n\t"
      "mad.lo.cc.u32  %2, %5, %7, %2;\n\t"
      "addc.u32       %3, %3, 0;"
      : "=r"(r.w[0]), "=r"(r.w[1]), "=r"(r.w[2]), "=r"(r.w[3])
      : "r"(a0), "r"(a1), "r"(b0), "r"(b1));
  return r;
}

__global__ void wide_arith(const u128* a, const u128* b, u128* sum, u128* diff, u128* prod, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  u128 x = a[i], y = b[i];
  sum[i] = add128(x, y);
  diff[i] = sub128(x, y);
  prod[i] = mul64x64(x.w[0], x.w[1], y.w[2], y.w[3]);
}

int main() {
  const int n = 96;
  static u128 a[n], b[n], s[n], d[n], p[n];
  unsigned x = 2463534242u;
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < 4; ++k) {
      x ^= x << 13; x ^= x >> 17; x ^= x << 5;
      a[i].w[k] = x;
      x ^= x << 13; x ^= x >> 17; x ^= x << 5;
      b[i].w[k] = x;
    }
    // carry/borrow stress: all-ones operands, ones + 1, zero minus one, limbs that ripple
    if (i % 8 == 1) for (int k = 0; k < 4; ++k) { a[i].w[k] = 0xffffffffu; b[i].w[k] = 0xffffffffu; }
    if (i % 8 == 2) { for (int k = 0; k < 4; ++k) { a[i].w[k] = 0xffffffffu; b[i].w[k] = 0u; } b[i].w[0] = 1u; }
    if (i % 8 == 3) { for (int k = 0; k < 4; ++k) a[i].w[k] = 0u; b[i].w[0] = 1u; }
    if (i % 8 == 4) { a[i].w[1] = 0xffffffffu; a[i].w[2] = 0xffffffffu; b[i].w[1] = 1u; }
  }
  u128 *da, *db, *ds, *dd, *dp;
  CT_CHECK(cudaMalloc(&da, sizeof a));
  CT_CHECK(cudaMalloc(&db, sizeof b));
  CT_CHECK(cudaMalloc(&ds, sizeof s));
  CT_CHECK(cudaMalloc(&dd, sizeof d));
  CT_CHECK(cudaMalloc(&dp, sizeof p));
  CT_CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
  wide_arith<<<2, 64>>>(da, db, ds, dd, dp, n);
  CT_CHECK(cudaGetLastError());
  CT_CHECK(cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(d, dd, sizeof d, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(p, dp, sizeof p, cudaMemcpyDeviceToHost));
  ct_print_u("sum", &s[0].w[0], 4 * n);
  ct_print_u("diff", &d[0].w[0], 4 * n);
  ct_print_u("prod", &p[0].w[0], 4 * n);
  return 0;
}
