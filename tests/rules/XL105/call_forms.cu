// CUDA calls whose form changed between versions or that rely on cuda_runtime.h's C++ overloads
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }
template <int N> __global__ void fill(float *x) { x[threadIdx.x] = N; }

template <typename T> void check(T result, const char *what) {
  if (result) fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(result));
}

int main() {
  auto ck = [](cudaError_t e) { if (e != cudaSuccess) printf("%s\n", cudaGetErrorString(e)); };
  // a kernel where HIP takes const void *
  ck(cudaFuncSetCacheConfig(scale, cudaFuncCachePreferL1));  // CHECK: XL105 note L15:6  // CHECK: XL103 warning L15:6 cudaFuncSetCacheConfig translated to
  cudaFuncAttributes attr;  // CHECK: XL103 warning L16:3 cudaFuncAttributes translated to
  check(cudaFuncGetAttributes(&attr, fill<4>), "attributes");  // CHECK: XL105 note L17:9
  cudaFuncSetAttribute(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);  // CHECK: XL105 note L18:3
  cudaFuncSetCacheConfig((const void *)scale, cudaFuncCachePreferShared);  // CHECK: XL103 warning L19:3 cudaFuncSetCacheConfig translated to
  // CUDA 12's and CUDA 11's cudaGraphInstantiate
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaGraphCreate(&graph, 0);
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphInstantiate(&exec, graph);  // CHECK: XL105 note L25:3
  cudaGraphNode_t error_node;
  char log[64];
  cudaGraphInstantiate(&exec, graph, &error_node, log, sizeof log);  // CHECK: XL105 note L28:3
  // cudaMemPrefetchAsync: CUDA 12's device number, CUDA 13's location
  float *p;
  cudaMallocManaged(&p, 64 * sizeof(float));
  cudaMemPrefetchAsync(p, 64 * sizeof(float), 0, 0);
#if CUDART_VERSION >= 13000
  cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};  // CHECK: XL911 note L34:1 lines 34-35 inactive in both the host and the  // CHECK: XL104 note L34:3 cudaMemLocation renamed to hipMemLocation at  // CHECK: XL104 note L34:26 cudaMemLocationTypeDevice renamed to
  cudaMemPrefetchAsync(p, 64 * sizeof(float), loc, 0, 0);  // CHECK: XL105 note L35:3  // CHECK: XL104 note L35:3 cudaMemPrefetchAsync renamed to
#endif
  auto name = [&](auto e) { return cudaGetErrorString(e); };
  // cudaEventCreate: the one-argument function and cuda_runtime.h's overload with flags (GROMACS' timers)
  cudaEvent_t start, stop;
  ck(cudaEventCreate(&start));
  ck(cudaEventCreate(&stop, cudaEventDisableTiming));  // CHECK: XL105 note L41:6 the 2-argument form becomes hipEventCreateWithFlags
  const unsigned flags = cudaEventDefault;
  ck(cudaEventCreate(&start, flags));  // CHECK: XL105 note L43:6
  printf("%s\n", name(cudaGetLastError()));
  return 0;
}
// SELECT: XL9 (the prelude accepts every form CUDA 12 does, xlate reporting 12.x by default: no front-end diagnostic)
