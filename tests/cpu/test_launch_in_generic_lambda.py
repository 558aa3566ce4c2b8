"""A launch whose kernel name uses an enclosing local in a constant expression: ggml's concat.cu launches
`concat_non_cont<T, dim>` inside `[&](auto dim) {...}`, called with `std::integral_constant<int, D>{}`.
nvcc and hip-clang compile it; the cpu backend's launch macro did not (its probe lambda, which only names
the kernel's type, had no capture-default, so `dim` could not be used there). Thread t of the launch with
dimension D writes 10 * D + t, the program's own arithmetic, checked for D = 0 and 1 by two calls."""

from __future__ import annotations

from pathlib import Path

from cuda_program import run_cuda_source

SRC = r"""
#include <cstdio>
#include <type_traits>
template <typename T, int dim>
__global__ void k(T *out) { out[threadIdx.x] = (T)(dim * 10 + threadIdx.x); }

template <typename T>
void run(T *out, int dim, cudaStream_t stream) {
  auto launch = [&](auto dim) { k<T, dim><<<1, 4, 0, stream>>>(out); };
  switch (dim) {
    case 0: launch(std::integral_constant<int, 0>{}); break;
    default: launch(std::integral_constant<int, 1>{}); break;
  }
}
int main() {
  float *d;
  cudaMallocManaged(&d, 8 * sizeof(float));
  run(d, 0, 0);
  run(d + 4, 1, 0);
  cudaDeviceSynchronize();
  for (int i = 0; i < 8; ++i) printf("%g ", d[i]);
  printf("\n");
  return 0;
}
"""


def test_launch_inside_a_generic_lambda_names_the_kernel_with_its_parameter(tmp_path: Path):
    proc = run_cuda_source(SRC, tmp_path, "genlambda")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == [str(10 * d + t) for d in (0, 1) for t in range(4)]
