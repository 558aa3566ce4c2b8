// fixture: a runtime error (divergent __syncthreads) in a CUDA source; the message must name this
// file, not the translated copy xlate run compiles.
#include <cstdio>

__global__ void split(int* out) {
  if (threadIdx.x < 16) {
    __syncthreads();  // LINE_A
  } else {
    __syncthreads();  // LINE_B
  }
  out[threadIdx.x] = 1;
}

int main() {
  int* out;
  cudaMalloc(&out, 32 * sizeof(int));
  split<<<1, 32>>>(out);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
