"""CUB's other device-wide algorithms on the cpu backend's hipCUB (xlate_device_more.hpp), against numpy:
DeviceSegmentedReduce (empty and overlapping segments, CUB's values for empty ones, a short input summed in
an int output, a custom op, a CountingInputIterator input), DevicePartition (two-way: unselected items
reversed at the end, also of a CountingInputIterator; three-way),
DeviceMergeSort (custom comparators with many ties: the Stable* forms keep input order, the others are
checked as permutations in comparator order), DeviceAdjacentDifference (in place and copying, an asymmetric
op), DeviceSpmv::CsrMV, DeviceFor, DeviceTransform (one input, a tuple of inputs), DeviceCopy::Batched and
DeviceMemcpy::Batched. The programs rebuild their inputs from a 32-bit LCG, as the oracles here do. The
programs that hipCUB 7.2.4 can take are also built for gfx942."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.libs.single_program import build_for_gfx942

PROGRAMS = Path(__file__).resolve().parent / "programs_extra"
XLATE = [sys.executable, "-m", "xlate.cli"]
INT_MAX, INT_MIN = 2**31 - 1, -(2**31)
FLT_MAX = np.finfo(np.float32).max


def lcg(seed: int, mod: int, n: int) -> np.ndarray:
    state, out = seed, []
    for _ in range(n):
        state = (state * 1664525 + 1013904223) % 2**32
        out.append((state >> 16) % mod)
    return np.array(out, dtype=np.int64)


def run(name: str) -> dict[str, list[str]]:
    proc = subprocess.run([*XLATE, "run", str(PROGRAMS / name)], capture_output=True, text=True, check=False,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr
    return {line.split()[0]: line.split()[1:] for line in proc.stdout.splitlines() if line.strip()}


def ints(tokens: list[str]) -> np.ndarray:
    return np.array([int(t) for t in tokens], dtype=np.int64)


def floats(tokens: list[str]) -> np.ndarray:  # printed with 9 digits: float32 round trips
    return np.array(tokens, dtype=np.float32)


def pairs(tokens: list[str], cast) -> list[tuple]:
    return [(int(k), cast(v)) for k, v in (t.split(":") for t in tokens)]


# ------------------------------------------------------------------ cub_cpu_device.cu
N = 1237
A = lcg(1, 21, N) - 10
F = (0.5 * (lcg(2, 21, N) - 10)).astype(np.float32)
F[7], F[8] = -0.0, 0.0
H = lcg(3, 60001, N) - 30000
FLAGS = lcg(4, 3, N) == 0
SEGMENTS = list(zip([5, 10, 0, 600, 1236, 20, 0, 100], [10, 10, 3, 1237, 1237, 20, 1237, 101], strict=True))


def per_segment(x: np.ndarray, fold, empty) -> list:
    return [fold(x[b:e]) if e > b else empty for b, e in SEGMENTS]


def arg_segments(x: np.ndarray, pick, empty, cast) -> list[tuple]:
    return [(int(pick(x[b:e])), cast(x[b:e][pick(x[b:e])])) if e > b else (1, cast(empty)) for b, e in SEGMENTS]


def min_abs(x: np.ndarray) -> int:  # the item of least magnitude, the lesser one of a tie
    return int(min(x, key=lambda v: (abs(v), v)))


def stable_order(key: np.ndarray) -> np.ndarray:
    return np.argsort(key, kind="stable")


@pytest.fixture(scope="module")
def device() -> dict[str, list[str]]:
    return run("cub_cpu_device.cu")


def test_segmented_reduce(device: dict[str, list[str]]) -> None:
    np.testing.assert_array_equal(floats(device["seg_sum_f"]), per_segment(F, np.sum, 0.0))
    # 16-bit items summed in the int output's type (no 16-bit wraparound)
    np.testing.assert_array_equal(ints(device["seg_sum_short_int"]), per_segment(H, np.sum, 0))
    np.testing.assert_array_equal(floats(device["seg_min_f"]), per_segment(F, np.min, FLT_MAX))
    np.testing.assert_array_equal(floats(device["seg_max_f"]), per_segment(F, np.max, -FLT_MAX))
    np.testing.assert_array_equal(ints(device["seg_min_i"]), per_segment(A, np.min, INT_MAX))
    np.testing.assert_array_equal(ints(device["seg_max_i"]), per_segment(A, np.max, INT_MIN))
    np.testing.assert_array_equal(ints(device["seg_reduce_minabs"]), per_segment(A, min_abs, 1000))
    # segment-relative index of the first extreme item; {1, max} / {1, lowest} for an empty segment
    assert pairs(device["seg_argmin_f"], np.float32) == arg_segments(F, np.argmin, FLT_MAX, np.float32)
    assert pairs(device["seg_argmax_f"], np.float32) == arg_segments(F, np.argmax, -FLT_MAX, np.float32)
    assert pairs(device["seg_argmin_i"], int) == arg_segments(A, np.argmin, INT_MAX, int)
    assert pairs(device["seg_argmax_i"], int) == arg_segments(A, np.argmax, INT_MIN, int)
    np.testing.assert_array_equal(ints(device["seg_sum_counting"]), per_segment(np.arange(N) - 600, np.sum, 0))


def test_partition(device: dict[str, list[str]]) -> None:
    def two_way(selected: np.ndarray) -> np.ndarray:
        return np.concatenate([A[selected], A[~selected][::-1]])

    assert ints(device["part_flagged_count"]).tolist() == [FLAGS.sum()]
    np.testing.assert_array_equal(ints(device["part_flagged"]), two_way(FLAGS))
    even = A % 2 == 0
    assert ints(device["part_if_count"]).tolist() == [even.sum()]
    np.testing.assert_array_equal(ints(device["part_if"]), two_way(even))
    third = np.arange(N) % 3 == 0
    assert ints(device["part_if_counting_count"]).tolist() == [third.sum()]
    np.testing.assert_array_equal(ints(device["part_if_counting"]),
                                  np.concatenate([np.arange(N)[third], np.arange(N)[~third][::-1]]))
    first, second = A < -3, (A >= -3) & (A > 3)
    assert ints(device["part3_count"]).tolist() == [first.sum(), second.sum()]
    np.testing.assert_array_equal(ints(device["part3_first"]), A[first])
    np.testing.assert_array_equal(ints(device["part3_second"]), A[second])
    np.testing.assert_array_equal(ints(device["part3_rest"]), A[~first & ~second])


def test_merge_sort(device: dict[str, list[str]]) -> None:
    by_abs_desc = stable_order(-np.abs(A))
    # Stable*: ties (x and -x, repeats) keep the input order
    np.testing.assert_array_equal(ints(device["stable_pairs_keys"]), A[by_abs_desc])
    np.testing.assert_array_equal(ints(device["stable_pairs_vals"]), by_abs_desc)
    for name in ("pairs", "pairs_copy"):  # not promised stable: comparator order, each value its key's index
        keys, vals = ints(device[f"{name}_keys"]), ints(device[f"{name}_vals"])
        np.testing.assert_array_equal(np.abs(keys), np.abs(A[by_abs_desc]), err_msg=name)
        np.testing.assert_array_equal(A[vals], keys, err_msg=name)
        np.testing.assert_array_equal(np.sort(vals), np.arange(N), err_msg=name)
    np.testing.assert_array_equal(ints(device["pairs_copy_input"]), A)
    # floats by <: -0.0 (item 7) and 0.0 are equal keys, so -0.0 stays before every later zero
    got = floats(device["stable_keys_f"])
    want = F[stable_order(F)]
    np.testing.assert_array_equal(got, want)
    np.testing.assert_array_equal(np.signbit(got), np.signbit(want))
    np.testing.assert_array_equal(floats(device["keys_f"]), np.sort(F))
    np.testing.assert_array_equal(ints(device["keys_copy"]), np.sort(A)[::-1])
    np.testing.assert_array_equal(ints(device["stable_keys_copy"]), A[:-1][stable_order(-np.abs(A[:-1]))])


def test_adjacent_difference(device: dict[str, list[str]]) -> None:
    left = np.concatenate([A[:1], A[1:] - A[:-1]])
    np.testing.assert_array_equal(ints(device["left_copy"]), left)
    np.testing.assert_array_equal(ints(device["left_inplace"]), np.concatenate([A[:1], 2 * A[1:] - A[:-1]]))
    np.testing.assert_array_equal(ints(device["right_copy"]), np.concatenate([2 * A[:-1] - A[1:], A[-1:]]))
    np.testing.assert_array_equal(ints(device["right_inplace"]), np.concatenate([A[:-1] - A[1:], A[-1:]]))


def test_spmv(device: dict[str, list[str]]) -> None:
    offsets = [0, 3, 3, 4, 8, 9, 9]
    cols = [0, 2, 4, 1, 0, 1, 3, 4, 2]
    values = [1.5, -2, 0.25, 4, -1, 3, 0.5, 2, -8]
    dense = np.zeros((6, 5))
    for r in range(6):
        for j in range(offsets[r], offsets[r + 1]):
            dense[r, cols[j]] = values[j]
    np.testing.assert_allclose(floats(device["spmv"]), dense @ np.array([2, -1, 0.5, 4, -3]), rtol=1e-6)


# ------------------------------------------------------------------ cub_cpu_device_for.cu
M = 1001
B = lcg(7, 101, M) - 50


def test_for_transform_copy() -> None:
    got = run("cub_cpu_device_for.cu")
    np.testing.assert_array_equal(ints(got["for_each_n"]), 3 * B + 1)
    np.testing.assert_array_equal(ints(got["for_each_query"]), 3 * B[:3] + 1)  # the size query changes nothing
    np.testing.assert_array_equal(ints(got["for_each"]), np.concatenate([-(3 * B[:-1] + 1), 3 * B[-1:] + 1]))
    assert ints(got["for_each_copy"]).tolist() == [(B < 0).sum(), B[10:500].sum()]
    i = np.arange(M)
    np.testing.assert_array_equal(ints(got["bulk"]), i * i - 5 * i)
    np.testing.assert_array_equal(ints(got["bulk_temp"]), np.concatenate([3 * i[:50] + 7, (i * i - 5 * i)[50:100]]))
    np.testing.assert_array_equal(ints(got["for_each_counting"]), (i + 100) ** 3 % 1000)
    np.testing.assert_array_equal(floats(got["transform_half"]), 0.5 * B - 1)
    copied = np.zeros(M, dtype=np.int64)
    for start, size, dst in zip([0, 17, 300, 999], [5, 0, 123, 2], [900, 0, 10, 500], strict=True):
        copied[dst:dst + size] = B[start:start + size]
    np.testing.assert_array_equal(ints(got["copy_batched"]), copied)
    src, dst = B.astype("<i4").view(np.uint8), np.zeros(64, dtype=np.uint8)
    for b, (start, size) in enumerate(zip([0, 17, 300, 990], [7, 0, 1, 12], strict=True)):
        dst[16 * b:16 * b + size] = src[4 * start:4 * start + size]
    np.testing.assert_array_equal(ints(got["memcpy_batched"]), dst.view("<i4"))


def test_transform_of_a_tuple() -> None:
    proc = subprocess.run([*XLATE, "run", str(PROGRAMS / "cub_cpu_device_tuple.cu")], capture_output=True,
                          text=True, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr
    a = np.arange(301) ** 2 % 97 - 40
    np.testing.assert_array_equal(ints(proc.stdout.split()), a[:-1] * (np.arange(300) - 500) - a[1:])


@pytest.mark.parametrize("program", ["cub_cpu_device.cu", "cub_cpu_device_for.cu"])
def test_builds_for_gfx942(program: str, tmp_path: Path) -> None:
    build_for_gfx942(PROGRAMS / program, tmp_path / "prog")
