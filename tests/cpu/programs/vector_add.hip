// c[i] = a[i] + b[i] over several blocks, with a partial last block.
#include <hip/hip_runtime.h>
#include <vector>

__global__ void add(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main() {
  const int n = 1000;
  std::vector<float> ha(n), hb(n), hc(n);
  for (int i = 0; i < n; ++i) {
    ha[i] = 0.5f * i;
    hb[i] = 1000.0f - i;
  }
  float *a, *b, *c;
  hipMalloc(&a, n * sizeof(float));
  hipMalloc(&b, n * sizeof(float));
  hipMalloc(&c, n * sizeof(float));
  hipMemcpy(a, ha.data(), n * sizeof(float), hipMemcpyHostToDevice);
  hipMemcpy(b, hb.data(), n * sizeof(float), hipMemcpyHostToDevice);
  hipLaunchKernelGGL(add, dim3((n + 127) / 128), dim3(128), 0, 0, a, b, c, n);
  hipMemcpy(hc.data(), c, n * sizeof(float), hipMemcpyDeviceToHost);
  printf("err %s\n", hipGetErrorName(hipGetLastError()));
  for (int i = 0; i < n; ++i) printf("%d %.2f\n", i, hc[i]);
  hipFree(a);
  hipFree(b);
  hipFree(c);
  return 0;
}
