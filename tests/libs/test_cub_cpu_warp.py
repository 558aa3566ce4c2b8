"""CUB's warp collectives of xlate_warp_more.hpp on the cpu backend's hipCUB, against numpy oracles written
here from CUB's definitions: WarpLoad / WarpStore (every algorithm; full, guarded, guarded with a default),
WarpExchange (BlockedToStriped, StripedToBlocked, ScatterToStriped) and WarpMergeSort (Sort / StableSort,
keys and pairs, partial tiles). Logical warps of 32, 16 and 8 lanes, several per block with their own
TempStorage, each on its own tile; every program runs with 64- and 32-lane wavefronts (a 64-lane wavefront
then holds two to eight independent logical warps). hipCUB's Sort is stable (its StableSort calls it), so
both are checked against numpy's stable order; a partial sort's items past valid_items are checked to hold
oob_default, as CUB documents. The programs are also built for gfx942."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.libs.single_program import build_for_gfx942

PROGRAMS = Path(__file__).resolve().parent / "programs_extra"
MOVE = PROGRAMS / "cub_cpu_warp_move.cu"
SORT = PROGRAMS / "cub_cpu_warp_sort.cu"
PRIVATE = PROGRAMS / "cub_cpu_warp_private.hip"
XLATE = [sys.executable, "-m", "xlate.cli"]
K, BLOCK, BLOCKS = 3, 128, 2
THREADS = BLOCK * BLOCKS
N = THREADS * K
ALGORITHMS = ["direct", "striped", "vectorize", "transpose"]


def run(program: Path, warp_size: int) -> dict[str, list[str]]:
    proc = subprocess.run([*XLATE, "run", str(program), "--warp-size", str(warp_size)], capture_output=True,
                          text=True, check=False, timeout=900)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    lines = {}
    for line in proc.stdout.splitlines():
        name, *vals = line.split()
        lines[name] = vals
    return lines


def ints(vals: list[str]) -> np.ndarray:
    return np.array(vals, dtype=np.int64)


def valid_of(g: int, tile: int) -> int:
    """The valid_items of tile g's guarded calls (the programs' table)."""
    return [tile, tile - 5, 1, 0, tile // 2 + 3][g % 5]


def element(striped: bool, w: int, items: int = K) -> np.ndarray:
    """[t, k] -> the element index of thread t's item k (of `items`): tile t // w, blocked or striped in it."""
    t, k = np.meshgrid(np.arange(THREADS), np.arange(items), indexing="ij")
    lane, base = t % w, t // w * w * items
    return base + (k * w + lane if striped else lane * items + k)


def valid_mask(e: np.ndarray, w: int, items: int = K) -> np.ndarray:
    """Whether element e lies below its tile's valid_items."""
    tile = w * items
    limits = np.array([valid_of(g, tile) for g in range(THREADS // w)])
    return e % tile < limits[e // tile]


# ---------------------------------------------------------------- WarpLoad / WarpStore / WarpExchange

MOVE_INPUT = np.arange(N) * 7919 % 211 - 105
PRIOR = -1000 - np.arange(N)  # what thread t's item k held before a load (at t * K + k)
STORE_ITEMS = 5000 + np.arange(N) * 13 % 97 - 48  # what thread t's item k held before a store


def loaded(alg: str, w: int, mode: int) -> np.ndarray:
    """Items after a load (mode 0 full, 1 guarded, 2 guarded with default -7), thread t's item k at t * K + k.
    TRANSPOSE reads the striped arrangement (guarded: an item beyond valid_items keeps the value that the
    reading lane held), then exchanges it to blocked."""
    striped = alg in ("striped", "transpose")
    e = element(striped, w).reshape(-1)
    held = MOVE_INPUT[e]
    if mode:
        held = np.where(valid_mask(e, w), held, PRIOR if mode == 1 else -7)
    if alg == "transpose":  # the striped items, placed by element, read back blocked
        seq = np.empty(N, dtype=np.int64)
        seq[e] = held
        held = seq[element(False, w).reshape(-1)]
    return held


def stored(alg: str, w: int, guarded: bool) -> tuple[np.ndarray, np.ndarray]:
    """(memory written over -1, items held afterwards). STRIPED writes item k of lane l to element k * w + l
    of the tile, the others the blocked items to their blocked elements; TRANSPOSE does so by exchanging
    the caller's items to the striped arrangement (which they keep) and writing those striped."""
    e = element(alg == "striped", w).reshape(-1)
    mem = np.full(N, -1)
    keep = valid_mask(e, w) if guarded else np.ones(N, dtype=bool)
    mem[e[keep]] = STORE_ITEMS[keep]
    held = STORE_ITEMS
    if alg == "transpose":
        seq = np.empty(N, dtype=np.int64)
        seq[element(False, w).reshape(-1)] = STORE_ITEMS
        held = seq[element(True, w).reshape(-1)]
    return mem, held


def exchanged(w: int, mode: int) -> np.ndarray:
    """The items after exchange_k's mode, from thread t's items MOVE_INPUT[t * K + k] (their blocked order)."""
    blocked, striped = element(False, w).reshape(-1), element(True, w).reshape(-1)
    items = MOVE_INPUT[:N]
    if mode == 1:  # StripedToBlocked: the items are striped, read back blocked
        seq = np.empty(N, dtype=np.int64)
        seq[striped] = items
        return seq[blocked]
    if mode in (2, 3):  # ScatterToStriped: item at blocked position p of its tile goes to the tile's ranks[p]
        tile = w * K
        p = blocked % tile
        rank = (p * 7 + 3) % tile if mode == 2 else tile - 1 - p
        seq = np.empty(N, dtype=np.int64)
        seq[blocked - p + rank] = items
        return seq[striped]
    seq = np.empty(N, dtype=np.int64)  # modes 0 and 4: BlockedToStriped
    seq[blocked] = items
    return seq[striped]


def expected_move(w: int) -> dict[str, np.ndarray]:
    out: dict[str, np.ndarray] = {}
    for alg in ALGORITHMS:
        for mode in (0, 1, 2) if alg != "vectorize" else (0, 2):
            out[f"load_w{w}_{alg}_{mode}"] = loaded(alg, w, mode)
        for mode in (0, 1):
            mem, held = stored(alg, w, bool(mode))
            out[f"store_w{w}_{alg}_{mode}"] = mem
            out[f"store_w{w}_{alg}_{mode}_held"] = held
    for mode in range(5):
        out[f"exchange_w{w}_{mode}"] = exchanged(w, mode)
    return out


@pytest.mark.parametrize("warp_size", [64, 32])
def test_warp_load_store_exchange(warp_size: int) -> None:
    got = run(MOVE, warp_size)
    expected = {**expected_move(32), **expected_move(16)}
    assert sorted(got) == sorted(expected)
    for name, want in expected.items():
        np.testing.assert_array_equal(ints(got[name]), want, err_msg=name)


# ---------------------------------------------------------------- WarpMergeSort

I = np.arange(N)
INT_KEYS = (I * I * 7 + I * 3 + 5) % 29 - 14
SPECIALS = np.array([-0.0, 0.0, 2.5, -2.5, 1e30, -1e-30, 0.0, -0.0], dtype=np.float32)
FLOAT_KEYS = np.where(I % 5 == 0, SPECIALS[I // 5 % 8], ((I * 13 + 1) % 17 - 8) * 0.5).astype(np.float32)
INT_MIN, INT_MAX, FLT_MAX = -(2**31), 2**31 - 1, np.float32(3.4028234663852886e38)


def merge_sorted(keys: np.ndarray, w: int, partial: bool, descending: bool, oob) -> tuple[np.ndarray, np.ndarray]:
    """(keys, values) after each logical warp sorts its tile stably (values start as element indices).
    A partial sort orders the first valid_items of the tile; the items after them take oob as their key
    and keep their value."""
    tile = w * K
    out_keys, out_values = keys.copy(), np.arange(N)
    for g in range(THREADS // w):
        base = g * tile
        n = valid_of(g, tile) if partial else tile
        part = keys[base:base + n]
        order = np.argsort(-part if descending else part, kind="stable")
        out_keys[base:base + n] = part[order]
        out_values[base:base + n] = base + order
        out_keys[base + n:base + tile] = oob
    return out_keys, out_values


def expected_sort(w: int) -> dict[str, tuple[np.ndarray, np.ndarray | None]]:
    """name -> (keys, values; None where a keys-only sort leaves the values as they were)."""
    out: dict[str, tuple[np.ndarray, np.ndarray | None]] = {}
    cases = [(m, False) for m in range(8)] + [(1, True), (3, True), (7, True)]
    for mode, desc in cases:
        partial, pairs = mode in (2, 3, 6, 7), mode % 2 == 1
        keys, values = merge_sorted(INT_KEYS, w, partial, desc, INT_MIN if desc else INT_MAX)
        out[f"int_w{w}_{'desc' if desc else 'asc'}_{mode}"] = (keys, values if pairs else None)
    for mode in (5, 7):
        out[f"float_w{w}_asc_{mode}"] = merge_sorted(FLOAT_KEYS, w, mode == 7, False, FLT_MAX)
    return out


@pytest.mark.parametrize("warp_size", [64, 32])
def test_warp_merge_sort(warp_size: int) -> None:
    got = run(SORT, warp_size)
    expected = {**expected_sort(32), **expected_sort(16), **expected_sort(8)}
    assert sorted(got) == sorted([*expected, *(f"{name}_values" for name in expected)])
    for name, (keys, values) in expected.items():
        if name.startswith("float"):
            np.testing.assert_array_equal(np.array(got[name], dtype=np.float32), keys, err_msg=name)
        else:
            np.testing.assert_array_equal(ints(got[name]), keys, err_msg=name)
        np.testing.assert_array_equal(ints(got[f"{name}_values"]), np.arange(N) if values is None else values,
                                      err_msg=name + "_values")


# ---------------------------------------------------------------- what CUDA cannot reach through xlate yet

K4 = 4  # the HIP program's items per thread
N4 = THREADS * K4
MOVE_INPUT4 = np.arange(N4) * 7919 % 211 - 105


def permuted(items: np.ndarray, src: np.ndarray, dst: np.ndarray) -> np.ndarray:
    """Items placed at elements src (in thread-item order), read back at elements dst."""
    seq = np.empty(items.size, dtype=np.int64)
    seq[src] = items
    return seq[dst]


def expected_private(w: int, wave: int) -> dict[str, np.ndarray]:
    blocked, striped = element(False, w, K4).reshape(-1), element(True, w, K4).reshape(-1)
    loaded = np.where(valid_mask(striped, w, K4), MOVE_INPUT4[striped], -7)  # read striped, guarded
    loaded = permuted(loaded, striped, blocked)  # then exchanged to blocked
    stored = np.full(N4, -1)  # the blocked items written to their elements, below valid_items
    keep = valid_mask(blocked, w, K4)
    stored[blocked[keep]] = loaded[keep]
    t = np.arange(THREADS)
    mask = ((1 << w) - 1) << (t % wave // w * w)
    member = np.stack([t % w, mask & 0xFFFFFFFF, mask >> 32, np.zeros_like(t)], axis=1)
    member = np.where(member >= 2**31, member - 2**32, member)  # printed as int
    return {
        f"shuffle_w{w}_0": permuted(MOVE_INPUT4, blocked, striped),
        f"shuffle_w{w}_1": permuted(MOVE_INPUT4, striped, blocked),
        f"private_w{w}_loaded": loaded,
        f"private_w{w}_stored": stored,
        f"member_w{w}": member.reshape(-1),
    }


@pytest.mark.parametrize("warp_size", [64, 32])
def test_shuffle_exchange_private_storage_and_member_mask(warp_size: int) -> None:
    """WARP_EXCHANGE_SHUFFLE, WarpLoad / WarpStore constructed without a TempStorage and WarpMergeSort's
    get_linear_tid / get_member_mask (the logical warp's lanes within the wavefront), from a HIP program:
    xlate's CUDA prelude does not declare these yet."""
    got = run(PRIVATE, warp_size)
    expected = {**expected_private(32, warp_size), **expected_private(16, warp_size)}
    assert sorted(got) == sorted(expected)
    for name, want in expected.items():
        np.testing.assert_array_equal(ints(got[name]), want, err_msg=name)


@pytest.mark.parametrize("program", [MOVE, SORT, PRIVATE], ids=["move", "sort", "private"])
def test_builds_for_gfx942(program: Path, tmp_path: Path) -> None:
    build_for_gfx942(program, tmp_path / "prog")
