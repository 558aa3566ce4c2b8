// util.cuh -- auteur : André Müller, © 2019 (Latin-1)  // CHECK: XL904 note L1:29 the file is not UTF-8 (byte 0xE9 here
#pragma once
#include <cuda_runtime.h>
// CP-1252 quotes: “smart” and a dash – here
__device__ inline float scale(float x) { return x * 2.0f; } // µs
__global__ void fill(float* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = scale((float)i);
}
inline void launch_fill(float* p, int n) {
  fill<<<(n + 255) / 256, 256>>>(p, n); // lancé
}
