// Lanes of one warp reach two different shuffles: a divergent warp operation.
#include <hip/hip_runtime.h>

__global__ void diverge(int* out) {
  int v = threadIdx.x;
  if (threadIdx.x % 2 == 0) {
    v = __shfl_xor(v, 2);
  } else {
    v = __shfl_xor(v, 2);
  }
  out[threadIdx.x] = v;
}

int main() {
  int* d;
  hipMalloc(&d, 64 * sizeof(int));
  hipLaunchKernelGGL(diverge, dim3(1), dim3(64), 0, 0, d);
  hipDeviceSynchronize();
  printf("not reached\n");
  return 0;
}
