// The misbehaving programs of the tiny test project (TINY_EXTRA selects one).
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

__global__ void add_one(int* p) { p[threadIdx.x] += 1; }

#if TINY_link
void not_defined_anywhere(int* p);
#endif
#if TINY_compile && __has_include(<hip/hip_runtime.h>)
#error "tiny: this file does not compile as HIP"  // the translation's parse (CUDA, no HIP headers) sees no error
#endif

int main() {
  int h[64] = {0};
  int* d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  add_one<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
#if TINY_hang
  for (;;) sleep(1);
#elif TINY_crash
  volatile int* null_ptr = nullptr;
  *null_ptr = h[0];
#elif TINY_wrong
  printf("expected 2, got %d: mismatch\n", h[0]);
  return 1;
#elif TINY_link
  not_defined_anywhere(h);
#elif TINY_translate
  int* q = "not an int pointer";
#endif
  return h[63] == 1 ? 0 : 1;
}
