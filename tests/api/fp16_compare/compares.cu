// The CUDA half/bfloat16 comparisons, max/min and classification functions whose HIP 7.2 versions
// differ from CUDA's definitions (xlate maps them to <xlate/fp16_extras.h>), on every pair of inputs
// read from stdin; tests/api/test_fp16_compare.py compares the printed bits with a numpy model.
//
// stdin: n, then n __half bit patterns (hex), then n bfloat16 bit patterns (hex).
// stdout, for each type (H: __half, B: __nv_bfloat16) and each pair (i, j), with a = in[i], b = in[j],
// c = in[(j + 1) % n], x = (a, b) and y = (b, c) as (low, high) pairs: the tag, i, j and N_OUT hex values:
//   __hne(a, b), __hisinf(a) (as int), __hmax, __hmin, __hmax_nan, __hmin_nan of (a, b) (bits);
//   __hne2, __hgt2, __hequ2, __hneu2, __hltu2, __hleu2, __hgtu2, __hgeu2 of (x, y) (low, high bits);
//   __hbne2, __hbequ2, __hbneu2, __hbltu2, __hbleu2, __hbgtu2, __hbgeu2 of (x, y);
//   __hisnan2(x), __hmax2(x, y), __hmin2(x, y), __hmax2_nan(x, y), __hmin2_nan(x, y) (low, high bits).
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
#include <vector>

#define N_OUT 39

__device__ unsigned int u16(__half h) { return __half_as_ushort(h); }
__device__ unsigned int u16(__nv_bfloat16 h) { return __bfloat16_as_ushort(h); }
__device__ void of_bits(unsigned short u, __half* h) { *h = __ushort_as_half(u); }
__device__ void of_bits(unsigned short u, __nv_bfloat16* h) { *h = __ushort_as_bfloat16(u); }
__device__ __half2 join(__half l, __half h) { return __halves2half2(l, h); }
__device__ __nv_bfloat162 join(__nv_bfloat16 l, __nv_bfloat16 h) { return __halves2bfloat162(l, h); }
__device__ unsigned int lo16(__half2 v) { return u16(__low2half(v)); }
__device__ unsigned int hi16(__half2 v) { return u16(__high2half(v)); }
__device__ unsigned int lo16(__nv_bfloat162 v) { return u16(__low2bfloat16(v)); }
__device__ unsigned int hi16(__nv_bfloat162 v) { return u16(__high2bfloat16(v)); }

template <class T2>
__device__ unsigned int* put2(unsigned int* o, T2 v) {
  o[0] = lo16(v);
  o[1] = hi16(v);
  return o + 2;
}

template <class T, class T2>
__global__ void compares(const unsigned short* in, int n, unsigned int* out) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n * n) return;
  int i = k / n, j = k % n;
  T a, b, c;
  of_bits(in[i], &a);
  of_bits(in[j], &b);
  of_bits(in[(j + 1) % n], &c);
  T2 x = join(a, b), y = join(b, c);
  unsigned int* o = out + k * N_OUT;
  *o++ = __hne(a, b);
  *o++ = (unsigned int)__hisinf(a);
  *o++ = u16(__hmax(a, b));
  *o++ = u16(__hmin(a, b));
  *o++ = u16(__hmax_nan(a, b));
  *o++ = u16(__hmin_nan(a, b));
  o = put2(o, __hne2(x, y));
  o = put2(o, __hgt2(x, y));
  o = put2(o, __hequ2(x, y));
  o = put2(o, __hneu2(x, y));
  o = put2(o, __hltu2(x, y));
  o = put2(o, __hleu2(x, y));
  o = put2(o, __hgtu2(x, y));
  o = put2(o, __hgeu2(x, y));
  *o++ = __hbne2(x, y);
  *o++ = __hbequ2(x, y);
  *o++ = __hbneu2(x, y);
  *o++ = __hbltu2(x, y);
  *o++ = __hbleu2(x, y);
  *o++ = __hbgtu2(x, y);
  *o++ = __hbgeu2(x, y);
  o = put2(o, __hisnan2(x));
  o = put2(o, __hmax2(x, y));
  o = put2(o, __hmin2(x, y));
  o = put2(o, __hmax2_nan(x, y));
  o = put2(o, __hmin2_nan(x, y));
}

template <class T, class T2>
static int run(const char* tag, const std::vector<unsigned short>& in) {
  int n = (int)in.size();
  unsigned short* d_in;
  unsigned int* d_out;
  std::vector<unsigned int> out((size_t)n * n * N_OUT);
  if (cudaMalloc(&d_in, in.size() * sizeof(unsigned short)) != cudaSuccess) return 1;
  if (cudaMalloc(&d_out, out.size() * sizeof(unsigned int)) != cudaSuccess) return 1;
  cudaMemcpy(d_in, in.data(), in.size() * sizeof(unsigned short), cudaMemcpyHostToDevice);
  compares<T, T2><<<(n * n + 63) / 64, 64>>>(d_in, n, d_out);
  if (cudaDeviceSynchronize() != cudaSuccess) return 1;
  cudaMemcpy(out.data(), d_out, out.size() * sizeof(unsigned int), cudaMemcpyDeviceToHost);
  for (int k = 0; k < n * n; ++k) {
    printf("%s %d %d", tag, k / n, k % n);
    for (int m = 0; m < N_OUT; ++m) printf(" %x", out[(size_t)k * N_OUT + m]);
    printf("\n");
  }
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}

int main() {
  int n;
  if (scanf("%d", &n) != 1 || n <= 0) return 2;
  std::vector<unsigned short> h(n), b(n);
  for (auto* v : {&h, &b}) {
    for (int i = 0; i < n; ++i) {
      unsigned int u;
      if (scanf("%x", &u) != 1) return 2;
      (*v)[i] = (unsigned short)u;
    }
  }
  if (run<__half, __half2>("H", h) != 0 || run<__nv_bfloat16, __nv_bfloat162>("B", b) != 0) {
    fprintf(stderr, "a CUDA call failed\n");
    return 1;
  }
  return 0;
}
