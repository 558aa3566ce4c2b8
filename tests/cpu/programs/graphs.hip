// Graphs and stream capture on the cpu backend (tests/cpu/test_graphs.py checks every line).
// Prints `key value...` lines; error codes as numbers (HIP's values).
#include <hip/hip_runtime.h>

#include <cstdio>
#include <vector>

__global__ void scale_add(float* x, float a, float b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * a + b;
}
__global__ void square(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * x[i];
}
__global__ void put(int* p, int v) { *p = v; }
__global__ void shift_in(int* p, int digit) { *p = *p * 10 + digit; }

static int g_host_calls = 0;
static void host_count(void* p) { ++*static_cast<int*>(p); }

static const int N = 1000;
static const int PICK[] = {0, 1, 17, 999};

static void print_out(const char* key, const float* out) {
  printf("%s", key);
  for (int j : PICK) printf(" %.9g", out[j]);
  printf("\n");
}
static void fill_input(float* in, int r) {
  for (int j = 0; j < N; ++j) in[j] = j * 0.5f + r;
}

// capture a copy in, two kernels (typed hipLaunchKernel and hipLaunchKernelGGL), a copy out; replay
static void capture_and_replay() {
  hipStream_t s;
  hipStreamCreateWithFlags(&s, hipStreamNonBlocking);
  float *d, *in, *out;
  hipMalloc(&d, N * sizeof(float));
  hipHostMalloc(&in, N * sizeof(float), 0);
  hipHostMalloc(&out, N * sizeof(float), 0);
  float a = 2.0f, b = 1.0f;
  int n = N;
  void* args[] = {&d, &a, &b, &n};
  hipStreamCaptureStatus st;
  hipStreamIsCapturing(s, &st);
  printf("status_before %d\n", (int)st);
  printf("begin %d\n", (int)hipStreamBeginCapture(s, hipStreamCaptureModeRelaxed));
  hipStreamIsCapturing(s, &st);
  unsigned long long id = 0;
  hipStreamGetCaptureInfo(s, &st, &id);
  printf("status_during %d id_nonzero %d\n", (int)st, id != 0);
  printf("begin_again %d\n", (int)hipStreamBeginCapture(s, hipStreamCaptureModeRelaxed));
  hipMemcpyAsync(d, in, N * sizeof(float), hipMemcpyHostToDevice, s);
  printf("launch_typed %d\n", (int)hipLaunchKernel(scale_add, dim3(4), dim3(256), args, 0, s));
  hipLaunchKernelGGL(square, dim3(4), dim3(256), 0, s, d, N);
  hipMemcpyAsync(out, d, N * sizeof(float), hipMemcpyDeviceToHost, s);
  a = 100.0f;  // the captured launch copied its arguments
  hipGraph_t g = nullptr;
  printf("end %d\n", (int)hipStreamEndCapture(s, &g));
  hipStreamIsCapturing(s, &st);
  printf("status_after %d\n", (int)st);

  size_t count = 0;
  hipGraphGetNodes(g, nullptr, &count);
  std::vector<hipGraphNode_t> nodes(count);
  hipGraphGetNodes(g, nodes.data(), &count);
  printf("nodes %zu types", count);
  for (hipGraphNode_t nd : nodes) {
    hipGraphNodeType t;
    hipGraphNodeGetType(nd, &t);
    printf(" %d", (int)t);
  }
  size_t roots = 0;
  hipGraphGetRootNodes(g, nullptr, &roots);
  size_t ndeps = 0;
  hipGraphNodeGetDependencies(nodes[3], nullptr, &ndeps);
  printf(" roots %zu last_deps %zu\n", roots, ndeps);

  hipGraphExec_t x;
  printf("instantiate %d\n", (int)hipGraphInstantiate(&x, g, nullptr, nullptr, 0));
  for (int r = 0; r < 3; ++r) {
    fill_input(in, r);
    for (int j = 0; j < N; ++j) out[j] = -1;
    printf("launch%d %d\n", r, (int)hipGraphLaunch(x, s));
    hipStreamSynchronize(s);
    char key[16];
    snprintf(key, sizeof key, "run%d", r);
    print_out(key, out);
  }

  hipKernelNodeParams p{};
  printf("get_typed %d\n", (int)hipGraphKernelNodeGetParams(nodes[1], &p));
  printf("params func_ok %d grid %u block %u shmem %u a %g n %d\n", p.func == (void*)scale_add, p.gridDim.x,
         p.blockDim.x, p.sharedMemBytes, *static_cast<float*>(p.kernelParams[1]),
         *static_cast<int*>(p.kernelParams[3]));
  hipKernelNodeParams q{};
  printf("get_ggl %d\n", (int)hipGraphKernelNodeGetParams(nodes[2], &q));
  hipGetLastError();

  // SetParams changes the graph, not the executable graph instantiated before
  float a3 = 3.0f;
  void* args3[] = {&d, &a3, &b, &n};
  p.kernelParams = args3;
  printf("set %d\n", (int)hipGraphKernelNodeSetParams(nodes[1], &p));
  a3 = 50.0f;  // SetParams copied it
  fill_input(in, 0);
  hipGraphLaunch(x, s);
  hipStreamSynchronize(s);
  print_out("after_set", out);
  hipGraphNode_t err_node = nullptr;
  hipGraphExecUpdateResult res = hipGraphExecUpdateError;
  printf("update %d result %d\n", (int)hipGraphExecUpdate(x, g, &err_node, &res), (int)res);
  hipGraphLaunch(x, s);
  hipStreamSynchronize(s);
  print_out("after_update", out);
  float a4 = 4.0f;
  void* args4[] = {&d, &a4, &b, &n};
  p.kernelParams = args4;
  printf("exec_set %d\n", (int)hipGraphExecKernelNodeSetParams(x, nodes[1], &p));
  hipGraphLaunch(x, s);
  hipStreamSynchronize(s);
  print_out("after_exec_set", out);
  hipKernelNodeParams p2{};
  hipGraphKernelNodeGetParams(nodes[1], &p2);
  printf("graph_a %g\n", *static_cast<float*>(p2.kernelParams[1]));

  // recapture the same sequence with other arguments: same topology, the update takes them (ggml's way)
  hipGraph_t g2 = nullptr;
  float a5 = 1.0f, b5 = 5.0f;
  void* args5[] = {&d, &a5, &b5, &n};
  hipStreamBeginCapture(s, hipStreamCaptureModeGlobal);
  hipMemcpyAsync(d, in, N * sizeof(float), hipMemcpyHostToDevice, s);
  hipLaunchKernel(scale_add, dim3(4), dim3(256), args5, 0, s);
  hipLaunchKernelGGL(square, dim3(4), dim3(256), 0, s, d, N);
  hipMemcpyAsync(out, d, N * sizeof(float), hipMemcpyDeviceToHost, s);
  hipStreamEndCapture(s, &g2);
  printf("update2 %d result %d\n", (int)hipGraphExecUpdate(x, g2, &err_node, &res), (int)res);
  hipGraphLaunch(x, s);
  hipStreamSynchronize(s);
  print_out("after_update2", out);

  // another topology: the update fails as HIP's does, and the error is recorded
  hipGraph_t g3 = nullptr;
  hipStreamBeginCapture(s, hipStreamCaptureModeRelaxed);
  hipLaunchKernelGGL(square, dim3(4), dim3(256), 0, s, d, N);
  hipStreamEndCapture(s, &g3);
  printf("update3 %d result %d err_node_set %d last %d\n", (int)hipGraphExecUpdate(x, g3, &err_node, &res),
         (int)res, err_node != nullptr, (int)hipGetLastError());
  hipGraphExec_t x3;
  printf("reinstantiate %d\n", (int)hipGraphInstantiateWithFlags(&x3, g3, 0));
  hipGraphExecDestroy(x3);
  hipGraphExecDestroy(x);
  printf("destroy %d %d %d\n", (int)hipGraphDestroy(g), (int)hipGraphDestroy(g2), (int)hipGraphDestroy(g3));
  hipStreamDestroy(s);
}

// what CUDA forbids during a capture, and a capture that is never ended
static void misuse() {
  hipStream_t s, blocking;
  hipStreamCreateWithFlags(&s, hipStreamNonBlocking);
  hipStreamCreate(&blocking);
  int* v;
  hipMalloc(&v, sizeof(int));
  hipMemset(v, 0, sizeof(int));
  hipStreamBeginCapture(s, hipStreamCaptureModeGlobal);
  hipLaunchKernelGGL(put, dim3(1), dim3(1), 0, s, v, 42);
  int h = -1;
  hipMemcpy(&h, v, sizeof(int), hipMemcpyDeviceToHost);  // legacy stream; s is non-blocking: allowed
  printf("not_run %d\n", h);
  hipEvent_t e;
  hipEventCreate(&e);
  hipEventRecord(e, s);
  printf("event_query %d\n", (int)hipEventQuery(e));
  printf("sync %d\n", (int)hipStreamSynchronize(s));
  hipStreamCaptureStatus st;
  hipStreamIsCapturing(s, &st);
  printf("status_invalidated %d\n", (int)st);
  printf("launch_invalidated %d\n",
         (int)hipLaunchKernel(put, dim3(1), dim3(1), std::vector<void*>{&v, &h}.data(), 0, s));
  hipGraph_t g = reinterpret_cast<hipGraph_t>(&h);
  printf("end_invalidated %d graph_null %d\n", (int)hipStreamEndCapture(s, &g), g == nullptr);
  printf("end_not_capturing %d\n", (int)hipStreamEndCapture(s, &g));
  hipLaunchKernelGGL(put, dim3(1), dim3(1), 0, s, v, 42);  // no capture any more: runs
  hipStreamSynchronize(s);
  hipMemcpy(&h, v, sizeof(int), hipMemcpyDeviceToHost);
  printf("runs_after %d\n", h);

  // work on the legacy stream while a blocking stream captures
  hipStreamBeginCapture(blocking, hipStreamCaptureModeRelaxed);
  int seven = 7;
  void* args[] = {&v, &seven};
  printf("legacy_launch %d\n", (int)hipLaunchKernel(put, dim3(1), dim3(1), args, 0, 0));
  printf("end_implicit %d\n", (int)hipStreamEndCapture(blocking, &g));
  printf("capture_legacy %d\n", (int)hipStreamBeginCapture(0, hipStreamCaptureModeRelaxed));
  hipGetLastError();
}

// never ended: the process still ends normally and the recorded kernel never runs
static int* never_ended() {
  hipStream_t s;
  hipStreamCreateWithFlags(&s, hipStreamNonBlocking);
  int* v;
  hipMalloc(&v, sizeof(int));
  hipMemset(v, 0, sizeof(int));
  hipStreamBeginCapture(s, hipStreamCaptureModeThreadLocal);
  hipLaunchKernelGGL(put, dim3(1), dim3(1), 0, s, v, 99);
  hipStreamCaptureStatus st;
  hipStreamIsCapturing(s, &st);
  printf("left_capturing %d\n", (int)st);
  return v;
}

// fork and join across streams through events
static void fork_join() {
  hipStream_t s1, s2, s3;
  hipStreamCreateWithFlags(&s1, hipStreamNonBlocking);
  hipStreamCreateWithFlags(&s2, hipStreamNonBlocking);
  hipStreamCreateWithFlags(&s3, hipStreamNonBlocking);
  hipEvent_t fork, join;
  hipEventCreate(&fork);
  hipEventCreate(&join);
  int* v;
  hipMalloc(&v, sizeof(int));
  hipStreamBeginCapture(s1, hipStreamCaptureModeRelaxed);
  hipLaunchKernelGGL(put, dim3(1), dim3(1), 0, s1, v, 1);
  hipEventRecord(fork, s1);
  hipStreamWaitEvent(s2, fork, 0);  // s2 joins the capture
  hipStreamCaptureStatus st;
  hipStreamIsCapturing(s2, &st);
  printf("joined %d\n", (int)st);
  hipLaunchKernelGGL(shift_in, dim3(1), dim3(1), 0, s2, v, 2);
  hipEventRecord(join, s2);
  hipGraph_t dummy;
  printf("end_member %d\n", (int)hipStreamEndCapture(s2, &dummy));
  hipStreamWaitEvent(s1, join, 0);
  hipLaunchKernelGGL(shift_in, dim3(1), dim3(1), 0, s1, v, 3);
  hipGraph_t g = nullptr;
  printf("end_joined %d\n", (int)hipStreamEndCapture(s1, &g));
  size_t count = 0, roots = 0;
  hipGraphGetNodes(g, nullptr, &count);
  hipGraphGetRootNodes(g, nullptr, &roots);
  std::vector<hipGraphNode_t> nodes(count);
  hipGraphGetNodes(g, nodes.data(), &count);
  size_t last_deps = 0;
  hipGraphNodeGetDependencies(nodes[count - 1], nullptr, &last_deps);
  printf("fork_nodes %zu roots %zu last_deps %zu\n", count, roots, last_deps);
  hipGraphExec_t x;
  hipGraphInstantiateWithFlags(&x, g, 0);
  int h = 0;
  for (int r = 0; r < 2; ++r) {
    hipGraphLaunch(x, s3);
    hipStreamSynchronize(s3);
    hipMemcpy(&h, v, sizeof(int), hipMemcpyDeviceToHost);
    printf("fork_run%d %d\n", r, h);
  }
  hipStreamIsCapturing(s2, &st);
  printf("member_after %d\n", (int)st);

  // a fork never joined back
  hipStreamBeginCapture(s1, hipStreamCaptureModeRelaxed);
  hipEventRecord(fork, s1);
  hipStreamWaitEvent(s2, fork, 0);
  hipLaunchKernelGGL(put, dim3(1), dim3(1), 0, s2, v, 5);
  printf("end_unjoined %d\n", (int)hipStreamEndCapture(s1, &g));
  hipStreamIsCapturing(s2, &st);
  printf("member_unjoined_after %d\n", (int)st);
}

// fills, host functions and waits for an event recorded outside the capture are recorded too
static void host_and_fill() {
  hipStream_t s, other;
  hipStreamCreateWithFlags(&s, hipStreamNonBlocking);
  hipStreamCreateWithFlags(&other, hipStreamNonBlocking);
  int* v;
  hipMalloc(&v, sizeof(int));
  hipMemset(v, 0, sizeof(int));
  hipEvent_t outside;
  hipEventCreate(&outside);
  hipEventRecord(outside, other);
  int calls = 0;
  hipStreamBeginCapture(s, hipStreamCaptureModeRelaxed);
  hipMemsetAsync(v, 0x11, sizeof(int), s);
  printf("host_func %d\n", (int)hipLaunchHostFunc(s, host_count, &calls));
  printf("wait_outside %d\n", (int)hipStreamWaitEvent(s, outside, 0));
  int h = -1;
  hipMemcpy(&h, v, sizeof(int), hipMemcpyDeviceToHost);
  printf("recorded_only calls %d value %d\n", calls, h);
  hipGraph_t g = nullptr;
  printf("end_host %d\n", (int)hipStreamEndCapture(s, &g));
  size_t count = 4;
  hipGraphNode_t nodes[4];
  hipGraphGetNodes(g, nodes, &count);
  printf("host_nodes %zu types", count);
  for (size_t i = 0; i < count; ++i) {
    hipGraphNodeType t;
    hipGraphNodeGetType(nodes[i], &t);
    printf(" %d", (int)t);
  }
  printf("\n");
  hipGraphExec_t x;
  hipGraphInstantiateWithFlags(&x, g, 0);
  for (int r = 0; r < 2; ++r) hipGraphLaunch(x, s);
  hipStreamSynchronize(s);
  hipMemcpy(&h, v, sizeof(int), hipMemcpyDeviceToHost);
  printf("host_after calls %d value %x\n", calls, h);
  hipGraphExecDestroy(x);
  hipGraphDestroy(g);
}

// a graph built node by node
static void explicit_graph() {
  hipStream_t s;
  hipStreamCreate(&s);
  float *d, *out;
  hipMalloc(&d, N * sizeof(float));
  hipHostMalloc(&out, N * sizeof(float), 0);
  hipGraph_t g;
  hipGraphCreate(&g, 0);
  hipMemsetParams ms{};
  ms.dst = d;
  ms.elementSize = 4;
  ms.width = N;
  ms.height = 1;
  ms.value = 0x40400000u;  // 3.0f
  hipGraphNode_t fill, kern, copy, host, empty;
  printf("add_memset %d\n", (int)hipGraphAddMemsetNode(&fill, g, nullptr, 0, &ms));
  float a = 2.0f, b = -1.0f;
  int n = N;
  void* args[] = {&d, &a, &b, &n};
  hipKernelNodeParams kp{};
  kp.func = reinterpret_cast<void*>(scale_add);
  kp.gridDim = dim3(4);
  kp.blockDim = dim3(256);
  kp.kernelParams = args;
  printf("add_kernel %d\n", (int)hipGraphAddKernelNode(&kern, g, &fill, 1, &kp));
  printf("add_copy %d\n", (int)hipGraphAddMemcpyNode1D(&copy, g, &kern, 1, out, d, N * sizeof(float),
                                                       hipMemcpyDeviceToHost));
  hipHostNodeParams hp{host_count, &g_host_calls};
  printf("add_host %d\n", (int)hipGraphAddHostNode(&host, g, &copy, 1, &hp));
  printf("add_empty %d\n", (int)hipGraphAddEmptyNode(&empty, g, &host, 1));
  hipGraphExec_t x;
  printf("instantiate_explicit %d\n", (int)hipGraphInstantiateWithFlags(&x, g, 0));
  for (int r = 0; r < 2; ++r) {
    for (int j = 0; j < N; ++j) out[j] = 0;
    hipGraphLaunch(x, s);
    hipStreamSynchronize(s);
    char key[16];
    snprintf(key, sizeof key, "explicit%d", r);
    print_out(key, out);
  }
  printf("host_calls %d\n", g_host_calls);
  hipKernelNodeParams bad = kp;
  bad.blockDim = dim3(2048);
  printf("bad_block %d\n", (int)hipGraphKernelNodeSetParams(kern, &bad));
  // a dependency that closes a cycle cannot be instantiated
  printf("add_dep %d\n", (int)hipGraphAddDependencies(g, &empty, &fill, 1));
  hipGraphExec_t x2;
  printf("instantiate_cycle %d\n", (int)hipGraphInstantiateWithFlags(&x2, g, 0));
  hipGraphExecDestroy(x);
  hipGraphDestroy(g);
}

int main() {
  capture_and_replay();
  misuse();
  fork_join();
  host_and_fill();
  explicit_graph();
  int* v = never_ended();
  hipDeviceSynchronize();
  printf("never_run %d\n", *v);
  return 0;
}
