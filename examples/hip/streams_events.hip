// Exercises: two streams working on halves of an array with async copies, events recorded on
// a stream, hipStreamWaitEvent between streams, and hipEventElapsedTime for timing.
#include "check.h"

#include <vector>

__global__ void scale(float* x, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= factor;
}

int main() {
  const int n = 1 << 20, half = n / 2;
  std::vector<float> h(n, 1.0f);
  float* d;
  CHECK(hipMalloc(&d, n * sizeof(float)));
  hipStream_t s[2];
  hipEvent_t start, stop, first_done;
  for (auto& st : s) CHECK(hipStreamCreateWithFlags(&st, hipStreamNonBlocking));
  CHECK(hipEventCreate(&start));
  CHECK(hipEventCreate(&stop));
  CHECK(hipEventCreateWithFlags(&first_done, hipEventDisableTiming));
  CHECK(hipEventRecord(start, s[0]));
  for (int k = 0; k < 2; ++k) {
    float* part = d + k * half;
    CHECK(hipMemcpyAsync(part, h.data() + k * half, half * sizeof(float), hipMemcpyHostToDevice, s[k]));
    hipLaunchKernelGGL(scale, dim3((half + 255) / 256), dim3(256), 0, s[k], part, 2.0f, half);
    CHECK(hipGetLastError());
  }
  CHECK(hipEventRecord(first_done, s[1]));
  CHECK(hipStreamWaitEvent(s[0], first_done, 0));  // s[0] continues only after s[1]'s work
  hipLaunchKernelGGL(scale, dim3((n + 255) / 256), dim3(256), 0, s[0], d, 0.5f, n);
  CHECK(hipEventRecord(stop, s[0]));
  CHECK(hipMemcpyAsync(h.data(), d, n * sizeof(float), hipMemcpyDeviceToHost, s[0]));
  CHECK(hipStreamSynchronize(s[0]));
  float ms = 0.0f;
  CHECK(hipEventElapsedTime(&ms, start, stop));
  for (int i = 0; i < n; ++i) {
    if (h[i] != 1.0f) {
      std::printf("FAIL at %d: %f\n", i, h[i]);
      return 1;
    }
  }
  std::printf("streams_events: OK in %.3f ms\n", ms);
  for (auto& st : s) CHECK(hipStreamDestroy(st));
  CHECK(hipEventDestroy(start));
  CHECK(hipEventDestroy(stop));
  CHECK(hipEventDestroy(first_done));
  CHECK(hipFree(d));
  return 0;
}
