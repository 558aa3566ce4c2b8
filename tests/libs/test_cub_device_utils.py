"""CUB's device utilities that hipCUB 7.2 lacks (CurrentDevice, DeviceCount, SyncStream) come from
xlate's <xlate/hipcub.hpp>, which XL501 gives every <cub/*.cuh>; the prelude declares every public
CUB header name, so such code is parsed and checked. Run on the cpu backend, built for gfx942."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.libs.single_program import build_for_gfx942, checked_translation, run_on_cpu

PROGRAM = Path(__file__).resolve().parent / "programs_extra" / "cub_device_utils.cu"


def test_translation_is_checked():
    out = checked_translation(PROGRAM)
    assert "#include <xlate/hipcub.hpp>" in out
    assert "hipcub::CurrentDevice()" in out and "hipcub::SyncStream(s)" in out


@pytest.mark.parametrize("warp", ["64", "32"])
def test_runs_on_the_cpu_backend(warp: str) -> None:
    # device 0 was set; the count covers it; SyncStream returns success (0); the kernel wrote 31 at [31]
    assert run_on_cpu(PROGRAM, warp).split() == ["0", "1", "0", "31"]


def test_builds_for_gfx942(tmp_path: Path) -> None:
    build_for_gfx942(PROGRAM, tmp_path / "prog")
