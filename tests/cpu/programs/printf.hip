// Device printf from 3 blocks of 50 threads: every line must arrive whole.
#include <hip/hip_runtime.h>

__global__ void hello(int tag) {
  printf("block %d thread %d tag %d value %.3f\n", static_cast<int>(blockIdx.x),
         static_cast<int>(threadIdx.x), tag, threadIdx.x * 0.125);
}

int main() {
  hipLaunchKernelGGL(hello, dim3(3), dim3(50), 0, 0, 7);
  hipDeviceSynchronize();
  printf("host done\n");
  return 0;
}
