// Launches with the programmatic-stream-serialization attribute (CUDA's programmatic dependent launch)
// on the cpu backend: each kernel reads what the previous kernel in its stream wrote, so the output shows
// whether stream order held. Also the attribute next to priority, with value 0, through
// hipLaunchKernelExC, and an attribute the cpu runtime does not support.
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void produce(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = 0;
  for (int j = 0; j <= i; ++j) v += j;  // more work for later elements
  p[i] = v;
}

__global__ void consume(const int *p, int *q, int n, int scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) q[i] = p[i] * scale + 1;
}

int main() {
  const int n = 1000;
  int *p, *q, *r;
  hipMalloc(&p, n * sizeof(int));
  hipMalloc(&q, n * sizeof(int));
  hipMalloc(&r, n * sizeof(int));
  hipStream_t s;
  hipStreamCreate(&s);
  hipLaunchAttribute attrs[2];
  attrs[0].id = hipLaunchAttributeProgrammaticStreamSerialization;
  attrs[0].val.programmaticStreamSerializationAllowed = 1;
  attrs[1].id = hipLaunchAttributePriority;
  attrs[1].val.priority = 0;
  hipLaunchConfig_t cfg = {};
  cfg.gridDim = dim3((n + 127) / 128);
  cfg.blockDim = dim3(128);
  cfg.stream = s;
  cfg.attrs = attrs;
  cfg.numAttrs = 1;
  hipError_t e1 = hipLaunchKernelEx(&cfg, produce, p, n);
  hipError_t e2 = hipLaunchKernelEx(&cfg, consume, (const int *)p, q, n, 3);
  cfg.numAttrs = 2;
  attrs[0].val.programmaticStreamSerializationAllowed = 0;
  const int *cp = q;
  int m = n, scale = 2;
  void *args[] = {&cp, &r, &m, &scale};
  hipError_t e3 = hipLaunchKernelExC(&cfg, reinterpret_cast<const void *>(consume), args);
  hipStreamSynchronize(s);
  static int hq[n], hr[n];
  hipMemcpy(hq, q, sizeof hq, hipMemcpyDeviceToHost);
  hipMemcpy(hr, r, sizeof hr, hipMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int v = i * (i + 1) / 2;
    if (hq[i] != 3 * v + 1 || hr[i] != 2 * (3 * v + 1) + 1) ++bad;
  }
  printf("%s %s %s %d %d %d\n", hipGetErrorName(e1), hipGetErrorName(e2), hipGetErrorName(e3), bad, hq[n - 1],
         hr[n - 1]);
  attrs[0].id = hipLaunchAttributeAccessPolicyWindow;
  cfg.numAttrs = 1;
  printf("%s\n", hipGetErrorName(hipLaunchKernelEx(&cfg, produce, p, n)));
  return 0;
}
