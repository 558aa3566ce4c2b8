// Lanes of one warp pass different masks to the same __shfl_sync.
#include <hip/hip_runtime.h>

__global__ void masks(int* out) {
  const unsigned long long full = (warpSize == 64) ? ~0ull : 0xffffffffull;
  unsigned long long m = threadIdx.x == 5 ? (full & ~1ull) : full;
  out[threadIdx.x] = __shfl_sync(m, static_cast<int>(threadIdx.x), 0);
}

int main() {
  int* d;
  hipMalloc(&d, 64 * sizeof(int));
  hipLaunchKernelGGL(masks, dim3(1), dim3(warpSize), 0, 0, d);
  hipDeviceSynchronize();
  printf("not reached\n");
  return 0;
}
