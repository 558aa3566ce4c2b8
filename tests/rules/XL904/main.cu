#include <cstdio>
#include "util.cuh"
// Grüße: the main file includes a Latin-1 header  // CHECK: XL904 note L3:6 the file is not UTF-8 (byte 0xFC here
__global__ void hello(const char* who) { printf("héllo %s\n", who); }
int main() {
  float* d = nullptr;
  cudaMalloc(&d, 1024 * sizeof(float));
  launch_fill(d, 1024);
  hello<<<1, 1>>>("café");
  float h[4];
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  printf("%s %g %g\n", cudaGetErrorString(cudaDeviceSynchronize()), h[1], h[3]); // résultat
  cudaFree(d);
  return 0;
}
