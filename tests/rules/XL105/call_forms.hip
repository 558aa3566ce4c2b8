// CUDA calls whose form changed between versions or that rely on cuda_runtime.h's C++ overloads
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }
template <int N> __global__ void fill(float *x) { x[threadIdx.x] = N; }

template <typename T> void check(T result, const char *what) {
  if (result) fprintf(stderr, "%s: %s\n", what, hipGetErrorString(result));
}

int main() {
  auto ck = [](hipError_t e) { if (e != hipSuccess) printf("%s\n", hipGetErrorString(e)); };
  // a kernel where HIP takes const void *
  ck(hipFuncSetCacheConfig(reinterpret_cast<const void *>(scale), hipFuncCachePreferL1));  // CHECK: XL105 note 15:6
  hipFuncAttributes attr;
  check(hipFuncGetAttributes(&attr, reinterpret_cast<const void *>(fill<4>)), "attributes");  // CHECK: XL105 note 17:9
  hipFuncSetAttribute(reinterpret_cast<const void *>(scale), hipFuncAttributeMaxDynamicSharedMemorySize, 1024);  // CHECK: XL105 note 18:3
  hipFuncSetCacheConfig((const void *)scale, hipFuncCachePreferShared);
  // CUDA 12's and CUDA 11's cudaGraphInstantiate
  hipGraph_t graph;
  hipGraphExec_t exec;
  hipGraphCreate(&graph, 0);
  hipGraphInstantiateWithFlags(&exec, graph, 0);
  hipGraphInstantiateWithFlags(&exec, graph, 0);  // CHECK: XL105 note 25:3
  hipGraphNode_t error_node;
  char log[64];
  hipGraphInstantiate(&exec, graph, &error_node, log, sizeof log);  // CHECK: XL105 note 28:3
  // cudaMemPrefetchAsync: CUDA 12's device number, CUDA 13's location
  float *p;
  hipMallocManaged(&p, 64 * sizeof(float));
  hipMemPrefetchAsync(p, 64 * sizeof(float), 0, 0);
#if CUDART_VERSION >= 13000
  hipMemLocation loc = {hipMemLocationTypeDevice, 0};
  hipMemPrefetchAsync_v2(p, 64 * sizeof(float), loc, 0, 0);  // CHECK: XL105 note 35:3
#endif
  auto name = [&](auto e) { return hipGetErrorString(e); };
  printf("%s\n", name(hipGetLastError()));
  return 0;
}
