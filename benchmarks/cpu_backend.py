"""CPU backend figures: barrier throughput (1024-thread block), shuffle throughput, and a small
matmul against the same loop in plain C++, all measured in one run and printed (never asserted).

    .venv/bin/python benchmarks/cpu_backend.py [--warp-size 64|32]

Each rate is printed per second of wall time and per second of process CPU time (all threads); the
CPU-time figures are the steadier ones on a shared machine. The matmul ratio compares the backend's
kernel with the same loop in plain C++ on one thread (wall and CPU time).
"""

from __future__ import annotations

import argparse
import subprocess
import tempfile
from pathlib import Path

PROGRAM = r"""
#include <hip/hip_runtime.h>
#include <chrono>
#include <vector>

__global__ void barriers(int rounds, int* sink) {
  int acc = 0;
  for (int r = 0; r < rounds; ++r) { acc += r; __syncthreads(); }
  if (threadIdx.x == 0) sink[blockIdx.x] = acc;
}

__global__ void shuffles(int rounds, int* sink) {
  int v = threadIdx.x;
  for (int r = 0; r < rounds; ++r) v += __shfl_xor(v, 1);
  sink[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

constexpr int N = 128, TILE = 16;
__global__ void matmul(const float* a, const float* b, float* c) {
  __shared__ float ta[TILE][TILE], tb[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float s = 0;
  for (int k0 = 0; k0 < N; k0 += TILE) {
    ta[threadIdx.y][threadIdx.x] = a[row * N + k0 + threadIdx.x];
    tb[threadIdx.y][threadIdx.x] = b[(k0 + threadIdx.y) * N + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) s += ta[threadIdx.y][k] * tb[k][threadIdx.x];
    __syncthreads();
  }
  c[row * N + col] = s;
}

static double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
// CPU time of the whole process (all threads): steadier than wall time on a shared machine.
static double cpu() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main() {
  int* sink;
  hipMalloc(&sink, 1 << 20);
  hipLaunchKernelGGL(barriers, dim3(1), dim3(1024), 0, 0, 2, sink);  // warm-up: stacks, workers
  hipDeviceSynchronize();
  const int rounds = 200;
  double t0 = now(), c0 = cpu();
  hipLaunchKernelGGL(barriers, dim3(1), dim3(1024), 0, 0, rounds, sink);
  hipDeviceSynchronize();
  double t1 = now(), c1 = cpu();
  printf("barrier_per_s_1024_threads %.1f\nbarrier_per_cpu_s_1024_threads %.1f\n", rounds / (t1 - t0),
         rounds / (c1 - c0));

  const int srounds = 200, blocks = 8;
  t0 = now();
  c0 = cpu();
  hipLaunchKernelGGL(shuffles, dim3(blocks), dim3(256), 0, 0, srounds, sink);
  hipDeviceSynchronize();
  t1 = now();
  c1 = cpu();
  printf("shuffle_lane_ops_per_s %.1f\nshuffle_lane_ops_per_cpu_s %.1f\n",
         double(srounds) * blocks * 256 / (t1 - t0), double(srounds) * blocks * 256 / (c1 - c0));

  std::vector<float> ha(N * N), hb(N * N), hc(N * N), ref(N * N);
  for (int i = 0; i < N * N; ++i) { ha[i] = (i % 7) * 0.5f; hb[i] = (i % 5) * 0.25f; }
  float *a, *b, *c;
  hipMalloc(&a, N * N * 4); hipMalloc(&b, N * N * 4); hipMalloc(&c, N * N * 4);
  hipMemcpy(a, ha.data(), N * N * 4, hipMemcpyHostToDevice);
  hipMemcpy(b, hb.data(), N * N * 4, hipMemcpyHostToDevice);
  t0 = now();
  c0 = cpu();
  hipLaunchKernelGGL(matmul, dim3(N / TILE, N / TILE), dim3(TILE, TILE), 0, 0, a, b, c);
  hipDeviceSynchronize();
  t1 = now();
  c1 = cpu();
  hipMemcpy(hc.data(), c, N * N * 4, hipMemcpyDeviceToHost);
  double t2 = now(), c2 = cpu();
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      float s = 0;
      for (int k = 0; k < N; ++k) s += ha[i * N + k] * hb[k * N + j];
      ref[i * N + j] = s;
    }
  double t3 = now(), c3 = cpu();
  double err = 0;
  for (int i = 0; i < N * N; ++i) err = std::max(err, (double)std::fabs(hc[i] - ref[i]));
  printf("matmul_%d_backend_s %.6f\nmatmul_%d_plain_cpp_s %.6f\nmatmul_ratio %.1f\n"
         "matmul_cpu_ratio %.1f\nmatmul_max_err %.3g\n",
         N, t1 - t0, N, t3 - t2, (t1 - t0) / (t3 - t2), (c1 - c0) / (c3 - c2), err);
  return 0;
}
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--warp-size", type=int, choices=(64, 32), default=64)
    opts = ap.parse_args()
    from xlate.cpu.build import ProgramBuild, build_program

    with tempfile.TemporaryDirectory(prefix="xlate-bench-") as tmp:
        src = Path(tmp) / "bench.hip"
        src.write_text(PROGRAM)
        exe = build_program(ProgramBuild([src], Path(tmp) / "bench", warp_size=opts.warp_size))
        proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=600, check=False)
        if proc.returncode != 0:
            raise SystemExit(f"benchmark program failed (exit {proc.returncode}): {exe}\n{proc.stderr}")
        print(f"warp_size {opts.warp_size}")
        print(proc.stdout, end="")


if __name__ == "__main__":
    main()
