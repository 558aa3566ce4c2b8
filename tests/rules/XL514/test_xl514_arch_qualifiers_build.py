"""XL514 end to end: the Random123 shape (a qualifier macro that is `__device__` only under
`__CUDA_ARCH__`, on functions a kernel calls) translated, then compiled for gfx942 (`xlate build`,
where hip-clang's host pass rejected the kernel's calls before XL514) and run on the cpu target.

The translation itself still reports the front end's XL901 errors: libclang parsed the CUDA source as
written, where clang's host pass does reject the calls (the rule fixes the output, not that parse), so
the translated file is built here; compiling it with xlate-nvcc translates it again, and that parse is
clean of XL514's pattern."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run
from xlate.toolchain.verify import verify_binary

HQ = r"""#include <cuda_runtime.h>
#ifdef __CUDA_ARCH__
#define Q __device__
#else
#define Q
#endif
Q inline int f(int x) { return x + 1; }
struct S { int v; };
Q inline S g(S s) { s.v += 2; return s; }
__global__ void k(int* p) { S s = {1}; p[0] = f(1) + g(s).v; }
int main() {
  int* d; cudaMalloc(&d, 4); k<<<1, 1>>>(d); int h; cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost); return h == 5 ? 0 : 1;
}
"""


def _translated(tmp_path: Path) -> Path:
    src = tmp_path / "hq.cu"
    src.write_text(HQ)
    out = tmp_path / "out"
    proc = run([sys.executable, "-m", "xlate", "translate", src, "-o", f"{out}/"], nvcc_env(tmp_path / "cache"),
               check=False)
    assert "[XL514]" in proc.stderr and "#define Q __host__ __device__\n" in (out / "hq.cu").read_text(), proc.stderr
    return out / "hq.cu"


def test_translated_hq_builds_for_gfx942(tmp_path):
    hip = _translated(tmp_path)
    src = tmp_path / "hq.hip"
    src.write_text(hip.read_text())
    exe = tmp_path / "hq"
    run([sys.executable, "-m", "xlate", "build", src, "-o", exe], nvcc_env(tmp_path / "cache"))
    rep = verify_binary(exe, ["k"])
    assert rep.ok, rep


def test_translated_hq_runs_on_cpu_target(tmp_path):
    hip = _translated(tmp_path)
    exe = tmp_path / "hq_cpu"
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    run([XLATE_NVCC, hip, "-o", exe], env, cwd=hip.parent)
    # f(1) + g({1}).v = 2 + 3 = 5: the program exits 0 only when the kernel computed it
    assert run([exe], nvcc_env(tmp_path / "cache"), cwd=tmp_path, check=False).returncode == 0
