// __constant__ struct with a static initialiser (no copy from the host) and a __device__ lookup table.
#include "ct.cuh"

struct Params {
  int scale;
  int offset;
  float weights[4];
};

__constant__ Params params = {3, -7, {0.5f, 0.25f, 2.0f, -1.0f}};
__device__ int lut[8] = {1, 1, 2, 3, 5, 8, 13, 21};

__global__ void apply(const int* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = (float)(in[i] * params.scale + params.offset + lut[i % 8]) * params.weights[i % 4];
}

int main() {
  const int n = 64;
  int h[n];
  float r[n];
  for (int i = 0; i < n; ++i) h[i] = i * 2 - 31;
  int* din;
  float* dout;
  CT_CHECK(cudaMalloc(&din, sizeof h));
  CT_CHECK(cudaMalloc(&dout, sizeof r));
  CT_CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  apply<<<2, 32>>>(din, dout, n);
  CT_CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_f("out", r, n);
  return 0;
}
