"""CUB's DeviceSegmentedRadixSort and DeviceSegmentedSort on the cpu backend's hipCUB, against numpy:
each segment of the keys sorted in place (ascending or descending), the values moved with their keys.
Radix sorts and the Stable* forms keep the input order of equal keys; for the unstable SortPairs forms
only the key order and the (key, value) pairs of each segment are checked. -0.0 and +0.0 are equal keys
(as in CUB and rocPRIM, and numpy's comparisons). The program is also built for gfx942."""

from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path

import numpy as np

from tests.libs.single_program import build_for_gfx942

PROGRAM = Path(__file__).resolve().parent / "programs_extra" / "cub_segmented_sort.cu"
XLATE = [sys.executable, "-m", "xlate.cli"]
KEYS = np.array([3, -1, 3, 0.5, -1, 7, 0, 2, -4, 7, -0.0, 2, 5, 5, -2, 1, 5, -2, 9, 1], dtype=np.float32)
OFFSETS = [0, 5, 5, 12, 20]
STABLE = {"radix_pairs": False, "radix_pairs_desc": True, "radix_keys": False, "stable_pairs": False,
          "stable_keys_desc": True}
UNSTABLE = {"sort_pairs": False, "sort_pairs_desc": True}


def stable(desc: bool) -> tuple[np.ndarray, np.ndarray]:
    keys, values = KEYS.copy(), np.arange(KEYS.size)
    for b, e in itertools.pairwise(OFFSETS):
        order = np.argsort(-KEYS[b:e] if desc else KEYS[b:e], kind="stable")
        keys[b:e], values[b:e] = KEYS[b:e][order], b + order
    return keys, values


def test_segmented_sorts_on_the_cpu_backend() -> None:
    proc = subprocess.run([*XLATE, "run", str(PROGRAM)], capture_output=True, text=True, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr
    n = KEYS.size
    got = {}
    for line in proc.stdout.splitlines():
        name, *vals = line.split()
        got[name] = (np.array(vals[:n], dtype=np.float32), np.array(vals[n:], dtype=np.int64))
    assert sorted(got) == sorted({**STABLE, **UNSTABLE})
    for name, desc in STABLE.items():
        keys, values = stable(desc)
        np.testing.assert_array_equal(got[name][0], keys, err_msg=name)
        if "keys" in name:  # keys only: the program copies the values through unchanged
            values = np.arange(n)
        np.testing.assert_array_equal(got[name][1], values, err_msg=name)
    for name, desc in UNSTABLE.items():
        keys, values = got[name]
        np.testing.assert_array_equal(keys, stable(desc)[0], err_msg=name)
        np.testing.assert_array_equal(KEYS[values], keys, err_msg=name)  # each value is its key's index
        for b, e in itertools.pairwise(OFFSETS):
            assert sorted(values[b:e]) == list(range(b, e)), name


def test_builds_for_gfx942(tmp_path: Path) -> None:
    build_for_gfx942(PROGRAM, tmp_path / "prog")
