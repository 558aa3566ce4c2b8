#include <cuda_runtime.h>
#include "histo.h"

constexpr unsigned bin_of(unsigned v) { return v % kBins; }  // called from device code

__global__ void histo_kernel(const unsigned* values, int n, unsigned* bins) {
  __shared__ unsigned local[kBins];
  if (threadIdx.x < kBins) local[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[bin_of(values[i])], 1u);
  __syncthreads();
  if (threadIdx.x < kBins) atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

void histogram(const unsigned* values, int n, unsigned* bins_out) {
  unsigned *d_values, *d_bins;
  cudaMalloc(&d_values, n * sizeof(unsigned));
  cudaMalloc(&d_bins, kBins * sizeof(unsigned));
  cudaMemcpy(d_values, values, n * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemset(d_bins, 0, kBins * sizeof(unsigned));
  histo_kernel<<<8, 128>>>(d_values, n, d_bins);
  cudaMemcpy(bins_out, d_bins, kBins * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaFree(d_values);
  cudaFree(d_bins);
}
