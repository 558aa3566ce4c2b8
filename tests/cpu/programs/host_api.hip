// HIP 7.2 host API added for the translator's output: hipHostAlloc and friends, async copies,
// memsets of 8/16/32-bit values, pointer attributes, device attributes, limits, callbacks.
#include <hip/hip_runtime.h>

#define CHECK(x) printf("%s %s\n", #x, hipGetErrorName(x))

static void host_fn(void* p) { *static_cast<int*>(p) += 1; }
static void stream_cb(hipStream_t, hipError_t status, void* p) {
  *static_cast<int*>(p) += status == hipSuccess ? 10 : 1000;
}

__global__ void twice(int* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] *= 2;
}

int main() {
  int* h = nullptr;
  CHECK(hipHostAlloc(&h, 16 * sizeof(int), hipHostAllocDefault));
  unsigned flags = 99;
  CHECK(hipHostGetFlags(&flags, h));
  printf("flags %u\n", flags);
  void* mapped = nullptr;
  CHECK(hipHostAlloc(&mapped, 64, hipHostAllocMapped | hipHostAllocPortable));
  CHECK(hipHostGetFlags(&flags, mapped));
  printf("flags %u\n", flags);
  int* d = nullptr;
  CHECK(hipMalloc(&d, 16 * sizeof(int)));
  hipStream_t s;
  CHECK(hipStreamCreateWithFlags(&s, hipStreamNonBlocking));
  unsigned sflags = 0;
  CHECK(hipStreamGetFlags(s, &sflags));
  printf("stream_flags %u\n", sflags);
  for (int i = 0; i < 16; ++i) h[i] = i;
  CHECK(hipMemcpyHtoDAsync(d, h, 16 * sizeof(int), s));
  hipLaunchKernelGGL(twice, dim3(1), dim3(16), 0, s, d, 16);
  int counter = 0;
  CHECK(hipLaunchHostFunc(s, host_fn, &counter));
  CHECK(hipStreamAddCallback(s, stream_cb, &counter, 0));
  CHECK(hipMemcpyDtoHAsync(h, d, 16 * sizeof(int), s));
  CHECK(hipStreamSynchronize(s));
  printf("counter %d\n", counter);
  for (int i = 0; i < 16; ++i) printf("%d%c", h[i], i == 15 ? '\n' : ' ');
  // 8- and 16-bit fills
  CHECK(hipMemsetD8(d, 0xab, 3));
  CHECK(hipMemsetD16Async(reinterpret_cast<char*>(d) + 4, 0x1234, 2, s));
  CHECK(hipStreamSynchronize(s));
  unsigned char bytes[8];
  CHECK(hipMemcpy(bytes, d, 8, hipMemcpyDeviceToHost));
  for (int i = 0; i < 8; ++i) printf("%02x%c", bytes[i], i == 7 ? '\n' : ' ');
  // pointer attributes
  hipPointerAttribute_t pa;
  CHECK(hipPointerGetAttributes(&pa, d + 3));
  printf("type %d managed %d\n", static_cast<int>(pa.type), pa.isManaged);
  CHECK(hipPointerGetAttributes(&pa, h));
  printf("type %d\n", static_cast<int>(pa.type));
  int local = 0;
  CHECK(hipPointerGetAttributes(&pa, &local));
  // device attributes and limits
  int v = -1;
  CHECK(hipDeviceGetAttribute(&v, hipDeviceAttributeWarpSize, 0));
  printf("warp %d %d\n", v, warpSize);
  CHECK(hipDeviceGetAttribute(&v, hipDeviceAttributeMaxSharedMemoryPerMultiprocessor, 0));
  printf("smem_per_mp %d\n", v);
  CHECK(hipDeviceGetAttribute(&v, hipDeviceAttributeImageSupport, 0));
  printf("images %d\n", v);
  CHECK(hipDeviceGetAttribute(&v, static_cast<hipDeviceAttribute_t>(12345), 0));
  size_t lim = 0;
  CHECK(hipDeviceGetLimit(&lim, hipLimitMallocHeapSize));
  CHECK(hipDeviceSetLimit(hipLimitPrintfFifoSize, 4096));
  CHECK(hipDeviceGetLimit(&lim, hipLimitPrintfFifoSize));
  printf("fifo %zu\n", lim);
  int peer = 7;
  CHECK(hipDeviceCanAccessPeer(&peer, 0, 0));
  printf("peer %d\n", peer);
  int major = 0, minor = 0;
  CHECK(hipDeviceComputeCapability(&major, &minor, 0));
  printf("cc %d.%d\n", major, minor);
  hipFuncAttributes fa;
  CHECK(hipFuncGetAttributes(&fa, twice));
  printf("fa_threads %d\n", fa.maxThreadsPerBlock);
  const char* name = nullptr;
  CHECK(hipDrvGetErrorName(hipErrorInvalidValue, &name));
  printf("drv %s\n", name);
  // stream-ordered allocation and peer copy
  int* a = nullptr;
  CHECK(hipMallocAsync(&a, 4 * sizeof(int), s));
  CHECK(hipMemcpyPeerAsync(a, 0, d, 0, 4 * sizeof(int), s));
  CHECK(hipMemcpyPeer(a, 1, d, 0, 4));
  CHECK(hipFreeAsync(a, s));
  CHECK(hipStreamSynchronize(s));
  CHECK(hipStreamDestroy(s));
  CHECK(hipHostFree(h));
  CHECK(hipHostFree(mapped));
  CHECK(hipFree(d));
  return 0;
}
