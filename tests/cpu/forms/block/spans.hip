// Barrier-free kernels for tests/cpu/test_block_spans.py (spans of blocks in the block form,
// xlate/pipeline/cpu_spans.py). Every kernel writes into an array filled with -7 first and prints it as
// `name v0 v1 ...`; the test compares with XLATE_CPU_FORM=fibers and with numpy. `crash` (`overrun`) as
// the first argument runs only the kernel that writes through a null pointer (past the end of its
// array) at one thread.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstring>
#include <vector>

// a 2-D stencil over a grid whose rows hold several spans (130 blocks of 16 per row) with partial
// last blocks in x and y: rows of a span run as one loop
__global__ void wide(const float* in, float* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
    out[y * w + x] = 0.5f * in[y * w + x] + 0.25f * (in[y * w + x - 1] + in[(y + 1) * w + x]);
}
// the factors and the terms of the global index in the other order, a lower bound past the first
// blocks of a row, an early return
__global__ void reordered(int* out, int lo, int n) {
  int i = threadIdx.x + blockDim.x * blockIdx.x;
  if (i < lo || i >= n) return;
  out[i] = 2 * i + 1;
}
// blockIdx.x on its own: spans, one block after another (blockIdx rebound per block)
__global__ void blockid(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = int(blockIdx.x) * 1000 + int(threadIdx.x);
}
// a function that reads the runtime's thread record: spans, one block after another
__device__ int block_of() { return int(blockIdx.x); }
__device__ int thread_of() { return int(threadIdx.x); }
__global__ void helpers(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = block_of() * 1000 + thread_of();
}
// shared memory without a barrier (each thread its own element): one block per call
__global__ void shared(int* out, int n) {
  __shared__ int s[64];
  s[threadIdx.x] = int(blockIdx.x) + 1;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = s[threadIdx.x] * 3;
}
// shared memory in a called function: one block per call
__device__ int through_shared(int v) {
  __shared__ int t[64];
  t[threadIdx.x] = v;
  return t[threadIdx.x] + 1;
}
__global__ void shared_callee(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = through_shared(i);
}
// a per-block constant computed from blockIdx (hoisted out of the thread loop): one block per call
__global__ void hoisted(int* out, int n) {
  const int base = int(blockIdx.x) * 100;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = base + int(threadIdx.x);
}
// the global index with an explicit narrowing cast of threadIdx.x: spans, one block after another (in one
// loop over a span's rows threadIdx.x would count past 255 and the cast would wrap it)
__global__ void narrowed(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = int(blockIdx.x * blockDim.x + (unsigned char)threadIdx.x) + 5;
}
// a null-pointer write at global index 37 (block 2, thread 5 of 16-thread blocks)
__global__ void crash(float* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float* p = i == 37 ? nullptr : a;
    p[i] = 1.f;
  }
}
// a write one past the end of `a` at global index 37 (for memcheck)
__global__ void overrun(float* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i + (i == 37 ? n - i : 0)] = 1.f;
}

template <class T>
static void show(const char* name, T* d, size_t n) {
  std::vector<T> h(n);
  hipMemcpy(h.data(), d, n * sizeof(T), hipMemcpyDeviceToHost);
  printf("%s", name);
  for (T v : h) printf(" %g", double(v));
  printf("\n");
}
template <class T>
static T* filled(size_t n) {
  T* d;
  hipMalloc(&d, n * sizeof(T));
  std::vector<T> h(n, T(-7));
  hipMemcpy(d, h.data(), n * sizeof(T), hipMemcpyHostToDevice);
  return d;
}

int main(int argc, char** argv) {
  if (argc > 1) {
    float* a = filled<float>(4096);
    if (strcmp(argv[1], "crash") == 0) hipLaunchKernelGGL(crash, dim3(256), dim3(16), 0, 0, a, 4096);
    if (strcmp(argv[1], "overrun") == 0) hipLaunchKernelGGL(overrun, dim3(256), dim3(16), 0, 0, a, 4096);
    hipDeviceSynchronize();
    return 0;
  }
  {
    const int w = 130 * 16 - 5, h = 157;
    std::vector<float> in(size_t(w) * h);
    for (size_t i = 0; i < in.size(); ++i) in[i] = float((i * 7) % 31);
    float* din = filled<float>(in.size());
    float* dout = filled<float>(in.size());
    hipMemcpy(din, in.data(), in.size() * sizeof(float), hipMemcpyHostToDevice);
    hipLaunchKernelGGL(wide, dim3(130, 40), dim3(16, 4), 0, 0, din, dout, w, h);
    show("wide", dout, in.size());
  }
  const int n = 16384 - 9;
  // each launch names its kernel (hipLaunchKernelGGL finds a kernel's form by the name written)
#define PLAIN(K)                                                   \
  {                                                                \
    int* d = filled<int>(16384);                                   \
    hipLaunchKernelGGL(K, dim3(2048), dim3(8), 0, 0, d, n);        \
    show(#K, d, 16384);                                            \
  }
  PLAIN(blockid)
  PLAIN(helpers)
  PLAIN(shared)
  PLAIN(shared_callee)
  PLAIN(hoisted)
  PLAIN(narrowed)
  {
    int* d = filled<int>(30000);
    hipLaunchKernelGGL(reordered, dim3(30000 / 8), dim3(8), 0, 0, d, 700, 29950);
    show("reordered", d, 30000);
  }
  return 0;
}
