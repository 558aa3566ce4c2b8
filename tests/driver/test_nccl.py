"""NCCL at build level (xlate/driver/toolkit.py): a project's own FindNCCL, pointed at xlate's toolkit
folder with NCCL_ROOT as lightgbm's and xgboost's are, finds include/nccl.h and lib/libnccl[_static]
there (RCCL under NCCL's names). For gfx942, where the pinned HIP toolchain ships no RCCL, compiling
against nccl.h is an error that says so, not a broken link. For the cpu target nccl.h is xlate's cpu
RCCL (xlate/cpu/libs/include/rccl/rccl.h): communicators of one rank; the project's program runs every
operation and prints its results, and the expected values are computed here (with one rank NCCL's
result is the rank's own data; a PreMulSum operator multiplies it by its scalar in the element type)."""

from __future__ import annotations

import struct
import subprocess
from pathlib import Path

import numpy as np
import pytest

from tests.driver.conftest import PROJECTS, nvcc_env, run
from xlate.cpu.build import LIBS_INCLUDE
from xlate.toolchain.discover import locate_toolchain

CPU_RCCL = LIBS_INCLUDE / "rccl" / "rccl.h"
# NCCL's result codes (nccl.h)
SUCCESS, INVALID_ARGUMENT, INVALID_USAGE = 0, 4, 5
NCCL_2_27_7 = 2 * 10000 + 27 * 100 + 7  # NCCL_VERSION(2, 27, 7): RCCL of ROCm 7.2


@pytest.fixture(scope="module")
def env(nvcc_cache):
    return nvcc_env(nvcc_cache)


def toolkit_root(env: dict[str, str], target: str) -> Path:
    proc = run(["xlate-nvcc", "--xlate-toolkit-root", "--xlate-target", target], env)
    return Path(proc.stdout.strip())


def read_info(path: Path) -> dict[str, str]:
    return dict(line.split("=", 1) for line in path.read_text().splitlines() if "=" in line)


def configure(env: dict[str, str], root: Path, build: Path, *extra: str) -> dict[str, str]:
    env = dict(env, NCCL_ROOT=str(root))
    run(["cmake", "-S", PROJECTS / "nccl", "-B", build, f"-DCUDAToolkit_ROOT={root}", *extra], env)
    return read_info(build / "nccl.txt")


def gfx_has_rccl() -> bool:
    return (locate_toolchain().hip_include / "rccl" / "rccl.h").is_file()


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_the_toolkit_folder_has_nccl_under_include_lib64_and_lib(env, target):
    root = toolkit_root(env, target)
    assert (root / "include" / "nccl.h").is_file()
    # lib/ ($NCCL_ROOT/lib) holds NCCL only: FindCUDAToolkit must keep finding the CUDA libraries in lib64
    assert sorted(p.name for p in (root / "lib").iterdir()) == ["libnccl.so", "libnccl_static.a"]
    for lib in ("libnccl.so", "libnccl_static.a"):
        script = (root / "lib64" / lib).read_text()
        assert (root / "lib" / lib).read_text() == script
        if target == "cpu":
            assert "libxlate_hipcpu.so" in script
        elif gfx_has_rccl():
            assert "librccl.so" in script.split("INPUT(")[1]
        else:
            assert "not in this HIP installation: librccl.so" in script and "librccl" not in script.split("INPUT(")[1]


@pytest.mark.parametrize("target, shared", [("cpu", "OFF"), ("cpu", "ON"), ("gfx", "OFF")])
def test_project_findnccl_finds_the_toolkit_folder(env, tmp_path, target, shared):
    env = dict(env, XLATE_NVCC_TARGET=target)
    root = toolkit_root(env, target)
    info = configure(env, root, tmp_path / "build", f"-DNCCL_SHARED={shared}")
    assert info["include"] == str(root / "include")
    assert info["library"] == str(root / "lib" / ("libnccl.so" if shared == "ON" else "libnccl_static.a"))


def test_gfx942_nccl_links_rccl_by_its_soname(env, tmp_path):
    """gfx942: nccl.h is RCCL's pinned header and libnccl a link stub with librccl's SONAME
    (xlate.toolchain.link_stubs): the program builds and needs librccl.so.1 and the HIP runtime at run
    time (no AMD GPU here to run it). The HIP runtime's own dependencies are not pinned, hence
    --allow-shlib-undefined."""
    assert gfx_has_rccl()  # the toolchain pins librccl-dev's headers
    env = dict(env, XLATE_NVCC_TARGET="gfx")
    build = tmp_path / "build"
    configure(env, toolkit_root(env, "gfx"), build, "-DCMAKE_EXE_LINKER_FLAGS=-Wl,--allow-shlib-undefined")
    run(["make", "-C", build], env)
    dyn = subprocess.run(["readelf", "-d", str(build / "nccl_app")], capture_output=True, text=True,
                         check=True).stdout
    assert "Shared library: [librccl.so.1]" in dyn and "Shared library: [libamdhip64.so.7]" in dyn
    assert "link-stubs" not in dyn  # the stub's folder is no run path


def lines(out: str) -> dict[str, list[str]]:
    return {w[0]: w[1:] for w in (line.split(" ") for line in out.splitlines()) if w}


def floats(v: list[str]) -> list[float]:
    return [float.fromhex(x) for x in v]


def ints(v: list[str]) -> list[int]:
    return [int(x) for x in v]


def bf16_bits(f32: float) -> int:
    """float32 value -> bfloat16 bits, rounded to nearest even (no NaN here)."""
    (u,) = struct.unpack("<I", struct.pack("<f", f32))
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16) & 0xFFFF


def bf16_value(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits << 16))[0]


@pytest.fixture(scope="module")
def cpu_app(env, tmp_path_factory) -> Path:
    env = dict(env, XLATE_NVCC_TARGET="cpu")
    build = tmp_path_factory.mktemp("nccl-cpu") / "build"
    configure(env, toolkit_root(env, "cpu"), build)
    run(["make", "-C", build], env)
    return build / "nccl_app"


def run_app(app: Path, *args: str) -> subprocess.CompletedProcess:
    out = subprocess.run([app, *args], capture_output=True, text=True, timeout=300, check=False)
    assert out.returncode == 0, out.stdout + out.stderr
    return out


def test_cpu_one_rank_collectives(cpu_app):
    out = run_app(cpu_app)
    r = lines(out.stdout)
    assert "done" in r
    assert ints(r["version"]) == [NCCL_2_27_7, NCCL_2_27_7]
    async_error, count, rank, comm_device, device = ints(r["comm"])
    assert (async_error, count, rank, comm_device) == (SUCCESS, 1, 0, device)
    n = 6
    f = [0.75 * i - 1.5 for i in range(n)]  # exact in float
    a = [7 * i - 20 for i in range(n)]
    d = [1.0 / (i + 3) for i in range(n)]
    u = [250 + i for i in range(n)]
    big = [-(1 << 40) + i for i in range(n)]
    assert floats(r["in_f"]) == f and ints(r["in_a"]) == a and floats(r["in_d"]) == d
    assert ints(r["in_u"]) == u and ints(r["in_l"]) == big
    # one rank: sum, avg, max, min, prod of one contribution is that contribution
    assert floats(r["allreduce_sum"]) == f
    assert ints(r["allreduce_avg_inplace"]) == a
    assert floats(r["reduce_max"]) == d
    assert floats(r["reducescatter_prod"]) == f[:3] + [-7.0] * 3  # recvcount 3 of 6
    assert floats(r["broadcast"]) == d
    assert floats(r["bcast"]) == f
    assert ints(r["allreduce_min_other_stream"]) == a
    assert ints(r["allgather_other_file"]) == a
    assert ints(r["sendrecv_a"]) == a and floats(r["sendrecv_d"]) == d
    # PreMulSum: x * scalar in the element type
    assert floats(r["premulsum_f"]) == [float(np.float32(x) * np.float32(2.5)) for x in f]
    assert ints(r["premulsum_u"]) == [(x * 3) % 256 for x in u]
    assert ints(r["premulsum_l"]) == [x * -3 for x in big]
    h_in = np.array(ints(r["in_h"]), dtype=np.uint16).view(np.float16)
    (h_scalar,) = np.array(ints(r["premulsum_h_scalar"]), dtype=np.uint16).view(np.float16)
    h_want = (h_in.astype(np.float32) * np.float32(h_scalar)).astype(np.float16).view(np.uint16)
    assert ints(r["premulsum_h"]) == [int(x) for x in h_want]
    (b_scalar,) = ints(r["premulsum_b_scalar"])
    b_want = [bf16_bits(float(np.float32(bf16_value(x)) * np.float32(bf16_value(b_scalar)))) for x in ints(r["in_b"])]
    assert ints(r["premulsum_b"]) == b_want


def test_cpu_rccl_errors(cpu_app):
    out = run_app(cpu_app)
    r = lines(out.stdout)
    assert ints(r["err_two_ranks"]) == [INVALID_USAGE]
    text = " ".join(r["err_two_ranks_text"])
    assert text.startswith("not supported: ncclCommInitRank with 2 ranks") and "one rank on the cpu backend" in text
    assert ints(r["err_init_all_two"]) == [INVALID_USAGE]
    assert ints(r["err_send_outside_group"]) == [INVALID_USAGE]
    assert ints(r["err_unmatched_send"]) == [INVALID_USAGE]
    for name in ("err_peer", "err_root", "err_type", "err_op", "err_op_type", "err_premulsum_fp8", "err_destroyed"):
        assert ints(r[name]) == [INVALID_ARGUMENT], name
    assert ints(r["err_group_end"]) == [INVALID_USAGE]
    assert ints(r["err_finalized"]) == [INVALID_USAGE]
    assert "xlate-cpu: RCCL: not supported: ncclCommInitRank with 2 ranks" in out.stderr


def test_cpu_unique_id_of_another_process_is_not_supported(cpu_app, tmp_path):
    id_file = tmp_path / "nccl.id"
    run_app(cpu_app, "id", str(id_file))
    assert id_file.stat().st_size == 128
    out = run_app(cpu_app, "join", str(id_file))
    r = lines(out.stdout)
    assert ints(r["join"]) == [INVALID_USAGE]
    text = " ".join(r["join_error"])
    assert text.startswith("not supported: ncclCommInitRank with a ncclUniqueId of another process")
    assert "one rank on the cpu backend" in text and "not supported" in out.stderr


NCCL_CU = r"""
#include <cstdio>
#include <nccl.h>
__global__ void fill(float *x, int n) { int i = threadIdx.x; if (i < n) x[i] = 0.5f * i; }
int main() {
  ncclComm_t comm;
  int dev = 0;
  if (ncclCommInitAll(&comm, 1, &dev) != ncclSuccess) return 2;
  float *a, *b, h[8];
  cudaMalloc(&a, sizeof h);
  cudaMalloc(&b, sizeof h);
  fill<<<1, 8>>>(a, 8);
  ncclAllReduce(a, b, 8, ncclFloat, ncclSum, comm, 0);
  cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; ++i) printf("%g ", h[i]);
  printf("\n");
  ncclCommDestroy(comm);
  return 0;
}
"""


def test_cuda_source_using_nccl_is_checked_and_runs_one_rank_on_cpu(tmp_path, xlate_nvcc, nvcc_cache):
    """nccl.h is in xlate's CUDA prelude: the translation checks NCCL code semantically (no XL901/XL902
    'missing include nccl.h'), keeps NCCL's names under <rccl/rccl.h>, and the program runs one rank on
    the cpu backend and compiles for gfx942."""
    from tests.driver.conftest import nvcc_env
    from tests.driver.conftest import run as run_env

    src = tmp_path / "allreduce.cu"
    src.write_text(NCCL_CU)
    exe = tmp_path / "allreduce"
    out = run_env([xlate_nvcc, src, "-o", exe], nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu"), cwd=tmp_path)
    assert "XL901" not in out.stderr and "XL902" not in out.stderr, out.stderr
    got = run_env([exe], nvcc_env(nvcc_cache), cwd=tmp_path).stdout.split()
    assert [float(v) for v in got] == [0.5 * i for i in range(8)]  # one rank: the sum is the value
    run_env([xlate_nvcc, "-c", src, "-o", tmp_path / "allreduce.o"], nvcc_env(nvcc_cache), cwd=tmp_path)
