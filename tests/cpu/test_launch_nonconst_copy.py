"""Kernel arguments whose copy constructor takes a non-const reference (`T(T&)`, as faiss's Tensor
declares it, next to a move constructor). CUDA copies each argument as a by-value parameter is copied,
from the caller's value; the cpu backend stored a launch's copies in a std::tuple, which libstdc++
cannot instantiate for such a type, so the launch did not compile. The values are the program's own
arithmetic: k writes 7 + t, kt adds 100, the typed launch (cudaLaunchKernel's `void** args`) adds
1000; the caller's object must still hold its pointer and size afterwards (a launch copies, never
moves from an lvalue)."""

from __future__ import annotations

from pathlib import Path

import pytest
from cuda_program import run_cuda_source

SRC = r"""
#include <cstdio>
struct View {
  int *p;
  int n;
  __host__ __device__ View(int *p_, int n_) : p(p_), n(n_) {}
  __host__ __device__ View(View &t) : p(t.p), n(t.n) {}
  __host__ __device__ View(View &&t) : p(t.p), n(t.n) { t.p = nullptr; t.n = 0; }
};
__global__ void k(View a, int v) { if ((int)threadIdx.x < a.n) a.p[threadIdx.x] = v + threadIdx.x; }
template <typename X> __global__ void kt(X a) { a.p[threadIdx.x] += 100; }
__global__ void typed(View a) { a.p[threadIdx.x] += 1000; }
int main() {
  int *d;
  cudaMalloc(&d, 4 * sizeof(int));
  View t(d, 4);
  k<<<1, 4>>>(t, 7);
  kt<<<1, 4>>>(t);
  void *args[] = {&t};
  cudaLaunchKernel((const void *)typed, dim3(1), dim3(4), args, 0, 0);
  int h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], t.n, t.p == d);
  return 0;
}
"""


@pytest.mark.parametrize("warp_size", [64, 32])
def test_launch_copies_an_argument_with_a_non_const_copy_constructor(tmp_path: Path, warp_size: int):
    proc = run_cuda_source(SRC, tmp_path, "nonconst", warp_size=warp_size)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == [str(1000 + 100 + 7 + t) for t in range(4)] + ["4", "1"]
