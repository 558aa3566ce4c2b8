"""CUB's DeviceReduce, DeviceScan, DeviceSelect and DeviceHistogram members on the cpu backend's hipCUB
(xlate_device_core.hpp), against numpy: ReduceByKey over runs of consecutive equal keys, the scans by key
(restarting at each run; a custom equality that merges keys congruent modulo 3), UniqueByKey, FlaggedIf,
the in-place scans and selections, TransformReduce, Sum into a wider output, ArgMin/ArgMax with two
outputs, empty inputs; the histograms with 2-D rows (padding between rows not counted), interleaved
channels (inactive ones not counted), samples outside the levels dropped, uneven integer bin widths.
The programs' inputs come from a 32-bit LCG that the test rebuilds. cub_cpu_bykey_more.cu covers
MultiHistogramEven/MultiHistogramRange with their template arguments, InclusiveScanInit and FutureValue.
Each program is also built for gfx942."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from tests.libs.single_program import build_for_gfx942

PROGRAMS = Path(__file__).resolve().parent / "programs_extra"
XLATE = [sys.executable, "-m", "xlate.cli"]
INT_MAX, INT_MIN = 2**31 - 1, -(2**31)


class Lcg:
    """The programs' generator: state = state * 1664525 + 1013904223 (mod 2^32), draws (state >> 16) % mod."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def __call__(self, mod: int) -> int:
        self.state = (self.state * 1664525 + 1013904223) % 2**32
        return (self.state >> 16) % mod


@cache
def run(name: str) -> dict[str, np.ndarray]:
    proc = subprocess.run([*XLATE, "run", str(PROGRAMS / name)], capture_output=True, text=True, check=False,
                          timeout=900)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return {line.split()[0]: np.array([int(t) for t in line.split()[1:]], dtype=np.int64)
            for line in proc.stdout.splitlines() if line.strip()}


def keyed(seed: int, n: int, with_flags: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Keys in runs (a new key in [-3, 3] with probability 1/3), values in [-100, 100], flags in [-2, 2]."""
    g = Lcg(seed)
    keys, vals, flags = [], [], []
    for i in range(n):
        keys.append(g(7) - 3 if i == 0 or g(3) == 0 else keys[-1])
        vals.append(g(201) - 100)
        if with_flags:
            flags.append(g(5) - 2)
    return np.array(keys), np.array(vals), np.array(flags)


def same(a: int, b: int) -> bool:
    return a == b


def same_mod3(a: int, b: int) -> bool:
    return a % 3 == b % 3  # Python's % is the non-negative residue, as the program's SameMod3


def runs(keys: np.ndarray, eq: Callable[[int, int], bool] = same) -> list[tuple[int, int]]:
    """[begin, end) of each run: a run continues while eq(previous key, key)."""
    starts = [i for i in range(len(keys)) if i == 0 or not eq(int(keys[i - 1]), int(keys[i]))]
    return list(zip(starts, [*starts[1:], len(keys)], strict=True))


def per_run(vals: np.ndarray, spans: list[tuple[int, int]], scan: Callable[[np.ndarray], np.ndarray]) -> np.ndarray:
    return np.concatenate([scan(vals[b:e]) for b, e in spans]) if spans else np.array([], dtype=np.int64)


def counted(got: np.ndarray, arrays: int) -> tuple[int, list[np.ndarray]]:
    n = int(got[0])
    return n, [got[1 + k * n:1 + (k + 1) * n] for k in range(arrays)]


def check(got: dict[str, np.ndarray], name: str, expected) -> None:
    np.testing.assert_array_equal(got[name], np.asarray(expected, dtype=np.int64), err_msg=name)


# ---------------------------------------------------------------- cub_cpu_bykey.cu
N = 1000
KEYS, VALS, FLAGS = keyed(12345, N, with_flags=True)
DISTINCT = np.array([4, -1, 7, 3, 9])


def test_inputs_are_adversarial() -> None:
    spans = runs(KEYS)
    lengths = [e - b for b, e in spans]
    assert lengths.count(1) > 50 and max(lengths) >= 6
    assert len(set(KEYS[[b for b, _ in spans]].tolist())) < len(spans)  # equal keys in separate runs
    assert len(runs(KEYS, same_mod3)) < len(spans)  # the custom equality merges runs


def test_reduce() -> None:
    got = run("cub_cpu_bykey.cu")
    spans = runs(KEYS)
    heads = [b for b, _ in spans]
    for name, fold in (("rbk_sum", np.sum), ("rbk_max", np.max)):
        n, (keys, aggs) = counted(got[name], 2)
        assert n == len(spans), name
        np.testing.assert_array_equal(keys, KEYS[heads], err_msg=name)
        np.testing.assert_array_equal(aggs, [fold(VALS[b:e]) for b, e in spans], err_msg=name)
    check(got, "rbk_distinct", [5, *DISTINCT, *VALS[:5]])
    check(got, "rbk_empty", [0])
    check(got, "transform_reduce", [7 + int(np.sum(VALS * VALS)), 7])
    check(got, "sum_wide", [2 * 2_000_000_000 - 5])
    check(got, "arg_value", [VALS.min(), VALS.max(), INT_MAX, INT_MIN])
    check(got, "arg_index", [np.argmin(VALS), np.argmax(VALS), 1, 1])  # the first extreme item


def test_scan() -> None:
    got = run("cub_cpu_bykey.cu")
    spans, spans3 = runs(KEYS), runs(KEYS, same_mod3)
    check(got, "incl_sum_by_key", per_run(VALS, spans, np.cumsum))
    check(got, "incl_sum_by_key_in_place", per_run(VALS, spans, np.cumsum))
    check(got, "excl_sum_by_key", per_run(VALS, spans, lambda v: np.cumsum(v) - v))
    check(got, "incl_max_by_key_mod3", per_run(VALS, spans3, np.maximum.accumulate))
    check(got, "excl_sum100_by_key_mod3", per_run(VALS, spans3, lambda v: 100 + np.cumsum(v) - v))
    check(got, "excl_min50_by_key", per_run(VALS, spans, lambda v: np.minimum.accumulate(np.r_[50, v])[:-1]))
    check(got, "by_key_empty", [-7, -7, -7])
    check(got, "incl_sum_in_place", np.cumsum(VALS))
    check(got, "excl_sum_in_place", np.cumsum(VALS) - VALS)
    check(got, "incl_min_in_place", np.minimum.accumulate(VALS))
    check(got, "excl_sum_m5_in_place", -5 + np.cumsum(VALS) - VALS)


def test_select() -> None:
    got = run("cub_cpu_bykey.cu")
    for name, eq in (("unique_by_key", same), ("unique_by_key_mod3", same_mod3)):
        heads = [b for b, _ in runs(KEYS, eq)]
        check(got, name, [len(heads), *KEYS[heads], *VALS[heads]])
    check(got, "unique_by_key_distinct", [5, *DISTINCT, *VALS[:5]])
    check(got, "unique_by_key_empty", [0])
    heads = [b for b, _ in runs(KEYS)]
    check(got, "unique", [len(heads), *KEYS[heads]])
    for name, keep in (("flagged_if_positive", FLAGS > 0), ("flagged_if_odd_in_place", FLAGS % 2 != 0),
                       ("flagged_in_place", FLAGS != 0), ("if_below_m20_in_place", VALS < -20)):
        check(got, name, [int(keep.sum()), *VALS[keep]])


# ---------------------------------------------------------------- histograms
def even(samples: np.ndarray, levels: int, lower: float, upper: float) -> np.ndarray:
    """CUB's even bins: a sample in [lower, upper) goes to bin floor((x - lower) * bins / (upper - lower))."""
    bins = levels - 1
    x = samples[(samples >= lower) & (samples < upper)]
    if np.issubdtype(samples.dtype, np.integer):
        b = (x - lower) * bins // (upper - lower)
    else:
        b = np.floor((x.astype(np.float64) - lower) * bins / (upper - lower)).astype(np.int64)
    return np.bincount(b, minlength=bins)


def ranged(samples: np.ndarray, levels: list[float]) -> np.ndarray:
    """Bin b holds [levels[b], levels[b + 1])."""
    b = np.searchsorted(np.asarray(levels, dtype=samples.dtype), samples, side="right") - 1
    return np.bincount(b[(b >= 0) & (b < len(levels) - 1)], minlength=len(levels) - 1)


def quarters(seed: int, n: int) -> np.ndarray:
    g = Lcg(seed)
    return np.array([(g(41) - 20) / 4 for _ in range(n)], dtype=np.float32)


def rows(seed: int, nrows: int, stride: int, used: int) -> np.ndarray:
    """The used samples of each row (ints in [-2, 11]); the padding after them holds 3 (not drawn)."""
    g = Lcg(seed)
    return np.array([[g(14) - 2 for _ in range(used)] for _ in range(nrows)])


INT_LEVELS = [-1, 2, 3, 7, 11]
FLOAT_LEVELS = [-3.0, -1.5, 0.0, 0.25, 4.0]


def test_histograms() -> None:
    got = run("cub_cpu_bykey_hist.cu")
    f = quarters(2024, 87)
    check(got, "even_float", even(f, 12, -2.5, 3.0))
    check(got, "range_float", ranged(f, FLOAT_LEVELS))
    grid = rows(5, 4, 9, 6).ravel()
    check(got, "even_2d", even(grid, 5, 0, 10))
    check(got, "range_2d", ranged(grid, INT_LEVELS))
    check(got, "status", [1, 1])


def test_multi_channel_histograms() -> None:
    got = run("cub_cpu_bykey_more.cu")
    g = Lcg(7)
    s = np.array([g(60) - 15 for _ in range(37 * 4)])
    check(got, "multi_even_int", np.concatenate([even(s[c::4], lv, lo, hi)
                                                 for c, (lv, lo, hi) in enumerate([(6, -10, 30), (4, 0, 41), (8, 5, 12)])]))
    g = Lcg(99)
    s = np.array([g(256) for _ in range(50 * 4)])
    spec = [(9, 0, 256), (5, 64, 192), (2, 100, 180), (3, 0, 256)]
    check(got, "multi_even_uchar", np.concatenate([even(s[c::4], *spec[c]) for c in range(4)]))
    f = quarters(2024, 29 * 3)
    check(got, "multi_range_float", np.concatenate([ranged(f[0::3], FLOAT_LEVELS), ranged(f[1::3], [-5.0, 5.0])]))
    channel0 = rows(5, 3, 11, 8)[:, 0::2].ravel()
    check(got, "multi_even_2d", even(channel0, 7, -2, 12))
    check(got, "multi_range_2d", ranged(channel0, INT_LEVELS))


def test_scan_with_an_initial_value() -> None:
    got = run("cub_cpu_bykey_more.cu")
    keys, vals, _ = keyed(321, 300, with_flags=False)
    check(got, "incl_max_init60", np.maximum.accumulate(np.r_[60, vals])[1:])
    check(got, "incl_sum_init_m1000", -1000 + np.cumsum(vals))
    check(got, "excl_sum_future42", 42 + np.cumsum(vals) - vals)  # the value the kernel wrote before the scan
    check(got, "excl_sum_by_key_future_m7", per_run(vals, runs(keys), lambda v: -7 + np.cumsum(v) - v))


@pytest.mark.parametrize("program", ["cub_cpu_bykey.cu", "cub_cpu_bykey_hist.cu", "cub_cpu_bykey_more.cu"])
def test_builds_for_gfx942(program: str, tmp_path: Path) -> None:
    build_for_gfx942(PROGRAMS / program, tmp_path / "prog")
