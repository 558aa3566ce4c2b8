"""Warp operations as lane loops in the block form of the cpu backend (issue 22; docs/cpu-backend.md,
"Execution forms"; xlate/pipeline/cpu_lanes.py): a warp operation that every thread of the block
reaches together is a split point, computed per warp as a loop over its lanes.

Faithfulness is differential: the fiber form is the reference. Each program runs as built (the
analysis' choice, XLATE_CPU_EXPLAIN=1 saying which form ran each kernel) and with
XLATE_CPU_FORM=fibers; outputs (and, for the error cases, the error lines and exit codes) must be
identical, and the block form must really have run. The short kernels also get numpy oracles."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from tests.cpu.conftest import WARP_SIZES
from tests.cpu.forms_check import conformance_cases_agree, forms, line_of, run

ROOT = Path(__file__).resolve().parents[2]
LANES = Path(__file__).parent / "forms" / "lanes"
# every conformance case with a warp operation (compat32 spellings after translation)
WARP_CASES = ["cg_tile_shfl", "cg_tile_vote", "warp_activemask_ballot", "warp_activemask_reduce",
              "warp_activemask_vote", "warp_ballot_vote", "warp_lane_ids", "warp_shfl_down_reduce",
              "warp_shfl_idx_width", "warp_shfl_xor_allreduce"]
SPLIT = {"scan_up", "sum_down", "shuffles", "votes", "matches", "partial", "warp_block_sum", "split_masks",
         "in_expression", "bounded", "divergent"}
ERRORS = ["mismatch", "half_mask", "missing_lanes", "past_end", "bad_width"]


_run, _line, _forms = run, line_of, forms


def _errors(stderr: str) -> list[str]:
    return [ln for ln in stderr.splitlines() if "error" in ln]


def test_analysis_decides_each_kernel():
    from xlate.cpu.build import ProgramBuild
    from xlate.pipeline.cpu_forms import analyse

    src = LANES / "kernels.hip"
    got = {f.name[2:]: f for f in analyse(src, ProgramBuild([src], Path("unused"), warp_size=64))}
    assert {n for n, f in got.items() if f.form_name == "block"} == SPLIT, {n: f.reason for n, f in got.items()}
    assert "loops over lanes" in got["scan_up"].reason
    assert got["conditional_op"].reason == (
        "a warp operation inside an expression the lane loops cannot rewrite (one that is not evaluated first, or "
        f"only under a condition) at kernels.hip:{_line(src, 'out[i] = v > 0 ? __popcll(')}")
    assert got["beside_read"].reason == (
        "a warp operation beside an operand that reads memory, calls a function or changes a variable (the lane "
        f"loops evaluate the operation first) at kernels.hip:{_line(src, 'out[i] = in[i ^ 1] + __shfl(v, 0);')}")
    assert got["local_pred"].reason == ("__match_all_sync is passed the address of a local variable at kernels.hip:"
                                        f"{_line(src, '&pred);')}")


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_kernels_agree_with_fibers_and_oracles(cpu_cache, tmp_path, ws):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([LANES / "kernels.hip"], tmp_path / "kernels", warp_size=ws))
    chosen = _run(exe, [], XLATE_CPU_EXPLAIN="1")
    forced = _run(exe, [], XLATE_CPU_EXPLAIN="1", XLATE_CPU_FORM="fibers")
    assert chosen.returncode == 0 and forced.returncode == 0, (chosen.stderr, forced.stderr)
    assert chosen.stdout == forced.stdout
    forms = _forms(chosen.stderr)
    assert {k for k, f in forms.items() if f == "block"} == SPLIT, forms
    assert set(_forms(forced.stderr).values()) == {"fiber"}
    rows = {ln.split()[0]: np.array([float(x) for x in ln.split()[1:]]) for ln in chosen.stdout.splitlines()}
    # numpy oracles
    B, T = 3, 128
    n = B * T
    hin = (np.arange(n) * 37) % 101 - 50
    warps = hin.reshape(-1, ws)
    lane = np.arange(ws)
    assert (rows["scan_up"] == np.cumsum(warps, axis=1).ravel()).all()
    assert (rows["sum_down"] == warps.sum(axis=1)).all()
    sh = rows["shuffles"].reshape(n, 4)
    a = warps[:, (lane + 5) % ws].ravel()
    b = warps[:, (lane // 8) * 8 + 3].ravel()
    c = warps[:, np.where(lane % 16 >= 2, lane - 2, lane)].ravel()
    d = warps[:, np.where(lane % 16 + 5 < 16, lane + 5, lane)].ravel()
    assert (sh[:, 0] == a + 1000.0 * b).all() and (sh[:, 1] == c - 1000.0 * d).all()
    assert (sh[:, 2] == (warps[:, lane ^ 1] * 0.25).ravel()).all()
    assert (sh[:, 3] == (warps[:, np.where((lane ^ 6) // 8 == lane // 8, lane ^ 6, lane)] * 1.5).ravel()).all()

    def bits(m: np.ndarray) -> list[int]:
        return [sum(1 << i for i in range(ws) if row[i]) for row in m]

    votes = rows["votes"].reshape(-1, 7)
    full = (1 << ws) - 1
    assert votes[:, 0].tolist() == [float(x) for x in bits(warps > 0)]
    assert votes[:, 1].tolist() == (warps > 45).any(axis=1).astype(float).tolist()
    assert votes[:, 2].tolist() == (warps < 49).all(axis=1).astype(float).tolist()
    assert votes[:, 3].tolist() == [float(x) for x in bits(warps % 3 == 0)]
    assert votes[:, 4].tolist() == (warps == 7).any(axis=1).astype(float).tolist()
    assert votes[:, 5].tolist() == [float(full)] * len(warps)
    assert votes[:, 6].tolist() == (warps == -50).any(axis=1).astype(float).tolist()
    # a block of 100 threads: the last warp is partial
    part = rows["partial"].reshape(2, 100, 4)
    counts = [min(ws, 100 - k) for k in range(0, 100, ws)]
    act = np.concatenate([[float((1 << c) - 1)] * c for c in counts])
    assert (part[:, :, 0] == act).all()
    x = hin[:200].reshape(2, 100)
    t = np.arange(100)
    for k in (0, 1):
        ballots = [float(sum(1 << j for j in range(c) if x[k, w + j] > 0)) for w, c in zip(range(0, 100, ws), counts)]
        assert part[k, :, 1].tolist() == [bl for bl, c in zip(ballots, counts) for _ in range(c)]
    assert (part[:, :, 2] == x[:, t ^ 3] + 1000).all()
    assert (part[:, :, 3] == x[:, (t // ws) * ws] + 1000).all()
    assert (rows["warp_block_sum"] == hin.reshape(B, T).sum(axis=1)).all()
    v = np.maximum(warps, warps[:, lane ^ 1]) - np.arange(n).reshape(-1, ws) % T
    pos = np.repeat((v > 0).sum(axis=1, keepdims=True), ws, axis=1)
    assert (rows["in_expression"] == (2 * warps[:, :1] + warps + v + (pos << 8)).ravel()).all()
    lines = [ln.split() for ln in chosen.stdout.splitlines()]
    bounded = [np.array([float(x) for x in ln[1:]]) for ln in lines if ln[0] == "bounded"]
    bounded2d = [np.array([float(x) for x in ln[1:]]) for ln in lines if ln[0] == "bounded2d"]
    for k, got, got2d in zip((150, 400, 300), bounded, bounded2d):
        for tx, base, rows_ in ((np.arange(128), np.arange(256).reshape(2, 128), 2),
                                (np.tile(np.arange(16), 8), np.arange(128)[None, :], 1)):
            kk = k if rows_ == 2 else k - 140
            want = (hin[base] + 1000 * (tx < kk) + 100 * (tx <= kk - 200)
                    + 10 * (tx.astype(np.uint32) < np.uint32((kk - 300) % 2**32)) + (tx < 5))
            have = got.reshape(2, 128) if rows_ == 2 else got2d[None, :]
            assert (have == want).all(), (k, rows_)
    assert (rows["conditional_op"] == np.where(warps > 0, (warps > 0).sum(axis=1, keepdims=True), -1).ravel()).all()
    # the benchmark's divergent kernel (predicated regions, tests/cpu/test_lane_divergent.py)
    odd = lane % 2 == 1
    assert (rows["divergent"] == np.where(odd, ((warps > 0) & odd).sum(axis=1, keepdims=True),
                                          -((warps % 3 == 0) & ~odd).sum(axis=1, keepdims=True)).ravel()).all()
    assert (rows["split_masks"] == np.where(lane % 2 == 1, (warps * (lane % 2 == 1) > 0).sum(axis=1, keepdims=True),
                                            ((warps > 0) & (lane % 2 == 0)).sum(axis=1, keepdims=True)).ravel()).all()


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_errors_are_the_fiber_forms(cpu_cache, tmp_path, ws):
    """A mask that differs from the lanes before it, a mask that is not the lane's own, a bad width: the same
    error line and exit 97 in both forms (the lane loops run the fiber form's checks, in lane order). A
    source lane past the end reads 0 in both, as on gfx942 (tests/cpu/test_partial_warp_shuffle.py), with
    the same warning; a mask naming lanes past the end of the block does not wait for them, as CUDA waits
    only for the non-exited lanes of a mask (tests/cpu/test_exited_lanes_in_mask.py), with the same warning
    in both forms and the values CUDA defines."""
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([LANES / "errors.hip"], tmp_path / "errors", warp_size=ws))
    # one worker: with several, which block reports first depends on the scheduling of the workers
    one = {"XLATE_CPU_WORKERS": "1"}
    for kernel in ERRORS:
        chosen = _run(exe, [kernel], XLATE_CPU_EXPLAIN="1", **one)
        forced = _run(exe, [kernel], XLATE_CPU_FORM="fibers", **one)
        assert _forms(chosen.stderr) == {kernel: "block"}, chosen.stderr
        assert (chosen.returncode, _errors(chosen.stderr), chosen.stdout) == \
            (forced.returncode, _errors(forced.stderr), forced.stdout), kernel
        if kernel == "half_mask" and ws == 32:  # a full mask at wave32
            assert chosen.returncode == 0 and chosen.stdout == "done half_mask\n"
        elif kernel == "past_end":  # reads 0 as on gfx942, with one warning, in both forms
            assert chosen.returncode == 0 and chosen.stdout == "done past_end\n", chosen.stderr
            assert all("beyond the block's last thread" in p.stderr for p in (chosen, forced)), forced.stderr
        elif kernel == "missing_lanes":  # lanes 48.. are not waited for; lane t reads lane t ^ 1
            assert chosen.returncode == 0, chosen.stderr
            assert chosen.stdout.split() == [str(t ^ 1) for t in range(48)] + ["done", "missing_lanes"]
            assert all("that have returned or lie beyond the block's last thread; they are not waited for" in p.stderr
                       for p in (chosen, forced)), forced.stderr
        else:
            assert chosen.returncode == 97, (kernel, chosen.stderr)
            assert re.search(r"errors\.hip:\d+:\d+", chosen.stderr), chosen.stderr
    assert "lane 5 of warp 0 in block (0,0,0) passes" in _run(exe, ["mismatch"], **one).stderr


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_conformance_cases_with_warp_operations_agree(cpu_cache, tmp_path, ws):
    split = conformance_cases_agree(WARP_CASES, tmp_path, ws)
    # not vacuous: the compat32 spellings the translation writes ran as lane loops
    assert {"warp_shfl_down_reduce:warp_sums", "warp_ballot_vote:votes", "warp_shfl_idx_width:shuffles",
            "warp_shfl_xor_allreduce:warp_max"} <= split, sorted(split)
