"""Comparing what a case printed with its expected values (exact, unordered, abs, rel, ulp), and
the references those values come from (numpy oracle, NVIDIA recording with provenance)."""

from __future__ import annotations

import importlib.util
import math
import re
import sys
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

# ---------------------------------------------------------------------------------------- parsing

_LINE = re.compile(r"^([A-Za-z_][\w.\[\]-]*):(.*)$")
from xlate.conformance.cases import COMMON, FLOAT_TYPES, HERE, Case, Compare, suite_script


def parse_output(text: str, skip: re.Pattern[str] | None = None) -> tuple[dict[str, list[str]], list[str]]:
    """key -> list of lines' value strings (in order); plus the lines that are not `key: value`. Lines
    that `skip` matches (a library's own messages, `Case.library_lines`) are left out."""
    out: dict[str, list[str]] = {}
    bad = []
    for line in text.splitlines():
        if not line.strip() or (skip is not None and skip.search(line)):
            continue
        m = _LINE.match(line)
        if not m:
            bad.append(line)
            continue
        out.setdefault(m.group(1), []).append(m.group(2).strip())
    return out, bad


def _tokens(lines: list[str]) -> list[str]:
    return [t for line in lines for t in line.split()]


def _num(tok: str) -> float:
    return float.fromhex(tok) if tok.lower().lstrip("+-").startswith("0x") else float(tok)


def ulp_of(value: float, dtype: str) -> float:
    """Spacing of `dtype` numbers at |value| (the ulp, for the smallest normal below that too)."""
    t = FLOAT_TYPES[dtype]
    info = np.finfo(t)
    a = abs(float(value))
    if not math.isfinite(a):
        return math.inf
    a = max(a, float(info.tiny))
    return float(np.spacing(t(min(a, float(info.max)))))


def _close(got: Any, want: Any, c: Compare) -> bool:
    """`got` and `want` as numpy long doubles (x87 extended here), so double results are judged
    against long-double oracle values without an extra rounding."""
    got, want = np.longdouble(got), np.longdouble(want)
    if np.isnan(want) or np.isnan(got):
        return bool(np.isnan(want) and np.isnan(got))
    if np.isinf(want) or np.isinf(got):
        return bool(got == want)
    if c.kind == "ulp":
        # the printed value identifies one number of the result type (printed with round-trip digits)
        got = np.longdouble(FLOAT_TYPES[c.dtype](got))
    err = abs(got - want)
    if c.kind == "abs":
        return bool(err <= c.tol)
    if c.kind == "rel":
        return bool(err <= np.longdouble(c.tol) * abs(want) or err == 0)
    # ulp: CUDA's bound is against the correctly rounded result; the oracle value is (nearly) exact,
    # so half an ulp of rounding is allowed on top of the documented bound.
    return bool(err <= np.longdouble(c.tol + 0.5) * np.longdouble(ulp_of(float(want), c.dtype)))


def _parse_ld(tok: str) -> Any:
    if tok.lower().lstrip("+-").startswith("0x"):
        return np.longdouble(float.fromhex(tok))
    return np.longdouble(tok)


def _fmt(v: Any) -> str:
    return v if isinstance(v, str) else repr(v)


def compare_key(key: str, got_lines: list[str], want: Any, c: Compare, limit: int = 5) -> list[str]:
    """Mismatch messages for one key; `want` is a list of values (oracle) or of lines (reference)."""
    if c.kind == "unordered":
        got_c = Counter(got_lines)
        want_c = Counter(str(w) for w in want)
        if got_c == want_c:
            return []
        missing = list((want_c - got_c).elements())[:limit]
        extra = list((got_c - want_c).elements())[:limit]
        return [f"{key}: unordered lines differ; missing {missing}, unexpected {extra}"]
    got = _tokens(got_lines)
    wanted = list(np.asarray(want).ravel()) if not isinstance(want, list) else want
    if len(got) != len(wanted):
        return [f"{key}: {len(got)} values printed, {len(wanted)} expected"]
    msgs = []
    for i, (g, w) in enumerate(zip(got, wanted, strict=True)):
        if c.kind == "exact":
            if isinstance(w, str):
                ok = g == w
            elif isinstance(w, np.floating):
                try:  # the printed text names one number of the oracle's type (round-trip digits)
                    ok = type(w)(_parse_ld(g)) == w or (np.isnan(w) and np.isnan(type(w)(_parse_ld(g))))
                except ValueError:
                    ok = False
            else:
                try:
                    ok = _num(g) == float(w) if not isinstance(w, (int, np.integer)) else int(g) == int(w)
                except ValueError:
                    ok = False
        else:
            try:
                ok = _close(_parse_ld(g), _parse_ld(w) if isinstance(w, str) else w, c)
            except ValueError:
                ok = False
        if not ok:
            what = f"{c.kind} {c.tol:g}" + (f" ({c.dtype})" if c.kind == "ulp" else "") if c.kind != "exact" else "exact"
            msgs.append(f"{key}[{i}]: got {g}, expected {_fmt(w)} ({what})")
            if len(msgs) >= limit:
                msgs.append(f"{key}: ... (further mismatches not shown)")
                break
    return msgs


def compare_output(case: Case, stdout: str, expected: dict[str, Any], *, widen: bool = False) -> list[str]:
    """Every mismatch between a run's stdout and `expected` (key -> values); empty means it matches."""
    got, bad = parse_output(stdout, case.library_lines)
    msgs = [f"line not in `key: values` form: {b!r}" for b in bad[:5]]
    for key, want in expected.items():
        c = case.compare_for(key)
        if widen:
            c = c.widened()
        if key not in got:
            msgs.append(f"{key}: not printed")
            continue
        msgs += compare_key(key, got[key], want, c)
    for key in got:
        if key not in expected:
            msgs.append(f"{key}: printed but not expected ({got[key][0][:60]!r})")
    return msgs


# ------------------------------------------------------------------------------------- references

def oracle_expected(case: Case) -> dict[str, Any] | None:
    if not case.oracle_path.is_file():
        return None
    if str(COMMON) not in sys.path:  # oracles share helpers from compat_tests/common (ct_math.py)
        sys.path.insert(0, str(COMMON))
    spec = importlib.util.spec_from_file_location(f"ct_oracle_{case.name}", case.oracle_path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.expected()


def reference_expected(case: Case) -> dict[str, Any] | None:
    """The recorded NVIDIA output as key -> lines' values, or None when the case has none."""
    out = case.reference_dir / "stdout.txt"
    if not out.is_file():
        return None
    got, _ = parse_output(out.read_text(), case.library_lines)
    return {k: (v if case.compare_for(k).kind == "unordered" else _tokens(v)) for k, v in got.items()}


def reference_provenance(case: Case) -> dict[str, Any] | None:
    p = case.reference_dir / "PROVENANCE.toml"
    if not p.is_file():
        return None
    with open(p, "rb") as f:
        return tomllib.load(f)


PROVENANCE_KEYS = ("gpu", "driver", "cuda", "date", "command", "source_sha256")


def recording_mismatches(case: Case, base: Path = HERE, common: Path = COMMON) -> list[str]:
    """Why the case's NVIDIA recording no longer belongs to its program: each file whose sha256
    differs from the one PROVENANCE.toml recorded, each file added to or gone from the program, or
    the missing `[source_sha256]` table. Empty when the recording matches (or there is none)."""
    source_digests = suite_script("record_nvidia").source_digests
    prov = reference_provenance(case)
    if prov is None:
        return []
    where = case.reference_dir / "PROVENANCE.toml"
    rec = prov.get("source_sha256")
    if not isinstance(rec, dict) or not rec:
        return [f"{where}: no [source_sha256] table; re-record the case (compat_tests/record_nvidia.py)"]
    now = source_digests(case.dir, [s.name if s.parent == case.dir else str(s.relative_to(case.dir))
                                    for s in case.sources], base, common)
    out = []
    for f in sorted(set(rec) | set(now)):
        if f not in now:
            out.append(f"{where}: recorded from {f}, which the program no longer uses")
        elif f not in rec:
            out.append(f"{where}: the program now uses {f}, which was not part of the recording")
        elif rec[f] != now[f]:
            out.append(f"{where}: {f} changed since it was recorded (sha256 {now[f][:12]}..., recorded "
                       f"{str(rec[f])[:12]}...); re-record the case on an NVIDIA GPU (compat_tests/record_nvidia.py)")
    return out
