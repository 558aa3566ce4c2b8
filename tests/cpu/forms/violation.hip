// A kernel with a barrier that is (wrongly, by hand) marked for the loop form: the runtime must stop
// with an internal error naming the barrier instead of running it without its barrier.
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void shift(int* a) {
  __shared__ int s[64];
  s[threadIdx.x] = a[threadIdx.x];
  __syncthreads();
  a[threadIdx.x] = s[(threadIdx.x + 1) % 64];
}

int main() {
  xlate_cpu::set_kernel_form(&shift, "shift", 1, "marked by hand");
  int* a;
  hipMalloc(&a, 64 * sizeof(int));
  hipLaunchKernelGGL(shift, dim3(1), dim3(64), 0, 0, a);
  hipDeviceSynchronize();
  printf("not reached\n");
  return 0;
}
