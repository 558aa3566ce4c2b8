// Float conversions and arithmetic written in PTX, as mixed-precision kernels do.
#include <cmath>
#include "ct.cuh"

__global__ void fcvt(const float* x, const float* y, const float* z, unsigned* hbits, float* back,
                     int* rni, int* rzi, float* fma_out, float* ex2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  unsigned short h;
  float r;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(v));
  asm("cvt.f32.f16 %0, %1;" : "=f"(r) : "h"(h));
  hbits[i] = h;
  back[i] = r;
  int a, b;
  asm("cvt.rni.s32.f32 %0, %2;\n\t"
      "cvt.rzi.s32.f32 %1, %2;"
      : "=r"(a), "=r"(b) : "f"(v));
  rni[i] = a;
  rzi[i] = b;
  float d;
  asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(d) : "f"(v), "f"(y[i]), "f"(z[i]));
  fma_out[i] = d;
  float e;
  asm("ex2.approx.f32 %0, %1;" : "=f"(e) : "f"(y[i]));
  ex2[i] = e;
}

int main() {
  const int n = 256;
  static float x[n], y[n], z[n], back[n], fo[n], e2[n];
  static unsigned hb[n];
  static int rni[n], rzi[n];
  unsigned s = 2654435769u;
  for (int i = 0; i < n; ++i) {
    s ^= s << 13; s ^= s >> 17; s ^= s << 5;
    // x: multiples of 2^-12 in about [-2^11, 2^11], scaled by 2^(i % 24 - 12): ties for f16 and for rni
    float m = (float)((int)(s & 0xffffffu) - 0x800000) * (1.0f / 4096.0f);
    x[i] = ldexpf(m, (i % 24) - 12);
    s ^= s << 13; s ^= s >> 17; s ^= s << 5;
    y[i] = (float)((int)(s % 40001u) - 20000) * 0.001f;
    s ^= s << 13; s ^= s >> 17; s ^= s << 5;
    z[i] = ldexpf((float)((int)(s & 0xfffffu) - 0x80000), -10);
  }
  const float special[] = {0.5f, 1.5f, 2.5f, -0.5f, -1.5f, -2.5f, 65504.0f, 65520.0f, 65519.99f, 1e9f,
                           -3e9f, 3e9f, 2147483520.0f, NAN, INFINITY, -INFINITY, 5.96046448e-08f,
                           2.98023224e-08f, 2.98023259e-08f, 6.1035156e-05f, 1.00048828125f, 1.00146484375f,
                           -0.0f, 0.0f};
  for (int k = 0; k < (int)(sizeof special / sizeof special[0]); ++k) x[8 * k] = special[k];
  // fma: a*b + c where the rounding of a*b alone would change the sum
  x[1] = 1.0f + ldexpf(1.0f, -12); y[1] = 1.0f - ldexpf(1.0f, -12); z[1] = -1.0f;
  x[3] = 3.0f; y[3] = 1.0f / 3.0f; z[3] = -1.0f;
  float *dx, *dy, *dz, *dback, *dfo, *de2;
  unsigned* dhb;
  int *drni, *drzi;
  CT_CHECK(cudaMalloc(&dx, sizeof x));
  CT_CHECK(cudaMalloc(&dy, sizeof y));
  CT_CHECK(cudaMalloc(&dz, sizeof z));
  CT_CHECK(cudaMalloc(&dhb, sizeof hb));
  CT_CHECK(cudaMalloc(&dback, sizeof back));
  CT_CHECK(cudaMalloc(&drni, sizeof rni));
  CT_CHECK(cudaMalloc(&drzi, sizeof rzi));
  CT_CHECK(cudaMalloc(&dfo, sizeof fo));
  CT_CHECK(cudaMalloc(&de2, sizeof e2));
  CT_CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dz, z, sizeof z, cudaMemcpyHostToDevice));
  fcvt<<<n / 64, 64>>>(dx, dy, dz, dhb, dback, drni, drzi, dfo, de2, n);
  CT_CHECK(cudaGetLastError());
  CT_CHECK(cudaMemcpy(hb, dhb, sizeof hb, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(back, dback, sizeof back, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(rni, drni, sizeof rni, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(rzi, drzi, sizeof rzi, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(fo, dfo, sizeof fo, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(e2, de2, sizeof e2, cudaMemcpyDeviceToHost));
  // a NaN's payload is unspecified by the PTX ISA (the H100 gives 0x7fff): print every NaN as 0x7e00
  for (int i = 0; i < n; ++i)
    if ((hb[i] & 0x7c00u) == 0x7c00u && (hb[i] & 0x3ffu) != 0u) hb[i] = 0x7e00u;
  ct_print_u("f16_bits", hb, n);
  ct_print_f("f16_back", back, n);
  ct_print_i("rni", rni, n);
  ct_print_i("rzi", rzi, n);
  ct_print_f("fma", fo, n);
  ct_print_f("ex2", e2, n);
  return 0;
}
