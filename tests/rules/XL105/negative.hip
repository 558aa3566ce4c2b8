// Nothing for XL105: the forms HIP takes as written, and the project's own functions of these names
#include <hip/hip_runtime.h>

namespace mine {
int cudaFuncSetCacheConfig(void (*f)(float *), int config) { return f != nullptr && config; }
}

__global__ void k(float *x) { x[0] = 0.f; }

int main() {
  hipFuncSetCacheConfig(reinterpret_cast<const void *>(k), hipFuncCachePreferL1);  // CHECK: XL103 warning L11:3 cudaFuncSetCacheConfig translated to
  hipGraph_t graph;
  hipGraphExec_t exec;
  hipGraphCreate(&graph, 0);
  hipGraphInstantiateWithFlags(&exec, graph, 0);
  float *p;
  hipMallocManaged(&p, 4);
  hipMemPrefetchAsync(p, 4, 0);
  return mine::cudaFuncSetCacheConfig(k, 1);
}
// SELECT: XL9 (the prelude accepts every form CUDA 12 does, xlate reporting 12.x by default: no front-end diagnostic)
