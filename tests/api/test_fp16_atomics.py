"""atomicAdd on __half, __half2 and __nv_bfloat16: CUDA's headers declare them, HIP 7.2 does not;
<cuda_fp16.h>/<cuda_bf16.h> translate to xlate's <xlate/fp16.h>, which adds them (compare-and-swap,
the sum rounded once). The CUDA program fp16_atomics/atomics.cu is translated, run on the cpu backend
and checked against independent oracles:

* contention: 16384 threads add +1 / -0.5 (and +2 / -1) to a few counters; every partial sum is
  exactly representable in the narrow type, so every order gives the exact total, computed here;
* rounding: a[i] + b[i] rounded once, to nearest even: numpy for half (the float64 sum of two halves
  is exact, numpy's float64 -> float16 rounds once), exact rationals for bfloat16.

The cpu backend has its own atomicAdd(__half*, __half), preferred over xlate's template; a second build
routes the __half adds to xlate's implementation (xlate_fp16_atomic::add16) so that it is run too.
The translation is also compiled for gfx942 (fp16_atomics/gfx942_uses.cu adds the __nv_bfloat162 form,
which the cpu backend lacks)."""

from __future__ import annotations

import math
import random
import subprocess
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
SRC = HERE / "fp16_atomics" / "atomics.cu"
NT, NH, NB = 16384, 8, 64


def _half(bits: int) -> float:
    return float(np.uint16(bits).view(np.float16))


def _half_bits(v: float) -> int:
    with np.errstate(over="ignore"):
        return int(np.float64(v).astype(np.float16).view(np.uint16))


def _bf16(bits: int) -> float:
    return float(np.uint32(bits << 16).view(np.float32))


def _round_bf16(x: Fraction, neg_zero: bool) -> int:
    """bfloat16 bits of x rounded to nearest even (8 significant bits, subnormals down to 2^-133)."""
    if x == 0:
        return 0x8000 if neg_zero else 0
    neg = x < 0
    a = -x if neg else x
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    ulp = Fraction(2) ** max(e - 7, -133)
    k = math.floor(a / ulp)
    r = a - k * ulp
    k += 1 if (r > ulp / 2 or (r == ulp / 2 and k % 2 == 1)) else 0
    v = k * ulp
    bits = 0x7f80 if v >= 2 ** 128 else int(np.float32(float(v)).view(np.uint32)) >> 16
    return bits | (0x8000 if neg else 0)


def _finite_half(rng: random.Random) -> int:
    while True:
        b = rng.getrandbits(16)
        if b & 0x7c00 != 0x7c00:
            return b


def _finite_bf16(rng: random.Random) -> int:
    while True:
        b = rng.getrandbits(16)
        if b & 0x7f80 != 0x7f80:
            return b


def _inputs() -> list[tuple[int, int, int, int]]:
    rng = random.Random(2126)
    edge = [(0x3c00, 0x3c00, 0x3f80, 0x3f80), (0x7bff, 0x7bff, 0x7f7f, 0x7f7f),  # overflow to inf
            (0x3c00, 0x1000, 0x3f80, 0x3b80),  # 1 + 2^-11 (half) / 1 + 2^-8 (bf16): ties, to even
            (0x3c01, 0x1000, 0x3f81, 0x3b80),  # ties, odd -> up
            (0x3c00, 0x1001, 0x3f80, 0x3b81),  # just above the tie
            (0x8000, 0x8000, 0x8000, 0x8000), (0x8000, 0x0000, 0x8000, 0x0000),  # -0 + -0, -0 + 0
            (0x0001, 0x8001, 0x0001, 0x8001), (0x0001, 0x0001, 0x0001, 0x0001),  # subnormals
            (0x3c00, 0xbc00, 0x3f80, 0xbf80), (0x7800, 0x0001, 0x7f00, 0x0001)]
    rand = [(_finite_half(rng), _finite_half(rng), _finite_bf16(rng), _finite_bf16(rng)) for _ in range(400)]
    return edge + rand


def _sum_bits_half(x: int, y: int) -> int:
    s = _half(x) + _half(y)  # exact in float64
    if s == 0:  # IEEE: -0 + -0 = -0, otherwise +0 in round to nearest
        return 0x8000 if (x & 0x8000 and y & 0x8000) else 0
    return _half_bits(s)


def _sum_bits_bf16(x: int, y: int) -> int:
    s = Fraction(_bf16(x)) + Fraction(_bf16(y))
    return _round_bf16(s, bool(x & 0x8000 and y & 0x8000))


def _expected_counters() -> dict[str, list[str]]:
    h = [0.0] * NH
    hh = [0.0] * NH
    b = [0.0] * NB
    for t in range(NT):
        plus = (t // NH) % 2 == 0
        h[t % NH] += 1.0 if plus else -0.5
        hh[t % NH] += 2.0 if plus else -1.0
        b[t % NB] += 1.0 if (t // NB) % 2 == 0 else -0.5
    return {"h": [f"{v:g}" for v in h], "h2": [f"{x:g} {y:g}" for x, y in zip(h, hh)], "b": [f"{v:g}" for v in b]}


def _expected_rows(rows) -> list[str]:
    out = []
    for a, bh, c, d in rows:
        out.append(" ".join(f"{v:04x}" for v in (
            _sum_bits_half(a, bh), a, _sum_bits_bf16(c, d), c,
            _sum_bits_half(a, bh), _sum_bits_half(bh, a), a, bh)))
    return out


def _is_nan(bits: int) -> bool:
    return bits & 0x7c00 == 0x7c00 and bits & 0x3ff != 0


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> Path:
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    assert [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value == "error"] == []
    assert "#include <xlate/fp16.h>" in out and "cuda_fp16" not in out
    path = tmp_path_factory.mktemp("fp16at") / "atomics.hip"
    path.write_text(out, encoding="utf-8")
    return path


def test_oracles_on_known_values():
    assert _sum_bits_half(0x3c00, 0x1000) == 0x3c00  # 1 + 2^-11: tie to even
    assert _sum_bits_half(0x3c01, 0x1000) == 0x3c02
    assert _sum_bits_half(0x7bff, 0x7bff) == 0x7c00
    assert _sum_bits_bf16(0x3f80, 0x3b80) == 0x3f80  # 1 + 2^-8: tie to even
    assert _sum_bits_bf16(0x3f81, 0x3b80) == 0x3f82
    assert _sum_bits_bf16(0x7f7f, 0x7f7f) == 0x7f80
    assert _expected_counters()["h"][0] == "512" and _expected_counters()["b"][0] == "64"


@pytest.mark.parametrize("half_add", ["atomicAdd", "xlate_fp16_atomic::add16"])
def test_atomic_add_matches_oracles_on_cpu_backend(translated: Path, tmp_path: Path, half_add: str):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    rows = _inputs()
    exe = build_program(ProgramBuild([translated], tmp_path / "at", warp_size=64, defines=[f"HALF_ADD={half_add}"]))
    stdin = f"{len(rows)}\n" + "".join(f"{a:x} {b:x} {c:x} {d:x}\n" for a, b, c, d in rows)
    proc = subprocess.run([str(exe)], input=stdin, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    got: dict[str, list[str]] = {}
    for line in proc.stdout.splitlines():
        tag, _, rest = line.partition(" ")
        got.setdefault(tag, []).append(rest)
    want = _expected_counters()
    for tag in ("h", "h2", "b"):
        assert got[tag] == want[tag], tag
    wrong = []
    for k, (w, g) in enumerate(zip(_expected_rows(rows), got["r"], strict=True)):
        ws, gs = w.split(), g.split()
        same = all(x == y or (_is_nan(int(x, 16)) and _is_nan(int(y, 16))) for x, y in zip(ws, gs))
        if not same:
            wrong.append(f"row {k} {rows[k]}: want {w}, got {g}")
    assert wrong == [], f"{len(wrong)} rows differ:\n" + "\n".join(wrong[:20])


def test_atomics_build_for_gfx942(translated: Path, tmp_path: Path):
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-Wno-unused-result",
           "-c", str(translated), "-o", str(tmp_path / "at.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
