"""Kernel arguments that the launch must copy the way CUDA does: a type whose copy constructor takes a
non-const reference (`T(T&)`, as faiss's Tensor declares it, next to a move constructor), and a type
that cannot be copied at all but converts to the kernel's parameter (faiss's DeviceTensor, passed as its
base Tensor). CUDA converts each argument to its parameter at launch; the cpu backend stored a launch's
copies in a std::tuple of the arguments' own types, which libstdc++ cannot instantiate for the first and
which cannot hold the second, so neither launch compiled.

The values are the program's own arithmetic (expected() repeats it): k writes 7 + t, kt adds 100, the
typed launch (cudaLaunchKernel's `void** args`) adds 1000; on a second buffer, passed through an Owner
(copy-deleted), scale_add<float, 10> computes x * 2 + 10, plain adds 0.5 (a double argument to a float
parameter), defaults adds its default 7, deduced (a template deduced from a View) adds 1. The caller's
objects must keep their pointer and size (a launch copies, never moves from an lvalue)."""

from __future__ import annotations

from pathlib import Path

import pytest
from cuda_program import run_cuda_source

SRC = r"""
#include <cstdio>
template <typename T>
struct TView {
  T *p;
  int n;
  __host__ __device__ TView(T *p_, int n_) : p(p_), n(n_) {}
  __host__ __device__ TView(TView &t) : p(t.p), n(t.n) {}
  __host__ __device__ TView(TView &&t) : p(t.p), n(t.n) { t.p = nullptr; t.n = 0; }
};
typedef TView<int> View;
__global__ void k(View a, int v) { if ((int)threadIdx.x < a.n) a.p[threadIdx.x] = v + threadIdx.x; }
template <typename X> __global__ void kt(X a) { a.p[threadIdx.x] += 100; }
__global__ void typed(View a) { a.p[threadIdx.x] += 1000; }

// owns a host resource; a move constructor makes it copy-deleted
template <typename T>
struct Owner : TView<T> {
  int *token;
  Owner(T *p, int n) : TView<T>(p, n), token(new int(1)) {}
  Owner(Owner &&o) : TView<T>(static_cast<TView<T> &&>(o)), token(o.token) { o.token = nullptr; }
  ~Owner() { delete token; }
};
template <typename T, int ADD>
__global__ void scale_add(TView<T> v, T scale) { v.p[threadIdx.x] = v.p[threadIdx.x] * scale + ADD; }
__global__ void plain(TView<float> v, float s) { v.p[threadIdx.x] += s; }
__global__ void defaults(TView<float> v, int a = 7) { v.p[threadIdx.x] += a; }
template <typename T> __global__ void deduced(TView<T> v) { v.p[threadIdx.x] += 1; }

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

  float *f;
  cudaMalloc(&f, 4 * sizeof(float));
  float hf[4] = {1, 2, 3, 4};
  cudaMemcpy(f, hf, sizeof hf, cudaMemcpyHostToDevice);
  Owner<float> o(f, 4);
  scale_add<float, 10><<<1, 4>>>(o, 2);
  plain<<<1, 4>>>(o, 0.5);
  defaults<<<1, 4>>>(o);
  TView<float> v(f, 4);
  deduced<<<1, 4>>>(v);
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g %d %d\n", hf[0], hf[1], hf[2], hf[3], o.n, v.n);
  return 0;
}
"""


def expected() -> list[str]:
    first = [str(1000 + 100 + 7 + t) for t in range(4)] + ["4", "1"]
    second = [f"{x * 2 + 10 + 0.5 + 7 + 1:g}" for x in (1.0, 2.0, 3.0, 4.0)] + ["4", "4"]
    return first + second


@pytest.mark.parametrize("warp_size", [64, 32])
def test_launch_copies_arguments_as_cuda_converts_them(tmp_path: Path, warp_size: int):
    proc = run_cuda_source(SRC, tmp_path, "nonconst", warp_size=warp_size)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == expected()
