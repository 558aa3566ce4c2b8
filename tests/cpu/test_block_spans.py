"""Spans of blocks in the block form (issue 22; docs/cpu-backend.md, "Execution forms";
xlate/pipeline/cpu_spans.py): a one-region kernel that keeps no per-block state runs consecutive blocks
of a grid row in one call, row of threads by row of threads, and where the region uses threadIdx.x and
blockIdx.x only as the global index, the rows of the span's blocks as one loop.

Faithfulness is differential (the fiber form is the reference) and against numpy oracles, at wave64 and
wave32 and with one and two workers (the span length follows the runtime's chunk of blocks): partial
blocks, several spans per grid row, blockIdx.x read on its own, functions reading the runtime's
blockIdx, and the kernels that must not run in spans (shared memory in the kernel or in a function it
calls, a per-block constant computed from blockIdx). A crash inside a merged row names the block and
thread as CUDA numbers them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tests.cpu.conftest import WARP_SIZES
from tests.cpu.forms_check import forms, line_of, run

SRC = Path(__file__).parent / "forms" / "block" / "spans.hip"
MERGED = {"wide", "reordered", "crash", "overrun"}
SPANS = MERGED | {"blockid", "helpers", "narrowed"}
ONE_BLOCK = {"shared": "s at spans.hip:{} is shared memory (one copy per block)",
             "shared_callee": "t at spans.hip:{} is shared memory (one copy per block)",
             "hoisted": "the per-block declaration at spans.hip:{} may depend on blockIdx"}
MARKERS = {"shared": "__shared__ int s[64];", "shared_callee": "__shared__ int t[64];",
           "hoisted": "const int base ="}


def _forms():
    from xlate.cpu.build import ProgramBuild
    from xlate.pipeline.cpu_forms import analyse

    return {f.name[2:]: f for f in analyse(SRC, ProgramBuild([SRC], Path("unused"), warp_size=64))}


def test_analysis_chooses_spans_only_without_per_block_state():
    got = _forms()
    assert {n for n, f in got.items() if f.form_name == "block"} == SPANS | set(ONE_BLOCK), \
        {n: f.reason for n, f in got.items()}
    assert {n for n, f in got.items() if f.form == 3} == SPANS
    assert {n for n, f in got.items() if "__xlate_lin" in f.split.text} == MERGED
    for name in SPANS:
        assert "a call runs a span of blocks of a grid row" in got[name].reason
    for name, why in ONE_BLOCK.items():
        assert got[name].form == 2
        assert f"one block per call: {why.format(line_of(SRC, MARKERS[name]))}" in got[name].reason, got[name].reason


def _oracles() -> dict[str, list[float]]:
    out: dict[str, np.ndarray] = {}
    w, h = 130 * 16 - 5, 157
    a = ((np.arange(w * h) * 7) % 31).astype(np.float32).reshape(h, w)
    s = np.full((h, w), -7.0, np.float32)
    s[1:-1, 1:-1] = np.float32(0.5) * a[1:-1, 1:-1] + np.float32(0.25) * (a[1:-1, :-2] + a[2:, 1:-1])
    out["wide"] = s.ravel()
    i = np.arange(16384)
    n = 16384 - 9
    out["blockid"] = np.where(i < n, (i // 8) * 1000 + i % 8, -7)
    out["helpers"] = out["blockid"]
    out["shared"] = np.where(i < n, (i // 8 + 1) * 3, -7)
    out["shared_callee"] = np.where(i < n, i + 1, -7)
    out["hoisted"] = np.where(i < n, (i // 8) * 100 + i % 8, -7)
    out["narrowed"] = np.where(i < n, i + 5, -7)
    i = np.arange(30000)
    out["reordered"] = np.where((i >= 700) & (i < 29950), 2 * i + 1, -7)
    return {k: [float(f"{v:g}") for v in np.asarray(a).tolist()] for k, a in out.items()}


@pytest.mark.parametrize("workers", ["1", "2"])
@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_span_kernels_agree_with_fibers_and_numpy(cpu_cache, tmp_path, ws, workers):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([SRC], tmp_path / "spans", warp_size=ws))
    chosen = run(exe, [], XLATE_CPU_EXPLAIN="1", XLATE_CPU_WORKERS=workers)
    forced = run(exe, [], XLATE_CPU_EXPLAIN="1", XLATE_CPU_FORM="fibers", XLATE_CPU_WORKERS=workers)
    assert chosen.returncode == 0 and forced.returncode == 0, (chosen.stderr, forced.stderr)
    assert chosen.stdout == forced.stdout
    assert set(forms(chosen.stderr).values()) == {"block"}, chosen.stderr
    spans = {ln.split(": ")[1].split()[1] for ln in chosen.stderr.splitlines() if ln.endswith("block form (spans of blocks)")}
    assert spans == SPANS - {"crash", "overrun"}, chosen.stderr
    rows = {ln.split()[0]: [float(x) for x in ln.split()[1:]] for ln in chosen.stdout.splitlines()}
    oracles = _oracles()
    assert set(rows) == set(oracles)
    for name, want in oracles.items():
        assert rows[name] == want, name


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_crash_in_a_merged_row_is_reported(cpu_cache, tmp_path, ws):
    """Without memcheck the thread loops record the running thread lazily (the compiler moves those
    stores out of a vectorised loop), so the report says the thread it names may not be the one that
    faulted; memcheck builds record every thread and name block and thread as CUDA numbers them, also
    where a span's rows ran as one loop."""
    from xlate.cpu.build import EXIT_MEMCHECK, check_memcheck, find_cxx
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([SRC], tmp_path / "spans", warp_size=ws))
    got = run(exe, ["crash"], XLATE_CPU_WORKERS="1")
    assert got.returncode != 0
    assert "SIGSEGV" in got.stderr and "in kernel crash, block (" in got.stderr, got.stderr
    assert "recorded it lazily" in got.stderr, got.stderr
    check_memcheck(find_cxx())
    exe = build_program(ProgramBuild([SRC], tmp_path / "memcheck", warp_size=ws, memcheck=True))
    got = run(exe, ["overrun"], XLATE_CPU_WORKERS="1")
    assert got.returncode == EXIT_MEMCHECK, got.stderr
    assert "in kernel overrun, block (2,0,0) thread (5,0,0)" in got.stderr, got.stderr
