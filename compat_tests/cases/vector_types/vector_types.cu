// CUDA vector types: float4 loads/stores, make_float4/make_int2, member access, alignment.
#include "ct.cuh"

__global__ void vec(const float4* in, float4* out, int2* idx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 v = in[i];
  out[i] = make_float4(v.x + v.y, v.y * v.z, v.z - v.w, v.w * 2.0f);
  idx[i] = make_int2(i, (int)(v.x + v.y + v.z + v.w));
}

int main() {
  const int n = 50;
  float4 h[n], r[n];
  int2 ix[n];
  for (int i = 0; i < n; ++i) h[i] = make_float4(i, i * 0.5f, -i, 3.0f);
  float4 *din, *dout;
  int2* di;
  CT_CHECK(cudaMalloc(&din, sizeof h));
  CT_CHECK(cudaMalloc(&dout, sizeof r));
  CT_CHECK(cudaMalloc(&di, sizeof ix));
  CT_CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  vec<<<1, 64>>>(din, dout, di, n);
  CT_CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(ix, di, sizeof ix, cudaMemcpyDeviceToHost));
  printf("sizes: %d %d %d\n", (int)sizeof(float4), (int)alignof(float4), (int)sizeof(int2));
  ct_print_f("out", &r[0].x, 4 * n);
  ct_print_i("idx", &ix[0].x, 2 * n);
  return 0;
}
