// Device printf from many threads of several blocks: the order of lines is not defined, their set is.
#include "ct.cuh"

__global__ void hello(int salt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i % 3 == 0) printf("dev: block %d thread %d value %d\n", blockIdx.x, threadIdx.x, i * salt);
}

int main() {
  hello<<<4, 48>>>(7);
  CT_CHECK(cudaDeviceSynchronize());
  printf("host: done\n");
  return 0;
}
