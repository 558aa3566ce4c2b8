// The comparison functions of __half/__half2 and __hip_bfloat16/__hip_bfloat162 on the cpu target,
// on each pair of inputs given on the command line (`H b ...` half bits, then `B b ...` bfloat16 bits,
// decimal). For the pair (a, b), with c the next input after b (wrapping) and x = (a, b), y = (b, c),
// one line: the type letter, the scalar results as a bit set (in the order of `scalar` below), the
// bool pair results as a bit set (order of `PAIR_OPS`), then the 16-bit lanes of each __h<op>2(x, y)
// and of __hisnan2(x) in hex.
#include <hip/hip_bf16.h>
#include <hip/hip_fp16.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

unsigned bits(__half v) { return __half_as_ushort(v); }
unsigned bits(__hip_bfloat16 v) { return __bfloat16_as_ushort(v); }
template <class T>
T from_bits(unsigned short b);
template <>
__half from_bits<__half>(unsigned short b) { return __ushort_as_half(b); }
template <>
__hip_bfloat16 from_bits<__hip_bfloat16>(unsigned short b) { return __ushort_as_bfloat16(b); }

template <class T>
unsigned scalar(T a, T b) {
  const bool r[] = {__heq(a, b),  __hne(a, b),  __hlt(a, b),  __hle(a, b),  __hgt(a, b),  __hge(a, b),
                    __hequ(a, b), __hneu(a, b), __hltu(a, b), __hleu(a, b), __hgtu(a, b), __hgeu(a, b),
                    a == b,       a != b,       a < b,        a <= b,       a > b,        a >= b,
                    __hisnan(a)};
  unsigned s = 0;
  for (unsigned i = 0; i < sizeof r; ++i) s |= unsigned(r[i]) << i;
  return s;
}

// eq ne lt le gt ge, then the unordered forms
#define PAIR_OPS(X) X(eq) X(ne) X(lt) X(le) X(gt) X(ge) X(equ) X(neu) X(ltu) X(leu) X(gtu) X(geu)

template <class T, class T2>
void pair(T2 x, T2 y) {
  unsigned s = 0, i = 0;
#define BOOL_OP(OP) s |= unsigned(__hb##OP##2(x, y)) << i++;
  PAIR_OPS(BOOL_OP)
  printf(" %x", s);
  T2 r;
#define LANE_OP(OP) r = __h##OP##2(x, y); printf(" %x %x", bits(r.x), bits(r.y));
  PAIR_OPS(LANE_OP)
  r = __hisnan2(x);
  printf(" %x %x", bits(r.x), bits(r.y));
}

template <class T, class T2>
void run(char letter, const std::vector<unsigned short>& in) {
  const size_t n = in.size();
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j) {
      const T a = from_bits<T>(in[i]), b = from_bits<T>(in[j]), c = from_bits<T>(in[(j + 1) % n]);
      printf("%c %x", letter, scalar(a, b));
      pair<T, T2>(T2(a, b), T2(b, c));
      printf("\n");
    }
}

int main(int argc, char** argv) {
  std::vector<unsigned short> h, b;
  std::vector<unsigned short>* cur = &h;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "H")) cur = &h;
    else if (!strcmp(argv[i], "B")) cur = &b;
    else cur->push_back(static_cast<unsigned short>(strtoul(argv[i], nullptr, 0)));
  }
  run<__half, __half2>('H', h);
  run<__hip_bfloat16, __hip_bfloat162>('B', b);
  return 0;
}
