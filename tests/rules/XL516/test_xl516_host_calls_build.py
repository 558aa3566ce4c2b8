"""XL516 end to end: a __host__ __device__ template that calls host functions on a path its device
instantiation never takes (Eigen's shape), built by xlate-nvcc for gfx942 (hip-clang's device pass
rejected the calls before XL516) and for the cpu target, where it runs: the kernel's and the host's results
are checked against a numpy model of the program."""

from __future__ import annotations

import numpy as np

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run
from xlate.toolchain.verify import verify_binary

SRC = r"""#include <cstdio>
#include <string>
#include <vector>
struct Gemm {
  template <class T> static void run(T* p, int n) {
    std::vector<T> w(p, p + n);
    for (int i = 0; i < n; ++i) p[i] += w[n - 1 - i];
  }
};
template <class T> struct Traits {
  static T scale(T x) { std::string s("ab"); return x * T(s.size()); }
  template <class U> U operator()(const U& u) const noexcept { std::string s("abc"); return u - U(s.size()); }
};
template <class T> __host__ __device__ void product(T* p, int n) {
  if (n > 16) { Gemm::run(p, n); p[0] = Traits<T>::scale(p[0]); p[1] = Traits<T>()(p[1]); }
  else for (int i = 0; i < n; ++i) p[i] = p[i] * 2 + 1;
}
__global__ void k(float* p, int n) { product(p + 4 * threadIdx.x, n); }
int main() {
  float* d;
  cudaMallocManaged(&d, 8 * sizeof(float));
  for (int i = 0; i < 8; ++i) d[i] = i;
  k<<<1, 2>>>(d, 4);
  cudaDeviceSynchronize();
  float h[20];
  for (int i = 0; i < 20; ++i) h[i] = i;
  product(h, 20);
  for (int i = 0; i < 8; ++i) printf("%g ", d[i]);
  for (int i = 0; i < 20; ++i) printf("%g ", h[i]);
  printf("\n");
  return 0;
}
"""


def _model() -> np.ndarray:
    d = np.arange(8, dtype=np.float32) * 2 + 1  # the device path, n = 4 per thread
    h = np.arange(20, dtype=np.float32)
    h = h + h[::-1]  # Gemm::run
    h[0] *= 2  # Traits::scale: size of "ab"
    h[1] -= 3  # Traits::operator(): size of "abc"
    return np.concatenate([d, h])


def test_builds_for_gfx942_with_a_device_stub(tmp_path):
    src = tmp_path / "hd.cu"
    src.write_text(SRC)
    exe = tmp_path / "hd"
    proc = run([XLATE_NVCC, src, "-o", exe], nvcc_env(tmp_path / "cache"), cwd=tmp_path)
    assert "[XL516]" in proc.stderr and "`run<float>`" in proc.stderr, proc.stderr
    rep = verify_binary(exe, ["k"])
    assert rep.ok, rep


def test_runs_on_the_cpu_target_with_the_host_bodies(tmp_path):
    src = tmp_path / "hd.cu"
    src.write_text(SRC)
    exe = tmp_path / "hd_cpu"
    run([XLATE_NVCC, src, "-o", exe], nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu"), cwd=tmp_path)
    out = run([exe], nvcc_env(tmp_path / "cache"), cwd=tmp_path).stdout.split()
    np.testing.assert_array_equal(np.array(out, dtype=np.float32), _model())
