// crash fixture (no --memcheck): thread (7,0,0) of block (1,0,0) writes through a wild pointer.
#include <cstdio>

__global__ void scatter(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int* p = (blockIdx.x == 1 && threadIdx.x == 7) ? (int*)16 : out + i;
  *p = i;
}

int main() {
  int* out;
  cudaMalloc(&out, 256 * sizeof(int));
  scatter<<<2, 128>>>(out, 256);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
