"""A host compiler `-std=` (`-Xcompiler -std=c++03`: CMake's legacy FindCUDA forwards CMAKE_CXX_FLAGS that
way, e.g. Eigen's tests) does not set the dialect of a CUDA source: nvcc parses a .cu in its own (its -std,
C++17 by default), which is also what xlate translated and checked. Here one compiler compiles the host and
device code of the translated source, so xlate-nvcc drops the host `-std=` for it (the HIP and cpu backend
headers need C++17) and keeps the other host flags: the program compiles for gfx942 and runs on the cpu
target."""

from __future__ import annotations

from pathlib import Path

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run

SRC = """#include <cstdio>
template <typename T> __global__ void fill(T* p) { if constexpr (sizeof(T) == 4) p[threadIdx.x] = T(threadIdx.x); }
int main() {
  float* d = nullptr;
  cudaMalloc(&d, 4 * sizeof(float));
  fill<<<1, 4>>>(d);
  float h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 4; ++i) bad += h[i] != float(i);
#ifndef HOST_FLAG_SEEN
  bad += 100;
#endif
  printf("%s\\n", bad ? "FAIL" : "PASS");
  return bad;
}
"""


def test_host_std_flag_does_not_set_the_cuda_dialect(tmp_path: Path) -> None:
    src = tmp_path / "fill.cu"
    src.write_text(SRC, encoding="utf-8")
    flags = ["-Xcompiler", "-std=c++03,-DHOST_FLAG_SEEN", "-Xcompiler", "-O2 -std=c++03"]
    env = nvcc_env(tmp_path / "cache")
    run([XLATE_NVCC, "-arch=sm_80", *flags, "-c", src, "-o", tmp_path / "gfx.o"], env=env)
    cpu = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    proc = run([XLATE_NVCC, "-v", *flags, src, "-o", tmp_path / "prog"], env=cpu)
    assert "-std= dropped for the CUDA source" in proc.stderr
    assert run([tmp_path / "prog"], env=cpu).stdout.strip() == "PASS"
