// Casts CUDA accepts and HIP 7.2's types reject as ambiguous (bf16 <-> half, 64-bit integer -> bf16),
// CHECK: XL512 note L7:21
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define TO_HALF(x) ((__half)(x))

struct Pair { __nv_bfloat16 b; long long n; };

template <typename T>
__device__ __nv_bfloat16 to_bf16(T v) { return (__nv_bfloat16)v; }

__global__ void casts(const __nv_bfloat16* b, const __half* h, const long long* ll, const unsigned long long* ull,
                      const Pair* p, __half* oh, __nv_bfloat16* ob, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  oh[5 * i + 0] = (__half)b[i];
  oh[5 * i + 1] = static_cast<__half>(b[i]);
  oh[5 * i + 2] = TO_HALF(b[i]);
  oh[5 * i + 3] = __half(p[i].b);
  oh[5 * i + 4] = (__half)-b[i];
  ob[6 * i + 0] = (__nv_bfloat16)h[i];
  ob[6 * i + 1] = to_bf16(h[i]);
  ob[6 * i + 2] = (__nv_bfloat16)ll[i];
  ob[6 * i + 3] = static_cast<__nv_bfloat16>(ull[i]);
  ob[6 * i + 4] = (__nv_bfloat16)p[i].n;
  ob[6 * i + 5] = to_bf16((long)ll[i]);
}

int main() {
  const int n = 8;
  unsigned short hb[n] = {0x3f80, 0x3f81, 0x4480, 0x447f, 0x0001, 0x7f80, 0xc2f7, 0x477f};
  unsigned short hh[n] = {0x3c00, 0x3c01, 0x7bff, 0x0001, 0x8400, 0x7c00, 0x3555, 0x5bfd};
  long long hll[n] = {1, 257, 259, -16777217, 9007199254740993LL, -9223372036854775807LL - 1,
                      9223372036854775807LL, 36028797018963969LL};
  unsigned long long hull[n] = {0, 255, 385, 18446744073709551615ULL, 9223372036854775808ULL, 4294967297ULL,
                                72057594037927937ULL, 1};
  __nv_bfloat16 b[n]; __half h[n]; Pair p[n];
  for (int i = 0; i < n; ++i) {
    b[i] = __ushort_as_bfloat16(hb[i]);
    h[i] = __ushort_as_half(hh[i]);
    p[i].b = b[i];
    p[i].n = hll[i];
  }
  __nv_bfloat16 *db, *dob; __half *dh, *doh; long long* dll; unsigned long long* dull; Pair* dp;
  cudaMalloc(&db, sizeof b); cudaMalloc(&dh, sizeof h); cudaMalloc(&dll, sizeof hll);
  cudaMalloc(&dull, sizeof hull); cudaMalloc(&dp, sizeof p);
  cudaMalloc(&doh, 5 * n * sizeof(__half)); cudaMalloc(&dob, 6 * n * sizeof(__nv_bfloat16));
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  cudaMemcpy(dh, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(dll, hll, sizeof hll, cudaMemcpyHostToDevice);
  cudaMemcpy(dull, hull, sizeof hull, cudaMemcpyHostToDevice);
  cudaMemcpy(dp, p, sizeof p, cudaMemcpyHostToDevice);
  casts<<<1, 32>>>(db, dh, dll, dull, dp, doh, dob, n);
  __half oh[5 * n]; __nv_bfloat16 ob[6 * n];
  cudaMemcpy(oh, doh, sizeof oh, cudaMemcpyDeviceToHost);
  cudaMemcpy(ob, dob, sizeof ob, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) {
    printf("h");
    for (int k = 0; k < 5; ++k) printf(" %04x", __half_as_ushort(oh[5 * i + k]));
    printf(" b");
    for (int k = 0; k < 6; ++k) printf(" %04x", __bfloat16_as_ushort(ob[6 * i + k]));
    printf("\n");
  }
  printf("host %04x %04x\n", __half_as_ushort((__half)b[1]), __bfloat16_as_ushort((__nv_bfloat16)hll[4]));
  return 0;
}
