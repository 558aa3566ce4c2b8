// Exercises: printf from device code (format strings with ints, floats and strings) and the
// host waiting for the output with hipDeviceSynchronize.
#include "check.h"

__global__ void hello(int tag) {
  if (threadIdx.x % 32 == 0) {
    printf("block %d thread %d: tag %d, value %.2f, %s\n", (int)blockIdx.x, (int)threadIdx.x, tag,
           tag * 0.5f, "from the GPU");
  }
}

int main() {
  hipLaunchKernelGGL(hello, dim3(2), dim3(64), 0, 0, 7);
  CHECK(hipGetLastError());
  CHECK(hipDeviceSynchronize());
  return 0;
}
