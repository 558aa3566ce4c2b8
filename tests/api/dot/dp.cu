// __dp4a / __dp2a_lo / __dp2a_hi, every overload (tests/api/test_dot_products.py reads stdout)
// stdin: n, then n lines "a b c" (hex, 32 bits each)
#include <cstdio>
#include <cuda_runtime.h>

__global__ void dots(const unsigned int* a, const unsigned int* b, const unsigned int* c, int* s, unsigned int* u,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int sa = (int)a[i], sb = (int)b[i], sc = (int)c[i];
  char4 ca = make_char4((signed char)(a[i] & 0xff), (signed char)((a[i] >> 8) & 0xff),
                        (signed char)((a[i] >> 16) & 0xff), (signed char)(a[i] >> 24));
  char4 cb = make_char4((signed char)(b[i] & 0xff), (signed char)((b[i] >> 8) & 0xff),
                        (signed char)((b[i] >> 16) & 0xff), (signed char)(b[i] >> 24));
  uchar4 ua = make_uchar4(a[i] & 0xff, (a[i] >> 8) & 0xff, (a[i] >> 16) & 0xff, a[i] >> 24);
  uchar4 ub = make_uchar4(b[i] & 0xff, (b[i] >> 8) & 0xff, (b[i] >> 16) & 0xff, b[i] >> 24);
  short2 sa2 = make_short2((short)(a[i] & 0xffff), (short)(a[i] >> 16));
  ushort2 ua2 = make_ushort2(a[i] & 0xffff, a[i] >> 16);
  s[6 * i + 0] = __dp4a(sa, sb, sc);
  s[6 * i + 1] = __dp4a(ca, cb, sc);
  s[6 * i + 2] = __dp2a_lo(sa, sb, sc);
  s[6 * i + 3] = __dp2a_lo(sa2, cb, sc);
  s[6 * i + 4] = __dp2a_hi(sa, sb, sc);
  s[6 * i + 5] = __dp2a_hi(sa2, cb, sc);
  u[6 * i + 0] = __dp4a(a[i], b[i], c[i]);
  u[6 * i + 1] = __dp4a(ua, ub, c[i]);
  u[6 * i + 2] = __dp2a_lo(a[i], b[i], c[i]);
  u[6 * i + 3] = __dp2a_lo(ua2, ub, c[i]);
  u[6 * i + 4] = __dp2a_hi(a[i], b[i], c[i]);
  u[6 * i + 5] = __dp2a_hi(ua2, ub, c[i]);
}

int main() {
  int n = 0;
  if (scanf("%d", &n) != 1) return 2;
  unsigned int *a, *b, *c, *u;
  int* s;
  cudaMallocManaged(&a, n * sizeof(unsigned int));
  cudaMallocManaged(&b, n * sizeof(unsigned int));
  cudaMallocManaged(&c, n * sizeof(unsigned int));
  cudaMallocManaged(&s, 6 * n * sizeof(int));
  cudaMallocManaged(&u, 6 * n * sizeof(unsigned int));
  for (int i = 0; i < n; ++i)
    if (scanf("%x %x %x", &a[i], &b[i], &c[i]) != 3) return 2;
  dots<<<(n + 127) / 128, 128>>>(a, b, c, s, u, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i) {
    printf("s");
    for (int k = 0; k < 6; ++k) printf(" %d", s[6 * i + k]);
    printf("\nu");
    for (int k = 0; k < 6; ++k) printf(" %u", u[6 * i + k]);
    printf("\n");
  }
  return 0;
}
