"""Device code that calls glibc's `__assert_fail` itself (xgboost's span.h does, in device code of a
-DNDEBUG release build) compiles on the cpu target: <assert.h> declares it only without NDEBUG, while
CUDA's and HIP's device headers declare it always. A check that holds lets the program go on; one that
fails reports the condition, file and line and ends the process, as a device assert ends a CUDA
context."""

from __future__ import annotations

from pathlib import Path

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run

SRC = r"""#include <cstdio>
#define CHECK(cond) ((cond) ? static_cast<void>(0) : __assert_fail(#cond, __FILE__, __LINE__, __PRETTY_FUNCTION__))
__global__ void k(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    CHECK(in[i] >= 0);
    out[i] = 2 * in[i];
  }
}
int main(int argc, char** argv) {
  const int n = 64;
  int *in, *out;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&out, n * sizeof(int));
  for (int i = 0; i < n; ++i) in[i] = i;
  if (argc > 1) in[37] = -1;
  k<<<2, 32>>>(in, out, n);
  cudaDeviceSynchronize();
  long s = 0;
  for (int i = 0; i < n; ++i) s += out[i];
  printf("sum %ld\n", s);
  return 0;
}
"""


def _build(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    src = tmp_path / "chk.cu"
    src.write_text(SRC)
    exe = tmp_path / "chk"
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    run([XLATE_NVCC, "-DNDEBUG", src, "-o", exe], env, cwd=tmp_path)
    return exe, env


def test_assert_fail_in_device_code_of_an_ndebug_build(tmp_path: Path) -> None:
    exe, env = _build(tmp_path)
    assert run([exe], env, cwd=tmp_path).stdout.split() == ["sum", str(2 * sum(range(64)))]
    failed = run([exe, "fail"], env, cwd=tmp_path, check=False)
    assert failed.returncode != 0
    assert "in[i] >= 0" in failed.stderr and "chk.cu" in failed.stderr
    assert "sum" not in failed.stdout
