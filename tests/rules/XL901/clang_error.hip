// Code clang rejects (as nvcc would): an error from each pass, and the file is translated at token  // CHECK: XL902 warning L1:1 not checked semantically (clang error at line
// level only (XL902 says so); the CUDA names are still renamed.
#include <hip/hip_runtime.h>
__global__ void k(float *x) { x[threadIdx.x] = undeclared_scale * x[threadIdx.x]; }  // CHECK: XL901 error L4:48 'undeclared_scale' (host pass)  // CHECK: XL901 error L4:48 'undeclared_scale' (device pass)
int main() {
  float *d;
  hipMalloc(&d, 64);
  return hipFree(d);
}
