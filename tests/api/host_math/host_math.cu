// CUDA math functions that CUDA offers to host code and HIP only to the device (issue 21):
// rsqrt, rcbrt, sinpi, cospi, sincospi, normcdf, erfinv, erfcinv, normcdfinv and their float forms,
// called from host code (tests/api/test_host_math.py reads stdout) and from a kernel.
// stdin: n, then n doubles as hex bits
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void dev(const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = rsqrtf(x[i]) + sinpif(x[i]) + normcdff(x[i]) + (float)erfinv((double)x[i] * 0.5);
}

static unsigned long long bits(double v) { unsigned long long u; memcpy(&u, &v, 8); return u; }
static unsigned int fbits(float v) { unsigned int u; memcpy(&u, &v, 4); return u; }

int main() {
  int n = 0;
  if (scanf("%d", &n) != 1) return 2;
  for (int i = 0; i < n; ++i) {
    unsigned long long u;
    if (scanf("%llx", &u) != 1) return 2;
    double x;
    memcpy(&x, &u, 8);
    float f = (float)x;
    double s, c;
    sincospi(x, &s, &c);
    float sf, cf;
    sincospif(f, &sf, &cf);
    printf("d %llx %llx %llx %llx %llx %llx %llx %llx %llx %llx\n", bits(rsqrt(x)), bits(rcbrt(x)), bits(sinpi(x)),
           bits(cospi(x)), bits(s), bits(c), bits(normcdf(x)), bits(erfinv(x)), bits(erfcinv(x)), bits(normcdfinv(x)));
    printf("f %x %x %x %x %x %x %x %x %x %x %x\n", fbits(rsqrtf(f)), fbits(rcbrtf(f)), fbits(sinpif(f)),
           fbits(cospif(f)), fbits(sf), fbits(cf), fbits(normcdff(f)), fbits(erfinvf(f)), fbits(erfcinvf(f)),
           fbits(normcdfinvf(f)), fbits(rsqrt(f)));
  }
  float *x, *y;
  cudaMallocManaged(&x, 4 * sizeof(float));
  cudaMallocManaged(&y, 4 * sizeof(float));
  for (int i = 0; i < 4; ++i) x[i] = 0.25f * (i + 1);
  dev<<<1, 4>>>(x, y, 4);
  cudaDeviceSynchronize();
  for (int i = 0; i < 4; ++i) printf("k %x\n", fbits(y[i]));
  return 0;
}
