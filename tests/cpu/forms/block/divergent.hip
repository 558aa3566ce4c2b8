// Barriers under `if (threadIdx.x < k)` and its else: not block-uniform, so the kernel keeps the fiber form and
// the runtime reports the divergent barrier (tests/cpu/test_block_form.py).
#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void divergent_barrier(int* out, int k) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  if (threadIdx.x < k) {
    __syncthreads();
  } else {
    __syncthreads();
  }
  out[threadIdx.x] = s[63 - threadIdx.x];
}
int main() {
  int* d;
  hipMalloc(&d, 64 * sizeof(int));
  hipLaunchKernelGGL(divergent_barrier, dim3(1), dim3(64), 0, 0, d, 10);
  hipDeviceSynchronize();
  printf("not reached\n");
  return 0;
}
