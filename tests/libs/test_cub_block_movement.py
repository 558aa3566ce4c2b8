"""CUB's BlockLoad / BlockStore (every algorithm: full, guarded, guarded with a default), the
LoadDirect* / StoreDirect* functions and BlockExchange on the cpu backend's hipCUB, against an oracle
written here from CUB's definitions of the blocked, striped and warp-striped arrangements (the warp
width is the wavefront's, as in hipCUB). programs_extra/cub_block_movement.cu prints, per case, what
each thread held (thread t's item k at t * K + k) or the memory a store wrote; the program is also
built for gfx942."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.libs.single_program import build_for_gfx942

PROGRAM = Path(__file__).resolve().parent / "programs_extra" / "cub_block_movement.cu"
XLATE = [sys.executable, "-m", "xlate.cli"]
K, VALID = 3, 200
ALGORITHMS = ["direct", "striped", "vectorize", "transpose", "warp_transpose", "warp_timesliced"]


def element(arrangement: str, n: int, w: int) -> np.ndarray:
    """[t, k] -> the element index of thread t's item k in a block of n threads."""
    t, k = np.meshgrid(np.arange(n), np.arange(K), indexing="ij")
    if arrangement == "blocked":
        return t * K + k
    if arrangement == "striped":
        return k * n + t
    return t // w * w * K + t % w + k * w


def loaded(arrangement: str, n: int, w: int, mode: int) -> np.ndarray:
    """What each thread holds after a load from in[i] = 3i + 1 (mode 0 full, 1 guarded, 2 default -7)."""
    e = element(arrangement, n, w)
    held = 3 * e + 1
    if mode:
        held = np.where(e < VALID, held, -1 if mode == 1 else -7)
    return held.reshape(-1)


def stored(arrangement: str, n: int, w: int, guarded: bool) -> np.ndarray:
    """Memory after thread t stores items 1000 + t * K + k over -1 (guarded: below VALID only)."""
    mem = np.full(n * K, -1)
    e = element(arrangement, n, w)
    keep = e < VALID if guarded else np.ones_like(e, dtype=bool)
    mem[e[keep]] = (1000 + element("blocked", n, w))[keep]
    return mem


def exchanged(src: np.ndarray, to_elem: np.ndarray, from_elem: np.ndarray) -> np.ndarray:
    """Items placed at from_elem[t, k], then read back at to_elem[t, k]."""
    seq = np.empty(src.size, dtype=src.dtype)
    seq[from_elem.reshape(-1)] = src
    return seq[to_elem.reshape(-1)]


def expected(w: int) -> dict[str, np.ndarray]:
    out: dict[str, np.ndarray] = {}
    for name in ALGORITHMS:
        arr = "striped" if name == "striped" else "blocked"
        for mode in range(3):
            out[f"load_{name}_{mode}"] = loaded(arr, 96, w, mode)
        for mode in range(2):
            out[f"store_{name}_{mode}"] = stored(arr, 96, w, bool(mode))
    n = 128
    for mode, arr in enumerate(["blocked"] * 3 + ["warp"] * 3):
        out[f"direct_load_{mode}"] = loaded(arr, n, w, mode % 3)
    out["direct_load_6"] = loaded("blocked", n, w, 0)
    for mode, arr in enumerate(["blocked"] * 2 + ["warp"] * 2):
        out[f"direct_store_{mode}"] = stored(arr, n, w, bool(mode % 2))
    out["direct_store_4"] = stored("blocked", n, w, False)
    blocked_items = loaded("blocked", n, w, 0)  # thread t's items in[t * K + k]
    b, s, ws = (element(a, n, w) for a in ("blocked", "striped", "warp"))
    ranks = n * K - 1 - b
    out["exchange_0"] = exchanged(blocked_items, s, b)   # BlockedToStriped
    out["exchange_1"] = exchanged(blocked_items, b, s)   # StripedToBlocked
    out["exchange_2"] = exchanged(blocked_items, ws, b)  # BlockedToWarpStriped
    out["exchange_3"] = exchanged(blocked_items, b, ws)  # WarpStripedToBlocked
    out["exchange_4"] = exchanged(blocked_items, b, ranks)  # ScatterToBlocked
    out["exchange_5"] = exchanged(blocked_items, s, ranks)  # ScatterToStriped
    return out


def test_oracle_arrangements_differ() -> None:
    """The cases tell the arrangements apart (a program that ignored the algorithm would fail)."""
    exp = expected(64)
    assert not np.array_equal(exp["load_direct_0"], exp["load_striped_0"])
    assert not np.array_equal(exp["direct_load_0"], exp["direct_load_3"])
    assert not np.array_equal(expected(32)["exchange_2"], exp["exchange_2"])


@pytest.mark.parametrize("warp", ["64", "32"])
def test_runs_on_the_cpu_backend(warp: str) -> None:
    proc = subprocess.run([*XLATE, "run", str(PROGRAM), "--warp-size", warp], capture_output=True, text=True,
                          check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr
    got = {line.split()[0]: np.array([int(v) for v in line.split()[1:]]) for line in proc.stdout.splitlines()}
    exp = expected(int(warp))
    assert sorted(got) == sorted(exp)
    for name, values in exp.items():
        np.testing.assert_array_equal(got[name], values, err_msg=name)


def test_builds_for_gfx942(tmp_path: Path) -> None:
    build_for_gfx942(PROGRAM, tmp_path / "prog")
