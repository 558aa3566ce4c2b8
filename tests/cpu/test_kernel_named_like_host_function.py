"""A kernel that shares its name with a host function (faiss's IVFAppend.cu: `__global__ void
runUpdateListPointers(...)` and the host `void runUpdateListPointers(...)` that launches it). The cpu
build registers each kernel's execution form, and its address for launches by address, by taking
`&name`; with a host overload beside it that address was ambiguous and the build stopped ("no matching
function for call to 'set_kernel_form'"). The registrations now cast to the kernel's type.

The values are the program's own arithmetic: the kernel adds 3 * i to element i (launched through the
host overload), then the typed launch by address adds 3 * i again."""

from __future__ import annotations

from pathlib import Path

import pytest
from cuda_program import run_cuda_source

SRC = r"""
#include <cstdio>
namespace lib {
__global__ void bump(float *p, int n, float step) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += step * i;
}
void bump(float *p, int n, cudaStream_t stream) { bump<<<(n + 63) / 64, 64, 0, stream>>>(p, n, 3.0f); }
}  // namespace lib
int main() {
  const int n = 100;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemset(d, 0, n * sizeof(float));
  lib::bump(d, n, (cudaStream_t)0);
  int nn = n;
  float step = 3.0f;
  void *args[] = {&d, &nn, &step};
  void (*k)(float *, int, float) = lib::bump;
  cudaLaunchKernel((const void *)k, dim3(2), dim3(64), args, 0, 0);
  float h[n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g %g %g\n", h[1], h[50], h[99]);
  return 0;
}
"""


@pytest.mark.parametrize("warp_size", [64, 32])
def test_kernel_overloaded_with_a_host_function_builds_and_runs(tmp_path: Path, warp_size: int):
    proc = run_cuda_source(SRC, tmp_path, "hostnamed", warp_size=warp_size)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == [f"{2 * 3.0 * i:g}" for i in (1, 50, 99)]
