"""Eigen's `using ::arg;` in device code (EIGEN_USING_STD under __CUDA_ARCH__ and __NVCC__, which the
translation keeps) compiles through xlate-nvcc as nvcc compiles it: the parse's prelude and the compile's
support <complex> both give the device pass a global `arg` (std::arg). Built for gfx942 and for the cpu
target, where the kernel's and the host's results are checked against numpy's angle."""

from __future__ import annotations

import numpy as np

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run
from xlate.toolchain.verify import verify_binary

SRC = r"""#include <complex>
#include <cstdio>
#if defined(__CUDA_ARCH__) && defined(__NVCC__)
#define USING_STD(F) using ::F;
#else
#define USING_STD(F) using std::F;
#endif
template <class T> struct arg_impl {
  __host__ __device__ static T run(const std::complex<T>& x) {
    USING_STD(arg)
    return arg(x);
  }
};
__global__ void k(float* out) { out[threadIdx.x] = arg_impl<float>::run(std::complex<float>(1.f - threadIdx.x, 1.f)); }
int main() {
  float *d, h[3];
  cudaMalloc(&d, sizeof h);
  k<<<1, 3>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%.7g %.7g %.7g %.7g\n", h[0], h[1], h[2], arg_impl<float>::run(std::complex<float>(-1.f, -2.f)));
  return 0;
}
"""


def test_builds_for_gfx942(tmp_path):
    src = tmp_path / "arg.cu"
    src.write_text(SRC)
    run([XLATE_NVCC, src, "-o", tmp_path / "arg"], nvcc_env(tmp_path / "cache"), cwd=tmp_path)
    assert verify_binary(tmp_path / "arg", ["k"]).ok


def test_runs_on_the_cpu_target(tmp_path):
    src = tmp_path / "arg.cu"
    src.write_text(SRC)
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    run([XLATE_NVCC, src, "-o", tmp_path / "arg_cpu"], env, cwd=tmp_path)
    out = np.array(run([tmp_path / "arg_cpu"], env, cwd=tmp_path).stdout.split(), dtype=np.float32)
    z = np.array([1 + 1j, 0 + 1j, -1 + 1j, -1 - 2j], dtype=np.complex64)
    np.testing.assert_allclose(out, np.angle(z), rtol=1e-6)
