// Every integer comparison of PTX setp (eq ne lt le gt ge on .s32/.s64, the same plus lo ls hi hs on
// .u32/.u64, eq ne on .b32/.b64; the p|q destination pair and the .and/.or combining forms) over all
// ordered pairs of boundary values, EQUAL operands included: INT_MIN, INT_MIN + 1, -2, -1 (UINT_MAX),
// 0, 1, 2, ..., INT_MAX - 1, INT_MAX, and for 64 bits values whose low halves agree while the high
// halves differ. Then counted loops whose exit test is setp.ge / setp.lt, with empty and one-trip ranges.
#include "ct.cuh"

// bit k of the mask is set when comparison k holds (the table is in oracle.py)
__device__ unsigned cmp32(unsigned a, unsigned b) {
  unsigned m;
  asm("{\n\t"
      ".reg .pred p, q, e, r;\n\t"
      "mov.u32 %0, 0;\n\t"
      "setp.eq.s32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x1;\n\t"
      "setp.ne.s32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x2;\n\t"
      "setp.lt.s32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x4;\n\t"
      "setp.le.s32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x8;\n\t"
      "setp.gt.s32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x10;\n\t"
      "setp.ge.s32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x20;\n\t"
      "setp.eq.u32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x40;\n\t"
      "setp.ne.u32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x80;\n\t"
      "setp.lt.u32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x100;\n\t"
      "setp.le.u32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x200;\n\t"
      "setp.gt.u32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x400;\n\t"
      "setp.ge.u32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x800;\n\t"
      "setp.lo.u32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x1000;\n\t"
      "setp.ls.u32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x2000;\n\t"
      "setp.hi.u32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x4000;\n\t"
      "setp.hs.u32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x8000;\n\t"
      "setp.eq.b32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x10000;\n\t"
      "setp.ne.b32 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x20000;\n\t"
      "setp.lt.s32 p|q, %1, %2;\n\t" "@q or.b32 %0, %0, 0x40000;\n\t"
      "setp.eq.s32 e, %1, %2;\n\t"
      "setp.gt.or.s32 r, %1, %2, e;\n\t"   "@r or.b32 %0, %0, 0x80000;\n\t"
      "setp.ge.and.u32 r, %1, %2, !e;\n\t" "@r or.b32 %0, %0, 0x100000;\n\t"
      "}"
      : "=r"(m) : "r"(a), "r"(b));
  return m;
}

__device__ unsigned cmp64(unsigned long long a, unsigned long long b) {
  unsigned m;
  asm("{\n\t"
      ".reg .pred p, q, e, r;\n\t"
      "mov.u32 %0, 0;\n\t"
      "setp.eq.s64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x1;\n\t"
      "setp.ne.s64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x2;\n\t"
      "setp.lt.s64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x4;\n\t"
      "setp.le.s64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x8;\n\t"
      "setp.gt.s64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x10;\n\t"
      "setp.ge.s64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x20;\n\t"
      "setp.eq.u64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x40;\n\t"
      "setp.ne.u64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x80;\n\t"
      "setp.lt.u64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x100;\n\t"
      "setp.le.u64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x200;\n\t"
      "setp.gt.u64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x400;\n\t"
      "setp.ge.u64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x800;\n\t"
      "setp.lo.u64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x1000;\n\t"
      "setp.ls.u64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x2000;\n\t"
      "setp.hi.u64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x4000;\n\t"
      "setp.hs.u64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x8000;\n\t"
      "setp.eq.b64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x10000;\n\t"
      "setp.ne.b64 p, %1, %2;\n\t"   "@p or.b32 %0, %0, 0x20000;\n\t"
      "setp.lt.s64 p|q, %1, %2;\n\t" "@q or.b32 %0, %0, 0x40000;\n\t"
      "setp.eq.s64 e, %1, %2;\n\t"
      "setp.gt.or.s64 r, %1, %2, e;\n\t"   "@r or.b32 %0, %0, 0x80000;\n\t"
      "setp.ge.and.u64 r, %1, %2, !e;\n\t" "@r or.b32 %0, %0, 0x100000;\n\t"
      "}"
      : "=r"(m) : "l"(a), "l"(b));
  return m;
}

// for (i = lo; i < hi; ++i) ++count, as a top-tested PTX loop (exit when i >= hi)
__device__ unsigned trips_top(int lo, int hi) {
  unsigned c;
  asm("{\n\t"
      ".reg .s32 i;\n\t"
      ".reg .pred p;\n\t"
      "mov.u32 %0, 0;\n\t"
      "mov.s32 i, %1;\n"
      "LOOP:\n\t"
      "setp.ge.s32 p, i, %2;\n\t"
      "@p bra DONE;\n\t"
      "add.u32 %0, %0, 1;\n\t"
      "add.s32 i, i, 1;\n\t"
      "bra LOOP;\n"
      "DONE:\n\t"
      "}"
      : "=r"(c) : "r"(lo), "r"(hi));
  return c;
}

// do { ++count; ++i; } while (i < hi) with i = lo, 64-bit, bottom-tested (always at least one trip)
__device__ unsigned trips_bottom(long long lo, long long hi) {
  unsigned c;
  asm("{\n\t"
      ".reg .s64 i;\n\t"
      ".reg .pred p;\n\t"
      "mov.u32 %0, 0;\n\t"
      "mov.s64 i, %1;\n"
      "LOOP:\n\t"
      "add.u32 %0, %0, 1;\n\t"
      "add.s64 i, i, 1;\n\t"
      "setp.lt.s64 p, i, %2;\n\t"
      "@p bra LOOP;\n\t"
      "}"
      : "=r"(c) : "l"(lo), "l"(hi));
  return c;
}

__global__ void setp_int(const unsigned* a32, const unsigned* b32, int n32, const unsigned long long* a64,
                         const unsigned long long* b64, int n64, const int* lo, const int* hi, int nt,
                         unsigned* out32, unsigned* out64, unsigned* top, unsigned* bottom) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n32) out32[i] = cmp32(a32[i], b32[i]);
  if (i < n64) out64[i] = cmp64(a64[i], b64[i]);
  if (i < nt) {
    top[i] = trips_top(lo[i], hi[i]);
    bottom[i] = trips_bottom(lo[i], hi[i]);
  }
}

int main() {
  const unsigned v32[] = {0x80000000u, 0x80000001u, 0xfffffffeu, 0xffffffffu, 0u, 1u, 2u,
                          0x7ffeu, 0x7ffffffeu, 0x7fffffffu};
  const unsigned long long v64[] = {0x8000000000000000ull, 0x8000000000000001ull, 0xfffffffffffffffeull,
                                    0xffffffffffffffffull, 0xffffffff00000000ull, 0ull, 1ull, 2ull,
                                    0x80000000ull, 0xffffffffull, 0x100000000ull, 0x1ffffffffull,
                                    0x7ffffffffffffffeull, 0x7fffffffffffffffull};
  const int k32 = sizeof v32 / sizeof v32[0], k64 = sizeof v64 / sizeof v64[0];
  const int n32 = k32 * k32, n64 = k64 * k64, nt = 25;
  static unsigned a32[n32], b32[n32], r32[n32], r64[n64], top[nt], bottom[nt];
  static unsigned long long a64[n64], b64[n64];
  static int lo[nt], hi[nt];
  for (int i = 0; i < k32; ++i)
    for (int j = 0; j < k32; ++j) { a32[i * k32 + j] = v32[i]; b32[i * k32 + j] = v32[j]; }
  for (int i = 0; i < k64; ++i)
    for (int j = 0; j < k64; ++j) { a64[i * k64 + j] = v64[i]; b64[i * k64 + j] = v64[j]; }
  for (int i = 0; i < 5; ++i)
    for (int j = 0; j < 5; ++j) { lo[i * 5 + j] = i - 2; hi[i * 5 + j] = j - 2; }
  unsigned *da32, *db32, *dr32, *dr64, *dtop, *dbottom;
  unsigned long long *da64, *db64;
  int *dlo, *dhi;
  CT_CHECK(cudaMalloc(&da32, sizeof a32));
  CT_CHECK(cudaMalloc(&db32, sizeof b32));
  CT_CHECK(cudaMalloc(&da64, sizeof a64));
  CT_CHECK(cudaMalloc(&db64, sizeof b64));
  CT_CHECK(cudaMalloc(&dlo, sizeof lo));
  CT_CHECK(cudaMalloc(&dhi, sizeof hi));
  CT_CHECK(cudaMalloc(&dr32, sizeof r32));
  CT_CHECK(cudaMalloc(&dr64, sizeof r64));
  CT_CHECK(cudaMalloc(&dtop, sizeof top));
  CT_CHECK(cudaMalloc(&dbottom, sizeof bottom));
  CT_CHECK(cudaMemcpy(da32, a32, sizeof a32, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(db32, b32, sizeof b32, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(da64, a64, sizeof a64, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(db64, b64, sizeof b64, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dlo, lo, sizeof lo, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dhi, hi, sizeof hi, cudaMemcpyHostToDevice));
  const int threads = 64, blocks = (n64 + threads - 1) / threads;  // n64 is the largest of the three
  setp_int<<<blocks, threads>>>(da32, db32, n32, da64, db64, n64, dlo, dhi, nt, dr32, dr64, dtop, dbottom);
  CT_CHECK(cudaGetLastError());
  CT_CHECK(cudaMemcpy(r32, dr32, sizeof r32, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(r64, dr64, sizeof r64, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(top, dtop, sizeof top, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(bottom, dbottom, sizeof bottom, cudaMemcpyDeviceToHost));
  ct_print_u("cmp32", r32, n32);
  ct_print_u("cmp64", r64, n64);
  ct_print_u("trips_top", top, nt);
  ct_print_u("trips_bottom", bottom, nt);
  return 0;
}
