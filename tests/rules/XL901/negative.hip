// Code clang accepts in both passes (the CUDA prelude declares the runtime API and builtins, no CUDA
// installed): no front-end diagnostic.
#include <hip/hip_runtime.h>
__global__ void k(float *x, float s) { x[threadIdx.x] = s * x[threadIdx.x]; }
int main() {
  float *d;
  hipMalloc(&d, 64);
  return hipFree(d);
}
