// CUDA 12's cudaGraphExecUpdate(exec, graph, &resultInfo): HIP 7.2 has only CUDA 11's four-argument form
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }

static bool update(cudaGraphExec_t exec, cudaGraph_t graph) {
  cudaGraphExecUpdateResultInfo info;  // CHECK: XL105 note L9:3 <xlate/graph.h>
  cudaError_t status = cudaGraphExecUpdate(exec, graph, &info);  // CHECK: XL103 warning L10:24 errorFromNode is always null
  if (status == cudaErrorGraphExecUpdateFailure || info.result != cudaGraphExecUpdateSuccess) {
    printf("update failed at node %p (from %p)\n", (void *)info.errorNode, (void *)info.errorFromNode);
    return false;
  }
  return true;
}

static cudaError_t update_into(cudaGraphExec_t exec, cudaGraph_t graph, cudaGraphExecUpdateResultInfo *out) {
  return cudaGraphExecUpdate(exec, graph, out);  // CHECK: XL103 warning L19:10 errorFromNode is always null
}

static CUresult driver_update(CUgraphExec exec, CUgraph graph) {
  CUgraphExecUpdateResultInfo info;
  CUresult r = cuGraphExecUpdate(exec, graph, &info);  // CHECK: XL103 warning L24:16 errorFromNode is always null
  return r == CUDA_SUCCESS && info.result == CU_GRAPH_EXEC_UPDATE_SUCCESS ? CUDA_SUCCESS : r;
}

int main() {
  float *x;
  cudaMalloc(&x, 64 * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  scale<<<1, 64, 0, s>>>(x, 2.f);
  cudaStreamEndCapture(s, &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphExecUpdateResultInfo info;
  bool ok = update(exec, graph) && update_into(exec, graph, &info) == cudaSuccess &&
            driver_update((CUgraphExec)exec, (CUgraph)graph) == CUDA_SUCCESS;
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  return ok ? 0 : 1;
}
