"""CUDA's warp matrix functions (<mma.h>, nvcuda::wmma) through xlate's <xlate/wmma.h> (the translation of
`#include <mma.h>`, XL501): tests/support/wmma/wmma.cu, a CUDA program written against CUDA's API, built by
xlate-nvcc for the cpu target (run at wave 64 and 32) and for gfx942 (verified). The results are checked
against numpy: D = A.B + (A.B + C) / 2 for half tiles (float accumulation: each product of two halves is
exact in float; the tolerance covers the unspecified summation order), exact for int8 and double.
Several warps per block each compute their own tile, and one warp of the block has none (it returns)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run
from xlate.toolchain.verify import verify_binary

PROGRAM = Path(__file__).resolve().parent / "wmma" / "wmma.cu"
HALF_CASES = {"m16n16k16": (16, 16, 16, "row", "col", 3, "row"), "m32n8k16": (32, 8, 16, "col", "row", 2, "col"),
              "m8n32k16": (8, 32, 16, "row", "row", 1, "row")}


@pytest.fixture(scope="module", params=[64, 32])
def cpu_exe(request, tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp(f"wmma{request.param}")
    exe = tmp / "wmma"
    env = nvcc_env(tmp / "cache", XLATE_NVCC_TARGET="cpu", XLATE_NVCC_WARP_SIZE=str(request.param))
    run([XLATE_NVCC, PROGRAM, "-o", exe], env, cwd=tmp)
    return exe


def _run(exe: Path, case: str, numbers: np.ndarray) -> np.ndarray:
    text = " ".join(repr(float(x)) if numbers.dtype.kind == "f" else str(int(x)) for x in numbers.ravel())
    proc = subprocess.run([str(exe), case], input=text, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    return np.array(proc.stdout.split(), dtype=np.float64)


def _tiles(a: np.ndarray, layout: str) -> np.ndarray:
    """Each tile as it lies in memory: row-major, or column-major (the transpose's rows)."""
    return np.stack([t if layout == "row" else t.T for t in a]).ravel()


@pytest.mark.parametrize("case", sorted(HALF_CASES))
def test_half_tiles(cpu_exe, case):
    m, n, k, la, lb, tiles, out = HALF_CASES[case]
    rng = np.random.default_rng(len(case) + m)
    a = rng.uniform(-2, 2, (tiles, m, k)).astype(np.float16)
    b = rng.uniform(-2, 2, (tiles, k, n)).astype(np.float16)
    c = rng.uniform(-4, 4, (tiles, m, n)).astype(np.float32)
    got = _run(cpu_exe, case, np.concatenate([_tiles(a, la), _tiles(b, lb), c.ravel()]).astype(np.float32))
    ab = np.einsum("tik,tkj->tij", a.astype(np.float64), b.astype(np.float64))
    want = ab + (ab + c) * 0.5
    np.testing.assert_allclose(got, _tiles(want, out), rtol=1e-5, atol=1e-4)


def test_int8_tile_is_exact(cpu_exe):
    rng = np.random.default_rng(8)
    a = rng.integers(-128, 128, (16, 16))
    b = rng.integers(-128, 128, (16, 16))
    got = _run(cpu_exe, "int8", np.concatenate([a.ravel(), b.ravel()]))
    np.testing.assert_array_equal(got, (a @ b + 7).ravel())


def test_double_tile_is_exact(cpu_exe):
    rng = np.random.default_rng(4)
    a = rng.integers(-50, 50, (8, 4)).astype(np.float64) / 8  # exact in double, sums too
    b = rng.integers(-50, 50, (4, 8)).astype(np.float64) / 8
    got = _run(cpu_exe, "double", np.concatenate([a.ravel(), b.T.ravel()]))
    np.testing.assert_array_equal(got, (a @ b).T.ravel())  # stored column-major


def test_builds_for_gfx942(tmp_path):
    exe = tmp_path / "wmma"
    run([XLATE_NVCC, PROGRAM, "-o", exe], nvcc_env(tmp_path / "cache"), cwd=tmp_path)
    rep = verify_binary(exe, ["gemm_tile", "int8_tile", "dtile"])
    assert rep.ok, rep
