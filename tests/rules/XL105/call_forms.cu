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
  ck(cudaFuncSetCacheConfig(scale, cudaFuncCachePreferL1));  // CHECK: XL105 note 15:6
  cudaFuncAttributes attr;
  check(cudaFuncGetAttributes(&attr, fill<4>), "attributes");  // CHECK: XL105 note 17:9
  cudaFuncSetAttribute(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);  // CHECK: XL105 note 18:3
  cudaFuncSetCacheConfig((const void *)scale, cudaFuncCachePreferShared);
  // CUDA 12's and CUDA 11's cudaGraphInstantiate
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaGraphCreate(&graph, 0);
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphInstantiate(&exec, graph);  // CHECK: XL105 note 25:3
  cudaGraphNode_t error_node;
  char log[64];
  cudaGraphInstantiate(&exec, graph, &error_node, log, sizeof log);  // CHECK: XL105 note 28:3
  // cudaMemPrefetchAsync: CUDA 12's device number, CUDA 13's location
  float *p;
  cudaMallocManaged(&p, 64 * sizeof(float));
  cudaMemPrefetchAsync(p, 64 * sizeof(float), 0, 0);
#if CUDART_VERSION >= 13000
  cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
  cudaMemPrefetchAsync(p, 64 * sizeof(float), loc, 0, 0);  // CHECK: XL105 note 35:3
#endif
  auto name = [&](auto e) { return cudaGetErrorString(e); };
  printf("%s\n", name(cudaGetLastError()));
  return 0;
}
