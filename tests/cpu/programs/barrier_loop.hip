// One 1024-thread block: each round every thread reads its right neighbour's value after a
// barrier and writes it plus one after a second barrier. Also __syncthreads_count/and/or.
#include <hip/hip_runtime.h>

__global__ void rotate(int* out, int rounds) {
  __shared__ int s[1024];
  const int t = threadIdx.x;
  s[t] = t;
  for (int r = 0; r < rounds; ++r) {
    __syncthreads();
    int v = s[(t + 1) % blockDim.x];
    __syncthreads();
    s[t] = v + 1;
  }
  __syncthreads();
  out[t] = s[t];
  int cnt = __syncthreads_count(t % 3 == 0);
  int all = __syncthreads_and(t < 2000);
  int any = __syncthreads_or(t == 1000);
  int none = __syncthreads_or(0);
  if (t == 0) {
    out[1024] = cnt;
    out[1025] = all;
    out[1026] = any;
    out[1027] = none;
  }
}

int main() {
  int* d;
  hipMalloc(&d, 1028 * sizeof(int));
  const int rounds = 37;
  hipLaunchKernelGGL(rotate, dim3(1), dim3(1024), 0, 0, d, rounds);
  int h[1028];
  hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  printf("rounds %d\n", rounds);
  for (int i = 0; i < 1028; ++i) printf("%d\n", h[i]);
  return 0;
}
