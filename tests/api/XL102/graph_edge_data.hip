// CUDA 12.3's graph edge data (the _v2/_v3 forms) and conditional nodes: HIP 7.2 has neither
#include <hip/hip_runtime.h>
void edges(hipStream_t s, hipGraph_t g, hipGraphNode_t a, hipGraphNode_t b) {
  hipGraphEdgeData e = {};
  hipStreamCaptureStatus status;
  const hipGraphNode_t *deps;
  const hipGraphEdgeData *data;
  size_t n = 1;
  cudaStreamGetCaptureInfo_v3(s, &status, nullptr, nullptr, &deps, &data, &n);  // CHECK: XL102 error 9:3
  cudaStreamUpdateCaptureDependencies_v2(s, &a, &e, 1);  // CHECK: XL102 error 10:3
  cudaGraphAddDependencies_v2(g, &a, &b, &e, 1);  // CHECK: XL102 error 11:3
  cudaGraphRemoveDependencies_v2(g, &a, &b, &e, 1);  // CHECK: XL102 error 12:3
  hipGraphNode_t from[4], to[4];
  hipGraphEdgeData out[4];
  n = 4;
  cudaGraphGetEdges_v2(g, from, to, out, &n);  // CHECK: XL102 error 16:3
  cudaGraphNodeGetDependencies_v2(b, from, out, &n);  // CHECK: XL102 error 17:3
  cudaGraphNodeGetDependentNodes_v2(a, to, out, &n);  // CHECK: XL102 error 18:3
  hipGraphNodeParams params = {};  // CHECK: XL103 warning 19:3
  hipGraphNode_t node;
  cudaGraphAddNode_v2(&node, g, &a, &e, 1, &params);  // CHECK: XL102 error 21:3
  cudaGraphConditionalHandle handle;  // CHECK: XL102 error 22:3
  cudaGraphConditionalHandleCreate(&handle, g, 1);  // CHECK: XL102 error 23:3
  hipGraphAddNode(&node, g, &a, 1, &params);
}
