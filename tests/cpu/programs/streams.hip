// Ordering inside streams, across streams through events, and the legacy null stream.
#include <hip/hip_runtime.h>

__global__ void step(int* a, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * 3 + k;  // order-sensitive: composing in another order differs
}

__global__ void slow_fill(int* a, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  volatile int spin = 0;
  for (int k = 0; k < 20000; ++k) spin = spin + 1;
  if (i < n) a[i] = v + (spin - 20000);
}

__global__ void copy_plus(const int* src, int* dst, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] = src[i] + 1;
}

int main() {
  const int n = 256;
  int *a, *b, *c;
  hipMalloc(&a, n * sizeof(int));
  hipMalloc(&b, n * sizeof(int));
  hipMalloc(&c, n * sizeof(int));
  hipStream_t s1, s2;
  hipStreamCreate(&s1);
  hipStreamCreateWithFlags(&s2, hipStreamNonBlocking);
  hipEvent_t start, stop, ready;
  hipEventCreate(&start);
  hipEventCreate(&stop);
  hipEventCreate(&ready);

  hipEventRecord(start, s1);
  hipMemsetAsync(a, 0, n * sizeof(int), s1);
  for (int k = 1; k <= 6; ++k) hipLaunchKernelGGL(step, dim3(2), dim3(128), 0, s1, a, n, k);
  hipLaunchKernelGGL(slow_fill, dim3(2), dim3(128), 0, s1, b, n, 42);
  hipEventRecord(ready, s1);
  hipStreamWaitEvent(s2, ready, 0);
  hipLaunchKernelGGL(copy_plus, dim3(2), dim3(128), 0, s2, b, c, n);
  hipEventRecord(stop, s2);
  hipStreamSynchronize(s2);
  hipEventSynchronize(stop);
  float ms = -1;
  hipError_t e = hipEventElapsedTime(&ms, start, stop);

  int ha[n], hc[n];
  hipMemcpy(ha, a, sizeof ha, hipMemcpyDeviceToHost);
  hipMemcpy(hc, c, sizeof hc, hipMemcpyDeviceToHost);
  printf("a %d %d\n", ha[0], ha[n - 1]);
  printf("c %d %d\n", hc[0], hc[n - 1]);
  printf("elapsed_ok %d %s\n", ms >= 0.0f, hipGetErrorName(e));
  printf("query %s %s\n", hipGetErrorName(hipStreamQuery(s1)), hipGetErrorName(hipEventQuery(stop)));

  // null stream after a blocking stream: the memcpy on the null stream waits for s1's kernel.
  hipLaunchKernelGGL(slow_fill, dim3(2), dim3(128), 0, s1, a, n, 7);
  hipMemcpy(ha, a, sizeof ha, hipMemcpyDeviceToHost);
  printf("legacy %d %d\n", ha[0], ha[n - 1]);

  hipEvent_t never;
  hipEventCreate(&never);
  printf("unrecorded %s\n", hipGetErrorName(hipEventElapsedTime(&ms, start, never)));
  hipStreamDestroy(s1);
  hipStreamDestroy(s2);
  printf("destroyed %s\n", hipGetErrorName(hipStreamSynchronize(s1)));
  return 0;
}
