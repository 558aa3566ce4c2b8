// Every operator and lane-wise function of __half/__half2 and __hip_bfloat16/__hip_bfloat162 on the
// cpu target, applied to each pair of inputs given on the command line: `H b ...` half bits, then
// `B b ...` bfloat16 bits (decimal). For input pair (a, b), with c a third input and the pairs
// x = (a, b), y = (b, c), z = (c, a), one line: the type letter, then NOUT results in hex (16-bit
// results as bits, comparisons as a bit set, floats as their 32 bits), in the order of `ops` below.
// With -DONLY_COMMON the operations the cpu headers gained for __half2 with the shared operator set
// (x / y, __habs2, __hmax2, __hmin2) give 0, so that older headers compile it too.
#include <hip/hip_bf16.h>
#include <hip/hip_fp16.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define NOUT 68

__device__ unsigned bits(__half v) { return __half_as_ushort(v); }
__device__ unsigned bits(__hip_bfloat16 v) { return __bfloat16_as_ushort(v); }
__device__ unsigned fbits(float f) {
  unsigned u;
  memcpy(&u, &f, sizeof u);
  return u;
}
template <class T>
__device__ T from_bits(unsigned short b);
template <>
__device__ __half from_bits<__half>(unsigned short b) { return __ushort_as_half(b); }
template <>
__device__ __hip_bfloat16 from_bits<__hip_bfloat16>(unsigned short b) { return __ushort_as_bfloat16(b); }

template <class T, class T2>
__device__ void ops(T a, T b, T c, unsigned* o) {
  T t, u;
  o[0] = bits(a + b);
  o[1] = bits(a - b);
  o[2] = bits(a * b);
  o[3] = bits(a / b);
  t = a; t += b; o[4] = bits(t);
  t = a; t -= b; o[5] = bits(t);
  t = a; t *= b; o[6] = bits(t);
  t = a; t /= b; o[7] = bits(t);
  t = a; o[8] = bits(++t);
  t = a; u = t++; o[9] = bits(u); o[10] = bits(t);
  t = a; o[11] = bits(--t);
  t = a; u = t--; o[12] = bits(u); o[13] = bits(t);
  o[14] = (a == b) | (a != b) << 1 | (a < b) << 2 | (a > b) << 3 | (a <= b) << 4 | (a >= b) << 5 |
          __heq(a, b) << 6 | __hlt(a, b) << 7 | __hle(a, b) << 8 | __hgt(a, b) << 9 | __hge(a, b) << 10 |
          __hisnan(a) << 11 | __hisinf(a) << 12;
  o[15] = bits(__hadd(a, b));
  o[16] = bits(__hsub(a, b));
  o[17] = bits(__hmul(a, b));
  o[18] = bits(__hdiv(a, b));
  o[19] = bits(__hfma(a, b, c));
  o[20] = bits(__hmax(a, b));
  o[21] = bits(__hmin(a, b));
  o[22] = bits(__hneg(a));
  o[23] = bits(__habs(a));
  o[24] = bits(hsqrt(a));
  o[25] = bits(hrsqrt(a));
  o[26] = bits(hexp(a));
  o[27] = bits(hlog(a));
  o[28] = bits(hsin(a));
  o[29] = bits(hcos(a));
  const T2 x(a, b), y(b, c), z(c, a);
  T2 r = x + y; o[30] = bits(r.x); o[31] = bits(r.y);
  r = x - y; o[32] = bits(r.x); o[33] = bits(r.y);
  r = x * y; o[34] = bits(r.x); o[35] = bits(r.y);
#ifndef ONLY_COMMON
  r = x / y; o[36] = bits(r.x); o[37] = bits(r.y);
#endif
  r = x; r += y; o[38] = bits(r.x); o[39] = bits(r.y);
  r = x; r -= y; o[40] = bits(r.x); o[41] = bits(r.y);
  r = x; r *= y; o[42] = bits(r.x); o[43] = bits(r.y);
  r = x; r /= y; o[44] = bits(r.x); o[45] = bits(r.y);
  r = __hadd2(x, y); o[46] = bits(r.x); o[47] = bits(r.y);
  r = __hsub2(x, y); o[48] = bits(r.x); o[49] = bits(r.y);
  r = __hmul2(x, y); o[50] = bits(r.x); o[51] = bits(r.y);
  r = __h2div(x, y); o[52] = bits(r.x); o[53] = bits(r.y);
  r = __hfma2(x, y, z); o[54] = bits(r.x); o[55] = bits(r.y);
  r = __hneg2(x); o[56] = bits(r.x); o[57] = bits(r.y);
#ifndef ONLY_COMMON
  r = __habs2(x); o[58] = bits(r.x); o[59] = bits(r.y);
  r = __hmax2(x, y); o[60] = bits(r.x); o[61] = bits(r.y);
  r = __hmin2(x, y); o[62] = bits(r.x); o[63] = bits(r.y);
#endif
  o[64] = fbits(__low2float(x));
  o[65] = fbits(__high2float(x));
  t = a; u = atomicAdd(&t, b); o[66] = bits(u); o[67] = bits(t);
}

template <class T, class T2>
__global__ void all_pairs(const unsigned short* in, int n, unsigned* out) {
  for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < n * n; k += gridDim.x * blockDim.x) {
    const int i = k / n, j = k % n;
    ops<T, T2>(from_bits<T>(in[i]), from_bits<T>(in[j]), from_bits<T>(in[(i * 7 + j * 3) % n]), out + k * NOUT);
  }
}

template <class T, class T2>
void run(char letter, const std::vector<unsigned short>& in) {
  const int n = static_cast<int>(in.size());
  if (n == 0) return;
  unsigned short* d_in;
  unsigned* d_out;
  hipMalloc(&d_in, n * sizeof(unsigned short));
  hipMalloc(&d_out, static_cast<size_t>(n) * n * NOUT * sizeof(unsigned));
  hipMemcpy(d_in, in.data(), n * sizeof(unsigned short), hipMemcpyHostToDevice);
  hipMemset(d_out, 0, static_cast<size_t>(n) * n * NOUT * sizeof(unsigned));
  hipLaunchKernelGGL((all_pairs<T, T2>), dim3(4), dim3(64), 0, 0, d_in, n, d_out);
  std::vector<unsigned> out(static_cast<size_t>(n) * n * NOUT);
  hipMemcpy(out.data(), d_out, out.size() * sizeof(unsigned), hipMemcpyDeviceToHost);
  for (int k = 0; k < n * n; ++k) {
    printf("%c", letter);
    for (int m = 0; m < NOUT; ++m) printf(" %x", out[static_cast<size_t>(k) * NOUT + m]);
    printf("\n");
  }
  hipFree(d_in);
  hipFree(d_out);
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
