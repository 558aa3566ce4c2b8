// CUDA names the compiler does not see: an inactive branch and an unused macro body are renamed at
// token level only, with one note per name and file.
#include <hip/hip_runtime.h>
#define ALLOC(p, n) hipMalloc(&(p), (n))  // CHECK: XL104 note L4:21 cudaMalloc renamed to hipMalloc at token level
#if 0
void old_path(float *d) { hipFree(d); hipFree(d); }  // CHECK: XL104 note L6:27 cudaFree renamed to hipFree at token level only
#endif
int main() {
  float *d;
  hipMalloc(&d, 16);
  return hipFree(d) == hipSuccess;
}
