"""NCCL at build level (xlate/driver/toolkit.py): a project's own FindNCCL, pointed at xlate's toolkit
folder with NCCL_ROOT as lightgbm's and xgboost's are, finds include/nccl.h and lib/libnccl[_static]
there (RCCL under NCCL's names). Where the target has no RCCL (the pinned HIP toolchain does not ship
it; xlate's cpu RCCL is a not-supported header), compiling against nccl.h is an error that says so,
not a broken link."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.driver.conftest import PROJECTS, nvcc_env, run
from xlate.cpu.build import LIBS_INCLUDE
from xlate.toolchain.discover import locate_toolchain

CPU_RCCL = LIBS_INCLUDE / "rccl" / "rccl.h"


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


def cpu_has_rccl() -> bool:
    return "#error" not in CPU_RCCL.read_text()


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


def test_gfx942_nccl_without_rccl_is_a_clear_error(env, tmp_path):
    if gfx_has_rccl():
        pytest.skip("this HIP installation has RCCL: nccl.h is RCCL's header (checked by the folder test)")
    env = dict(env, XLATE_NVCC_TARGET="gfx")
    build = tmp_path / "build"
    configure(env, toolkit_root(env, "gfx"), build)
    proc = run(["make", "-C", build], env, check=False)
    assert proc.returncode != 0
    out = proc.stdout + proc.stderr
    assert "not supported on the gfx target: <nccl.h>" in out and "RCCL is not part of xlate's pinned" in out


def test_cpu_nccl_compiles_against_the_cpu_rccl(env, tmp_path):
    """The cpu target's nccl.h is xlate's cpu RCCL header: today a not-supported #error (no cpu RCCL yet),
    so the build stops there with its message; with a cpu RCCL the program runs its one-rank all-reduce."""
    env = dict(env, XLATE_NVCC_TARGET="cpu")
    build = tmp_path / "build"
    configure(env, toolkit_root(env, "cpu"), build)
    proc = run(["make", "-C", build], env, check=cpu_has_rccl())
    if not cpu_has_rccl():
        assert proc.returncode != 0
        assert "not supported on the cpu target: RCCL" in proc.stdout + proc.stderr
        return
    out = subprocess.run([build / "nccl_app"], capture_output=True, text=True, timeout=300, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.endswith(" sum_ok=1\n") and out.stdout.startswith("version=")
