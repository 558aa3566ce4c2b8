"""XL202 end to end for a macro body that calls a warp shuffle the project overloads (Eigen's `shuffleInc`
on Eigen::half): the fixture macro_overload.cu, whose kernel template sums each 32-lane warp by xor
shuffles through the macro for CUDA's int and for the project's fixed-point type. Renaming the macro's
call to xlate_c32's template bypassed the project's overload, and HIP's shuffle of the class type did not
compile for gfx942. Built by xlate-nvcc for gfx942, and for the cpu target, where every lane's stored
result is judged against a numpy model of CUDA's 32-lane warps."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tests.driver.conftest import build_single, run_single_on_cpu

SRC = (Path(__file__).parent / "macro_overload.cu").read_text()


def _expected() -> list[int]:
    i = np.arange(128)
    values = (i * 37) % 101 - 50
    raw = (values / 4.0 * 256.0).astype(np.int64)  # fixed8(v / 4): exact, v / 4 has two fractional bits
    warp_int = np.repeat(values.reshape(-1, 32).sum(axis=1), 32)
    warp_raw = np.repeat(raw.reshape(-1, 32).sum(axis=1), 32)
    return [int(x) for pair in zip(warp_int, warp_raw) for x in pair]


def test_builds_for_gfx942(tmp_path):
    build_single(tmp_path, "macro_overload", SRC, ["warp_sums"])


@pytest.mark.parametrize("wave", ["64", "32"])
def test_runs_on_the_cpu_target(tmp_path, wave):
    assert [int(x) for x in run_single_on_cpu(tmp_path, "macro_overload", SRC, wave)] == _expected()
