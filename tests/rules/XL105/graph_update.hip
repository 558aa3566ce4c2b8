#include <xlate/graph.h> // CUDA 12's cudaGraphExecUpdate(exec, graph, &resultInfo): HIP 7.2 has only CUDA 11's four-argument form
#include <cstdio>
#include <hip/hip_runtime.h>
#include <hip/hip_runtime.h>

__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }

static bool update(hipGraphExec_t exec, hipGraph_t graph) {
  xlate_hipGraphExecUpdateResultInfo info;  // CHECK: XL105 note L9:3 <xlate/graph.h>
  hipError_t status = hipGraphExecUpdate(exec, graph, &info);  // CHECK: XL103 warning L10:24 errorFromNode is always null
  if (status == hipErrorGraphExecUpdateFailure || info.result != hipGraphExecUpdateSuccess) {
    printf("update failed at node %p (from %p)\n", (void *)info.errorNode, (void *)info.errorFromNode);
    return false;
  }
  return true;
}

static hipError_t update_into(hipGraphExec_t exec, hipGraph_t graph, xlate_hipGraphExecUpdateResultInfo *out) {
  return hipGraphExecUpdate(exec, graph, out);  // CHECK: XL103 warning L19:10 errorFromNode is always null
}

static hipError_t driver_update(hipGraphExec_t exec, hipGraph_t graph) {
  xlate_hipGraphExecUpdateResultInfo info;
  hipError_t r = hipGraphExecUpdate(exec, graph, &info);  // CHECK: XL103 warning L24:16 errorFromNode is always null
  return r == hipSuccess && info.result == hipGraphExecUpdateSuccess ? hipSuccess : r;
}

int main() {
  float *x;
  hipMalloc(&x, 64 * sizeof(float));
  hipStream_t s;
  hipStreamCreate(&s);
  hipGraph_t graph;
  hipGraphExec_t exec;
  hipStreamBeginCapture(s, hipStreamCaptureModeGlobal);
  hipLaunchKernelGGL(scale, 1, 64, 0, s, x, 2.f);
  hipStreamEndCapture(s, &graph);
  hipGraphInstantiateWithFlags(&exec, graph, 0);
  xlate_hipGraphExecUpdateResultInfo info;
  bool ok = update(exec, graph) && update_into(exec, graph, &info) == hipSuccess &&
            driver_update((hipGraphExec_t)exec, (hipGraph_t)graph) == hipSuccess;
  hipGraphLaunch(exec, s);
  hipStreamSynchronize(s);
  return ok ? 0 : 1;
}
