"""CUB's dispatch layer called directly (DispatchScan, DispatchRadixSort, DispatchSegmentedRadixSort, as
xgboost's device_helpers.cuh calls them), given by <xlate/hipcub.hpp> over hipCUB's Device* algorithms:
the program's results on the cpu backend are checked against numpy on the inputs it printed, and the
program builds for gfx942. The prelude declares the three, so the translation is checked (no XL901)."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest

from tests.libs.single_program import build_for_gfx942, checked_translation, run_on_cpu

PROGRAM = Path(__file__).resolve().parent / "programs_extra" / "cub_dispatch.cu"


def _lines(stdout: str) -> dict[str, np.ndarray]:
    out = {}
    for line in stdout.splitlines():
        label, *values = line.split()
        out[label] = np.array([float(v) for v in values])
    return out


def test_translation_is_checked() -> None:
    out = checked_translation(PROGRAM)
    assert "hipcub::DispatchRadixSort<" in out and "hipcub::DispatchScan<" in out


@pytest.mark.parametrize("warp", ["64", "32"])
def test_results_match_numpy(warp: str) -> None:
    r = _lines(run_on_cpu(PROGRAM, warp))
    ints, floats = r["ints"], r["floats"]
    n = len(ints)
    assert n == 300 and len(floats) == n
    np.testing.assert_array_equal(r["inclusive"], np.cumsum(ints))
    np.testing.assert_array_equal(r["exclusive7"], 7 + np.concatenate([[0], np.cumsum(ints)[:-1]]))
    # a sizing call (no temporary storage) leaves the selectors alone
    np.testing.assert_array_equal(r["sizing_selector"], [0, 0])
    order = np.argsort(floats, kind="stable")  # radix sort is stable: equal keys keep their input order
    np.testing.assert_array_equal(r["sorted_keys"], floats[order])
    np.testing.assert_array_equal(r["sorted_vals"], order)
    # is_overwrite_okay false: the input buffers are not written
    np.testing.assert_array_equal(r["keys_input_after"], floats)
    np.testing.assert_array_equal(r["vals_input_after"], np.arange(n))
    np.testing.assert_array_equal(r["desc_keys"], np.sort(ints)[::-1])
    offsets = [0, 10, 10, 130, 300]
    keys, vals = [], []
    for b, e in itertools.pairwise(offsets):
        seg = np.argsort(floats[b:e], kind="stable") + b
        keys.append(floats[seg])
        vals.append(seg)
    np.testing.assert_array_equal(r["seg_keys"], np.concatenate(keys))
    np.testing.assert_array_equal(r["seg_vals"], np.concatenate(vals))
    np.testing.assert_allclose(r["fltmax"], [float(np.finfo(np.float32).max)], rtol=1e-5)  # printed with %g
    assert "done" in r


def test_builds_for_gfx942(tmp_path: Path) -> None:
    build_for_gfx942(PROGRAM, tmp_path / "prog")
