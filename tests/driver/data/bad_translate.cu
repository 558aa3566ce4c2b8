// A CUDA source with a type error on line 7 that the translator itself reports (exit 1).
#include <cuda_runtime.h>

__global__ void k(int* p) { p[threadIdx.x] = 1; }

int main() {
  int* q = "not an int pointer";
  k<<<1, 1>>>(q);
  return 0;
}
