// Rounding-mode conversions: __float2int_rn/rz/ru/rd, __float2uint_rn, __double2float_rn/rz,
// __int2float_rn/rz/ru/rd, rintf/roundf/truncf/floorf/ceilf, __float_as_int.
#include "ct.cuh"

__global__ void conv(const float* f, const double* d, const int* k, double* out, int n) {
  int i = threadIdx.x;
  if (i >= n) return;
  double* o = out + 16 * i;
  o[0] = __float2int_rn(f[i]);
  o[1] = __float2int_rz(f[i]);
  o[2] = __float2int_ru(f[i]);
  o[3] = __float2int_rd(f[i]);
  o[4] = __float2uint_rn(fabsf(f[i]));
  o[5] = __double2float_rn(d[i]);
  o[6] = __double2float_rz(d[i]);
  o[7] = __int2float_rn(k[i]);
  o[8] = __int2float_rz(k[i]);
  o[9] = __int2float_ru(k[i]);
  o[10] = __int2float_rd(k[i]);
  o[11] = rintf(f[i]);
  o[12] = roundf(f[i]);
  o[13] = truncf(f[i]) + floorf(f[i]) * 1000.0f;
  o[14] = ceilf(f[i]);
  o[15] = __float_as_int(f[i]);
}

int main() {
  const int n = 48;
  float f[n];
  double d[n], r[16 * n];
  int k[n];
  for (int i = 0; i < n; ++i) {
    f[i] = (i - 24) * 0.25f + (i % 3 == 0 ? 0.5f : 0.0f);
    d[i] = (i - 24) * 0.1 + 1.0 / 3.0;
    k[i] = (i - 24) * 16777219 + i;
  }
  float* df;
  double *dd, *dr;
  int* dk;
  CT_CHECK(cudaMalloc(&df, sizeof f));
  CT_CHECK(cudaMalloc(&dd, sizeof d));
  CT_CHECK(cudaMalloc(&dk, sizeof k));
  CT_CHECK(cudaMalloc(&dr, sizeof r));
  CT_CHECK(cudaMemcpy(df, f, sizeof f, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dd, d, sizeof d, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dk, k, sizeof k, cudaMemcpyHostToDevice));
  conv<<<1, 64>>>(df, dd, dk, dr, n);
  CT_CHECK(cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_d("out", r, 16 * n);
  return 0;
}
