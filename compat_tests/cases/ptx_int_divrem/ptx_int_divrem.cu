// Integer division and remainder in PTX (div/rem .u32 .s32 .u64 .s64).
#include "ct.cuh"

__global__ void divrem(const int* a, const int* b, const long long* p, const long long* q, long long* out,
                       int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned ua = (unsigned)a[i], ub = (unsigned)b[i];
  unsigned uq, ur;
  int sq, sr;
  asm("div.u32 %0, %2, %3;\n\t"
      "rem.u32 %1, %2, %3;"
      : "=r"(uq), "=r"(ur) : "r"(ua), "r"(ub));
  asm("div.s32 %0, %2, %3;\n\t"
      "rem.s32 %1, %2, %3;"
      : "=r"(sq), "=r"(sr) : "r"(a[i]), "r"(b[i]));
  unsigned long long lq, lr;
  long long slq, slr;
  asm("div.u64 %0, %2, %3;\n\t"
      "rem.u64 %1, %2, %3;"
      : "=l"(lq), "=l"(lr) : "l"((unsigned long long)p[i]), "l"((unsigned long long)q[i]));
  asm("div.s64 %0, %2, %3;\n\t"
      "rem.s64 %1, %2, %3;"
      : "=l"(slq), "=l"(slr) : "l"(p[i]), "l"(q[i]));
  long long* o = out + 8 * i;
  o[0] = uq; o[1] = ur; o[2] = sq; o[3] = sr;
  o[4] = (long long)lq; o[5] = (long long)lr; o[6] = slq; o[7] = slr;
}

int main() {
  const int n = 128;
  static int a[n], b[n];
  static long long p[n], q[n], r[8 * n];
  unsigned x = 521288629u;
  unsigned long long y = 88172645463325252ULL;
  for (int i = 0; i < n; ++i) {
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    a[i] = (int)x;
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    b[i] = (i % 3 == 0) ? (int)(x % 2001u) - 1000 : (int)x >> (x & 15);  // small and large divisors
    if (b[i] == 0) b[i] = 7;
    y ^= y << 13; y ^= y >> 7; y ^= y << 17;
    p[i] = (long long)y;
    y ^= y << 13; y ^= y >> 7; y ^= y << 17;
    q[i] = (i % 4 == 0) ? (long long)(y % 100003ULL) - 50001 : (long long)y >> (y & 31);
    if (q[i] == 0) q[i] = -13;
  }
  unsigned long long *dp;
  int *da, *db;
  long long *dq, *dr;
  CT_CHECK(cudaMalloc(&da, sizeof a));
  CT_CHECK(cudaMalloc(&db, sizeof b));
  CT_CHECK(cudaMalloc(&dp, sizeof p));
  CT_CHECK(cudaMalloc(&dq, sizeof q));
  CT_CHECK(cudaMalloc(&dr, sizeof r));
  CT_CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dp, p, sizeof p, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dq, q, sizeof q, cudaMemcpyHostToDevice));
  divrem<<<n / 64, 64>>>(da, db, (const long long*)dp, dq, dr, n);
  CT_CHECK(cudaGetLastError());
  CT_CHECK(cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost));
  const char* keys[8] = {"div_u32", "rem_u32", "div_s32", "rem_s32", "div_u64", "rem_u64", "div_s64", "rem_s64"};
  static long long col[n];
  for (int k = 0; k < 8; ++k) {
    for (int i = 0; i < n; ++i) col[i] = r[8 * i + k];
    ct_print_ll(keys[k], col, n);
  }
  return 0;
}
