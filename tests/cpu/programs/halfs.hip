// Half and bfloat16 conversions and arithmetic; values printed as raw bits.
#include <hip/hip_bf16.h>
#include <hip/hip_fp16.h>

__global__ void convert(const float* f, const double* d, unsigned short* out, int n) {
  int i = threadIdx.x;
  if (i >= n) return;
  out[i * 5 + 0] = __half_as_ushort(__float2half(f[i]));
  out[i * 5 + 1] = __half_as_ushort(__double2half(d[i]));
  out[i * 5 + 2] = __bfloat16_as_ushort(__float2bfloat16(f[i]));
  out[i * 5 + 3] = __bfloat16_as_ushort(__double2bfloat16(d[i]));
  __half a = __float2half(f[i]), b = __float2half(0.1f);
  out[i * 5 + 4] = __half_as_ushort(__hadd(a, b));
}

int main() {
  const double ds[] = {1.0, 0.1, 1.0009765625 + 1e-12, 65504.0, 65520.0, 1e-8, -2.5, 3.140625,
                       1.00390625, 1.0039062500001, 1.01171875, 3.0e38, 5.96e-8, 100000.0};
  const int n = sizeof(ds) / sizeof(ds[0]);
  float hf[n];
  for (int i = 0; i < n; ++i) hf[i] = static_cast<float>(ds[i]);
  float* f;
  double* d;
  unsigned short* o;
  hipMalloc(&f, sizeof hf);
  hipMalloc(&d, sizeof ds);
  hipMalloc(&o, n * 5 * sizeof(unsigned short));
  hipMemcpy(f, hf, sizeof hf, hipMemcpyHostToDevice);
  hipMemcpy(d, ds, sizeof ds, hipMemcpyHostToDevice);
  hipLaunchKernelGGL(convert, dim3(1), dim3(64), 0, 0, f, d, o, n);
  unsigned short h[n * 5];
  hipMemcpy(h, o, sizeof h, hipMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    printf("%.17g %04x %04x %04x %04x %04x\n", ds[i], h[i * 5], h[i * 5 + 1], h[i * 5 + 2], h[i * 5 + 3],
           h[i * 5 + 4]);
  return 0;
}
