// Kernels for tests/cpu/test_lane_divergent.py: warp operations under a lane-dependent if run as
// predicated regions in the block form (each branch's regions for the threads taking it, each warp
// operation as a loop over the lanes of its branch). `main KERNEL` runs one of them (blocks of `T`
// threads, argv[2], default 128) and prints its outputs; the test compares the form the analysis
// chose with XLATE_CPU_FORM=fibers (the reference) and with numpy oracles.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define FULL (warpSize == 64 ? ~0ull : 0xffffffffull)

// odd and even lanes: every vote, a shuffle and a match in each branch, masks from __ballot before the
// branch (so a partial last warp passes only its lanes); the benchmark's kernel is the first line
__global__ void oddeven(const int* in, long long* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  unsigned long long odd = __ballot(lane & 1);
  unsigned long long even = __ballot(!(lane & 1));
  int x = in[i], a, s;
  unsigned long long b, m;
  if (lane & 1) {
    b = __ballot_sync(odd, x > 0);
    a = __any_sync(odd, x > 40);
    a += 2 * __all_sync(odd, x > -45);
    s = __shfl_xor_sync(odd, x, 2);
    m = __match_any_sync(odd, x % 4);
  } else {
    b = __ballot_sync(even, x % 3 == 0);
    a = __all_sync(even, x > -45);
    a += 2 * __any_sync(even, x > 40);
    s = __shfl_sync(even, x, 0);
    m = __match_any_sync(even, x % 5);
  }
  out[4 * i] = (long long)b;
  out[4 * i + 1] = a;
  out[4 * i + 2] = s;
  out[4 * i + 3] = (long long)m;
}

// lanes below 16 and lanes in the upper half of the warp (two ifs, one without else), a uniform if
// and a uniform loop nested in a branch, per-warp results stored by the first lane of each branch
__global__ void halves(const int* in, int* out, int* per_warp) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize, warp = i / warpSize;
  int x = in[i], r = -1;
  if (lane < 16) {
    const unsigned long long low = 0xffffull;
    int c = __popcll(__ballot_sync(low, x > 0));
    if (blockDim.x >= 64) {
      c += 1000 * __shfl_sync(low, x, 3, 16);
    }
    r = c;
    if (lane == 0) per_warp[2 * warp] = r;
  }
  if (lane >= warpSize / 2) {
    const unsigned long long high = FULL & ~((1ull << (warpSize / 2)) - 1);
    int v = x;
    for (int d = 1; d < warpSize / 2; d <<= 1) v += __shfl_down_sync(high, v, d, warpSize / 2);
    r = v;
    if (lane == warpSize / 2) per_warp[2 * warp + 1] = v;
  }
  out[i] = r;
}

// the condition reads memory and a later region uses a local declared in a branch (a slot)
__global__ void cond_memory(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long pos = __ballot(in[i] > 0);
  if (in[i] > 0) {
    int k = __popcll(pos) * 100;
    int u = __shfl_xor_sync(pos, in[i], 0);
    out[i] = k + u;
  } else {
    unsigned long long rest = ~pos & FULL;
    out[i] = -__popcll(__ballot_sync(rest, in[i] % 2 == 0));
  }
}

// stays fibers: a warp operation without a mask under a lane-dependent if
__global__ void unmasked(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  int r = 0;
  if (lane & 1) r = __popcll(__ballot(in[i] > 0));
  out[i] = r;
}

// stays fibers: a lane-dependent if holding a warp operation inside a loop
__global__ void in_loop(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  int r = 0;
  unsigned long long odd = __ballot(lane & 1);
  for (int k = 0; k < 2; ++k) {
    if (lane & 1) r += __popcll(__ballot_sync(odd, in[i] > k));
  }
  out[i] = r;
}

// errors: a mask naming lanes of the other branch
__global__ void other_branch(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  int r = 0;
  unsigned long long all = __ballot(1);
  if (lane & 1) r = __popcll(__ballot_sync(all, in[i] > 0));
  out[i] = r;
}

__global__ void other_branch_op(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  const unsigned long long all = FULL, low = 0xffull;
  int r;
  if (lane < 8) r = __shfl_sync(low, in[i], 1);
  else r = __any_sync(all, in[i] > 0);
  out[i] = r;
}

template <class T> static void show(const char* name, const T* d, size_t n) {
  std::vector<T> v(n);
  hipMemcpy(v.data(), d, n * sizeof(T), hipMemcpyDeviceToHost);
  printf("%s", name);
  for (const T& x : v) printf(" %lld", (long long)x);
  printf("\n");
}

int main(int argc, char** argv) {
  const char* k = argc > 1 ? argv[1] : "";
  const int B = 3, T = argc > 2 ? atoi(argv[2]) : 128, N = B * T;
  std::vector<int> h(N);
  for (int i = 0; i < N; ++i) h[i] = (i * 37) % 101 - 50;
  int *din, *di, *dw;
  long long* dl;
  hipMalloc(&din, N * sizeof(int));
  hipMalloc(&di, N * sizeof(int));
  hipMalloc(&dw, 2 * N * sizeof(int));
  hipMalloc(&dl, 4 * N * sizeof(long long));
  hipMemcpy(din, h.data(), N * sizeof(int), hipMemcpyHostToDevice);
  hipMemset(dw, 0, 2 * N * sizeof(int));
  if (!strcmp(k, "oddeven")) {
    hipLaunchKernelGGL(oddeven, dim3(B), dim3(T), 0, 0, din, dl);
    show("oddeven", dl, 4 * N);
  } else if (!strcmp(k, "halves")) {
    hipLaunchKernelGGL(halves, dim3(B), dim3(T), 0, 0, din, di, dw);
    show("halves", di, N);
    show("per_warp", dw, 2 * N / warpSize);
  }
#define RUN(K) if (!strcmp(k, #K)) { hipLaunchKernelGGL(K, dim3(B), dim3(T), 0, 0, din, di); show(#K, di, N); }
  RUN(cond_memory)
  RUN(unmasked)
  RUN(in_loop)
  RUN(other_branch)
  RUN(other_branch_op)
  hipDeviceSynchronize();
  return 0;
}
