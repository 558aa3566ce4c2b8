"""A kernel launch in code that #defines `auto` (BART's misc/types.h: `#define auto __auto_type`, for its
C code, reaches its .cu files too). nvcc and hip-clang lower `<<<>>>` without the word; the cpu backend's
launch macro did not (a generic lambda): its parameters are now a template parameter list. The values are
the program's own arithmetic: thread t of k writes 5 + t, then plain doubles it."""

from __future__ import annotations

from pathlib import Path

from cuda_program import run_cuda_source

SRC = r"""
#include <cstdio>
#define auto __auto_type
template <class T> __global__ void k(T *p, T v) { p[threadIdx.x] = v + threadIdx.x; }
__global__ void plain(int *p) { p[threadIdx.x] *= 2; }
int main() {
  int *p;
  cudaMallocManaged(&p, 4 * sizeof(int));
  k<<<1, 4>>>(p, 5);
  plain<<<1, 4>>>(p);
  cudaDeviceSynchronize();
  printf("%d %d %d %d\n", p[0], p[1], p[2], p[3]);
  return 0;
}
"""


def test_launch_compiles_and_runs_where_auto_is_a_macro(tmp_path: Path):
    proc = run_cuda_source(SRC, tmp_path, "autodef")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == [str(2 * (5 + t)) for t in range(4)]
