// Kernels for tests/cpu/test_block_form.py: each prints its output; the test runs the program in the
// block form and with XLATE_CPU_FORM=fibers (the reference) and compares, and checks which kernels
// the analysis put in the block form.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

struct Pair {
  int a;
  float b;
};

// a local (and a struct and an array) live across a barrier
__global__ void live_across(const int* in, int* out) {
  int t = threadIdx.x;
  int v = in[blockIdx.x * blockDim.x + t] * 3;
  Pair p{t, v * 0.5f};
  int arr[3];
  for (int k = 0; k < 3; ++k) arr[k] = v + k;
  __shared__ int s[256];
  s[t] = v;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[blockDim.x - 1 - t] + v + p.a + int(p.b) + arr[2];
}

// a barrier in a uniform loop with a per-thread accumulator (and a counter only the loop changes)
__global__ void uniform_loop(const float* in, float* out, int rounds) {
  __shared__ float buf[128];
  const unsigned n = blockDim.x;
  float acc = 0;
  for (int r = 0; r < rounds; ++r) {
    buf[threadIdx.x] = in[(blockIdx.x * n + threadIdx.x + r) % (n * gridDim.x)];
    __syncthreads();
    acc += buf[(threadIdx.x + r + 1) % n] * (r + 1);
    __syncthreads();
  }
  out[blockIdx.x * n + threadIdx.x] = acc;
}

// the tree reduction over a counter from a const uniform local, a return in the last region
__global__ void tree_while(const int* in, int* out) {
  __shared__ int s[128];
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  unsigned half = blockDim.x / 2;  // not const: per-thread, live across the barriers
  const unsigned start = blockDim.x / 2;
  for (unsigned h = start; h > 0; h /= 2) {
    if (t < h) s[t] += s[t + h];
    __syncthreads();
  }
  if (t != 0) return;
  out[blockIdx.x] = s[0] + int(half) * 0;
}

// barriers in both branches of a uniform if, and in a do loop
__global__ void uniform_branches(const int* in, int* out, int mode) {
  __shared__ int s[128];
  int t = threadIdx.x;
  int v = in[blockIdx.x * blockDim.x + t];
  if (mode > 1 && blockIdx.x % 2 == 0) {
    s[t] = v * 2;
    __syncthreads();
    v += s[blockDim.x - 1 - t];
  } else {
    s[t] = v + 1;
    __syncthreads();
    v -= s[(t + 3) % blockDim.x];
  }
  do {
    __syncthreads();
    s[t] = v;
    __syncthreads();
    v += s[t ^ 1];
  } while (0);
  out[blockIdx.x * blockDim.x + t] = v;
}

// a preprocessor conditional and a #pragma unroll inside regions
__global__ void directives(int* out) {
  __shared__ int s[128];
  int v = threadIdx.x;
#ifdef XLATE_TEST_UNDEFINED
  v = -1;
#endif
#pragma unroll
  for (int k = 0; k < 4; ++k) v += k;
  s[threadIdx.x] = v;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}

// a preprocessor conditional around a barrier: keeps the fiber form
__global__ void conditional_barrier(int* out) {
  __shared__ int s[128];
  s[threadIdx.x] = threadIdx.x;
#ifndef XLATE_TEST_UNDEFINED
  __syncthreads();
#endif
  out[threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}

// an early return before the first barrier: keeps the fiber form
__global__ void early_return(const int* in, int* out) {
  __shared__ int s[128];
  int t = threadIdx.x;
  if (t >= 100) return;
  s[t] = in[t];
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[99 - t];
}

// a loop bound that depends on threadIdx: keeps the fiber form
__global__ void thread_bound(int* out) {
  __shared__ int s[128];
  int acc = 0;
  for (int k = 0; k < int(threadIdx.x % 3) + 1; ++k) {
    s[threadIdx.x] = k;
    __syncthreads();
    acc += s[(threadIdx.x + 1) % blockDim.x];
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// a shadowed name: the inner x is another variable than the outer one
__global__ void shadowed(int* out) {
  __shared__ int s[128], r[128];
  int x = threadIdx.x * 2;
  s[threadIdx.x] = x;
  __syncthreads();
  {
    int x = s[(threadIdx.x + 1) % blockDim.x];
    r[threadIdx.x] = s[threadIdx.x] + x;
    __syncthreads();
  }
  for (int x = 0; x < 2; ++x) {
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = r[threadIdx.x] * 1000 + x;
}

// 2-D and 3-D blocks: a transpose through shared memory, a 3-D rotation
__global__ void transpose2d(const int* in, int* out, int w) {
  __shared__ int tile[16][17];
  int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  x = blockIdx.y * 16 + threadIdx.x;
  y = blockIdx.x * 16 + threadIdx.y;
  out[y * w + x] = tile[threadIdx.x][threadIdx.y];
}
__global__ void rotate3d(int* out) {
  __shared__ int cube[4][4][4];
  int v = threadIdx.x + 10 * threadIdx.y + 100 * threadIdx.z + 1000 * blockIdx.x;
  cube[threadIdx.z][threadIdx.y][threadIdx.x] = v;
  __syncthreads();
  int id = threadIdx.x + 4 * (threadIdx.y + 4 * threadIdx.z);
  out[blockIdx.x * 64 + id] = cube[threadIdx.x][threadIdx.z][threadIdx.y] - v;
}

// a break out of the loop that holds the barrier: keeps the fiber form
__global__ void break_out(int* out, int n) {
  __shared__ int s[128];
  int acc = 0;
  for (int k = 0; k < 8; ++k) {
    if (k == n) break;
    s[threadIdx.x] = k;
    __syncthreads();
    acc += s[blockDim.x - 1 - threadIdx.x];
  }
  out[threadIdx.x] = acc;
}

template <class T>
static void show(const char* name, const std::vector<T>& v) {
  printf("%s", name);
  for (const T& x : v) printf(" %g", double(x));
  printf("\n");
}

int main() {
  const int B = 4, T = 128;
  std::vector<int> hin(B * T);
  std::vector<float> fin(B * T);
  for (int i = 0; i < B * T; ++i) {
    hin[i] = (i * 37) % 101 - 50;
    fin[i] = 0.25f * ((i * 13) % 29);
  }
  int *din, *dout;
  float *dfin, *dfout;
  hipMalloc(&din, B * T * sizeof(int));
  hipMalloc(&dout, 64 * 64 * sizeof(int));
  hipMalloc(&dfin, B * T * sizeof(float));
  hipMalloc(&dfout, B * T * sizeof(float));
  hipMemcpy(din, hin.data(), B * T * sizeof(int), hipMemcpyHostToDevice);
  hipMemcpy(dfin, fin.data(), B * T * sizeof(float), hipMemcpyHostToDevice);
  std::vector<int> out(B * T);
  std::vector<float> fout(B * T);
  auto get = [&](const char* name, int n) {
    out.assign(n, 0);
    hipDeviceSynchronize();
    hipMemcpy(out.data(), dout, n * sizeof(int), hipMemcpyDeviceToHost);
    show(name, out);
    hipMemset(dout, 0, 64 * 64 * sizeof(int));
  };
  hipLaunchKernelGGL(live_across, dim3(B), dim3(T), 0, 0, din, dout);
  get("live_across", B * T);
  hipLaunchKernelGGL(uniform_loop, dim3(B), dim3(T), 0, 0, dfin, dfout, 5);
  hipDeviceSynchronize();
  hipMemcpy(fout.data(), dfout, B * T * sizeof(float), hipMemcpyDeviceToHost);
  show("uniform_loop", fout);
  hipLaunchKernelGGL(tree_while, dim3(B), dim3(T), 0, 0, din, dout);
  get("tree_while", B);
  hipLaunchKernelGGL(uniform_branches, dim3(B), dim3(T), 0, 0, din, dout, 2);
  get("uniform_branches", B * T);
  hipLaunchKernelGGL(directives, dim3(B), dim3(T), 0, 0, dout);
  get("directives", B * T);
  hipLaunchKernelGGL(conditional_barrier, dim3(1), dim3(T), 0, 0, dout);
  get("conditional_barrier", T);
  hipLaunchKernelGGL(early_return, dim3(B), dim3(T), 0, 0, din, dout);
  get("early_return", B * T);
  hipLaunchKernelGGL(thread_bound, dim3(B), dim3(T), 0, 0, dout);
  get("thread_bound", B * T);
  hipLaunchKernelGGL(shadowed, dim3(B), dim3(T), 0, 0, dout);
  get("shadowed", B * T);
  std::vector<int> sq(64 * 64);
  for (int i = 0; i < 64 * 64; ++i) sq[i] = i;
  int* dsq;
  hipMalloc(&dsq, sq.size() * sizeof(int));
  hipMemcpy(dsq, sq.data(), sq.size() * sizeof(int), hipMemcpyHostToDevice);
  hipLaunchKernelGGL(transpose2d, dim3(4, 4), dim3(16, 16), 0, 0, dsq, dout, 64);
  get("transpose2d", 64 * 64);
  hipLaunchKernelGGL(rotate3d, dim3(3), dim3(4, 4, 4), 0, 0, dout);
  get("rotate3d", 3 * 64);
  hipLaunchKernelGGL(break_out, dim3(1), dim3(T), 0, 0, dout, 5);
  get("break_out", T);
  return 0;
}
