// CUDA fp16/bf16 functions that HIP 7.2 lacks (xlate maps them to <xlate/fp16_extras.h>), run on
// inputs read from stdin; every result is printed as bits or as an integer, for
// tests/api/test_fp16_extras.py to compare with numpy / exact rational arithmetic.
//
// stdin: nd, then nd double bit patterns (hex); nh, then nh __half2 bit patterns (hex, low half in
// the low 16 bits); nb, then nb bfloat16 bit patterns (hex); nf, then nf float bit patterns (hex);
// ni, then ni long long values (decimal).
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define N_MASKS 12
#define N_BF2INT 26
#define N_INT2BF 23

__global__ void from_double(const double* d, __half* out, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) out[i] = __double2half(d[i]);
}

__global__ void masks(const __half2* a, const __half2* b, unsigned int* out, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    unsigned int* o = out + i * N_MASKS;
    o[0] = __heq2_mask(a[i], b[i]);
    o[1] = __hne2_mask(a[i], b[i]);
    o[2] = __hlt2_mask(a[i], b[i]);
    o[3] = __hle2_mask(a[i], b[i]);
    o[4] = __hgt2_mask(a[i], b[i]);
    o[5] = __hge2_mask(a[i], b[i]);
    o[6] = __hequ2_mask(a[i], b[i]);
    o[7] = __hneu2_mask(a[i], b[i]);
    o[8] = __hltu2_mask(a[i], b[i]);
    o[9] = __hleu2_mask(a[i], b[i]);
    o[10] = __hgtu2_mask(a[i], b[i]);
    o[11] = __hgeu2_mask(a[i], b[i]);
  }
}

__global__ void half_to_char(const __half* h, long long* out, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    out[2 * i] = __half2char_rz(h[i]);
    out[2 * i + 1] = __half2uchar_rz(h[i]);
  }
}

__global__ void from_float(const float* f, __nv_bfloat16* out, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    out[4 * i] = __float2bfloat16_rn(f[i]);
    out[4 * i + 1] = __float2bfloat16_rz(f[i]);
    out[4 * i + 2] = __float2bfloat16_rd(f[i]);
    out[4 * i + 3] = __float2bfloat16_ru(f[i]);
  }
}

// signed results widened to long long, unsigned ones to unsigned long long (as the bits of a long long)
__global__ void bf16_to_int(const __nv_bfloat16* b, long long* out, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    __nv_bfloat16 x = b[i];
    long long* o = out + i * N_BF2INT;
    o[0] = __bfloat162char_rz(x);
    o[1] = __bfloat162uchar_rz(x);
    o[2] = __bfloat162int_rn(x);
    o[3] = __bfloat162int_rz(x);
    o[4] = __bfloat162int_rd(x);
    o[5] = __bfloat162int_ru(x);
    o[6] = __bfloat162uint_rn(x);
    o[7] = __bfloat162uint_rz(x);
    o[8] = __bfloat162uint_rd(x);
    o[9] = __bfloat162uint_ru(x);
    o[10] = __bfloat162short_rn(x);
    o[11] = __bfloat162short_rz(x);
    o[12] = __bfloat162short_rd(x);
    o[13] = __bfloat162short_ru(x);
    o[14] = __bfloat162ushort_rn(x);
    o[15] = __bfloat162ushort_rz(x);
    o[16] = __bfloat162ushort_rd(x);
    o[17] = __bfloat162ushort_ru(x);
    o[18] = __bfloat162ll_rn(x);
    o[19] = __bfloat162ll_rz(x);
    o[20] = __bfloat162ll_rd(x);
    o[21] = __bfloat162ll_ru(x);
    o[22] = (long long)__bfloat162ull_rn(x);
    o[23] = (long long)__bfloat162ull_rz(x);
    o[24] = (long long)__bfloat162ull_rd(x);
    o[25] = (long long)__bfloat162ull_ru(x);
  }
}

// each value cast (wrapping) to the parameter type first
__global__ void int_to_bf16(const long long* v, __nv_bfloat16* out, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    long long x = v[i];
    __nv_bfloat16* o = out + i * N_INT2BF;
    o[0] = __int2bfloat16_rz((int)x);
    o[1] = __int2bfloat16_rd((int)x);
    o[2] = __int2bfloat16_ru((int)x);
    o[3] = __uint2bfloat16_rn((unsigned int)x);
    o[4] = __uint2bfloat16_rz((unsigned int)x);
    o[5] = __uint2bfloat16_rd((unsigned int)x);
    o[6] = __uint2bfloat16_ru((unsigned int)x);
    o[7] = __short2bfloat16_rn((short)x);
    o[8] = __short2bfloat16_rz((short)x);
    o[9] = __short2bfloat16_rd((short)x);
    o[10] = __short2bfloat16_ru((short)x);
    o[11] = __ushort2bfloat16_rn((unsigned short)x);
    o[12] = __ushort2bfloat16_rz((unsigned short)x);
    o[13] = __ushort2bfloat16_rd((unsigned short)x);
    o[14] = __ushort2bfloat16_ru((unsigned short)x);
    o[15] = __ll2bfloat16_rn(x);
    o[16] = __ll2bfloat16_rz(x);
    o[17] = __ll2bfloat16_rd(x);
    o[18] = __ll2bfloat16_ru(x);
    o[19] = __ull2bfloat16_rn((unsigned long long)x);
    o[20] = __ull2bfloat16_rz((unsigned long long)x);
    o[21] = __ull2bfloat16_rd((unsigned long long)x);
    o[22] = __ull2bfloat16_ru((unsigned long long)x);
  }
}

template <class T>
static T* to_device(const std::vector<T>& v) {
  T* p = nullptr;
  cudaMalloc(&p, v.size() * sizeof(T) + 1);
  cudaMemcpy(p, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice);
  return p;
}

template <class T>
static std::vector<T> from_device(const T* p, size_t n) {
  std::vector<T> v(n);
  cudaMemcpy(v.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost);
  return v;
}

static unsigned long long read_hex() {
  unsigned long long x = 0;
  if (scanf("%llx", &x) != 1) exit(2);
  return x;
}

static int read_count() {
  int n = 0;
  if (scanf("%d", &n) != 1) exit(2);
  return n;
}

template <class T, class Bits>
static std::vector<T> from_bits(const std::vector<unsigned long long>& raw) {
  std::vector<T> v(raw.size());
  for (size_t i = 0; i < raw.size(); ++i) {
    Bits b = (Bits)raw[i];
    memcpy(&v[i], &b, sizeof b);
  }
  return v;
}

template <class T>
static unsigned int bits16(const T& x) {
  unsigned short b;
  memcpy(&b, &x, sizeof b);
  return b;
}

int main() {
  std::vector<unsigned long long> raw;
  int nd = read_count();
  for (int i = 0; i < nd; ++i) raw.push_back(read_hex());
  std::vector<double> dv = from_bits<double, unsigned long long>(raw);
  raw.clear();
  int nh = read_count();
  for (int i = 0; i < nh; ++i) raw.push_back(read_hex());
  std::vector<__half2> hv = from_bits<__half2, unsigned int>(raw);
  raw.clear();
  int nb = read_count();
  for (int i = 0; i < nb; ++i) raw.push_back(read_hex());
  std::vector<__nv_bfloat16> bv = from_bits<__nv_bfloat16, unsigned short>(raw);
  raw.clear();
  int nf = read_count();
  for (int i = 0; i < nf; ++i) raw.push_back(read_hex());
  std::vector<float> fv = from_bits<float, unsigned int>(raw);
  int ni = read_count();
  std::vector<long long> iv(ni);
  for (int i = 0; i < ni; ++i)
    if (scanf("%lld", &iv[i]) != 1) return 2;

  double* d_d = to_device(dv);
  __half* d_h;
  cudaMalloc(&d_h, nd * sizeof(__half) + 1);
  from_double<<<1, 64>>>(d_d, d_h, nd);
  std::vector<__half> r1 = from_device(d_h, nd);
  for (int i = 0; i < nd; ++i) printf("d2h %04x\n", bits16(r1[i]));

  // pairs (hv[i], hv[i + 1])
  int np = nh - 1;
  __half2* d_a = to_device(hv);
  unsigned int* d_m;
  cudaMalloc(&d_m, np * N_MASKS * sizeof(unsigned int) + 1);
  masks<<<1, 64>>>(d_a, d_a + 1, d_m, np);
  std::vector<unsigned int> r2 = from_device(d_m, np * N_MASKS);
  for (int i = 0; i < np; ++i) {
    printf("mask");
    for (int k = 0; k < N_MASKS; ++k) printf(" %08x", r2[i * N_MASKS + k]);
    printf("\n");
  }

  std::vector<__half> lows(nh);
  for (int i = 0; i < nh; ++i) memcpy(&lows[i], &hv[i], sizeof(__half));
  __half* d_l = to_device(lows);
  long long* d_c;
  cudaMalloc(&d_c, 2 * nh * sizeof(long long));
  half_to_char<<<1, 64>>>(d_l, d_c, nh);
  std::vector<long long> r3 = from_device(d_c, 2 * nh);
  for (int i = 0; i < nh; ++i) printf("h2c %lld %lld\n", r3[2 * i], r3[2 * i + 1]);

  float* d_f = to_device(fv);
  __nv_bfloat16* d_fb;
  cudaMalloc(&d_fb, 4 * nf * sizeof(__nv_bfloat16) + 1);
  from_float<<<1, 64>>>(d_f, d_fb, nf);
  std::vector<__nv_bfloat16> r4 = from_device(d_fb, 4 * nf);
  for (int i = 0; i < nf; ++i)
    printf("f2b %04x %04x %04x %04x\n", bits16(r4[4 * i]), bits16(r4[4 * i + 1]), bits16(r4[4 * i + 2]),
           bits16(r4[4 * i + 3]));

  __nv_bfloat16* d_b = to_device(bv);
  long long* d_bi;
  cudaMalloc(&d_bi, nb * N_BF2INT * sizeof(long long) + 1);
  bf16_to_int<<<1, 64>>>(d_b, d_bi, nb);
  std::vector<long long> r5 = from_device(d_bi, nb * N_BF2INT);
  for (int i = 0; i < nb; ++i) {
    printf("b2i");
    for (int k = 0; k < N_BF2INT; ++k) printf(" %lld", r5[i * N_BF2INT + k]);
    printf("\n");
  }

  long long* d_i = to_device(iv);
  __nv_bfloat16* d_ib;
  cudaMalloc(&d_ib, ni * N_INT2BF * sizeof(__nv_bfloat16) + 1);
  int_to_bf16<<<1, 64>>>(d_i, d_ib, ni);
  std::vector<__nv_bfloat16> r6 = from_device(d_ib, ni * N_INT2BF);
  for (int i = 0; i < ni; ++i) {
    printf("i2b");
    for (int k = 0; k < N_INT2BF; ++k) printf(" %04x", bits16(r6[i * N_INT2BF + k]));
    printf("\n");
  }
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
