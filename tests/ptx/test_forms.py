"""Every form case's LOWERED code, compiled once as host C++ and run over >= 1000 random and edge
vectors (fixture `results` in conftest.py), against the independent reference model (ptx_model.py)."""

from __future__ import annotations

import math
import struct
from collections import Counter

import pytest
from approx_bounds import approx_ok
from ptx_cases import CASES, Case


def _f32(b: int) -> float:
    return struct.unpack("<f", struct.pack("<I", b & 0xFFFFFFFF))[0]


def _f64(b: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def _is_nan_half(h: int, kind: str) -> bool:
    if kind.startswith("bf16"):
        return (h & 0x7F80) == 0x7F80 and (h & 0x7F) != 0
    return (h & 0x7C00) == 0x7C00 and (h & 0x3FF) != 0


def _same(case: Case, out_letter: str, got: int, want: int) -> bool:
    kind = case.cmp
    if kind == "exact":
        return got == want
    if kind == "float":  # bit-exact; any NaN matches any NaN (PTX does not define NaN payloads here)
        conv = _f32 if out_letter == "f" else _f64
        if math.isnan(conv(want)):
            return math.isnan(conv(got))
        return got == want
    if kind in ("f16", "bf16", "f16x2", "bf16x2"):
        halves = 2 if kind.endswith("x2") else 1
        for k in range(halves):
            g, w = (got >> (16 * k)) & 0xFFFF, (want >> (16 * k)) & 0xFFFF
            if _is_nan_half(w, kind):
                if not _is_nan_half(g, kind):
                    return False
            elif g != w:
                return False
        return True
    raise AssertionError(f"{case.form}: compare .approx forms with approx_bounds.approx_ok, not _same")


@pytest.mark.parametrize("idx", range(len(CASES)), ids=[c.form for c in CASES])
def test_form_against_model(results, idx):
    case = CASES[idx]
    inputs, outs = results[idx]
    assert len(inputs) >= 1000 and len(outs) == len(inputs)
    bad = []
    for vec, got in zip(inputs, outs):
        want = case.ref(*vec)
        for k, (g, w) in enumerate(zip(got, want)):
            if not (approx_ok(case.form, vec[0], g, w) if case.cmp == "approx" else _same(case, case.outs[k], g, w)):
                bad.append((tuple(hex(x) for x in vec), k, hex(g), hex(w)))
    assert not bad, f"{case.form}: {len(bad)} of {len(inputs)} vectors differ, e.g. " + "; ".join(
        f"in={v} out{k}: lowered {g}, model {w}" for v, k, g, w in bad[:5])


def test_form_count():
    """The first part of issue 8 covers the integer and float ALU forms: count the distinct forms."""
    forms = Counter()
    for c in CASES:
        for part in c.form.split(" ")[0].split("+"):
            forms[part] += 1
    assert len(forms) >= 80, len(forms)
