// C-style casts and static_casts between __half / __nv_bfloat16 and the arithmetic types, done in a
// kernel on inputs given on the command line (doubles as C99 hex floats, exact): `F x` (a float and
// a double input: the double as given, the float its rounding), `I n` (a 64-bit integer), `H b` (half
// bits), `B b` (bf16 bits). One output line per input, as decimal integers (bits of 16-bit results).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define NOUT 16

__device__ unsigned short hbits(__half h) { return __half_as_ushort(h); }
__device__ unsigned short bbits(__nv_bfloat16 b) { return __bfloat16_as_ushort(b); }

__global__ void convert(const char* kind, const double* d, const long long* n, const unsigned short* bits,
                        long long* out, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  long long* o = out + i * NOUT;
  if (kind[i] == 'F') {
    float f = (float)d[i];
    o[0] = hbits((__half)f);
    o[1] = hbits(static_cast<__half>(d[i]));
    o[2] = bbits((__nv_bfloat16)f);
    o[3] = bbits(static_cast<__nv_bfloat16>(d[i]));
  } else if (kind[i] == 'I') {
    long long v = n[i];
    o[0] = hbits((__half)(int)v);
    o[1] = hbits((__half)v);
    o[2] = bbits((__nv_bfloat16)(int)v);
    o[3] = bbits((__nv_bfloat16)v);
    o[4] = bbits(static_cast<__nv_bfloat16>((unsigned long long)v));
    o[5] = hbits(static_cast<__half>((unsigned int)v));
    o[6] = hbits((__half)(short)v);
    o[7] = bbits((__nv_bfloat16)(short)v);
  } else {
    // H: a half; B: a bfloat16 -- the same integer conversions for both
    __half h = __ushort_as_half(bits[i]);
    __nv_bfloat16 b = __ushort_as_bfloat16(bits[i]);
#define CONVS(x)                                                                               \
  o[0] = (int)(x); o[1] = (long long)(unsigned int)(x); o[2] = (short)(x);                      \
  o[3] = (unsigned short)(x); o[4] = (signed char)(x); o[5] = (unsigned char)(x);               \
  o[6] = (long long)(x); o[7] = (long long)(unsigned long long)(x); o[8] = (bool)(x);           \
  o[9] = static_cast<int>(x);                                                                   \
  { double dd = (double)(x); memcpy(&o[10], &dd, sizeof dd); }
    if (kind[i] == 'H') {
      CONVS(h)
      o[11] = bbits((__nv_bfloat16)h);
      o[12] = bbits(static_cast<__nv_bfloat16>(h));
    } else {
      CONVS(b)
      o[11] = hbits((__half)b);
      o[12] = hbits(static_cast<__half>(b));
    }
  }
}

int main(int argc, char** argv) {
  int count = (argc - 1) / 2;
  char* kind; double* d; long long* n; unsigned short* bits; long long* out;
  cudaMallocManaged(&kind, count + 1);
  cudaMallocManaged(&d, count * sizeof(double));
  cudaMallocManaged(&n, count * sizeof(long long));
  cudaMallocManaged(&bits, count * sizeof(unsigned short));
  cudaMallocManaged(&out, count * NOUT * sizeof(long long));
  memset(out, 0, count * NOUT * sizeof(long long));
  for (int i = 0; i < count; ++i) {
    kind[i] = argv[1 + 2 * i][0];
    const char* v = argv[2 + 2 * i];
    d[i] = kind[i] == 'F' ? strtod(v, nullptr) : 0.0;
    n[i] = kind[i] == 'I' ? strtoll(v, nullptr, 10) : 0;
    bits[i] = (kind[i] == 'H' || kind[i] == 'B') ? (unsigned short)strtoul(v, nullptr, 10) : 0;
  }
  convert<<<(count + 63) / 64, 64>>>(kind, d, n, bits, out, count);
  cudaDeviceSynchronize();
  for (int i = 0; i < count; ++i) {
    for (int j = 0; j < NOUT; ++j) printf("%s%lld", j ? " " : "", out[i * NOUT + j]);
    printf("\n");
  }
  return 0;
}
