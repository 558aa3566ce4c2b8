// Warp reduction with __shfl_xor_sync on __activemask() (the mask CUDA code takes where all lanes are
// known to be active), then a per-block combine through shared memory.
#include "ct.cuh"

__global__ void block_sum(const float* v, float* out) {
  __shared__ float warp_sums[32];
  int t = threadIdx.x;
  float x = v[blockIdx.x * blockDim.x + t];
  for (int m = 16; m > 0; m >>= 1) x += __shfl_xor_sync(__activemask(), x, m);
  if ((t & 31) == 0) warp_sums[t >> 5] = x;
  __syncthreads();
  if (t == 0) {
    float s = 0.0f;
    for (int w = 0; w < (int)(blockDim.x >> 5); ++w) s += warp_sums[w];
    out[blockIdx.x] = s;
  }
}

int main() {
  const int block = 256, blocks = 6, n = block * blocks;
  float h[n], r[blocks];
  for (int i = 0; i < n; ++i) h[i] = (float)((i * 29) % 64) * 0.5f;
  float *dv, *dr;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&dr, sizeof r));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  block_sum<<<blocks, block>>>(dv, dr);
  CT_CHECK(cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_f("sums", r, blocks);
  return 0;
}
