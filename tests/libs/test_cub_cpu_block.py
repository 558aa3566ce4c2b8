"""CUB's other block collectives on the cpu backend's hipCUB (xlate/cpu/libs/include/hipcub/
xlate_block_more.hpp), against oracles written here in numpy from CUB's definitions: BlockRadixSort (the
radix order: -0.0 equals +0.0, negative NaNs first, positive NaNs last; stable), BlockMergeSort,
BlockRadixRank / BlockRadixRankMatch, BlockHistogram, BlockDiscontinuity, BlockAdjacentDifference,
BlockShuffle, BlockRunLengthDecode and BlockRakingLayout. Blocks of 96 threads (1-D, 2-D, 3-D: not a
whole number of 64-lane wavefronts), run at both warp widths. The programs print their inputs and what
each thread held afterwards (thread t's item k at t * K + k); each CUDA program is also built for gfx942.
cub_cpu_block_prelude_gaps.hip is HIP: it uses what xlate's CUDA parse prelude does not declare yet
(SortDescendingBlockedToStriped, BlockRadixRankMatch, BINS_TRACKED_PER_THREAD, BlockRakingLayout,
ShiftDigitExtractor)."""

from __future__ import annotations

import subprocess
import sys
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from tests.libs.single_program import build_for_gfx942

PROGRAMS = Path(__file__).resolve().parent / "programs_extra"
XLATE = [sys.executable, "-m", "xlate.cli"]
K, N = 3, 96
INT_MAX, INT_MIN = 2**31 - 1, -(2**31)

# BlockRadixSort cases of cub_cpu_block_sort.cu: name -> (kind, bits, mode, begin_bit, end_bit); mode
# 0 Sort, 1 SortDescending, 2 SortBlockedToStriped with values, 4 / 5 / 6 the same with keys only.
RADIX = {
    "i32_asc": ("i", 32, 0, 0, 32), "i32_desc": ("i", 32, 1, 0, 32), "i32_striped": ("i", 32, 2, 0, 32),
    "i32_keys_striped": ("i", 32, 6, 0, 32), "u32_bits": ("u", 32, 0, 4, 12), "u32_keys_bits": ("u", 32, 4, 3, 9),
    "u32_desc_bits": ("u", 32, 1, 20, 32), "f32_asc": ("f", 32, 0, 0, 32), "f32_striped": ("f", 32, 2, 0, 32),
    "f32_keys_desc": ("f", 32, 5, 0, 32), "f32_bits": ("f", 32, 0, 20, 31), "f64_keys_desc": ("f", 64, 5, 0, 64),
    "i8_keys_striped": ("i", 8, 6, 0, 8), "u64_keys_desc_bits": ("u", 64, 5, 40, 64),
    "i64_desc": ("i", 64, 1, 0, 64), "f16_asc": ("f", 16, 0, 0, 16),
}
# BlockMergeSort cases: name -> (threads, mode, valid_items); the modes as merge_k documents them
MERGE = {
    "ms_keys": (64, 0, 192), "ms_pairs": (32, 1, 96), "ms_stable_pairs": (64, 2, 192), "ms_stable_keys": (32, 3, 96),
    "ms_stable_pairs_valid": (64, 4, 150), "ms_keys_valid_greater": (32, 5, 61), "ms_pairs_valid": (64, 6, 7),
    "ms_stable_keys_valid0": (64, 7, 0),
}
# BlockRadixRank cases: name -> (descending, RADIX_BITS, shift, BINS_TRACKED_PER_THREAD, with prefix)
RANK = {
    "rank_4_2": (False, 4, 2, 1, True), "rank_desc_7_1": (True, 7, 1, 2, True),
    "rank_4_5_noprefix": (False, 4, 5, 1, False), "rank_desc_3_0": (True, 3, 0, 1, True),
}


@cache
def run(program: str, warp: str) -> dict[tuple[str, str], np.ndarray]:
    """Runs a program of programs_extra on the cpu backend: {(case, what): values}."""
    proc = subprocess.run([*XLATE, "run", str(PROGRAMS / program), "--warp-size", warp], capture_output=True,
                          text=True, check=False, timeout=900)
    assert proc.returncode == 0, proc.stderr[-4000:]
    out = {}
    for line in proc.stdout.splitlines():
        name, what, *vals = line.split()
        out[name, what] = np.array([int(v) for v in vals], dtype=object)
    return out


def striped(seq: np.ndarray, n: int) -> np.ndarray:
    """What the threads hold of a sequence in the striped arrangement: item k of thread t is seq[k * n + t]."""
    return seq.reshape(K, n).T.reshape(-1)


def radix_image(bits: np.ndarray, kind: str, width: int) -> np.ndarray:
    """CUB's radix order of keys given as their bits: an unsigned number per key."""
    sign, ones = 1 << (width - 1), (1 << width) - 1
    img = []
    for b in bits:
        b = int(b)
        if kind == "i":
            b ^= sign
        elif kind == "f":
            b = 0 if b == sign else b  # -0.0 sorts as +0.0
            b = (~b & ones) if b & sign else b | sign
        img.append(b)
    return np.array(img, dtype=object)


def radix_order(bits: np.ndarray, kind: str, width: int, desc: bool, begin: int, end: int) -> np.ndarray:
    """The stable order of keys by bits [begin, end) of their radix images."""
    digits = [(v >> begin) & ((1 << (end - begin)) - 1) for v in radix_image(bits, kind, width)]
    # Python's sort is stable, also with reverse=True
    return np.array(sorted(range(bits.size), key=lambda i: digits[i], reverse=desc))


def radix_expected(bits: np.ndarray, spec: tuple) -> tuple[np.ndarray, np.ndarray]:
    kind, width, mode, begin, end = spec
    order = radix_order(bits, kind, width, mode in (1, 5), begin, end)
    keys, vals = bits[order], order if mode < 4 else np.arange(bits.size)
    if mode in (2, 6):
        keys, vals = striped(keys, N), striped(vals, N) if mode == 2 else vals
    return keys, vals


@pytest.mark.parametrize("warp", ["64", "32"])
def test_radix_sort(warp: str) -> None:
    got = run("cub_cpu_block_sort.cu", warp)
    for name, spec in RADIX.items():
        keys, vals = radix_expected(got[name, "in"], spec)
        np.testing.assert_array_equal(got[name, "keys"], keys, err_msg=name)
        np.testing.assert_array_equal(got[name, "vals"], vals, err_msg=name)


def test_radix_oracle_sees_the_float_order() -> None:
    """-0.0 and +0.0 tie (input order kept); -NaN sorts first, +NaN last; the bit range matters."""
    f = np.array([0.0, -0.0, np.nan, -np.nan, -np.inf, 1.0], dtype=np.float32)
    bits = np.array([int(b) for b in f.view(np.uint32)], dtype=object)
    assert [int(i) for i in radix_order(bits, "f", 32, False, 0, 32)] == [3, 4, 0, 1, 5, 2]
    assert [int(i) for i in radix_order(bits, "f", 32, True, 0, 32)] == [2, 5, 0, 1, 4, 3]
    assert [int(i) for i in radix_order(bits, "f", 32, False, 31, 32)] == [3, 4, 0, 1, 2, 5]  # the sign bit only


def merge_expected(keys: np.ndarray, spec: tuple) -> tuple[np.ndarray, np.ndarray | None]:
    """The keys and values after the sort; values None where only their consistency is defined."""
    _, mode, valid = spec
    keys = keys.astype(np.int64)
    if mode >= 4:
        keys = keys.copy()
        keys[valid:] = INT_MIN if mode == 5 else INT_MAX
    proj = {2: keys % 7, 3: keys % 7, 5: -keys}.get(mode, keys)
    order = np.argsort(proj, kind="stable")
    vals = order if mode in (2, 4) else (None if mode in (1, 6) else np.arange(keys.size))
    return keys[order], vals


@pytest.mark.parametrize("warp", ["64", "32"])
def test_merge_sort(warp: str) -> None:
    got = run("cub_cpu_block_sort.cu", warp)
    for name, spec in MERGE.items():
        keys_in = got[name, "in"].astype(np.int64)
        keys, vals = merge_expected(keys_in, spec)
        np.testing.assert_array_equal(got[name, "keys"].astype(np.int64), keys, err_msg=name)
        got_vals = got[name, "vals"].astype(np.int64)
        if vals is None:  # Sort is not stable: each value must be its key's index
            assert sorted(got_vals) == list(range(keys.size)), name
            mod = keys_in.copy()
            mod[spec[2]:] = INT_MAX
            np.testing.assert_array_equal(mod[got_vals], keys, err_msg=name)
        else:
            np.testing.assert_array_equal(got_vals, vals, err_msg=name)


def rank_expected(keys: np.ndarray, desc: bool, bits: int, shift: int, bins: int, with_prefix: bool,
                  order_key: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Ranks: positions in a stable sort by digit (flipped when descending), equal digits in order_key
    order; the prefix of digit b: the keys ranked before it (descending: the keys with a greater digit)."""
    r = 1 << bits
    d = (keys.astype(np.int64) >> shift) & (r - 1)
    f = r - 1 - d if desc else d
    order = np.lexsort((order_key, f))
    ranks = np.empty(keys.size, dtype=np.int64)
    ranks[order] = np.arange(keys.size)
    prefix = np.full(N * bins, -1)
    if with_prefix:
        for b in range(min(r, N * bins)):
            prefix[b] = np.count_nonzero(d > b) if desc else np.count_nonzero(d < b)
    return ranks, prefix


@pytest.mark.parametrize("warp", ["64", "32"])
def test_radix_rank(warp: str) -> None:
    got = run("cub_cpu_block_sort.cu", warp)
    for name, (desc, bits, shift, bins, with_prefix) in RANK.items():
        keys = got[name, "in"]
        ranks, prefix = rank_expected(keys, desc, bits, shift, bins, with_prefix, np.arange(keys.size))
        np.testing.assert_array_equal(got[name, "ranks"].astype(np.int64), ranks, err_msg=name)
        np.testing.assert_array_equal(got[name, "prefix"].astype(np.int64), prefix, err_msg=name)


# ---------------------------------------------------------------- cub_cpu_block_misc.cu


@pytest.mark.parametrize("warp", ["64", "32"])
def test_histogram(warp: str) -> None:
    got = run("cub_cpu_block_misc.cu", warp)
    for name, bins, base in (("hist_sort", 40, 0), ("hist_init_composite", 200, 0), ("hist_global", 40, 1000)):
        items = got[name, "in"].astype(np.int64)
        np.testing.assert_array_equal(got[name, "hist"].astype(np.int64), base + np.bincount(items, minlength=bins),
                                      err_msg=name)


def discontinuity_expected(x: np.ndarray, mode: int) -> tuple[np.ndarray, np.ndarray]:
    """FlagHeads / FlagTails with a != b (modes 8..15: or b's index a multiple of 50); 7 is the tile
    predecessor / successor where the mode gives one; flags not computed are -1."""
    n, m, with_index = x.size, mode % 8, mode >= 8
    pred, succ = m in (1, 6, 7), m in (3, 5, 7)
    prev = np.concatenate(([7], x[:-1]))
    nxt = np.concatenate((x[1:], [7]))
    idx = np.arange(n)
    heads = (prev != x) | (with_index & (idx % 50 == 0))
    tails = (x != nxt) | (with_index & ((idx + 1) % 50 == 0))
    if not pred:
        heads[0] = True
    if not succ:
        tails[-1] = True
    heads = heads.astype(np.int64) if m in (0, 1, 4, 5, 6, 7) else np.full(n, -1)
    tails = tails.astype(np.int64) if m in (2, 3, 4, 5, 6, 7) else np.full(n, -1)
    return heads, tails


@pytest.mark.parametrize("warp", ["64", "32"])
def test_discontinuity(warp: str) -> None:
    got = run("cub_cpu_block_misc.cu", warp)
    for mode in range(16):
        name = f"discont_{mode}"
        x = got[name, "in"].astype(np.int64)
        assert x[0] == 7 and x[-1] == 7  # a given predecessor / successor changes the first / last flag
        heads, tails = discontinuity_expected(x, mode)
        np.testing.assert_array_equal(got[name, "heads"].astype(np.int64), heads, err_msg=name)
        np.testing.assert_array_equal(got[name, "tails"].astype(np.int64), tails, err_msg=name)


def adjdiff_expected(x: np.ndarray, mode: int, valid: int) -> np.ndarray:
    """SubtractLeft: op(item, previous); SubtractRight: op(item, next); op(a, b) = 2a - b (modes 7, 8:
    a - b, full tile). Items without a neighbour in the (partial) tile are copied; the tile predecessor
    is -40, the successor 55."""
    n = x.size
    op = (lambda a, b: a - b) if mode >= 7 else (lambda a, b: 2 * a - b)
    valid = n if mode in (0, 1, 4, 5, 7, 8) else min(valid, n)  # no item past the tile's last one
    out = x.copy()
    for e in range(n):
        if mode in (0, 1, 2, 3, 7):  # left
            if e < valid and e > 0:
                out[e] = op(x[e], x[e - 1])
            elif e < valid and mode in (1, 3):
                out[e] = op(x[e], -40)
        elif e + 1 < valid:
            out[e] = op(x[e], x[e + 1])
        elif mode == 5 and e + 1 == n:
            out[e] = op(x[e], 55)
    return out


ADJDIFF = {f"adjdiff_{m}": (m, v) for m, v in enumerate([0, 0, 150, 150, 0, 0, 150, 0, 0])} | {
    "adjdiff_2_v1": (2, 1), "adjdiff_3_v0": (3, 0), "adjdiff_6_v1": (6, 1), "adjdiff_6_v288": (6, 288),
    "adjdiff_2_v300": (2, 300), "adjdiff_6_v300": (6, 300),
}


@pytest.mark.parametrize("warp", ["64", "32"])
def test_adjacent_difference(warp: str) -> None:
    got = run("cub_cpu_block_misc.cu", warp)
    for name, (mode, valid) in ADJDIFF.items():
        x = got[name, "in"].astype(np.int64)
        np.testing.assert_array_equal(got[name, "out"].astype(np.int64), adjdiff_expected(x, mode, valid),
                                      err_msg=name)


def shuffle_expected(x: np.ndarray, name: str) -> np.ndarray:
    t = np.arange(N)
    kind, _, arg = name.partition("_")
    if kind == "offset":
        src = t + int(arg)
        return np.where((src >= 0) & (src < N), 1000 + src, -1 - t)
    if kind == "rotate":
        return 1000 + (t + int(arg)) % N
    alias = arg == "alias"
    out = x.copy() if alias else np.full(x.size, -1)
    extra = np.full(N, -1)
    if kind == "up":
        out[1:] = x[:-1]
        if arg == "suffix":
            extra[:] = x[-1]
    else:
        out[:-1] = x[1:]
        if arg == "prefix":
            extra[:] = x[0]
    return np.concatenate((out, extra))


@pytest.mark.parametrize("warp", ["64", "32"])
def test_shuffle(warp: str) -> None:
    got = run("cub_cpu_block_misc.cu", warp)
    names = [f"offset_{d}" for d in (1, -1, 5, -95, 96, 0)] + [f"rotate_{d}" for d in (1, 37, 95, 0)]
    names += ["up", "up_alias", "up_suffix", "down", "down_alias", "down_prefix"]
    for name in names:
        x = got[name, "in"].astype(np.int64)
        np.testing.assert_array_equal(got[name, "out"].astype(np.int64), shuffle_expected(x, name), err_msg=name)


@pytest.mark.parametrize("warp", ["64", "32"])
def test_run_length_decode(warp: str) -> None:
    got = run("cub_cpu_block_misc.cu", warp)
    for name in ("rld_lengths", "rld_lengths_trailing0", "rld_offsets", "rld_offsets_tail"):
        values, lengths = got[name, "values"].astype(np.int64), got[name, "lengths"].astype(np.int64)
        assert (lengths[:-5] > 0).all()  # runs of length 0 only at the end, as CUB requires
        start, count = (int(v) for v in got[name, "window"])
        decoded = np.repeat(values, lengths)
        relative = np.concatenate([np.arange(n) for n in lengths])
        if name.startswith("rld_lengths"):
            assert got[name, "total"][0] == lengths.sum()
            assert (start, count) == (0, lengths.sum())
        else:
            assert count == min(N * 3, lengths.sum() - start)
        np.testing.assert_array_equal(got[name, "decoded"].astype(np.int64), decoded[start:start + count],
                                      err_msg=name)
        np.testing.assert_array_equal(got[name, "relative"].astype(np.int64), relative[start:start + count],
                                      err_msg=name)


# ---------------------------------------------------------------- cub_cpu_block_prelude_gaps.hip
# ranking cases: name -> (match, descending, RADIX_BITS, shift)
GAP_RANK = {
    "match_5_0": (True, False, 5, 0), "match_5_3_80threads": (True, False, 5, 3), "match_desc_4_4": (True, True, 4, 4),
    "match_desc_8_1": (True, True, 8, 1), "match_shift_4_2": (True, False, 4, 2), "rank_shift_4_3": (False, False, 4, 3),
    "rank_desc_8_2_80threads": (False, True, 8, 2),
}


@pytest.mark.parametrize("warp", ["64", "32"])
def test_sort_descending_blocked_to_striped(warp: str) -> None:
    got = run("cub_cpu_block_prelude_gaps.hip", warp)
    for name, spec in (("sdbs_i32_pairs", ("i", 32, 3, 0, 32)), ("sdbs_f32_keys_bits", ("f", 32, 7, 8, 32)),
                       ("sdbs_f32_pairs", ("f", 32, 3, 0, 32))):
        kind, width, mode, begin, end = spec
        keys, vals = radix_expected(got[name, "in"], (kind, width, 1 if mode == 3 else 5, begin, end))
        keys = striped(keys, N)
        vals = striped(vals, N) if mode == 3 else vals
        np.testing.assert_array_equal(got[name, "keys"], keys, err_msg=name)
        np.testing.assert_array_equal(got[name, "vals"], vals, err_msg=name)


@pytest.mark.parametrize("warp", ["64", "32"])
def test_radix_rank_match(warp: str) -> None:
    """RankMatch orders equal digits by warp, item, lane (the warp-striped order; warps of the cpu
    backend's wavefront width); Rank by thread, item."""
    got = run("cub_cpu_block_prelude_gaps.hip", warp)
    w = int(warp)
    for name, (match, desc, bits, shift) in GAP_RANK.items():
        n, bins = (int(v) for v in got[name, "shape"])
        assert bins == max(1, -(-(1 << bits) // n)), name  # BINS_TRACKED_PER_THREAD
        keys = got[name, "in"]
        t, k = np.arange(keys.size) // K, np.arange(keys.size) % K
        order_key = (t // w) * (K * w) + k * w + t % w if match else np.arange(keys.size)
        ranks, prefix = rank_expected(keys, desc, bits, shift, bins, True, order_key)
        np.testing.assert_array_equal(got[name, "ranks"].astype(np.int64), ranks, err_msg=name)
        np.testing.assert_array_equal(got[name, "prefix"].astype(np.int64), prefix[: n * bins], err_msg=name)


@pytest.mark.parametrize("warp", ["64", "32"])
def test_raking_layout(warp: str) -> None:
    got = run("cub_cpu_block_prelude_gaps.hip", warp)
    w = int(warp)
    for name in ("raking_int_96", "raking_int_20", "raking_double_256", "raking_int_200", "raking_int_32",
                 "raking_int_130"):
        threads = int(name.rsplit("_", 1)[1])
        most = w if threads >= w else 1 << (threads - 1).bit_length()  # hipCUB: a power of two up to a wavefront
        seg = -(-threads // most)
        raking = -(-threads // seg)
        pad = int(seg % 2 == 0 and seg > 2)
        constants = [threads, most, seg, raking, pad, raking * (seg + pad), int(threads % raking == 0)]
        assert [int(v) for v in got[name, "constants"]] == constants, name
        sums = [sum(e + 1 for e in range(r * seg, min(r * seg + seg, threads))) for r in range(raking)]
        offsets = [t + (t // seg if pad else 0) for t in range(threads)]
        assert [int(v) for v in got[name, "out"]] == sums + offsets, name


def test_raking_oracle_covers_padding_and_guards() -> None:
    assert 1 << (20 - 1).bit_length() == 32
    assert -(-256 // 64) == 4 and -(-130 // 64) == 3 and 130 % -(-130 // 3) != 0  # padded / guarded layouts


@pytest.mark.parametrize("warp", ["64", "32"])
def test_decomposer_sort(warp: str) -> None:
    """A decomposer's tuple (float, int) is one 64-bit key, the float in the high half."""
    got = run("cub_cpu_block_prelude_gaps.hip", warp)
    for name, mode, begin, end in (("decomposer_pairs", 0, 0, 64), ("decomposer_keys_desc_bits", 5, 16, 48)):
        f_img = radix_image(got[name, "in_f"], "f", 32)
        i_img = radix_image(got[name, "in_i"], "i", 32)
        combined = np.array([(a << 32) | b for a, b in zip(f_img, i_img, strict=True)], dtype=object)
        order = radix_order(combined, "u", 64, mode == 5, begin, end)
        np.testing.assert_array_equal(got[name, "keys_f"], got[name, "in_f"][order], err_msg=name)
        np.testing.assert_array_equal(got[name, "keys_i"], got[name, "in_i"][order], err_msg=name)
        vals = order if mode == 0 else np.arange(order.size)
        np.testing.assert_array_equal(got[name, "vals"], vals, err_msg=name)


@pytest.mark.parametrize("program", ["cub_cpu_block_sort.cu", "cub_cpu_block_misc.cu", "cub_cpu_block_prelude_gaps.hip"])
def test_builds_for_gfx942(program: str, tmp_path: Path) -> None:
    build_for_gfx942(PROGRAMS / program, tmp_path / "prog")
