// CUB DeviceHistogram: HistogramEven over int samples (10 bins of width 10 on [0, 100); samples below
// 0 or at/above 100 are not counted), over float samples (8 bins on [-2, 2), no sample on a bin edge),
// and HistogramRange with uneven levels; each with the temp-storage size query.
#include <cstdio>
#include <cub/cub.cuh>
#include <cuda_runtime.h>
#include "ct.cuh"

__global__ void samples(int* si, float* sf, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    si[i] = (i * 53) % 130 - 15;                                // -15 .. 114
    sf[i] = 0.0625f * (float)((i * 11) % 71) - 2.21875f;  // odd multiples of 1/32: never on a bin edge
  }
}

int main() {
  const int n = 500;
  int* si;
  float* sf;
  int* hist;
  CT_CHECK(cudaMalloc(&si, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&sf, n * sizeof(float)));
  CT_CHECK(cudaMalloc(&hist, 16 * sizeof(int)));
  samples<<<4, 128>>>(si, sf, n);
  int h[16];

  void* temp = nullptr;
  size_t bytes = 0;
  CT_CHECK(cub::DeviceHistogram::HistogramEven(temp, bytes, si, hist, 11, 0, 100, n));
  CT_CHECK(cudaMalloc(&temp, bytes));
  CT_CHECK(cub::DeviceHistogram::HistogramEven(temp, bytes, si, hist, 11, 0, 100, n));
  CT_CHECK(cudaMemcpy(h, hist, 10 * sizeof(int), cudaMemcpyDeviceToHost));
  ct_print_i("even_int", h, 10);
  CT_CHECK(cudaFree(temp));

  temp = nullptr;
  CT_CHECK(cub::DeviceHistogram::HistogramEven(temp, bytes, sf, hist, 9, -2.0f, 2.0f, n));
  CT_CHECK(cudaMalloc(&temp, bytes));
  CT_CHECK(cub::DeviceHistogram::HistogramEven(temp, bytes, sf, hist, 9, -2.0f, 2.0f, n));
  CT_CHECK(cudaMemcpy(h, hist, 8 * sizeof(int), cudaMemcpyDeviceToHost));
  ct_print_i("even_float", h, 8);
  CT_CHECK(cudaFree(temp));

  int levels_h[6] = {-10, 0, 5, 20, 60, 110};
  int* levels;
  CT_CHECK(cudaMalloc(&levels, sizeof(levels_h)));
  CT_CHECK(cudaMemcpy(levels, levels_h, sizeof(levels_h), cudaMemcpyHostToDevice));
  temp = nullptr;
  CT_CHECK(cub::DeviceHistogram::HistogramRange(temp, bytes, si, hist, 6, levels, n));
  CT_CHECK(cudaMalloc(&temp, bytes));
  CT_CHECK(cub::DeviceHistogram::HistogramRange(temp, bytes, si, hist, 6, levels, n));
  CT_CHECK(cudaMemcpy(h, hist, 5 * sizeof(int), cudaMemcpyDeviceToHost));
  ct_print_i("range_int", h, 5);
  CT_CHECK(cudaFree(temp));
  CT_CHECK(cudaFree(si)); CT_CHECK(cudaFree(sf)); CT_CHECK(cudaFree(hist)); CT_CHECK(cudaFree(levels));
  return 0;
}
