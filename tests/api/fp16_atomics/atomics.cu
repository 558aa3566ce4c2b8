// atomicAdd on __half, __half2 and __nv_bfloat16 (tests/api/test_fp16_atomics.py reads stdout):
// 1. contention: NT threads add +1 or -0.5 (half, bf16; the pair: low lane like half, high lane +2 or -1)
//    to a few counters, every partial sum exactly representable, so any order gives one result;
// 2. rounding: element i of a gets b[i] added once (neighbours share 32-bit words), old values returned.
// stdin: n, then n lines "a_half b_half a_bf16 b_bf16" (hex bits)
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#ifndef HALF_ADD
#define HALF_ADD atomicAdd
#endif

#define NT 16384
#define NH 8
#define NB 64

__global__ void contend(__half* h, __half2* h2, __nv_bfloat16* b) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= NT) return;
  bool plus = ((t / NH) % 2) == 0;
  HALF_ADD(&h[t % NH], __float2half(plus ? 1.0f : -0.5f));
  atomicAdd(&h2[t % NH], __floats2half2_rn(plus ? 1.0f : -0.5f, plus ? 2.0f : -1.0f));
  bool bplus = ((t / NB) % 2) == 0;
  atomicAdd(&b[t % NB], __float2bfloat16(bplus ? 1.0f : -0.5f));
}

__global__ void once(__half* a, const __half* b, __half* olda, __nv_bfloat16* c, const __nv_bfloat16* d,
                     __nv_bfloat16* oldc, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  olda[i] = HALF_ADD(&a[i], b[i]);
  oldc[i] = atomicAdd(&c[i], d[i]);
}

__global__ void pairs(__half2* a, const __half2* b, __half2* old, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) old[i] = atomicAdd(&a[i], b[i]);
}

static unsigned short hb(__half v) { unsigned short u; memcpy(&u, &v, 2); return u; }
static unsigned short bb(__nv_bfloat16 v) { unsigned short u; memcpy(&u, &v, 2); return u; }

int main() {
  __half *h; __half2 *h2; __nv_bfloat16 *b;
  cudaMallocManaged(&h, NH * sizeof(__half));
  cudaMallocManaged(&h2, NH * sizeof(__half2));
  cudaMallocManaged(&b, NB * sizeof(__nv_bfloat16));
  for (int k = 0; k < NH; ++k) { h[k] = __float2half(0.0f); h2[k] = __floats2half2_rn(0.0f, 0.0f); }
  for (int k = 0; k < NB; ++k) b[k] = __float2bfloat16(0.0f);
  contend<<<NT / 256, 256>>>(h, h2, b);
  cudaDeviceSynchronize();
  for (int k = 0; k < NH; ++k) printf("h %g\n", __half2float(h[k]));
  for (int k = 0; k < NH; ++k) printf("h2 %g %g\n", __low2float(h2[k]), __high2float(h2[k]));
  for (int k = 0; k < NB; ++k) printf("b %g\n", __bfloat162float(b[k]));

  int n = 0;
  if (scanf("%d", &n) != 1) return 2;
  __half *a, *bh, *olda; __nv_bfloat16 *c, *d, *oldc; __half2 *p, *q, *oldp;
  cudaMallocManaged(&a, n * sizeof(__half)); cudaMallocManaged(&bh, n * sizeof(__half));
  cudaMallocManaged(&olda, n * sizeof(__half));
  cudaMallocManaged(&c, n * sizeof(__nv_bfloat16)); cudaMallocManaged(&d, n * sizeof(__nv_bfloat16));
  cudaMallocManaged(&oldc, n * sizeof(__nv_bfloat16));
  cudaMallocManaged(&p, n * sizeof(__half2)); cudaMallocManaged(&q, n * sizeof(__half2));
  cudaMallocManaged(&oldp, n * sizeof(__half2));
  for (int i = 0; i < n; ++i) {
    unsigned int x, y, z, w;
    if (scanf("%x %x %x %x", &x, &y, &z, &w) != 4) return 2;
    unsigned short xs = x, ys = y, zs = z, ws = w;
    memcpy(&a[i], &xs, 2); memcpy(&bh[i], &ys, 2); memcpy(&c[i], &zs, 2); memcpy(&d[i], &ws, 2);
    p[i] = __halves2half2(a[i], bh[i]);
    q[i] = __halves2half2(bh[i], a[i]);
  }
  once<<<(n + 63) / 64, 64>>>(a, bh, olda, c, d, oldc, n);
  pairs<<<(n + 63) / 64, 64>>>(p, q, oldp, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i)
    printf("r %04x %04x %04x %04x %04x %04x %04x %04x\n", hb(a[i]), hb(olda[i]), bb(c[i]), bb(oldc[i]),
           hb(__low2half(p[i])), hb(__high2half(p[i])), hb(__low2half(oldp[i])), hb(__high2half(oldp[i])));
  return 0;
}
