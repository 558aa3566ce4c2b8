// A kernel launched by its address (cudaLaunchKernel with a `void** args` array), compiled on its own
// (`-c`) and linked afterwards: the cpu target must register the kernel in that separate compile.
#include <cstdio>

__global__ void fill(int *out, int base, int step) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = base + step * i;
}

int main() {
  const int n = 256;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  int base = 11, step = 3;
  void *args[] = {&d, &base, &step};
  cudaError_t err = cudaLaunchKernel((const void *)fill, dim3(n / 64), dim3(64), args, 0, 0);
  int h[n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += h[i];
  printf("err=%d h[0]=%d h[255]=%d sum=%lld\n", (int)err, h[0], h[n - 1], sum);
  cudaFree(d);
  return 0;
}
