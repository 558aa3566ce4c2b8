// Predicated PTX as real kernels use it: branch-free min/max, unsigned select, flag combination,
// float classification with NaN, and the lane id from %laneid.
#include <cmath>
#include "ct.cuh"

__global__ void preds(const int* a, const int* b, const float* f, const float* g, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i], y = b[i];
  int mx, mn, umx, flags, cls, eqs, lane;
  asm("{\n\t"
      ".reg .pred p;\n\t"
      "setp.lt.s32 p, %2, %3;\n\t"
      "@p  mov.b32 %0, %3;\n\t"
      "@!p mov.b32 %0, %2;\n\t"
      "@p  mov.b32 %1, %2;\n\t"
      "@!p mov.b32 %1, %3;\n\t"
      "}"
      : "=r"(mx), "=r"(mn) : "r"(x), "r"(y));
  asm("{\n\t"
      ".reg .pred p;\n\t"
      "setp.gt.u32 p, %1, %2;\n\t"
      "selp.b32 %0, %1, %2, p;\n\t"
      "}"
      : "=r"(umx) : "r"(x), "r"(y));
  // bit 0: x < 0 and y > 0; bit 1: x < 0 or y > 0; bit 2: x == y (unsigned, low byte); bit 3: x >= y unsigned
  asm("{\n\t"
      ".reg .pred p, q, r, s, t;\n\t"
      ".reg .u32 lo0, lo1;\n\t"
      "setp.lt.s32 p, %1, 0;\n\t"
      "setp.gt.s32 q, %2, 0;\n\t"
      "and.pred r, p, q;\n\t"
      "or.pred s, p, q;\n\t"
      "selp.u32 %0, 1, 0, r;\n\t"
      "@s add.u32 %0, %0, 2;\n\t"
      "and.b32 lo0, %1, 255;\n\t"
      "and.b32 lo1, %2, 255;\n\t"
      "setp.eq.u32 t, lo0, lo1;\n\t"
      "@t or.b32 %0, %0, 4;\n\t"
      "setp.hs.u32 t, %1, %2;\n\t"
      "@t or.b32 %0, %0, 8;\n\t"
      "}"
      : "=r"(flags) : "r"(x), "r"(y));
  // p|q: p = (x & 3) == (y & 3), q = !p
  asm("{\n\t"
      ".reg .pred p, q;\n\t"
      ".reg .u32 u, v;\n\t"
      "and.b32 u, %1, 3;\n\t"
      "and.b32 v, %2, 3;\n\t"
      "setp.eq.u32 p|q, u, v;\n\t"
      "mov.u32 %0, 0;\n\t"
      "@p add.u32 %0, %0, 10;\n\t"
      "@q add.u32 %0, %0, 20;\n\t"
      "}"
      : "=r"(eqs) : "r"(x), "r"(y));
  // bit 0: f < g (ordered); bit 1: f < g or unordered; bit 2: either is NaN; bit 3: both are numbers and f >= g
  asm("{\n\t"
      ".reg .pred p;\n\t"
      "mov.u32 %0, 0;\n\t"
      "setp.lt.f32 p, %1, %2;\n\t"
      "@p or.b32 %0, %0, 1;\n\t"
      "setp.ltu.f32 p, %1, %2;\n\t"
      "@p or.b32 %0, %0, 2;\n\t"
      "setp.nan.f32 p, %1, %2;\n\t"
      "@p or.b32 %0, %0, 4;\n\t"
      "setp.ge.f32 p, %1, %2;\n\t"
      "@p or.b32 %0, %0, 8;\n\t"
      "}"
      : "=r"(cls) : "f"(f[i]), "f"(g[i]));
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  int* o = out + 7 * i;
  o[0] = mx; o[1] = mn; o[2] = umx; o[3] = flags; o[4] = eqs; o[5] = cls; o[6] = lane;
}

int main() {
  const int n = 288;  // 3 blocks of 96 threads (three 32-lane warps each)
  static int a[n], b[n], r[7 * n];
  static float f[n], g[n];
  unsigned x = 88675123u;
  for (int i = 0; i < n; ++i) {
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    a[i] = (int)x;
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    b[i] = (i % 5 == 0) ? a[i] : (i % 7 == 0 ? (int)(x & 0xff) - 128 : (int)x);
    f[i] = (float)((int)(x % 2001u) - 1000) * 0.25f;
    g[i] = (float)((int)((x >> 11) % 2001u) - 1000) * 0.25f;
    if (i % 9 == 0) g[i] = f[i];
    if (i % 13 == 0) f[i] = NAN;
    if (i % 17 == 0) g[i] = NAN;
  }
  int *da, *db, *dr;
  float *df, *dg;
  CT_CHECK(cudaMalloc(&da, sizeof a));
  CT_CHECK(cudaMalloc(&db, sizeof b));
  CT_CHECK(cudaMalloc(&df, sizeof f));
  CT_CHECK(cudaMalloc(&dg, sizeof g));
  CT_CHECK(cudaMalloc(&dr, sizeof r));
  CT_CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(df, f, sizeof f, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dg, g, sizeof g, cudaMemcpyHostToDevice));
  preds<<<3, 96>>>(da, db, df, dg, dr, n);
  CT_CHECK(cudaGetLastError());
  CT_CHECK(cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost));
  const char* keys[7] = {"max", "min", "umax", "flags", "eqs", "fcmp", "laneid"};
  static int col[n];
  for (int k = 0; k < 7; ++k) {
    for (int i = 0; i < n; ++i) col[i] = r[7 * i + k];
    ct_print_i(keys[k], col, n);
  }
  return 0;
}
