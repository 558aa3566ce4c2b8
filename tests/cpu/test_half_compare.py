"""The comparison functions of the cpu target's 16-bit float types (xlate/cpu/include/xlate_cpu/
half_ops.h) on every pair of NaN, infinities, signed zeros and a few finite values, against a numpy
model of CUDA's math API written here: __heq, __hne, __hlt, __hle, __hgt, __hge are ordered (false when
either input is NaN, __hne included), the `u` forms unordered (true when either is NaN); the C++
operators are IEEE's (== < <= > >= ordered, != true for NaN); __h<op>2 gives 1.0 or 0.0 per lane and
__hb<op>2 true when both lanes are true; __hisnan2 1.0 or 0.0 per lane. Run on the host (the functions
are host code on the cpu target), through `xlate run`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

PROGRAM = Path(__file__).resolve().parent / "half_ops" / "half_compare.hip"
XLATE = Path(sys.executable).parent / "xlate"

# +0, -0, 1, -1, 2, the smallest subnormal, the largest finite and its negative, +inf, -inf, a quiet
# NaN, a negative quiet NaN, a signalling NaN (quiet bit clear), and a NaN with every payload bit set
INPUTS = {
    "H": [0x0000, 0x8000, 0x3C00, 0xBC00, 0x4000, 0x0001, 0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0xFE00,
          0x7C01, 0x7FFF],
    "B": [0x0000, 0x8000, 0x3F80, 0xBF80, 0x4000, 0x0001, 0x7F7F, 0xFF7F, 0x7F80, 0xFF80, 0x7FC0, 0xFFC0,
          0x7F81, 0x7FFF],
}
ONE = {"H": 0x3C00, "B": 0x3F80}
OPS = ["eq", "ne", "lt", "le", "gt", "ge"]


def to_float(kind: str, bits: int) -> np.float32:
    """The value of a 16-bit pattern, exactly, as a float32 (both formats embed in it exactly)."""
    if kind == "H":
        return np.float32(np.array(bits, dtype=np.uint16).view(np.float16))
    return np.array(bits << 16, dtype=np.uint32).view(np.float32)[()]


def ordered(op: str, a: np.float32, b: np.float32) -> bool:
    """CUDA's ordered comparison: the relation holds and neither input is NaN."""
    if np.isnan(a) or np.isnan(b):
        return False
    return {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[op]


def unordered(op: str, a: np.float32, b: np.float32) -> bool:
    """CUDA's unordered comparison: either input is NaN, or the relation holds."""
    return bool(np.isnan(a) or np.isnan(b)) or ordered(op, a, b)


def operators(a: np.float32, b: np.float32) -> list[bool]:
    """C++'s operators on IEEE values (numpy's comparisons are IEEE's)."""
    return [bool(a == b), bool(a != b), bool(a < b), bool(a <= b), bool(a > b), bool(a >= b)]


def expected(kind: str, a: int, b: int, c: int) -> list[int]:
    fa, fb, fc = (to_float(kind, v) for v in (a, b, c))
    bits = [ordered(op, fa, fb) for op in OPS] + [unordered(op, fa, fb) for op in OPS] + operators(fa, fb) \
        + [bool(np.isnan(fa))]
    row = [sum(int(v) << i for i, v in enumerate(bits))]
    x, y = (fa, fb), (fb, fc)
    lane_results = [[f(op, x[k], y[k]) for k in range(2)] for f in (ordered, unordered) for op in OPS]
    row.append(sum(int(lanes[0] and lanes[1]) << i for i, lanes in enumerate(lane_results)))
    for lanes in lane_results:
        row += [ONE[kind] if v else 0 for v in lanes]
    row += [ONE[kind] if np.isnan(v) else 0 for v in x]
    return row


@pytest.fixture(scope="module")
def rows() -> list[list[str]]:
    args = ["H", *map(str, INPUTS["H"]), "B", *map(str, INPUTS["B"])]
    proc = subprocess.run([str(XLATE), "run", str(PROGRAM), "--", *args],
                          capture_output=True, text=True, timeout=900, check=False)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return [ln.split() for ln in proc.stdout.splitlines()]


@pytest.mark.parametrize("kind", ["H", "B"])
def test_comparisons_follow_cuda_ordered_and_unordered_rules(rows, kind) -> None:
    ins = INPUTS[kind]
    n = len(ins)
    got_rows = [[int(v, 16) for v in r[1:]] for r in rows if r[0] == kind]
    assert len(got_rows) == n * n
    names = [f"__h{op}" for op in OPS] + [f"__h{op}u" for op in OPS] + ["==", "!=", "<", "<=", ">", ">="] + ["__hisnan"]
    failures = []
    for k, got in enumerate(got_rows):
        i, j = divmod(k, n)
        a, b, c = ins[i], ins[j], ins[(j + 1) % n]
        want = expected(kind, a, b, c)
        if got[0] != want[0]:
            wrong = [names[m] for m in range(len(names)) if (got[0] >> m & 1) != (want[0] >> m & 1)]
            failures.append(f"a={a:#06x} b={b:#06x}: {', '.join(wrong)}")
        if got[1:] != want[1:]:
            failures.append(f"pairs x=({a:#06x}, {b:#06x}) y=({b:#06x}, {c:#06x}): got {got[1:]}, want {want[1:]}")
    assert not failures, f"{len(failures)} wrong, first:\n" + "\n".join(failures[:20])

