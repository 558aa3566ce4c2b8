// CUDA 12.3's graph edge data (the _v2/_v3 forms) and conditional nodes: HIP 7.2 has neither
#include <cuda_runtime.h>
void edges(cudaStream_t s, cudaGraph_t g, cudaGraphNode_t a, cudaGraphNode_t b) {
  cudaGraphEdgeData e = {};
  cudaStreamCaptureStatus status;
  const cudaGraphNode_t *deps;
  const cudaGraphEdgeData *data;
  size_t n = 1;
  cudaStreamGetCaptureInfo_v3(s, &status, nullptr, nullptr, &deps, &data, &n);  // CHECK: XL102 error 9:3
  cudaStreamUpdateCaptureDependencies_v2(s, &a, &e, 1);  // CHECK: XL102 error 10:3
  cudaGraphAddDependencies_v2(g, &a, &b, &e, 1);  // CHECK: XL102 error 11:3
  cudaGraphRemoveDependencies_v2(g, &a, &b, &e, 1);  // CHECK: XL102 error 12:3
  cudaGraphNode_t from[4], to[4];
  cudaGraphEdgeData out[4];
  n = 4;
  cudaGraphGetEdges_v2(g, from, to, out, &n);  // CHECK: XL102 error 16:3
  cudaGraphNodeGetDependencies_v2(b, from, out, &n);  // CHECK: XL102 error 17:3
  cudaGraphNodeGetDependentNodes_v2(a, to, out, &n);  // CHECK: XL102 error 18:3
  cudaGraphNodeParams params = {};  // CHECK: XL103 warning 19:3
  cudaGraphNode_t node;
  cudaGraphAddNode_v2(&node, g, &a, &e, 1, &params);  // CHECK: XL102 error 21:3
  cudaGraphConditionalHandle handle;  // CHECK: XL102 error 22:3
  cudaGraphConditionalHandleCreate(&handle, g, 1);  // CHECK: XL102 error 23:3
  cudaGraphAddNode(&node, g, &a, 1, &params);
}
