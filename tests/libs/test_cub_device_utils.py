"""CUB's device utilities that hipCUB 7.2 lacks (CurrentDevice, DeviceCount, SyncStream) come from
xlate's <xlate/hipcub.hpp>, which XL501 gives every <cub/*.cuh>; the prelude declares every public
CUB header name, so such code is parsed and checked. Run on the cpu backend, built for gfx942."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PROGRAM = Path(__file__).resolve().parent / "programs_extra" / "cub_device_utils.cu"
XLATE = [sys.executable, "-m", "xlate.cli"]


def test_translation_is_checked():
    proc = subprocess.run([*XLATE, "translate", str(PROGRAM), "--stdout"], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0, proc.stderr
    assert "#include <xlate/hipcub.hpp>" in proc.stdout
    assert "hipcub::CurrentDevice()" in proc.stdout and "hipcub::SyncStream(s)" in proc.stdout
    assert ": warning:" not in proc.stderr and ": error:" not in proc.stderr


@pytest.mark.parametrize("warp", ["64", "32"])
def test_runs_on_the_cpu_backend(warp: str) -> None:
    proc = subprocess.run([*XLATE, "run", str(PROGRAM), "--warp-size", warp], capture_output=True, text=True,
                          check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr
    # device 0 was set; the count covers it; SyncStream returns success (0); the kernel wrote 31 at [31]
    assert proc.stdout.split() == ["0", "1", "0", "31"]


def test_builds_for_gfx942(tmp_path: Path) -> None:
    proc = subprocess.run([*XLATE, "build", str(PROGRAM), "-o", str(tmp_path / "prog")], capture_output=True,
                          text=True, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr + proc.stdout
