// Copies and fills that run past the end of a cudaMalloc allocation, as an off-by-one buffer size
// makes them (a batched transform writing more outputs than the buffer holds, then copying them all
// back). The runtime knows each allocation's size and refuses such a call with cudaErrorInvalidValue
// instead of touching memory beyond it; nothing of the refused copy is written, the error is reported
// once more by cudaGetLastError and then cleared, and a copy that ends exactly at the allocation's end
// (also from an interior pointer) succeeds.
#include "ct.cuh"

__global__ void iota(int* v, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n) v[t] = 100 + t;
}

static int ok(cudaError_t e) { return e == cudaSuccess; }
static int invalid(cudaError_t e) { return e == cudaErrorInvalidValue; }

int main() {
  const int n = 64;
  int *d, *d2;
  CT_CHECK(cudaMalloc(&d, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&d2, n * sizeof(int)));
  iota<<<1, n>>>(d, n);
  CT_CHECK(cudaDeviceSynchronize());
  int h[2 * n];
  for (int i = 0; i < 2 * n; ++i) h[i] = -1;

  // device to host, one element too many; the host buffer must stay untouched
  cudaError_t e = cudaMemcpy(h, d, (n + 1) * sizeof(int), cudaMemcpyDeviceToHost);
  cudaError_t last = cudaGetLastError();
  printf("dtoh_past_end: %d %d %d %d\n", invalid(e), (int)(last == e), ok(cudaGetLastError()), h[0]);

  // host to device, past the end: the allocation keeps its contents
  for (int i = 0; i < 2 * n; ++i) h[i] = 7;
  e = cudaMemcpy(d, h, (n + 1) * sizeof(int), cudaMemcpyHostToDevice);
  cudaGetLastError();
  int first = 0;
  CT_CHECK(cudaMemcpy(&first, d, sizeof(int), cudaMemcpyDeviceToHost));
  printf("htod_past_end: %d %d\n", invalid(e), first);

  // device to device, destination and source each past the end
  e = cudaMemcpy(d2, d, (n + 1) * sizeof(int), cudaMemcpyDeviceToDevice);
  cudaGetLastError();
  cudaError_t e2 = cudaMemcpy(d2 + 1, d, n * sizeof(int), cudaMemcpyDeviceToDevice);
  cudaGetLastError();
  printf("dtod_past_end: %d %d\n", invalid(e), invalid(e2));

  // from an interior pointer: 33 of the last 32 elements fails, 32 succeeds
  for (int i = 0; i < 2 * n; ++i) h[i] = -1;
  e = cudaMemcpy(h, d + 32, 33 * sizeof(int), cudaMemcpyDeviceToHost);
  cudaGetLastError();
  e2 = cudaMemcpy(h, d + 32, 32 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("interior: %d %d %d %d\n", invalid(e), ok(e2), h[0], h[31]);

  // cudaMemcpyDefault (the runtime infers the direction) and the asynchronous form
  e = cudaMemcpy(h, d, (n + 1) * sizeof(int), cudaMemcpyDefault);
  cudaGetLastError();
  e2 = cudaMemcpyAsync(h, d, (n + 1) * sizeof(int), cudaMemcpyDeviceToHost, 0);
  cudaGetLastError();
  CT_CHECK(cudaDeviceSynchronize());
  printf("default_and_async: %d %d\n", invalid(e), invalid(e2));

  // a fill past the end is refused too, and writes nothing
  e = cudaMemset(d, 0, (n + 1) * sizeof(int));
  cudaGetLastError();
  CT_CHECK(cudaMemcpy(&first, d, sizeof(int), cudaMemcpyDeviceToHost));
  printf("memset_past_end: %d %d\n", invalid(e), first);

  // a whole-allocation copy still works after all of the above
  CT_CHECK(cudaMemcpy(d2, d, n * sizeof(int), cudaMemcpyDeviceToDevice));
  CT_CHECK(cudaMemcpy(h, d2, n * sizeof(int), cudaMemcpyDeviceToHost));
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += h[i];
  printf("intact: %lld\n", sum);
  CT_CHECK(cudaFree(d));
  CT_CHECK(cudaFree(d2));
  return 0;
}
