"""Python packages whose CUDA code is built by the package's own build, unchanged, with xlate-nvcc as the
CUDA compiler: scikit-build-core (CMake through `pip wheel`, the compiler from `CUDACXX`). The library is
loaded with ctypes and its answer compared with the same arithmetic done here in Python; for gfx942 the
library in the wheel is verified (gfx942 kernels, NEEDED libamdhip64.so.7)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.driver.conftest import PROJECTS, needed_libs, nvcc_env, run
from xlate.toolchain.verify import verify_binary

A, N = 3.0, 1000  # skb_poly_sum(a, n): sum over i < n of a * x_i * x_i + i, x_i = 0.5 * i


def expected_poly_sum(a: float, n: int) -> float:
    return sum(a * (0.5 * i) ** 2 + i for i in range(n))  # exact in float for these sizes


def call_in_python(folder: Path, package: str, a: float, n: int) -> float:
    """`package.poly_sum(a, n)` in a fresh interpreter with `folder` first on sys.path."""
    code = f"import sys; sys.path.insert(0, {str(folder)!r}); import {package}; print(repr({package}.poly_sum({a}, {n})))"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    return float(proc.stdout)


def pip_wheel(project: Path, out: Path, env: dict[str, str]) -> Path:
    """`pip wheel` of `project` with the build backend already installed (tests/requirements.txt), as a
    user builds a package without PyPI access to its build requirements."""
    run([sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "--disable-pip-version-check",
         "-w", out, project], env)
    wheels = sorted(out.glob("*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.fixture(scope="module")
def skbuild_available():
    if importlib.util.find_spec("scikit_build_core") is None:
        pytest.fail("scikit-build-core is not installed: scripts/test.sh installs tests/requirements.txt")


def build_skbuild(tmp_path: Path, xlate_nvcc: Path, env: dict[str, str]) -> Path:
    """The skbdemo wheel built by scikit-build-core with CUDACXX=xlate-nvcc, unpacked: its folder."""
    env = dict(env, CUDACXX=str(xlate_nvcc))
    wheel = pip_wheel(PROJECTS / "python_skbuild", tmp_path / "dist", env)
    unpacked = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        z.extractall(unpacked)
    return unpacked


@pytest.mark.parametrize("warp", ["64", "32"])
def test_skbuild_package_on_cpu(tmp_path, xlate_nvcc, nvcc_cache, skbuild_available, warp):
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu", XLATE_NVCC_WARP_SIZE=warp)
    site = build_skbuild(tmp_path, xlate_nvcc, env)
    got = call_in_python(site, "skbdemo", A, N)
    assert got == pytest.approx(expected_poly_sum(A, N), rel=1e-12)  # the order of the atomic adds varies


def test_skbuild_package_for_gfx942(tmp_path, xlate_nvcc, nvcc_cache, skbuild_available):
    site = build_skbuild(tmp_path, xlate_nvcc, nvcc_env(nvcc_cache))
    lib = next((site / "skbdemo").glob("libskbkernels.so*"))
    rep = verify_binary(lib, ["poly", "total"])
    assert rep.ok, rep
    assert "libamdhip64.so.7" in needed_libs(lib)
