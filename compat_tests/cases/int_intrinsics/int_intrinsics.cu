// Integer intrinsics: __popc, __popcll, __clz, __clzll, __ffs, __ffsll, __brev, __mulhi, __umulhi,
// __mul64hi, __umul64hi, __byte_perm, __sad, __usad, min/max/abs.
#include "ct.cuh"

__global__ void ints(const unsigned* u, const long long* l, long long* out, int n) {
  int i = threadIdx.x;
  if (i >= n) return;
  unsigned a = u[i], b = u[(i + 7) % n];
  long long p = l[i], q = l[(i + 3) % n];
  long long* o = out + 15 * i;
  o[0] = __popc(a);
  o[1] = __popcll((unsigned long long)p);
  o[2] = __clz((int)a);
  o[3] = __clzll(p);
  o[4] = __ffs((int)a);
  o[5] = __ffsll(p);
  o[6] = __brev(a);
  o[7] = __mulhi((int)a, (int)b);
  o[8] = __umulhi(a, b);
  o[9] = __mul64hi(p, q);
  o[10] = (long long)__umul64hi((unsigned long long)p, (unsigned long long)q);
  o[11] = __byte_perm(a, b, 0x5140);
  o[12] = __sad((int)a, (int)b, 5u);
  o[13] = __usad(a, b, 7u);
  o[14] = (long long)max((int)a, (int)b) - (long long)min((int)a, (int)b) + abs((int)a >> 1);
}

int main() {
  const int n = 40;
  unsigned u[n];
  long long l[n], r[15 * n];
  unsigned x = 2463534242u;
  unsigned long long y = 88172645463325252ULL;
  for (int i = 0; i < n; ++i) {
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    y ^= y << 13; y ^= y >> 7; y ^= y << 17;
    u[i] = i % 10 == 0 ? 0u : x;
    l[i] = i % 11 == 0 ? 0LL : (long long)y;
  }
  unsigned* du;
  long long *dl, *dr;
  CT_CHECK(cudaMalloc(&du, sizeof u));
  CT_CHECK(cudaMalloc(&dl, sizeof l));
  CT_CHECK(cudaMalloc(&dr, sizeof r));
  CT_CHECK(cudaMemcpy(du, u, sizeof u, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dl, l, sizeof l, cudaMemcpyHostToDevice));
  ints<<<1, 64>>>(du, dl, dr, n);
  CT_CHECK(cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_ll("out", r, 15 * n);
  return 0;
}
