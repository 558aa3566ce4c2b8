"""CPU backend figures (issue 22), all measured in one run and printed (never asserted):

* eight kernels run by the CPU backend against the same computation written as an OpenMP C++ loop in
  the same source (so compiled by the same compiler with the same flags: -O2, -fopenmp): vector add (and
  the same as a template kernel whose operation is a function-pointer template parameter),
  2-D 5-point stencil, tiled matmul with shared memory and barriers, block reduction in shared memory,
  warp-shuffle inclusive scan, histogram with atomics, and a kernel with divergent warp operations
  (odd and even lanes take different branches, each with its own __ballot_sync mask). Per kernel:
  backend and OpenMP times (best of several runs, wall and process CPU time), their ratios, the
  form the backend ran it in (``loop``: every block ran its threads one after another on one stack;
  ``block``: the kernel's body was split at its barriers and warp operations into loops over the
  block's threads (warp operations: loops over each warp's lanes), one call per block; ``block-span``: the
  block form of a one-region kernel whose calls each run a span of consecutive blocks of a grid row, row of
  threads by row of threads (xlate/pipeline/cpu_spans.py); ``fibers(N)``: threads waited and a block needed up to N stacks), and a check of
  the results;
* barriers per second for a 1024-thread block;
* peak resident memory of the process after 1,000 blocks of 1024 threads with 48 KiB of shared
  memory (goal: at most 1 GiB).

    .venv/bin/python benchmarks/cpu_backend.py [--warp-size 64|32] [--repeat N]

OpenMP uses as many threads as the backend has workers (XLATE_CPU_WORKERS, default: hardware
threads), with passive waiting (OMP_WAIT_POLICY=passive, KMP_BLOCKTIME=0), so that its idle threads
do not spin on the cores the backend's workers use next. On a shared machine wall-time ratios move with the load; the CPU-time ratios are steadier.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
from pathlib import Path

PROGRAM = r"""
#include <hip/hip_runtime.h>
#include <omp.h>
#include <sys/resource.h>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <vector>

static int REPEAT = 3;
static double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
static double cpu() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}
struct T { double wall, cpu; };
// best of REPEAT runs (after one warm-up run)
static T best(const std::function<void()>& f) {
  f();
  T b{1e30, 1e30};
  for (int r = 0; r < REPEAT; ++r) {
    double t0 = now(), c0 = cpu();
    f();
    double t1 = now(), c1 = cpu();
    b.wall = std::min(b.wall, t1 - t0);
    b.cpu = std::min(b.cpu, c1 - c0);
  }
  return b;
}
static void report(const char* name, T k, unsigned runners, T o, bool ok) {
  char form[32];
  const int f = xlate_cpu_last_launch_form();
  if (f == 1) snprintf(form, sizeof form, "loop");
  else if (f == 2) snprintf(form, sizeof form, "block");
  else if (f == 3) snprintf(form, sizeof form, "block-span");
  else snprintf(form, sizeof form, "fibers(%u)", runners);
  printf("%-16s backend %9.4f s  openmp %9.4f s  ratio %6.2f  cpu-ratio %6.2f  form %-12s %s\n", name,
         k.wall, o.wall, k.wall / o.wall, k.cpu / o.cpu, form, ok ? "ok" : "MISMATCH");
}
template <class F> static T launch(F f) {
  return best([&] { f(); hipDeviceSynchronize(); });
}

// ---------------------------------------------------------------- kernels
__global__ void vadd(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}
// the same through a function-pointer template parameter: the source analysis leaves template kernels to
// the compiled code's (xlate/cpu/plugin/kernel_forms.cpp), which gives each instantiation that never waits
// the loop form
__device__ float add_op(float x, float y) { return x + y; }
template <float (*op)(float, float)>
__global__ void vadd_t(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = op(a[i], b[i]);
}
__global__ void stencil(const float* in, float* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
    out[y * w + x] = 0.2f * (in[y * w + x] + in[y * w + x - 1] + in[y * w + x + 1] + in[(y - 1) * w + x] +
                             in[(y + 1) * w + x]);
}
constexpr int TILE = 16;
__global__ void matmul(const float* a, const float* b, float* c, int n) {
  __shared__ float ta[TILE][TILE], tb[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float s = 0;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    ta[threadIdx.y][threadIdx.x] = a[row * n + k0 + threadIdx.x];
    tb[threadIdx.y][threadIdx.x] = b[(k0 + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) s += ta[threadIdx.y][k] * tb[k][threadIdx.x];
    __syncthreads();
  }
  c[row * n + col] = s;
}
__global__ void reduce(const float* in, float* out) {
  __shared__ float buf[256];
  int t = threadIdx.x;
  buf[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = buf[0];
}
__global__ void wscan(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  int v = in[i];
  for (int d = 1; d < warpSize; d <<= 1) {
    int u = __shfl_up(v, d);
    if (lane >= d) v += u;
  }
  out[i] = v;
}
__global__ void histo(const unsigned* in, unsigned* bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[in[i] & 255], 1u);
}
// odd and even lanes in different branches, each with a ballot over its own lanes
__global__ void divergent(const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
  const unsigned long long odd = 0xAAAAAAAAAAAAAAAAull, even = 0x5555555555555555ull;
  int x = in[i], r;
  if (lane & 1) r = __popcll(__ballot_sync(odd, x > 0));
  else r = -__popcll(__ballot_sync(even, x % 3 == 0));
  out[i] = r;
}
__global__ void big_block(float* out) {
  __shared__ float buf[12288];  // 48 KiB
  int t = threadIdx.x;
  for (int k = t; k < 12288; k += blockDim.x) buf[k] = float(k + blockIdx.x);
  __syncthreads();
  if (t == 0) out[blockIdx.x] = buf[12287] + buf[t];
}

template <class V> static V* dev(const std::vector<V>& h) {
  V* p;
  hipMalloc(&p, h.size() * sizeof(V));
  hipMemcpy(p, h.data(), h.size() * sizeof(V), hipMemcpyHostToDevice);
  return p;
}
template <class V> static std::vector<V> host(const V* p, size_t n) {
  std::vector<V> h(n);
  hipMemcpy(h.data(), p, n * sizeof(V), hipMemcpyDeviceToHost);
  return h;
}
template <class V> static bool close(const std::vector<V>& a, const std::vector<V>& b, double tol) {
  for (size_t i = 0; i < a.size(); ++i)
    if (std::fabs(double(a[i]) - double(b[i])) > tol * (1 + std::fabs(double(b[i])))) return false;
  return a.size() == b.size();
}

int main(int argc, char** argv) {
  if (argc > 1) REPEAT = atoi(argv[1]);
  int dev_id = 0;
  hipDeviceProp_t prop;
  hipGetDeviceProperties(&prop, dev_id);
  const int W = prop.warpSize;
  omp_set_num_threads(prop.multiProcessorCount);
  printf("warp_size %d workers %d openmp_threads %d repeat %d\n", W, prop.multiProcessorCount,
         prop.multiProcessorCount, REPEAT);

  {  // vector add
    const int n = 1 << 22;
    std::vector<float> a(n), b(n), c(n);
    for (int i = 0; i < n; ++i) { a[i] = i * 0.5f; b[i] = 1.0f - i; }
    float *da = dev(a), *db = dev(b), *dc = dev(c);
    T k = launch([&] { hipLaunchKernelGGL(vadd, dim3(n / 256), dim3(256), 0, 0, da, db, dc, n); });
    unsigned r = xlate_cpu_last_launch_max_runners();
    T o = best([&] {
#pragma omp parallel for
      for (int i = 0; i < n; ++i) c[i] = a[i] + b[i];
    });
    report("vector_add", k, r, o, close(host(dc, n), c, 0));
    T kt = launch([&] { hipLaunchKernelGGL(vadd_t<add_op>, dim3(n / 256), dim3(256), 0, 0, da, db, dc, n); });
    r = xlate_cpu_last_launch_max_runners();
    report("vector_add_tmpl", kt, r, o, close(host(dc, n), c, 0));
  }
  {  // 2-D stencil
    const int w = 2048, h = 2048;
    std::vector<float> in(w * h), out(w * h, 0.f);
    for (int i = 0; i < w * h; ++i) in[i] = float(i % 97);
    float *din = dev(in), *dout = dev(out);
    T k = launch([&] { hipLaunchKernelGGL(stencil, dim3(w / 16, h / 16), dim3(16, 16), 0, 0, din, dout, w, h); });
    unsigned r = xlate_cpu_last_launch_max_runners();
    T o = best([&] {
#pragma omp parallel for
      for (int y = 1; y < h - 1; ++y)
        for (int x = 1; x < w - 1; ++x)
          out[y * w + x] = 0.2f * (in[y * w + x] + in[y * w + x - 1] + in[y * w + x + 1] +
                                   in[(y - 1) * w + x] + in[(y + 1) * w + x]);
    });
    report("stencil_2d", k, r, o, close(host(dout, w * h), out, 1e-6));
  }
  {  // tiled matmul
    const int n = 256;
    std::vector<float> a(n * n), b(n * n), c(n * n);
    for (int i = 0; i < n * n; ++i) { a[i] = (i % 7) * 0.5f; b[i] = (i % 5) * 0.25f; }
    float *da = dev(a), *db = dev(b), *dc = dev(c);
    T k = launch([&] { hipLaunchKernelGGL(matmul, dim3(n / TILE, n / TILE), dim3(TILE, TILE), 0, 0, da, db, dc, n); });
    unsigned r = xlate_cpu_last_launch_max_runners();
    T o = best([&] {
#pragma omp parallel for
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
          float s = 0;
          for (int q = 0; q < n; ++q) s += a[i * n + q] * b[q * n + j];
          c[i * n + j] = s;
        }
    });
    report("matmul_tiled", k, r, o, close(host(dc, n * n), c, 1e-5));
  }
  {  // block reduction
    const int blocks = 1 << 12, n = blocks * 256;
    std::vector<float> in(n), out(blocks);
    for (int i = 0; i < n; ++i) in[i] = float(i % 13);
    float *din = dev(in), *dout = dev(out);
    T k = launch([&] { hipLaunchKernelGGL(reduce, dim3(blocks), dim3(256), 0, 0, din, dout); });
    unsigned r = xlate_cpu_last_launch_max_runners();
    T o = best([&] {
#pragma omp parallel for
      for (int bl = 0; bl < blocks; ++bl) {
        float s = 0;
        for (int t = 0; t < 256; ++t) s += in[bl * 256 + t];
        out[bl] = s;
      }
    });
    report("block_reduce", k, r, o, close(host(dout, blocks), out, 1e-6));
  }
  {  // warp-shuffle scan
    const int n = 1 << 20;
    std::vector<int> in(n), out(n);
    for (int i = 0; i < n; ++i) in[i] = i % 11 - 5;
    int *din = dev(in), *dout = dev(out);
    T k = launch([&] { hipLaunchKernelGGL(wscan, dim3(n / 256), dim3(256), 0, 0, din, dout); });
    unsigned r = xlate_cpu_last_launch_max_runners();
    T o = best([&] {
#pragma omp parallel for
      for (int s0 = 0; s0 < n; s0 += W) {
        int acc = 0;
        for (int l = 0; l < W; ++l) out[s0 + l] = acc += in[s0 + l];
      }
    });
    report("warp_scan", k, r, o, host(dout, n) == out);
  }
  {  // histogram with atomics
    const int n = 1 << 22;
    std::vector<unsigned> in(n), bins(256);
    for (int i = 0; i < n; ++i) in[i] = unsigned(i) * 2654435761u >> 7;
    unsigned *din = dev(in), *dbins = dev(bins);
    T k = launch([&] {
      hipMemset(dbins, 0, 256 * sizeof(unsigned));
      hipLaunchKernelGGL(histo, dim3(n / 256), dim3(256), 0, 0, din, dbins, n);
    });
    unsigned r = xlate_cpu_last_launch_max_runners();
    T o = best([&] {
      std::fill(bins.begin(), bins.end(), 0u);
#pragma omp parallel for
      for (int i = 0; i < n; ++i) {
#pragma omp atomic
        bins[in[i] & 255]++;
      }
    });
    report("histogram_atomic", k, r, o, host(dbins, 256) == bins);
  }
  {  // divergent warp operations
    const int n = 1 << 20;
    std::vector<int> in(n), out(n);
    for (int i = 0; i < n; ++i) in[i] = (i * 7919) % 23 - 11;
    int *din = dev(in), *dout = dev(out);
    T k = launch([&] { hipLaunchKernelGGL(divergent, dim3(n / 256), dim3(256), 0, 0, din, dout); });
    unsigned r = xlate_cpu_last_launch_max_runners();
    T o = best([&] {
#pragma omp parallel for
      for (int s0 = 0; s0 < n; s0 += W) {
        int odd = 0, even = 0;
        for (int l = 0; l < W; ++l) {
          int x = in[s0 + l];
          if (l & 1) odd += x > 0;
          else even += x % 3 == 0;
        }
        for (int l = 0; l < W; ++l) out[s0 + l] = (l & 1) ? odd : -even;
      }
    });
    report("divergent_warp", k, r, o, host(dout, n) == out);
  }
  {  // peak memory: 1,000 blocks of 1024 threads with 48 KiB of shared memory
    float* out;
    hipMalloc(&out, 1000 * sizeof(float));
    double t0 = now();
    hipLaunchKernelGGL(big_block, dim3(1000), dim3(1024), 0, 0, out);
    hipDeviceSynchronize();
    double t1 = now();
    unsigned r = xlate_cpu_last_launch_max_runners();
    std::vector<float> h = host(out, 1000);
    bool ok = true;
    for (int b = 0; b < 1000; ++b) ok = ok && h[b] == float(12287 + b) + float(b);
    rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    const int f = xlate_cpu_last_launch_form();
    printf("big_blocks_1000x1024_48KiB %.3f s form %s(%u) %s peak_rss_MiB %.1f (goal <= 1024)\n", t1 - t0,
           f == 3 ? "block-span" : f == 2 ? "block" : f == 1 ? "loop" : "fibers", r, ok ? "ok" : "MISMATCH", ru.ru_maxrss / 1024.0);
  }
  return 0;
}
"""

BARRIERS = r"""
#include <hip/hip_runtime.h>
#include <chrono>
__global__ void barriers(int rounds, int* sink) {
  int acc = 0;
  for (int r = 0; r < rounds; ++r) { acc += r; __syncthreads(); }
  if (threadIdx.x == 0) sink[blockIdx.x] = acc;
}
static double cpu() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}
int main() {
  int* sink;
  hipMalloc(&sink, 4096);
  hipLaunchKernelGGL(barriers, dim3(1), dim3(1024), 0, 0, 2, sink);
  hipDeviceSynchronize();
  const int rounds = 200;
  auto t0 = std::chrono::steady_clock::now();
  double c0 = cpu();
  hipLaunchKernelGGL(barriers, dim3(1), dim3(1024), 0, 0, rounds, sink);
  hipDeviceSynchronize();
  double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  printf("barriers_per_s_1024_threads %.0f  per_cpu_s %.0f\n", rounds / wall, rounds / (cpu() - c0));
  return 0;
}
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--warp-size", type=int, choices=(64, 32), default=64)
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per kernel (best is kept)")
    opts = ap.parse_args()
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    with tempfile.TemporaryDirectory(prefix="xlate-bench-") as tmp:
        for name, text, args in (("kernels", PROGRAM, [str(opts.repeat)]), ("barriers", BARRIERS, [])):
            src = Path(tmp) / f"{name}.hip"
            src.write_text(text)
            exe = build_program(ProgramBuild([src], Path(tmp) / name, warp_size=opts.warp_size))
            # OpenMP threads must not spin after their loops (libomp's default for 200 ms): they would
            # take the cores from the backend's workers in the next measurement
            env = dict(os.environ, OMP_WAIT_POLICY="passive", KMP_BLOCKTIME="0")
            proc = subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=600, check=False,
                                  env=env)
            if proc.returncode != 0:
                raise SystemExit(f"benchmark program failed (exit {proc.returncode}): {exe}\n{proc.stderr}")
            print(proc.stdout, end="")


if __name__ == "__main__":
    main()
