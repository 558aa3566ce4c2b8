// Prints c_square(k) + cxx_triple(k) + tens[k] + hundreds[k] for k = 0..3, where tens comes back from
// the GPU via helper.cpp (10*k) and hundreds is written by a kernel here (100*k).
#include <cstdio>
#include <cuda_runtime.h>

extern "C" int c_square(int x);
int cxx_triple(int x);
int* gpu_tens(int n);  // defined in helper.cpp: host code that calls the CUDA runtime

__global__ void hundreds(int* out) { out[threadIdx.x] = 100 * threadIdx.x; }

int main() {
  int* tens = gpu_tens(4);
  int* d = nullptr;
  int h[4];
  cudaMalloc(&d, sizeof h);
  hundreds<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  for (int k = 0; k < 4; ++k) printf("%d\n", c_square(k) + cxx_triple(k) + tens[k] + h[k]);
  delete[] tens;
  return 0;
}
