// Every CUDA name sits in compiled code the parser resolved: checked renames, no XL104 note.
#include <cuda_runtime.h>
int main() {
  float *d;
  cudaMalloc(&d, 16);
  return cudaFree(d) == cudaSuccess;
}
