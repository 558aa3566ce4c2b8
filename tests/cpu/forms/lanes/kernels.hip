// Kernels for tests/cpu/test_lane_form.py: warp operations that every thread of the block reaches
// together run as loops over the lanes of each warp in the block form. Each kernel prints its output;
// the test runs the program as built and with XLATE_CPU_FORM=fibers (the reference) and compares, checks
// the forms, and checks the short ones against numpy oracles.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

#define FULL (warpSize == 64 ? ~0ull : 0xffffffffull)

// inclusive scan per warp with __shfl_up (the benchmark's), the op in a declaration
__global__ void scan_up(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  int v = in[i];
  for (int d = 1; d < warpSize; d <<= 1) {
    int u = __shfl_up(v, d);
    if (lane >= d) v += u;
  }
  out[i] = v;
}

// a warp sum with __shfl_down_sync, the op as a loop's single-statement body; lane 0 stores it
__global__ void sum_down(const int* in, int* out) {
  const unsigned long long full = FULL;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = in[i];
  for (int o = warpSize / 2; o > 0; o >>= 1) x += __shfl_down_sync(full, x, o);
  if (threadIdx.x % warpSize == 0) out[i / warpSize] = x;
}

// source lanes out of range (wrapped by the width), widths 8 and 16, xor butterflies, floats/doubles
__global__ void shuffles(const int* in, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  int v = in[i];
  float f = v * 0.25f;
  double g = v * 1.5;
  int a = __shfl(v, lane + 5);           // wraps modulo the warp size
  int b = __shfl(v, 3, 8);               // lane 3 of each 8-lane segment
  int c = __shfl_up(v, 2, 16);           // below the segment's lane 2: its own value
  int d = __shfl_down(v, 5, 16);
  f = __shfl_xor(f, 1);
  g = __shfl_xor(g, 6, 8);
  out[4 * i] = a + 1000.f * b;
  out[4 * i + 1] = c - 1000.f * d;
  out[4 * i + 2] = f;
  out[4 * i + 3] = float(g);
}

// votes: ballot, any, all, activemask; per-warp results stored by lane 0; `if (op(...))`
__global__ void votes(const int* in, unsigned long long* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  int x = in[i];
  unsigned long long b = __ballot(x > 0);
  int any_big = __any(x > 45);
  int all_small = __all_sync(FULL, x < 49);
  unsigned long long bs = __ballot_sync(FULL, x % 3 == 0);
  int anys = __any_sync(FULL, x == 7);
  unsigned long long act = __activemask();
  int bonus = 0;
  if (__any(x == -50)) bonus = 1;
  if (lane == 0) {
    unsigned long long* o = out + 7 * (i / warpSize);
    o[0] = b;
    o[1] = any_big;
    o[2] = all_small;
    o[3] = bs;
    o[4] = anys;
    o[5] = act;
    o[6] = bonus;
  }
}

// match_any / match_all (with its predicate output in global memory), __syncwarp
__global__ void matches(const int* in, unsigned long long* out, int* preds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = in[i] % 4;
  unsigned long long m = __match_any_sync(FULL, x);
  preds[i] = -1;
  unsigned long long all = __match_all_sync(FULL, x >= -3, preds + i);
  __syncwarp();
  out[3 * i] = m;
  out[3 * i + 1] = all;
  out[3 * i + 2] = preds[i];
}

// the address of a local passed to a warp operation: stays fibers
__global__ void local_pred(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int pred = -1;
  unsigned long long all = __match_all_sync(FULL, in[i] > -100, &pred);
  out[i] = pred + int(all & 1);
}

// a partial last warp: a block of 100 threads (not a multiple of 64 or 32)
__global__ void partial(const int* in, unsigned long long* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = in[i];
  unsigned long long act = __activemask();
  unsigned long long b = __ballot(x > 0);
  int y = __shfl_xor(x, 3, 4);
  int z = __shfl(x, 0);
  out[4 * i] = act;
  out[4 * i + 1] = b;
  out[4 * i + 2] = y + 1000;  // positive: out holds unsigned values
  out[4 * i + 3] = z + 1000;
}

// warp sums, a barrier, then the warp sums of those (every thread takes part): a block reduction
__global__ void warp_block_sum(const int* in, int* out) {
  __shared__ int sums[32];
  int t = threadIdx.x, lane = t % warpSize, warp = t / warpSize;
  int x = in[blockIdx.x * blockDim.x + t];
  for (int o = warpSize / 2; o > 0; o >>= 1) x += __shfl_xor(x, o);
  if (lane == 0) sums[warp] = x;
  __syncthreads();
  int y = t < int(blockDim.x / warpSize) ? sums[t] : 0;
  for (int o = warpSize / 2; o > 0; o >>= 1) y += __shfl_down(y, o);
  if (t == 0) out[blockIdx.x] = y;
}

// warp operations under a lane-dependent branch (the benchmark's): predicated regions
__global__ void divergent(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  const unsigned long long odd = 0xAAAAAAAAAAAAAAAAull & FULL, even = 0x5555555555555555ull & FULL;
  int x = in[i], r;
  if (lane & 1) r = __popcll(__ballot_sync(odd, x > 0));
  else r = -__popcll(__ballot_sync(even, x % 3 == 0));
  out[i] = r;
}

// warp operations inside larger expressions, evaluated first: `a[i] = f(x, op(...)) + y`
__global__ void in_expression(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  out[i] = 2 * __shfl(v, 0) + v;
  v = max(v, __shfl_xor(v, 1)) - threadIdx.x;
  out[i] += v + (__popcll(__ballot(v > 0)) << 8);
}

// a warp operation only under a condition, or beside a memory read: stays fibers
__global__ void conditional_op(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  out[i] = v > 0 ? __popcll(__activemask()) : -1;
}
__global__ void beside_read(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  out[i] = in[i ^ 1] + __shfl(v, 0);
}

// per-lane masks that partition the warp (odd and even lanes), at a block-uniform position
__global__ void split_masks(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  const unsigned long long odd = 0xAAAAAAAAAAAAAAAAull & FULL, even = 0x5555555555555555ull & FULL;
  int x = in[i];
  unsigned long long b = __ballot_sync(lane & 1 ? odd : even, x > 0);
  out[i] = __popcll(b);
}

// regions that are one `if (threadIdx.x < U)` run over the threads that take it (per-region bounds):
// U beyond the block, negative, compared as unsigned, `<=`; 2-D blocks (the bound is per row)
__global__ void bounded(const int* in, int* out, int k) {
  __shared__ int buf[256];
  int t = threadIdx.x;
  unsigned u = threadIdx.x;
  int l = threadIdx.x + blockDim.x * threadIdx.y;
  const unsigned n = blockDim.x * blockDim.y;
  buf[l] = in[blockIdx.x * n + l];
  __syncthreads();
  if (t < k) buf[l] += 1000;
  __syncthreads();
  if (t <= k - 200) buf[l] += 100;
  __syncthreads();
  if (u < k - 300) buf[l] += 10;
  __syncthreads();
  if (threadIdx.x < 5u) buf[l] += 1;
  __syncthreads();
  out[blockIdx.x * n + l] = buf[l];
}

template <class T> static void show(const char* name, const T* d, size_t n) {
  std::vector<T> v(n);
  hipMemcpy(v.data(), d, n * sizeof(T), hipMemcpyDeviceToHost);
  printf("%s", name);
  for (const T& x : v) printf(" %.17g", double(x));
  printf("\n");
}

int main() {
  const int B = 3, T = 128, N = B * T;
  std::vector<int> h(N);
  for (int i = 0; i < N; ++i) h[i] = (i * 37) % 101 - 50;
  int *din, *di;
  float* df;
  unsigned long long* du;
  hipMalloc(&din, N * sizeof(int));
  hipMalloc(&di, 4 * N * sizeof(int));
  hipMalloc(&df, 4 * N * sizeof(float));
  hipMalloc(&du, 7 * N * sizeof(unsigned long long));
  hipMemcpy(din, h.data(), N * sizeof(int), hipMemcpyHostToDevice);
  hipLaunchKernelGGL(scan_up, dim3(B), dim3(T), 0, 0, din, di);
  show("scan_up", di, N);
  hipLaunchKernelGGL(sum_down, dim3(B), dim3(T), 0, 0, din, di);
  show("sum_down", di, N / warpSize);
  hipLaunchKernelGGL(shuffles, dim3(B), dim3(T), 0, 0, din, df);
  show("shuffles", df, 4 * N);
  hipLaunchKernelGGL(votes, dim3(B), dim3(T), 0, 0, din, du);
  show("votes", du, 7 * (N / warpSize));
  hipLaunchKernelGGL(matches, dim3(B), dim3(T), 0, 0, din, du, di);
  show("matches", du, 3 * N);
  hipLaunchKernelGGL(local_pred, dim3(B), dim3(T), 0, 0, din, di);
  show("local_pred", di, N);
  hipLaunchKernelGGL(partial, dim3(2), dim3(100), 0, 0, din, du);
  show("partial", du, 4 * 200);
  hipLaunchKernelGGL(warp_block_sum, dim3(B), dim3(T), 0, 0, din, di);
  show("warp_block_sum", di, B);
  hipLaunchKernelGGL(divergent, dim3(B), dim3(T), 0, 0, din, di);
  show("divergent", di, N);
  hipLaunchKernelGGL(in_expression, dim3(B), dim3(T), 0, 0, din, di);
  show("in_expression", di, N);
  hipLaunchKernelGGL(conditional_op, dim3(B), dim3(T), 0, 0, din, di);
  show("conditional_op", di, N);
  hipLaunchKernelGGL(beside_read, dim3(B), dim3(T), 0, 0, din, di);
  show("beside_read", di, N);
  hipLaunchKernelGGL(split_masks, dim3(B), dim3(T), 0, 0, din, di);
  show("split_masks", di, N);
  for (int k : {150, 400, 300}) {
    hipLaunchKernelGGL(bounded, dim3(2), dim3(128), 0, 0, din, di, k);
    show("bounded", di, 2 * 128);
    hipLaunchKernelGGL(bounded, dim3(1), dim3(16, 8), 0, 0, din, di, k - 140);
    show("bounded2d", di, 128);
  }
  return 0;
}
