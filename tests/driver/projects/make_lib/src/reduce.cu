#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include "ops.cuh"

constexpr int kThreads = 256;

__global__ void block_sum(int n, const float* x, float* partial) {
  __shared__ float buf[kThreads];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = i < n ? x[i] : 0.0f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = buf[0];
}

float ops_sum(int n, const float* d_x) {
  int blocks = (n + kThreads - 1) / kThreads;
  float* d_partial = nullptr;
  OPS_CHECK(cudaMalloc(&d_partial, blocks * sizeof(float)));
  block_sum<<<blocks, kThreads>>>(n, d_x, d_partial);
  OPS_CHECK(cudaGetLastError());
  std::vector<float> partial(blocks);
  OPS_CHECK(cudaMemcpy(partial.data(), d_partial, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  OPS_CHECK(cudaFree(d_partial));
  float total = 0.0f;
  for (float p : partial) total += p;
  return total;
}
