// watchdog fixture: one thread waits for a flag that nothing ever sets (an endless loop).
#include <cstdio>

__global__ void wait_forever(volatile int* flag) {
  while (*flag == 0) {
  }
}

int main() {
  int* flag;
  cudaMalloc(&flag, sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  wait_forever<<<1, 1>>>(flag);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
