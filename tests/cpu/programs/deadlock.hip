// Half of the first warp waits at __syncthreads while the rest of that warp waits in __syncwarp
// for them: nobody can proceed.
#include <hip/hip_runtime.h>

__global__ void stuck(int* out) {
  if (threadIdx.x < 16) {
    __syncthreads();
  } else {
    __syncwarp();
  }
  out[threadIdx.x] = 1;
}

int main() {
  int* d;
  hipMalloc(&d, 256 * sizeof(int));
  hipLaunchKernelGGL(stuck, dim3(1), dim3(128), 0, 0, d);
  hipDeviceSynchronize();
  printf("not reached\n");
  return 0;
}
