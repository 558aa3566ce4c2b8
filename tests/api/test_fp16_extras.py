"""xlate's <xlate/fp16_extras.h>: the CUDA fp16/bf16 functions HIP 7.2 lacks (mapped to `xlate_...` by
the API table), checked against independent oracles. A CUDA program (fp16_extras/conversions.cu) is
translated with xlate, run on the cpu backend at wave64 and wave32 on inputs from this test (edge
cases and seeded random bit patterns), and its results are compared with:

* numpy for double -> half (np.float64 -> np.float16 rounds once, to nearest even) and for the
  half values of the comparisons;
* exact rational arithmetic (fractions.Fraction) for every rounding to bfloat16 (nearest even,
  toward zero, down, up) and Python's own integer rounding (round, trunc, floor, ceil) for the
  conversions to integers (NaN -> 0, saturating).

The translated program is also built for gfx942."""

from __future__ import annotations

import math
import random
import subprocess
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
SRC = HERE / "fp16_extras" / "conversions.cu"


# ---------------------------------------------------------------------------------------------- inputs

def _doubles(rng: random.Random) -> list[float]:
    def d(bits: int) -> float:
        return float(np.uint64(bits).view(np.float64))

    edge = [0.0, -0.0, 1.0, -1.0, 65504.0, 65519.99, 65520.0, -65520.0, 1e300, -1e300, 2.0 ** -24,
            2.0 ** -25, 2.0 ** -25 * (1 + 2.0 ** -52), 3 * 2.0 ** -26, 2.0 ** -24 * 1.5, 2.0 ** -14,
            2.0 ** -14 * (1 - 2.0 ** -11), 5e-324, -5e-324, 2.0 ** -1030, math.inf, -math.inf, math.nan,
            # one rounding vs two: via float this is 1 + 2^-11 exactly (a tie, to even: 1.0)
            1 + 2.0 ** -11 + 2.0 ** -40, -(1 + 2.0 ** -11 + 2.0 ** -40), 1 + 2.0 ** -11, 1 + 3 * 2.0 ** -11,
            2.0 ** -20 + 2.0 ** -35, 2049.0, 2051.0, 4097.0 + 2.0 ** -30]
    rand = []
    for _ in range(300):
        e = rng.randint(1023 - 30, 1023 + 17)
        rand.append(d((rng.getrandbits(1) << 63) | (e << 52) | rng.getrandbits(52)))
    for _ in range(100):  # exact ties of the half grid, and neighbours one double ulp away
        h = rng.randint(0, 0x7bfe)
        lo = float(np.uint16(h).view(np.float16))
        hi = float(np.uint16(h + 1).view(np.float16))
        mid = (lo + hi) / 2
        rand += [mid, math.nextafter(mid, 0.0), math.nextafter(mid, math.inf)]
    return edge + rand


def _half_bits(rng: random.Random) -> list[int]:
    special = [0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0xfe01, 0x0001, 0x7bff, 0x5bf8, 0xd800,
               0x57f0, 0x5800, 0xd7f8]
    vals = special + [rng.getrandbits(16) for _ in range(150)]
    out = []
    for k in range(len(vals)):
        lo, hi = vals[k], vals[(k * 7 + 3) % len(vals)]
        out.append(lo | (hi << 16))
        if k % 3 == 0:
            out.append(lo | (lo << 16))  # equal lanes next to the previous pair
    return out


def _bf16_bits(rng: random.Random) -> list[int]:
    special = [0x0000, 0x8000, 0x3f80, 0xbf80, 0x3fc0, 0x4020, 0xbfc0, 0x3f00, 0xbf00, 0x7f80, 0xff80, 0x7fc0,
               0xffc1, 0x0001, 0x4f00, 0x4f80, 0xcf00, 0xcf01, 0x4780, 0x4700, 0xc700, 0xc701, 0x5f00, 0x5f80,
               0xdf00, 0xdf01, 0x4300, 0x42ff, 0xc300, 0xc301, 0x437f, 0x437e]
    rand = []
    for _ in range(300):
        e = rng.randint(120, 195)  # 2^-7 .. 2^68
        rand.append((rng.getrandbits(1) << 15) | (e << 7) | rng.getrandbits(7))
    return special + rand


def _float_bits(rng: random.Random) -> list[int]:
    special = [0x00000000, 0x80000000, 0x3f800000, 0x3f808000, 0x3f818000, 0xbf808000, 0x3f808001, 0x7f7fffff,
               0xff7fffff, 0x7f7f8000, 0x7f7f7fff, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001, 0x00000001,
               0x80000001, 0x00008000, 0x00018000, 0x007fffff, 0x00800000, 0x3f80ffff, 0xbf80ffff]
    rand = [rng.getrandbits(32) for _ in range(300)]
    rand += [(rng.getrandbits(16) << 16) | 0x8000 for _ in range(60)]  # exact ties
    return special + rand


def _ints(rng: random.Random) -> list[int]:
    edge = [0, 1, -1, 255, 256, 257, 383, 384, 385, -385, 2 ** 24 + 1, 2 ** 31 - 1, -2 ** 31, 2 ** 32 - 1,
            2 ** 63 - 1, -2 ** 63, 32767, -32768, 65535, -65535, 0x10180, 0x10080, 0x10181, -0x10180,
            (257 << 40) + (1 << 39), (258 << 40) + (1 << 39), (257 << 40) + (1 << 39) + 1, 2 ** 64 - 1 - 2 ** 63]
    rand = [rng.getrandbits(64) - 2 ** 63 for _ in range(100)]
    rand += [rng.getrandbits(rng.randint(1, 40)) * rng.choice((1, -1)) for _ in range(200)]
    return [((v + 2 ** 63) % 2 ** 64) - 2 ** 63 for v in edge + rand]


# --------------------------------------------------------------------------------------------- oracles

def _half_value(bits: int) -> float:
    return float(np.uint16(bits).view(np.float16))


def _bf16_value(bits: int) -> float:
    return float(np.uint32(bits << 16).view(np.float32))


def _round_bf16(x: Fraction, mode: str, negative_zero: bool = False) -> int:
    """bfloat16 bits of the exact value x rounded in mode (rn/rz/rd/ru)."""
    if x == 0:
        return 0x8000 if negative_zero else 0
    neg = x < 0
    a = -x if neg else x
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    ulp = Fraction(2) ** max(e - 7, -133)  # 8 significant bits; subnormal grid 2^-133
    k = math.floor(a / ulp)
    r = a - k * ulp
    if mode == "rn":
        up = r > ulp / 2 or (r == ulp / 2 and k % 2 == 1)
    elif mode == "rz":
        up = False
    elif mode == "ru":
        up = r > 0 and not neg
    else:
        up = r > 0 and neg
    v = (k + up) * ulp
    bits = 0x7f80 if v >= 2 ** 128 else int(np.float32(float(v)).view(np.uint32)) >> 16
    return bits | (0x8000 if neg else 0)


def _to_int(v: float, mode: str, lo: int, hi: int) -> int:
    if math.isnan(v):
        return 0
    if math.isinf(v):
        return hi if v > 0 else lo
    r = {"rn": round, "rz": math.trunc, "rd": math.floor, "ru": math.ceil}[mode](v)
    return min(max(int(r), lo), hi)


MODES = ("rn", "rz", "rd", "ru")
INT_TYPES = [("int", -2 ** 31, 2 ** 31 - 1), ("uint", 0, 2 ** 32 - 1), ("short", -2 ** 15, 2 ** 15 - 1),
             ("ushort", 0, 2 ** 16 - 1), ("ll", -2 ** 63, 2 ** 63 - 1), ("ull", 0, 2 ** 64 - 1)]


def _as_ll(v: int) -> int:
    return v - 2 ** 64 if v >= 2 ** 63 else v


def _wrap(v: int, lo: int, hi: int) -> int:
    span = hi - lo + 1
    return (v - lo) % span + lo


def _expected(doubles, halves, bf16s, floats, ints) -> dict[str, list]:
    exp: dict[str, list] = {"d2h": [], "mask": [], "h2c": [], "f2b": [], "b2i": [], "i2b": []}
    with np.errstate(over="ignore"):
        for d in doubles:
            h = np.float64(d).astype(np.float16)
            exp["d2h"].append("nan" if math.isnan(d) else f"{int(h.view(np.uint16)):04x}")
    ordered = {"eq": lambda x, y: x == y, "ne": lambda x, y: x < y or x > y, "lt": lambda x, y: x < y,
               "le": lambda x, y: x <= y, "gt": lambda x, y: x > y, "ge": lambda x, y: x >= y}
    names = ["eq", "ne", "lt", "le", "gt", "ge"]
    for i in range(len(halves) - 1):
        a, b = halves[i], halves[i + 1]
        lanes = [(_half_value(a & 0xffff), _half_value(b & 0xffff)), (_half_value(a >> 16), _half_value(b >> 16))]
        row = []
        for unordered in (False, True):
            for n in names:
                m = 0
                for k, (x, y) in enumerate(lanes):
                    nan = math.isnan(x) or math.isnan(y)
                    holds = (nan and unordered) or (not nan and ordered[n](x, y))
                    m |= (0xffff << (16 * k)) if holds else 0
                row.append(f"{m:08x}")
        exp["mask"].append(" ".join(row))
    for h in halves:
        v = _half_value(h & 0xffff)
        exp["h2c"].append(f"{_to_int(v, 'rz', -128, 127)} {_to_int(v, 'rz', 0, 255)}")
    for f in floats:
        v = float(np.uint32(f).view(np.float32))
        if math.isnan(v):
            exp["f2b"].append("nan")
            continue
        if math.isinf(v):
            exp["f2b"].append(" ".join(["ff80" if v < 0 else "7f80"] * 4))
            continue
        exp["f2b"].append(" ".join(f"{_round_bf16(Fraction(v), m, f >> 31 == 1):04x}" for m in MODES))
    for b in bf16s:
        v = _bf16_value(b)
        row = [_to_int(v, "rz", -128, 127), _to_int(v, "rz", 0, 255)]
        for _, lo, hi in INT_TYPES:
            row += [_as_ll(_to_int(v, m, lo, hi)) for m in MODES]
        exp["b2i"].append(" ".join(map(str, row)))
    for x in ints:
        row = []
        for name, lo, hi in INT_TYPES:
            for m in MODES:
                if name == "int" and m == "rn":
                    continue  # HIP has __int2bfloat16_rn
                row.append(f"{_round_bf16(Fraction(_wrap(x, lo, hi)), m):04x}")
        exp["i2b"].append(" ".join(row))
    return exp


def _stdin(doubles, halves, bf16s, floats, ints) -> str:
    lines = [str(len(doubles))] + [f"{int(np.float64(d).view(np.uint64)):x}" for d in doubles]
    lines += [str(len(halves))] + [f"{h:x}" for h in halves]
    lines += [str(len(bf16s))] + [f"{b:x}" for b in bf16s]
    lines += [str(len(floats))] + [f"{f:x}" for f in floats]
    lines += [str(len(ints))] + [str(i) for i in ints]
    return "\n".join(lines) + "\n"


def _is_nan_bits(hexbits: str, half: bool) -> bool:
    b = int(hexbits, 16)
    return (b & 0x7c00) == 0x7c00 and (b & 0x3ff) != 0 if half else (b & 0x7f80) == 0x7f80 and (b & 0x7f) != 0


# ----------------------------------------------------------------------------------------------- tests

@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> Path:
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    problems = [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value in ("error", "warning")]
    assert problems == []
    assert "#include <xlate/fp16_extras.h>" in out
    assert "__double2half(" not in out and "xlate_double2half(" in out
    path = tmp_path_factory.mktemp("fp16x") / "conversions.hip"
    path.write_text(out, encoding="utf-8")
    return path


@pytest.mark.parametrize("warp_size", [64, 32])
def test_fp16_extras_match_oracles_on_cpu_backend(translated: Path, tmp_path: Path, warp_size: int):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    rng = random.Random(20261122 + warp_size)
    inputs = (_doubles(rng), _half_bits(rng), _bf16_bits(rng), _float_bits(rng), _ints(rng))
    exe = build_program(ProgramBuild([translated], tmp_path / "conv", warp_size=warp_size))
    proc = subprocess.run([str(exe)], input=_stdin(*inputs), capture_output=True, text=True, timeout=120,
                          check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    got: dict[str, list[str]] = {}
    for line in proc.stdout.splitlines():
        tag, _, rest = line.partition(" ")
        got.setdefault(tag, []).append(rest)
    want = _expected(*inputs)
    assert set(got) == set(want)
    wrong = []
    for tag, rows in want.items():
        assert len(got[tag]) == len(rows), tag
        for k, (w, g) in enumerate(zip(rows, got[tag])):
            if w == "nan":  # NaN in, NaN out (the payload is not specified)
                ok = all(_is_nan_bits(x, tag == "d2h") for x in g.split())
            else:
                ok = w == g
            if not ok:
                wrong.append(f"{tag}[{k}]: want {w}, got {g}")
    assert wrong == [], f"{len(wrong)} results differ:\n" + "\n".join(wrong[:20])


def test_oracle_knows_known_values():
    """The oracles themselves, on values worked out by hand."""
    assert _round_bf16(Fraction(1) + Fraction(1, 256), "rn") == 0x3f80  # tie to even
    assert _round_bf16(Fraction(1) + Fraction(3, 256), "rn") == 0x3f82  # tie, odd -> up
    assert _round_bf16(Fraction(2 ** 24 + 1), "ru") == 0x4b81
    assert _round_bf16(Fraction(-(2 ** 24 + 1)), "rd") == 0xcb81
    assert _round_bf16(Fraction(-(2 ** 24 + 1)), "rz") == 0xcb80
    assert _round_bf16(Fraction(2) ** 128 - 1, "rn") == 0x7f80
    assert _round_bf16(Fraction(2) ** 128 - 1, "rz") == 0x7f7f
    assert _to_int(2.5, "rn", -10, 10) == 2 and _to_int(-2.5, "rd", -10, 10) == -3 and _to_int(1e30, "rz", 0, 255) == 255
    assert int(np.float64(1 + 2.0 ** -11 + 2.0 ** -40).astype(np.float16).view(np.uint16)) == 0x3c01


def test_fp16_extras_build_for_gfx942(translated: Path, tmp_path: Path):
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-Wno-unused-result",
           "-c", str(translated), "-o", str(tmp_path / "conv.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
