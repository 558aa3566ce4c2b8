// The operators of __half and __half2 in host code, on each pair of inputs given on the command line
// (half bits, decimal). For the pair (a, b), with c the input after b (wrapping), x = (a, b) and
// y = (b, c), one line of hex fields:
//   the __half comparisons a==b a!=b a<b a<=b a>b a>=b as a bit set (bit 0 first),
//   the __half2 comparisons x==y x!=y x<y x<=y x>y x>=y as a bit set,
//   the bits of a+b a-b a*b a/b -a +a, of t+=b t-=b t*=b t/=b (t = a each time), ++t t++ (the value
//   after) --t t-- (likewise), and the lanes of x+y x-y x*y x/y -x (low lane first).
#include <cuda_fp16.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

static unsigned bits(__half v) { return __half_as_ushort(v); }

static unsigned half_compares(__half a, __half b) {
  const bool r[] = {a == b, a != b, a < b, a <= b, a > b, a >= b};
  unsigned s = 0;
  for (unsigned i = 0; i < 6; ++i) s |= unsigned(r[i]) << i;
  return s;
}

static unsigned pair_compares(__half2 x, __half2 y) {
  const bool r[] = {x == y, x != y, x < y, x <= y, x > y, x >= y};
  unsigned s = 0;
  for (unsigned i = 0; i < 6; ++i) s |= unsigned(r[i]) << i;
  return s;
}

int main(int argc, char** argv) {
  std::vector<__half> in;
  for (int i = 1; i < argc; ++i) in.push_back(__ushort_as_half((unsigned short)strtoul(argv[i], nullptr, 10)));
  const size_t n = in.size();
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j) {
      const __half a = in[i], b = in[j], c = in[(j + 1) % n];
      const __half2 x = __halves2half2(a, b), y = __halves2half2(b, c);
      printf("%x %x", half_compares(a, b), pair_compares(x, y));
      const __half arith[] = {a + b, a - b, a * b, a / b, -a, +a};
      for (__half v : arith) printf(" %x", bits(v));
      __half t;
      t = a; t += b; printf(" %x", bits(t));
      t = a; t -= b; printf(" %x", bits(t));
      t = a; t *= b; printf(" %x", bits(t));
      t = a; t /= b; printf(" %x", bits(t));
      t = a; ++t; printf(" %x", bits(t));
      t = a; t++; printf(" %x", bits(t));
      t = a; --t; printf(" %x", bits(t));
      t = a; t--; printf(" %x", bits(t));
      const __half2 lanes[] = {x + y, x - y, x * y, x / y, -x};
      for (__half2 v : lanes) printf(" %x %x", bits(__low2half(v)), bits(__high2half(v)));
      printf("\n");
    }
  return 0;
}
