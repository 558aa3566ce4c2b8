"""Interval bounds of the block form's thread loops (issue 22; docs/cpu-backend.md, "Execution forms";
xlate/pipeline/cpu_bounds.py): a region guarded by comparisons of threadIdx.x plus row-uniform terms
loops over the interval of threads that take the guard, without the branch.

Faithfulness is differential (the fiber form is the reference) and against numpy oracles, at wave64 and
wave32: 1-D, 2-D and 3-D guards, partial blocks, signed and unsigned indices, negative bounds, empty
intervals, bounds that are kernel parameters, an index that wraps around INT_MAX inside a block, a signed
index compared with an unsigned bound, equalities; the guards the analysis cannot prove stay per-thread tests and
say why."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tests.cpu.conftest import WARP_SIZES
from tests.cpu.forms_check import forms, line_of, run

SRC = Path(__file__).parent / "forms" / "block" / "guards.hip"
BOUNDED = {"range1d", "stencil", "box3d", "unsigned1d", "mixed", "negative", "empty", "wraps", "single", "lone"}
PER_THREAD = {"notequal": "`i != k` does not hold on an interval of threads",
              "square": "`i * i < n` does not compare threadIdx.x",
              "strided": "`(i & 7) < 3` does not compare threadIdx.x",
              "reads": "`in[i] > 2` does not compare threadIdx.x",
              "divides": "`i / m < n` does not compare threadIdx.x",
              "assigned": "i is assigned after its declaration"}


def test_analysis_bounds_the_affine_guards_only():
    from xlate.cpu.build import ProgramBuild
    from xlate.pipeline.cpu_forms import analyse

    got = {f.name[2:]: f for f in analyse(SRC, ProgramBuild([SRC], Path("unused"), warp_size=64))}
    assert {n for n, f in got.items() if f.form_name == "block"} == BOUNDED | set(PER_THREAD), \
        {n: f.reason for n, f in got.items()}
    bounded = {n for n, f in got.items() if "__xlate_hi_f" in f.split.text}
    assert bounded == BOUNDED
    for name in BOUNDED:
        assert "per-thread test" not in got[name].reason
    for name, why in PER_THREAD.items():
        marker = {"notequal": "if (i != k) out", "assigned": "if (i < n) {"}.get(name) or why.split("`")[1]
        line = line_of(SRC, marker)
        assert f"the guard at guards.hip:{line} stays a per-thread test: {why}" in got[name].reason, got[name].reason


def test_bounded_region_has_no_branch_on_the_guard():
    """The stencil's thread loop runs the store unconditionally: the guard's text is gone from the loop's
    body (it remains in the row's bound computation and in the original body kept for the fiber form)."""
    from xlate.cpu.build import ProgramBuild
    from xlate.pipeline.cpu_forms import analyse

    got = {f.name[2:]: f for f in analyse(SRC, ProgramBuild([SRC], Path("unused"), warp_size=64))}
    split = got["stencil"].split.text.split(" else {", 1)[1]
    loop = split.split("for (unsigned __xlate_x = __xlate_xs; __xlate_x < __xlate_xe; ++__xlate_x)", 1)[1]
    assert "if (x > 0" not in loop and "out[y * w + x] = 0.2f" in loop


def _oracles() -> dict[str, list[float]]:
    out: dict[str, np.ndarray] = {}
    i = np.arange(300)
    out["range1d"] = np.where((i >= 17) & (i < 263), 3 * i + 1, -7)
    w, h = 37, 21
    a = ((np.arange(w * h) * 13) % 29).astype(np.float32).reshape(h, w)
    s = np.full((h, w), -7.0, np.float32)
    s[1:-1, 1:-1] = np.float32(0.2) * ((((a[1:-1, 1:-1] + a[1:-1, :-2]) + a[1:-1, 2:]) + a[:-2, 1:-1]) + a[2:, 1:-1])
    out["stencil"] = s.ravel()
    z, y, x = np.meshgrid(np.arange(5), np.arange(6), np.arange(11), indexing="ij")
    out["box3d"] = (x + 10 * y + 100 * z).ravel()
    i = np.arange(256)
    out["unsigned1d"] = np.where(i < 201, 5 * i, -7)
    j = np.arange(128) - 37
    out["mixed"] = np.where((j >= 0) & (j < 50), j, -7)  # a negative j is UINT_MAX-ish unsigned: not < 50
    i = np.arange(192) - 40
    out["negative"] = np.where((i > -30) & (i <= 70), i, -7)
    e = np.full((4, 64), -7)
    out["empty"] = e.ravel()
    r = e.copy()
    r[[0, 2, 3], 21:45] = 1
    out["empty_rows"] = r.ravel()
    g = np.arange(256, dtype=np.int64) + (2**31 - 1 - 100)
    x = ((g + 2**31) % 2**32 - 2**31)
    out["wraps"] = np.where((x > 0) & (x < 2**31 - 1), 1 + (x & 1023), -7)
    i = np.arange(200)
    out["single"] = np.where(i == 137, 42, -7)
    out["lone"] = np.where(i == 63, 9, -7)
    out["notequal"] = np.where(i != 63, i, -7)
    out["square"] = np.where(i * i < 5000, i, -7)
    out["strided"] = np.where(((i & 7) < 3) & (i < 150), i, -7)
    out["reads"] = np.where((i < 170) & (i % 5 > 2), i, -7)
    out["divides"] = np.where(i // 7 < 20, i, -7)
    out["assigned"] = np.where(i < 133, i, -7)
    return {k: [float(f"{v:g}") for v in np.asarray(a).tolist()] for k, a in out.items()}


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_guarded_kernels_agree_with_fibers_and_numpy(cpu_cache, tmp_path, ws):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([SRC], tmp_path / "guards", warp_size=ws))
    chosen = run(exe, [], XLATE_CPU_EXPLAIN="1")
    forced = run(exe, [], XLATE_CPU_EXPLAIN="1", XLATE_CPU_FORM="fibers")
    assert chosen.returncode == 0 and forced.returncode == 0, (chosen.stderr, forced.stderr)
    assert chosen.stdout == forced.stdout
    assert set(forms(chosen.stderr).values()) == {"block"}, chosen.stderr
    assert set(forms(forced.stderr).values()) == {"fiber"}
    rows = {ln.split()[0]: [float(x) for x in ln.split()[1:]] for ln in chosen.stdout.splitlines()}
    oracles = _oracles()
    assert set(rows) == set(oracles)
    for name, want in oracles.items():
        assert rows[name] == want, name
