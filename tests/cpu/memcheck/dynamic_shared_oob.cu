// memcheck fixture: dynamic shared memory sized for blockDim.x ints, written at index blockDim.x.
#include <cstdio>

__global__ void scan(int* out) {
  extern __shared__ int buf[];
  int t = threadIdx.x;
  buf[t + (t == blockDim.x - 1 ? 1 : 0)] = t;  // LINE_OOB
  __syncthreads();
  out[t] = buf[t];
}

int main() {
  int* out;
  cudaMalloc(&out, 64 * sizeof(int));
  scan<<<1, 64, 64 * sizeof(int)>>>(out);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
