// cuMemcpy and cuMemcpyAsync copy between unified addresses without a direction: host to device, device to
// device, device to host, host to host, each checked by the values that arrive. Prints one line per copy.
#include <cuda.h>
#include <cstdio>
#include <cstring>

static int check(CUresult r, const char* what) {
  if (r != CUDA_SUCCESS) {
    std::printf("%s failed %d\n", what, (int)r);
    return 1;
  }
  return 0;
}

int main() {
  const int n = 64;
  int host[n], back[n], other[n];
  for (int i = 0; i < n; ++i) host[i] = 3 * i - 17;
  std::memset(back, 0, sizeof back);
  std::memset(other, 0, sizeof other);
  CUdeviceptr a, b;
  if (check(cuMemAlloc(&a, sizeof host), "alloc") || check(cuMemAlloc(&b, sizeof host), "alloc")) return 1;
  CUstream s;
  if (check(cuStreamCreate(&s, 0), "stream")) return 1;
  int bad = check(cuMemcpy(a, (CUdeviceptr)host, sizeof host), "htod");
  bad |= check(cuMemcpyAsync(b, a, sizeof host, s), "dtod");
  bad |= check(cuStreamSynchronize(s), "sync");
  bad |= check(cuMemcpyAsync((CUdeviceptr)back, b, sizeof host, s), "dtoh");
  bad |= check(cuStreamSynchronize(s), "sync");
  bad |= check(cuMemcpy((CUdeviceptr)other, (CUdeviceptr)back, sizeof back), "htoh");
  std::printf("device round trip %s\n", std::memcmp(host, back, sizeof host) == 0 ? "same" : "differs");
  std::printf("host to host %s\n", std::memcmp(back, other, sizeof back) == 0 ? "same" : "differs");
  cuMemFree(a);
  cuMemFree(b);
  cuStreamDestroy(s);
  return bad;
}
