// A device function whose #if and #else branches each open a brace that one `}` after the #endif closes
// (llama.cpp's mmf.cuh does this): the branches are alternatives, so the host function after it is host
// code and its launch is not dynamic parallelism (before, both braces counted and the launch was XL507).
#include <cuda_runtime.h>

__global__ void kern(float* p) { p[threadIdx.x] = 1.0f; }

__device__ void dev(float* p, int n) {
#if defined(SOME_FEATURE)
  if (n > 4) { p[0] = 2.0f; } else {
#else
  if (n > 8) { p[0] = 3.0f; } else {
#endif
    p[1] = 4.0f;
  }
}

void host(float* p) {
  kern<<<1, 32>>>(p);
}

__global__ void parent(float* p) {
#ifdef OTHER_FEATURE
  if (p[0] > 0.0f) {
#else
  if (p[1] > 0.0f) {
#endif
    kern<<<1, 32>>>(p);  // CHECK: XL507 error L28:5 kernel launch in device code
  }
}
