// extern __shared__ (dynamic shared memory sized at launch): reverse each block's segment.
#include "ct.cuh"

__global__ void reverse_segments(const float* in, float* out) {
  extern __shared__ float buf[];
  int t = threadIdx.x, base = blockIdx.x * blockDim.x;
  buf[t] = in[base + t];
  __syncthreads();
  out[base + t] = buf[blockDim.x - 1 - t];
}

int main() {
  const int block = 96, blocks = 5, n = block * blocks;
  float h[n], r[n];
  for (int i = 0; i < n; ++i) h[i] = i * 0.25f;
  float *din, *dout;
  CT_CHECK(cudaMalloc(&din, sizeof h));
  CT_CHECK(cudaMalloc(&dout, sizeof h));
  CT_CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  reverse_segments<<<blocks, block, block * sizeof(float)>>>(din, dout);
  CT_CHECK(cudaGetLastError());
  CT_CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_f("r", r, n);
  return 0;
}
