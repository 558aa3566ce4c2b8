// Stream capture into a graph, CUDA 12's forms: cudaGraphInstantiate(exec, graph, flags),
// cudaGraphExecUpdate(exec, graph, &resultInfo) after a kernel argument changed, a topology change the
// update refuses, and re-instantiation with CUDA 11's five-argument form (as ggml does).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                                   \
  do {                                                                                \
    cudaError_t err_ = (call);                                                        \
    if (err_ != cudaSuccess) {                                                        \
      printf("%s failed: %s (line %d)\n", #call, cudaGetErrorString(err_), __LINE__); \
      exit(1);                                                                        \
    }                                                                                 \
  } while (0)

__global__ void axpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}

__global__ void scale(float *y, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] *= s;
}

static const int N = 1000;
static const int BLOCK = 128;

static cudaGraph_t capture(cudaStream_t stream, float *y, const float *x, float a, float s, bool with_scale) {
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
  axpy<<<(N + BLOCK - 1) / BLOCK, BLOCK, 0, stream>>>(y, x, a, N);
  if (with_scale) scale<<<(N + BLOCK - 1) / BLOCK, BLOCK, 0, stream>>>(y, s, N);
  CHECK(cudaStreamEndCapture(stream, &graph));
  return graph;
}

static void report(const char *what, cudaStream_t stream, cudaGraphExec_t exec, float *y) {
  static float host[N];
  CHECK(cudaGraphLaunch(exec, stream));
  CHECK(cudaStreamSynchronize(stream));
  CHECK(cudaMemcpy(host, y, sizeof host, cudaMemcpyDeviceToHost));
  double sum = 0;
  for (int i = 0; i < N; ++i) sum += host[i];
  printf("%s y[0]=%.1f y[5]=%.1f y[16]=%.1f sum=%.1f\n", what, host[0], host[5], host[16], sum);
}

int main() {
  float host_x[N], host_y[N];
  for (int i = 0; i < N; ++i) {
    host_x[i] = (float)(i % 17);
    host_y[i] = 1.0f;
  }
  float *x, *y;
  CHECK(cudaMalloc(&x, sizeof host_x));
  CHECK(cudaMalloc(&y, sizeof host_y));
  CHECK(cudaMemcpy(x, host_x, sizeof host_x, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, host_y, sizeof host_y, cudaMemcpyHostToDevice));
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));

  cudaGraph_t graph = capture(stream, y, x, 2.0f, 0.5f, true);
  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  report("first", stream, exec, y);

  // the same kernels with other arguments: the executable graph takes them
  cudaGraph_t changed = capture(stream, y, x, 3.0f, 2.0f, true);
  cudaGraphExecUpdateResultInfo info;
  cudaError_t status = cudaGraphExecUpdate(exec, changed, &info);
  printf("update status=%d result=%d success=%d\n", (int)status, (int)info.result,
         (int)(info.result == cudaGraphExecUpdateSuccess));
  report("updated", stream, exec, y);

  // one kernel fewer: the update is refused and the graph is instantiated again
  cudaGraph_t fewer = capture(stream, y, x, 1.0f, 1.0f, false);
  status = cudaGraphExecUpdate(exec, fewer, &info);
  printf("refused failure=%d topology=%d\n", (int)(status == cudaErrorGraphExecUpdateFailure),
         (int)(info.result == cudaGraphExecUpdateErrorTopologyChanged));
  if (status != cudaSuccess) {
    (void)cudaGetLastError();
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphInstantiate(&exec, fewer, NULL, NULL, 0));
  }
  report("again", stream, exec, y);

  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  CHECK(cudaGraphDestroy(changed));
  CHECK(cudaGraphDestroy(fewer));
  CHECK(cudaStreamDestroy(stream));
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  return 0;
}
