// __constant__ filter coefficients set with cudaMemcpyToSymbol; a 1-D FIR filter with edge clamping.
#include "ct.cuh"
#define TAPS 9

__constant__ float coeff[TAPS];

__global__ void fir(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s = 0.0f;
  for (int k = 0; k < TAPS; ++k) {
    int j = i + k - TAPS / 2;
    j = j < 0 ? 0 : (j >= n ? n - 1 : j);
    s += coeff[k] * in[j];
  }
  out[i] = s;
}

int main() {
  const int n = 500;
  float h[n], r[n], c[TAPS];
  for (int i = 0; i < n; ++i) h[i] = (float)((i * 17) % 32);
  for (int k = 0; k < TAPS; ++k) c[k] = (float)(k + 1) / 16.0f;
  CT_CHECK(cudaMemcpyToSymbol(coeff, c, sizeof c));
  float *din, *dout;
  CT_CHECK(cudaMalloc(&din, sizeof h));
  CT_CHECK(cudaMalloc(&dout, sizeof r));
  CT_CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  fir<<<(n + 127) / 128, 128>>>(din, dout, n);
  CT_CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_f("out", r, n);
  return 0;
}
