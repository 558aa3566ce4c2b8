"""CUB's utilities, fancy iterators, grid utilities and caching allocator on the cpu backend's hipCUB
(xlate/cpu/libs/include/hipcub/xlate_util.hpp, xlate_iterators.hpp), against oracles written here from
CUB's and PTX's definitions: the warp and lane ids, lane masks and shuffles over logical warps (at both
wavefront widths), the PTX-like bit operations over pseudo-random inputs the program prints, the traits'
limits and radix twiddles, the searches, ThreadReduce, the operators (ArgMin / ArgMax prefer the smaller
key among equal values), the device-wide reductions over the fancy iterators, GridEvenShare, GridQueue,
GridBarrier (a cooperative launch; an ordinary one stops) and CachingDeviceAllocator's bins. The programs
are also built for gfx942 (hipCUB 7.2's MergePathSearch names CUB_MAX / CUB_MIN, which hipCUB does not
define: xlate's <xlate/hipcub.hpp> defines them before it includes hipCUB). The programs use these names as CUDA code does
(explicit template arguments, members, results in expressions): xlate's CUDA parse prelude
(xlate/parse/prelude/include/cub/cub.cuh) declares them with their signatures so that they translate."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.libs.single_program import build_for_gfx942

PROGRAMS = Path(__file__).resolve().parent / "programs_extra"
XLATE = [sys.executable, "-m", "xlate.cli"]
M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def run(name: str, *args: str, warp: str = "64", ok: bool = True) -> subprocess.CompletedProcess:
    cmd = [*XLATE, "run", str(PROGRAMS / f"cub_cpu_util_{name}.cu"), "--warp-size", warp]
    if args:
        cmd += ["--", *args]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=600)
    if ok:
        assert proc.returncode == 0, proc.stderr
    return proc


def lines(proc: subprocess.CompletedProcess) -> dict[str, list[str]]:
    """name -> values of the program's lines (the values of repeated names concatenated)."""
    out: dict[str, list[str]] = {}
    for line in proc.stdout.splitlines():
        name, *vals = line.split()
        out.setdefault(name, []).extend(vals)
    return out


def ints(vals: list[str]) -> list[int]:
    return [int(v) for v in vals]


# ---------------------------------------------------------------- warps
def warp_expected(w: int) -> np.ndarray:
    """Per thread of the 48 x 2 block, the program's 20 fields (see cub_cpu_util_warp.cu)."""
    t = np.arange(96)
    v = 1000 + 7 * t
    lane = t % w
    full = (1 << w) - 1
    rows = []
    for i in range(96):
        li = int(lane[i])
        lt, le = (1 << li) - 1, (1 << (li + 1)) - 1
        b4, b8, b32 = i // 4 * 4, i // 8 * 8, i // 32 * 32
        l8, l32 = i % 8, i % 32
        down5 = v[i + 5] if l32 + 5 <= 31 else v[i]
        rows.append([
            i, li, i // w, i, lt, le, ~le & full, ~lt & full,
            v[b4 + 5 % 4], v[b8 + (i % 3) % 8], v[b32 + (31 - i % 32) % 32],
            v[i - 3] if l8 >= 3 else v[i],           # ShuffleUp<8>(v, 3, first 0)
            v[i + 2] if l8 + 2 <= 7 else v[i],       # ShuffleDown<8>(v, 2, last 7)
            v[i - 1] if l8 - 1 >= 2 else v[i],       # ShuffleUp<8>(v, 1, first 2)
            v[i + 1] if l8 + 1 <= 5 else v[i],       # ShuffleDown<8>(v, 1, last 5)
            2 * v[b32 + 7], down5, down5, -down5, i // 48,
        ])
    return np.array(rows, dtype=object)


@pytest.mark.parametrize("warp", ["64", "32"])
def test_warp_ids_masks_and_shuffles(warp: str) -> None:
    proc = run("warp", warp=warp)
    got = [[int(x) & M64 if 4 <= f <= 7 else int(x) for f, x in enumerate(line.split())]
           for line in proc.stdout.splitlines()]
    exp = warp_expected(int(warp))
    assert len(got) == 96
    for i in range(96):
        assert got[i] == list(exp[i]), f"thread {i}"


def test_warp_oracle_depends_on_the_width() -> None:
    assert not np.array_equal(warp_expected(64)[:, 1:8], warp_expected(32)[:, 1:8])


# ---------------------------------------------------------------- bit operations
def bfe(src: np.ndarray, start: np.ndarray, length: np.ndarray) -> np.ndarray:
    """PTX bfe.u32/u64: bits [start, start + length) of src (0 for a zero length or a start past 63)."""
    shifted = np.where(start >= 64, 0, src >> np.minimum(start, 63).astype(np.uint64))
    mask = (np.ones_like(length) << length.astype(np.uint64)) - np.uint64(1)
    return np.where(length == 0, 0, shifted & mask) & np.uint64(M32)


def prmt(a: int, b: int, sel: int) -> int:
    """PTX prmt.b32 (default mode): bytes of {b, a}; bit 3 of a selector nibble replicates the sign."""
    both, r = (b << 32) | a, 0
    for k in range(4):
        s = (sel >> (4 * k)) & 0xF
        byte = (both >> (8 * (s & 7))) & 0xFF
        if s & 8:
            byte = 0xFF if byte & 0x80 else 0
        r |= byte << (8 * k)
    return r - (1 << 32) if r & 0x80000000 else r


def test_bit_operations() -> None:
    rows = [[int(v) for v in line.split()[1:]] for line in run("bits").stdout.splitlines() if line.startswith("bits ")]
    assert len(rows) == 48
    u = np.array([[v & M64 for v in r] for r in rows], dtype=np.uint64)
    a, b, c, q = u[:, 0], u[:, 1], u[:, 2], u[:, 3]
    np.testing.assert_array_equal(u[:, 4], bfe(a, b % 40, c % 34), err_msg="BFE 32")
    np.testing.assert_array_equal(u[:, 5], bfe(q, b % 70, c % 34), err_msg="BFE 64")
    np.testing.assert_array_equal(u[:, 6], bfe(a & np.uint64(0xFF), b % 10, c % 10), err_msg="BFE 8")
    start, length = c % 36, (c >> np.uint64(8)) % 36
    field = ((np.ones_like(length) << np.minimum(length, 32)) - np.uint64(1)) << np.minimum(start, 32)
    field = np.where(start >= 32, 0, field & np.uint64(M32)).astype(np.uint64)
    bfi = (a & ~field & np.uint64(M32)) | ((b << np.minimum(start, 32)) & field)
    np.testing.assert_array_equal(u[:, 7], bfi, err_msg="BFI")
    assert [r[8] for r in rows] == [prmt(int(x), int(y), int(s)) for x, y, s in zip(a, b, c)], "PRMT"
    np.testing.assert_array_equal(u[:, 9], (a + b + c) & np.uint64(M32), err_msg="IADD3")
    shift = c % 40
    shl = np.where(shift >= 32, 0, (a << np.minimum(shift, 31)) & np.uint64(M32))
    shr = np.where(shift >= 32, 0, a >> np.minimum(shift, 31))
    np.testing.assert_array_equal(u[:, 10], (shl + b) & np.uint64(M32), err_msg="SHL_ADD")
    np.testing.assert_array_equal(u[:, 11], (shr + b) & np.uint64(M32), err_msg="SHR_ADD")
    # the inputs reach the edge cases
    assert (b % 40 >= 32).any() and (c % 34 == 0).any() and (c % 34 >= 32).any() and (b % 70 >= 64).any()
    assert (shift >= 32).any() and (start >= 32).any() and any(int(s) & 0x8888 for s in c)


# ---------------------------------------------------------------- traits, searches, operators
def f32_bits(x: float) -> int:
    return int(np.array([x], dtype=np.float32).view(np.uint32)[0])


def unit_word(size: int, align: int, units: tuple[int, ...]) -> int:
    """CUB's UnitWord: the first unit (size = alignment) that divides the type's size and alignment."""
    return next((n for n in units if size % n == 0 and align % n == 0), units[-1])


def test_traits_searches_and_operators() -> None:
    got = lines(run("bits"))
    # float radix twiddles: negative keys flip every bit, others the sign bit; -0.0's digits are +0.0's
    keys = [-0.0, 0.0, -1.5, 1.5, -3e38, 3e38, 1e-40, -1e-40, 2.0]
    tw = ints(got["twiddle"])
    twiddled = []
    for i, k in enumerate(keys):
        bits = f32_bits(k)
        t = bits ^ (M32 if bits >> 31 else 0x80000000)
        digit_src = (0 ^ 0x80000000) if bits == 0x80000000 else t
        assert tw[5 * i: 5 * i + 5] == [bits, t, bits, (digit_src >> 28) & 0xF, ~t & M32], k
        twiddled.append(t)
    order = sorted(range(len(keys)), key=lambda i: (keys[i], twiddled[i]))
    assert [twiddled[i] for i in order] == sorted(twiddled)  # the images order as the floats
    items = [4, -9, 7, 7, -2]
    assert ints(got["reduce"]) == [sum(items), max(items), min([-5, *items]), sum(items[1:4]), 100 + sum(items[:4])]
    ordered = np.array([-7, -7, -3, 0, 2, 2, 2, 5, 9, 9])
    queries = [-8, -7, -5, 0, 2, 3, 9, 10]
    search = np.stack([np.searchsorted(ordered, queries, "left"), np.searchsorted(ordered, queries, "right")], 1)
    assert ints(got["search"]) == search.reshape(-1).tolist()
    assert ints(got["loadstore"]) == [ordered[9], ordered[7], ordered[3], ordered[2]]
    assert ints(got["swap"]) == [21] and ints(got["flip"]) == [3 - 10, 20 // 4]
    assert ints(got["count"])[0] == ints(got["count"])[1]
    limits = [np.iinfo(t) for t in (np.int32, np.uint32, np.int16, np.int8, np.int64)]
    assert ints(got["limits_int"]) == [v for i in limits for v in (i.max, i.min)] + [np.iinfo(np.uint64).max]
    fp = [np.array([np.finfo(t).max, -np.finfo(t).max], dtype=t).view(v).tolist()
          for t, v in ((np.float32, np.uint32), (np.float64, np.uint64), (np.float16, np.uint16))]
    assert ints(got["limits_fp"]) == [x for pair in fp for x in pair]
    assert ints(got["categories"]) == [1, 2, 3, 0, 1, 0]  # SIGNED_INTEGER, UNSIGNED_INTEGER, FLOATING_POINT, ...
    twi = []
    for k in (-(1 << 31), -1, 0, 1, (1 << 31) - 1):
        up = (k & M32) ^ 0x80000000
        twi += [up, ~up & M32, k & M32]
    assert ints(got["twiddle_int"]) == twi + [(1 << 31) - 1, 1 << 31]  # default keys: INT_MAX, INT_MIN

    def arg(pairs: list[tuple[int, float]], better) -> int:
        best = pairs[0]
        for p in pairs[1:]:
            if better(p[1], best[1]) or (p[1] == best[1] and p[0] < best[0]):
                best = p
        return best[0]
    p1, p2, p3, p4 = (3, 5.0), (1, 5.0), (2, -1.0), (0, 9.0)
    combos = [(p1, p2), (p2, p1), (p1, p3), (p4, p1)]
    assert ints(got["argmin"]) == [arg(list(c), lambda x, y: x < y) for c in combos]
    assert ints(got["argmax"]) == [arg(list(c), lambda x, y: x > y) for c in combos]
    assert ints(got["bykey"]) == [4, 15, 6, 5]
    assert ints(got["bysegment"]) == [1, max(10, 5), 1 + 2, 5, 0, max(3, 8)]
    assert ints(got["ops"]) == [3 - 10, 10 - 3, int(-7 / 2), 2, -2, 1, 0, 1, 0]
    assert ints(got["types"]) == [math.ceil(math.log2(n)) for n in (1, 2, 5, 1024, 1025)] + [1, 0, 3, 3]
    assert ints(got["macros"]) == [2, -3, 3, 2, 12, 8, 1]
    words = [unit_word(8, 8, (4, 2, 1)), unit_word(8, 8, (8, 4, 2, 1)), unit_word(8, 8, (16, 8, 4, 2, 1)),
             unit_word(1, 1, (4, 2, 1)), unit_word(4, 4, (8, 4, 2, 1)), unit_word(16, 16, (16, 8, 4, 2, 1)),
             unit_word(12, 4, (16, 8, 4, 2, 1)), 12, 12]
    assert ints(got["words"]) == words
    assert ints(got["misc"]) == [2, -1, 2, 7]


def test_merge_path_search() -> None:
    got = lines(run("mergepath"))

    def path(a: list[float], b: list[float]) -> list[int]:
        merged = sorted([(x, 0, i) for i, x in enumerate(a)] + [(x, 1, i) for i, x in enumerate(b)])
        return [v for d in range(len(merged) + 1) for v in (sum(m[1] == 0 for m in merged[:d]),
                                                             sum(m[1] == 1 for m in merged[:d]))]
    assert ints(got["host"]) == path([-4, 1, 3, 3, 3, 8, 12], [-5, 3, 3, 7, 8, 20])
    assert ints(got["device"]) == path([0.5, 0.5, 2, 9, 9], [-1, 0.5, 0.5, 0.5, 1, 2, 2, 9, 10])


# ---------------------------------------------------------------- iterators, grid, allocator
def test_iterators_grid_and_allocator() -> None:
    got = lines(run("iter"))
    x = np.array(ints(got["input"]))
    n = x.size
    sums = got["sums"]
    assert ints(sums[:3]) == [sum(range(-10, 15)), -3 * 11, int(x.sum())]
    assert float(sums[3]) == pytest.approx(float(np.sum(0.5 * x - 3.0)), abs=1e-3)
    assert ints(got["argreduce"]) == [int(np.argmin(x)), int(x.min()), int(np.argmax(x)), int(x.max())]
    assert (x == x.min()).sum() > 1 and (x == x.max()).sum() > 1  # ties: the first position wins
    i = np.arange(n - 6)
    kernel = x[i] * 1000 + (i % 4) * 100 + x[2 + i % 4] + (-5 + 2 + i) + 7 + 10_000_000
    assert ints(got["kernel"]) == kernel.tolist()
    assert ints(got["hostiter"]) == [17, 100 + 17 + 3, 1, 1, 4, 16]
    d = 1.5 * np.arange(20) - 4.0
    tex = [float(v) for v in got["texture"]]
    assert tex[0] == 0 and tex[-1] == 0
    np.testing.assert_allclose(tex[1:18], d[2:19] + 0.25 * d[3:20])
    assert tex[18] == pytest.approx(d[2:20].sum())  # item 20 is past the bound memory: zero

    # GridEvenShare(1000 items, at most 7 blocks, tiles of 32)
    tiles = -(-1000 // 32)
    grid = min(tiles, 7)
    avg, big = tiles // grid, tiles - tiles // grid * grid
    share = []
    for blk in range(grid):
        if blk < big:
            off, end = blk * (avg + 1) * 32, (blk + 1) * (avg + 1) * 32
        else:
            off = big * 32 + blk * avg * 32
            end = min(1000, off + avg * 32)
        share += [off, end, 32, blk * 32, 1000, grid * 32]
    assert ints(got["evenshare"]) == [grid, *share]

    queue = ints(got["queue"])
    assert queue[:5] == [100, 100, 24 * 3, 100, 0]
    assert sorted(queue[5:]) == list(range(0, 72, 3))

    def bin_bytes(nbytes: int) -> int:  # the default bins: 8^3 ... 8^7 bytes
        return max(8 ** 3, 8 ** math.ceil(math.log(nbytes, 8) - 1e-12))
    alloc = ints(got["allocator"])
    assert alloc[:11] == [0] * 11
    assert alloc[11:] == [1, 3000 * 7, bin_bytes(3000) + bin_bytes(100), 0, 0]

    barrier = ints(got["barrier"])
    t = np.arange(64)
    other = ((t // 32 + 1) % 2) * 32 + t % 32
    assert barrier == [0, 0, *(10 * other + 1).tolist(), 0]


def test_grid_barrier_in_an_ordinary_launch_stops() -> None:
    proc = run("iter", "plainbarrier", ok=False)
    assert proc.returncode == 97, proc.stderr
    assert "hipLaunchCooperativeKernel" in proc.stderr
    assert "plainbarrier done" not in proc.stdout


@pytest.mark.parametrize("name", ["warp", "bits", "iter", "mergepath"])
def test_builds_for_gfx942(name: str, tmp_path: Path) -> None:
    build_for_gfx942(PROGRAMS / f"cub_cpu_util_{name}.cu", tmp_path / "prog")
