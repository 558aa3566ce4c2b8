"""XL501 and libcu++: <cuda/std/X> whose standard counterpart works in device code becomes
<xlate/cuda/std/X> (the standard header, with cuda::std naming the standard library and a device
cuda::std::visit), <cuda/functional> gets cuda::proclaim_return_type; the rest of <cuda/...> stays an
error. xgboost's way of using it runs on the cpu backend and builds for gfx942."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from xlate.rewrite.rules.lang import xl501_includes as includes

PROGRAM = Path(__file__).resolve().parent / "fixtures" / "libcudacxx" / "cuda_std.cu"
XLATE = [sys.executable, "-m", "xlate.cli"]


def test_header_mapping():
    assert includes.translate("cuda/std/utility") == ("xlate/cuda/std/utility", None, None)
    assert includes.translate("cuda/functional") == ("xlate/cuda/functional", None, None)
    for name in ("cuda/std/atomic", "cuda/ptx", "cuda/barrier"):
        new, sev, msg = includes.translate(name)
        assert new is None and sev is not None and "no HIP counterpart" in msg
    support = Path(__file__).resolve().parents[2] / "xlate" / "rewrite" / "support" / "include" / "xlate"
    prelude = Path(__file__).resolve().parents[2] / "xlate" / "parse" / "prelude" / "include"
    for name in includes.LIBCUDACXX_STD:  # every mapped header exists for the compiler and the parser
        assert (support / "cuda" / "std" / name).is_file() and (prelude / "cuda" / "std" / name).is_file(), name


def test_translation_is_checked_and_clean():
    proc = subprocess.run([*XLATE, "translate", str(PROGRAM), "--stdout"], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0, proc.stderr
    assert "#include <xlate/cuda/std/variant>" in proc.stdout and "#include <xlate/cuda/functional>" in proc.stdout
    assert ": warning:" not in proc.stderr and "token level" not in proc.stderr.split("xlate: ")[0]


@pytest.mark.parametrize("warp", ["64", "32"])
def test_runs_on_the_cpu_backend(warp: str) -> None:
    proc = subprocess.run([*XLATE, "run", str(PROGRAM), "--warp-size", warp], capture_output=True, text=True,
                          check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr
    # by hand: 3 + 4 + 2; 5 + 6 + max(7, 1); visit(int 4) = 40; visit(float 2.5) = 2 + 1000;
    # distance(out, out + 8); sqrt(81); proclaimed 2 * 21; int is trivially copyable
    assert proc.stdout.split() == ["9", "18", "40", "1002", "8", "9", "42", "1"]


def test_builds_for_gfx942(tmp_path: Path) -> None:
    proc = subprocess.run([*XLATE, "build", str(PROGRAM), "-o", str(tmp_path / "prog")], capture_output=True,
                          text=True, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr + proc.stdout
