// Every shuffle form, with and without width, sync and non-sync, on a block of two warps.
#include <hip/hip_runtime.h>

__global__ void shuffles(int* out) {
  const int t = threadIdx.x;
  const int v = 1000 + t;
  const unsigned long long all = ~0ull;
  int* o = out + t * 10;
  o[0] = __shfl(v, (t * 7) % warpSize);
  o[1] = __shfl(v, 3, 16);
  o[2] = __shfl_up(v, 2, 16);
  o[3] = __shfl_down(v, 3, 8);
  o[4] = __shfl_xor(v, 5, 32);
  o[5] = __shfl_xor(v, 1);
  o[6] = __shfl_sync(all, v, warpSize - 1);
  o[7] = __shfl_up_sync(all, v, 1);
  o[8] = __shfl_down_sync(all, v, 4, 32);
  double d = __shfl_xor_sync(all, static_cast<double>(v) + 0.5, 9);
  o[9] = static_cast<int>(d * 2);
}

int main() {
  const int n = 2 * warpSize;
  int* d;
  hipMalloc(&d, n * 10 * sizeof(int));
  hipLaunchKernelGGL(shuffles, dim3(1), dim3(n), 0, 0, d);
  int h[128 * 10];
  hipMemcpy(h, d, n * 10 * sizeof(int), hipMemcpyDeviceToHost);
  printf("warpSize %d\n", warpSize);
  for (int t = 0; t < n; ++t) {
    for (int k = 0; k < 10; ++k) printf("%d ", h[t * 10 + k]);
    printf("\n");
  }
  return 0;
}
