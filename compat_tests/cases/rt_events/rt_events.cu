// Events: record around a kernel, synchronize, query, elapsed time is non-negative; a stream waits on an event.
#include "ct.cuh"

__global__ void fill(int* v, int n, int x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = x + i;
}
__global__ void twice(int* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= 2;
}

int main() {
  const int n = 512;
  int* d;
  int h[n];
  CT_CHECK(cudaMalloc(&d, n * sizeof(int)));
  cudaEvent_t start, stop, ready;
  CT_CHECK(cudaEventCreate(&start));
  CT_CHECK(cudaEventCreate(&stop));
  CT_CHECK(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
  cudaStream_t a, b;
  CT_CHECK(cudaStreamCreate(&a));
  CT_CHECK(cudaStreamCreate(&b));
  CT_CHECK(cudaEventRecord(start, a));
  fill<<<4, 128, 0, a>>>(d, n, 5);
  CT_CHECK(cudaEventRecord(ready, a));
  CT_CHECK(cudaStreamWaitEvent(b, ready, 0));
  twice<<<4, 128, 0, b>>>(d, n);
  CT_CHECK(cudaEventRecord(stop, b));
  CT_CHECK(cudaEventSynchronize(stop));
  printf("stop_done: %d\n", (int)(cudaEventQuery(stop) == cudaSuccess));
  float ms = -1.0f;
  CT_CHECK(cudaEventElapsedTime(&ms, start, stop));
  printf("elapsed_nonnegative: %d\n", (int)(ms >= 0.0f));
  CT_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  ct_print_i("v", h, n);
  CT_CHECK(cudaEventDestroy(start));
  CT_CHECK(cudaEventDestroy(stop));
  CT_CHECK(cudaEventDestroy(ready));
  CT_CHECK(cudaStreamDestroy(a));
  CT_CHECK(cudaStreamDestroy(b));
  CT_CHECK(cudaFree(d));
  return 0;
}
