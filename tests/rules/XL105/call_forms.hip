// CUDA calls whose form changed between versions or that rely on cuda_runtime.h's C++ overloads
#include <cstdio>
#include <hip/hip_runtime.h>

__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }
template <int N> __global__ void fill(float *x) { x[threadIdx.x] = N; }

template <typename T> void check(T result, const char *what) {
  if (result) fprintf(stderr, "%s: %s\n", what, hipGetErrorString(result));
}

int main() {
  auto ck = [](hipError_t e) { if (e != hipSuccess) printf("%s\n", hipGetErrorString(e)); };
  // a kernel where HIP takes const void *
  ck(hipFuncSetCacheConfig(reinterpret_cast<const void *>(scale), hipFuncCachePreferL1));  // CHECK: XL105 note L15:6  // CHECK: XL103 warning L15:6 cudaFuncSetCacheConfig translated to
  hipFuncAttributes attr;  // CHECK: XL103 warning L16:3 cudaFuncAttributes translated to
  check(hipFuncGetAttributes(&attr, reinterpret_cast<const void *>(fill<4>)), "attributes");  // CHECK: XL105 note L17:9
  hipFuncSetAttribute(reinterpret_cast<const void *>(scale), hipFuncAttributeMaxDynamicSharedMemorySize, 1024);  // CHECK: XL105 note L18:3
  hipFuncSetCacheConfig((const void *)scale, hipFuncCachePreferShared);  // CHECK: XL103 warning L19:3 cudaFuncSetCacheConfig translated to
  // CUDA 12's and CUDA 11's cudaGraphInstantiate
  hipGraph_t graph;
  hipGraphExec_t exec;
  hipGraphCreate(&graph, 0);
  hipGraphInstantiateWithFlags(&exec, graph, 0);
  hipGraphInstantiateWithFlags(&exec, graph, 0);  // CHECK: XL105 note L25:3
  hipGraphNode_t error_node;
  char log[64];
  hipGraphInstantiate(&exec, graph, &error_node, log, sizeof log);  // CHECK: XL105 note L28:3
  // cudaMemPrefetchAsync: CUDA 12's device number, CUDA 13's location
  float *p;
  hipMallocManaged(&p, 64 * sizeof(float));
  hipMemPrefetchAsync(p, 64 * sizeof(float), 0, 0);
#if 12090 >= 13000
  hipMemLocation loc = {hipMemLocationTypeDevice, 0};  // CHECK: XL911 note L34:1 lines 34-35 inactive in both the host and the  // CHECK: XL104 note L34:3 cudaMemLocation renamed to hipMemLocation at  // CHECK: XL104 note L34:26 cudaMemLocationTypeDevice renamed to
  hipMemPrefetchAsync_v2(p, 64 * sizeof(float), loc, 0, 0);  // CHECK: XL105 note L35:3  // CHECK: XL104 note L35:3 cudaMemPrefetchAsync renamed to
#endif
  auto name = [&](auto e) { return hipGetErrorString(e); };
  // cudaEventCreate: the one-argument function and cuda_runtime.h's overload with flags (GROMACS' timers)
  hipEvent_t start, stop;
  ck(hipEventCreate(&start));
  ck(hipEventCreateWithFlags(&stop, hipEventDisableTiming));  // CHECK: XL105 note L41:6 the 2-argument form becomes hipEventCreateWithFlags
  const unsigned flags = hipEventDefault;
  ck(hipEventCreateWithFlags(&start, flags));  // CHECK: XL105 note L43:6
  printf("%s\n", name(hipGetLastError()));
  return 0;
}
// SELECT: XL9 (the prelude accepts every form CUDA 12 does, xlate reporting 12.x by default: no front-end diagnostic)
