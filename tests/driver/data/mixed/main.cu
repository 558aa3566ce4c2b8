// Prints c_square(k) + cxx_triple(k) + the GPU's k-th element of 10*i, for k = 0..3.
#include <cstdio>
#include <cuda_runtime.h>

extern "C" int c_square(int x);
int cxx_triple(int x);
int* gpu_tens(int n);  // defined in helper.cpp: host code that calls the CUDA runtime

int main() {
  int* tens = gpu_tens(4);
  for (int k = 0; k < 4; ++k) printf("%d\n", c_square(k) + cxx_triple(k) + tens[k]);
  delete[] tens;
  return 0;
}
