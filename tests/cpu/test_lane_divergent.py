"""Warp operations under a lane-dependent if as predicated regions of the block form (issue 22;
docs/cpu-backend.md, "Execution forms"; xlate/pipeline/cpu_lanes.py `predicated`): the condition is
stored per thread, each branch's regions run for the threads taking it, and each warp operation in a
branch is a loop over the lanes of that branch.

The fiber form is the reference: every kernel of tests/cpu/forms/lanes/divergent.hip runs as built and
with XLATE_CPU_FORM=fibers, at wave64 and wave32, with identical output (or both failing with exit 97),
and the short ones are checked against numpy oracles."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from tests.cpu.conftest import WARP_SIZES
from tests.cpu.forms_check import forms, line_of, run

SRC = Path(__file__).parent / "forms" / "lanes" / "divergent.hip"
PREDICATED = {"oddeven", "halves", "cond_memory", "other_branch", "other_branch_op"}
B = 3


def _input(T: int) -> np.ndarray:
    return ((np.arange(B * T) * 37) % 101 - 50).astype(np.int64)


def _row(stdout: str, name: str) -> np.ndarray:
    line = next(ln for ln in stdout.splitlines() if ln.split()[0] == name)
    return np.array([int(x) for x in line.split()[1:]], dtype=np.int64)


def _warps(T: int, ws: int):
    """(block, first thread, lanes) of every warp of the launch (the last one of a block may be partial)."""
    for blk in range(B):
        for w0 in range(0, T, ws):
            yield blk, w0, min(ws, T - w0)


def _bits(lanes) -> int:
    return sum(1 << int(k) for k in lanes)


def oddeven_oracle(T: int, ws: int) -> np.ndarray:
    x = _input(T)
    out = np.zeros((B * T, 4), dtype=np.int64)
    for blk, w0, cnt in _warps(T, ws):
        xs = x[blk * T + w0: blk * T + w0 + cnt]
        lanes = np.arange(cnt)
        odd, even = lanes[lanes % 2 == 1], lanes[lanes % 2 == 0]
        for l in lanes:
            me = odd if l % 2 else even
            v = xs[me]
            if l % 2:
                b = _bits(me[v > 0])
                a = int((v > 40).any()) + 2 * int((v > -45).all())
                s = xs[l ^ 2]
                m = _bits(me[np.fmod(v, 4) == np.fmod(xs[l], 4)])
            else:
                b = _bits(me[v % 3 == 0])
                a = int((v > -45).all()) + 2 * int((v > 40).any())
                s = xs[0]
                m = _bits(me[np.fmod(v, 5) == np.fmod(xs[l], 5)])
            out[blk * T + w0 + l] = [np.int64(np.uint64(b)), a, s, np.int64(np.uint64(m))]
    return out.ravel()


def halves_oracle(ws: int) -> tuple[np.ndarray, np.ndarray]:
    T, H = 128, ws // 2
    x = _input(T)
    out = np.full(B * T, -1, dtype=np.int64)
    per_warp = np.zeros(2 * B * T // ws, dtype=np.int64)
    for blk, w0, _ in _warps(T, ws):
        base = blk * T + w0
        xs = x[base: base + ws]
        low = int((xs[:16] > 0).sum()) + 1000 * xs[3]
        out[base: base + 16] = low
        v = xs[H:].copy()
        d = 1
        while d < H:
            j = np.arange(H)
            v = v + np.where(j + d < H, v[np.minimum(j + d, H - 1)], v)
            d <<= 1
        out[base + H: base + ws] = v
        per_warp[2 * (base // ws)] = low
        per_warp[2 * (base // ws) + 1] = v[0]
    return out, per_warp


def cond_memory_oracle(ws: int) -> np.ndarray:
    T = 128
    x = _input(T)
    out = np.zeros(B * T, dtype=np.int64)
    for blk, w0, cnt in _warps(T, ws):
        xs = x[blk * T + w0: blk * T + w0 + cnt]
        pos = xs > 0
        out[blk * T + w0: blk * T + w0 + cnt] = np.where(pos, pos.sum() * 100 + xs, -((~pos) & (xs % 2 == 0)).sum())
    return out


def _both(exe: Path, *args: str):
    one = {"XLATE_CPU_WORKERS": "1"}  # the first block to report an error is block 0 in both forms
    return (run(exe, list(args), XLATE_CPU_EXPLAIN="1", **one),
            run(exe, list(args), XLATE_CPU_EXPLAIN="1", XLATE_CPU_FORM="fibers", **one))


def test_analysis_decides_each_kernel():
    from xlate.cpu.build import ProgramBuild
    from xlate.pipeline.cpu_forms import analyse

    got = {f.name[2:]: f for f in analyse(SRC, ProgramBuild([SRC], Path("unused"), warp_size=64))}
    assert {n for n, f in got.items() if f.form_name == "block"} == PREDICATED, {n: f.reason for n, f in got.items()}
    for name in PREDICATED:  # --explain-cpu names each lane-dependent if it split
        assert "predicated regions" in got[name].reason, (name, got[name].reason)
    assert got["unmasked"].reason == (
        "__ballot without a mask under a lane-dependent if (its participants are the warp's live lanes, which the "
        f"fiber form finds only at run time) at divergent.hip:{line_of(SRC, 'if (lane & 1) r = __popcll(__ballot(')}")
    assert got["in_loop"].reason == (
        "an if holding a warp operation whose condition is not block-uniform, inside a loop or another such if (the "
        f"lane loops take one at a block-uniform position outside loops) at divergent.hip:"
        f"{line_of(SRC, 'if (lane & 1) r += ')}")


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_predicated_regions_agree_with_fibers_and_oracles(cpu_cache, tmp_path, ws):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([SRC], tmp_path / "divergent", warp_size=ws))
    outputs = {}
    for kernel, T in (("oddeven", 128), ("oddeven", 100), ("halves", 128), ("cond_memory", 128),
                      ("unmasked", 128), ("in_loop", 128)):
        chosen, forced = _both(exe, kernel, str(T))
        assert chosen.returncode == forced.returncode == 0, (kernel, chosen.stderr, forced.stderr)
        assert chosen.stdout == forced.stdout, (kernel, T)
        want = "block" if kernel in PREDICATED else "fiber"
        assert forms(chosen.stderr) == {kernel: want}, chosen.stderr
        assert forms(forced.stderr) == {kernel: "fiber"}
        outputs[kernel, T] = chosen.stdout
    for T in (128, 100):  # 100: the last warp of each block is partial
        assert (_row(outputs["oddeven", T], "oddeven") == oddeven_oracle(T, ws)).all(), T
    out, per_warp = halves_oracle(ws)
    assert (_row(outputs["halves", 128], "halves") == out).all()
    assert (_row(outputs["halves", 128], "per_warp") == per_warp).all()
    assert (_row(outputs["cond_memory", 128], "cond_memory") == cond_memory_oracle(ws)).all()


def _other_branch_oracle(ws: int) -> dict[str, np.ndarray]:
    """What the fiber form computes when the lanes a mask names leave the kernel without reaching the
    operation (they are not waited for once they exit, as NVIDIA's hardware releases a warp barrier
    when a named thread exits): other_branch's odd lanes count the odd lanes with in > 0; other_branch_op's
    lanes 8.. see any of lanes 8.. with in > 0, lanes 0..7 read lane 1."""
    x = _input(128).reshape(B, 128 // ws, ws)
    lane = np.arange(ws)
    odd_pos = ((x > 0) & (lane % 2 == 1)).sum(axis=2, keepdims=True)
    ob = np.where(lane % 2 == 1, odd_pos, 0)
    hi_any = ((x > 0) & (lane >= 8)).any(axis=2, keepdims=True).astype(np.int64)
    obo = np.where(lane < 8, x[:, :, 1:2], hi_any)
    return {"other_branch": ob.reshape(-1), "other_branch_op": obo.reshape(-1)}


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_mask_naming_the_other_branch(cpu_cache, tmp_path, ws):
    """A mask naming lanes that took the other branch of a lane-dependent if (undefined in CUDA: a named
    lane that has not exited must execute the operation). The lane loops know the branch and report it
    (kernel, op, mask and lanes; exit 97). The fiber form cannot tell such a lane from one that returned
    before the operation (which CUDA allows): it waits for the lane until it exits, as NVIDIA's hardware
    does, then completes without it, with a warning naming the call site and the lanes."""
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([SRC], tmp_path / "divergent", warp_size=ws))
    full = (1 << ws) - 1
    odd = int("aa" * (ws // 8), 16)
    oracle = _other_branch_oracle(ws)
    cases = {"other_branch": ("__ballot_sync", "if (lane & 1) r = __popcll(__ballot_sync(all", odd, full & ~odd),
             "other_branch_op": ("__any_sync", "else r = __any_sync(all", full & ~0xff, 0xff)}
    for kernel, (op, text, lanes, missing) in cases.items():
        chosen, forced = _both(exe, kernel)
        assert forms(chosen.stderr) == {kernel: "block"}, chosen.stderr
        assert chosen.returncode == 97 and forced.returncode == 0, (kernel, chosen.stderr, forced.stderr)
        line = line_of(SRC, text)
        assert re.search(
            rf"error: divergent warp operation in kernel {kernel}: {op} at \S*divergent\.hip:{line}:\d+: lanes "
            rf"0x{lanes:x} of warp 0 in block \(0,0,0\) pass the mask 0x{full:x}, which names lanes 0x{missing:x} "
            "that took the other branch of a lane-dependent if", chosen.stderr), chosen.stderr
        assert chosen.stdout == ""
        assert re.search(rf"warning: {op} at \S*divergent\.hip:{line}:\d+: the mask 0x{full:x} names lanes 0x[0-9a-f]+ "
                         "that have returned or lie beyond the block's last thread; they are not waited for",
                         forced.stderr), forced.stderr
        assert (_row(forced.stdout, kernel) == oracle[kernel]).all(), kernel


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_compat32_votes_after_translation(cpu_cache, tmp_path, ws):
    """CUDA's __ballot_sync/__any_sync/__all_sync under odd/even (compat32's spellings after translation,
    32-bit masks widened to each half of a wave64 wavefront): predicated regions, the fiber form's output
    and CUDA's 32-lane warps (numpy)."""
    from xlate.pipeline.run import build_sources

    exe = build_sources([SRC.with_name("divergent_c32.cu")], tmp_path, warp_size=ws)[0]
    chosen, forced = _both(exe)
    assert chosen.returncode == forced.returncode == 0, (chosen.stderr, forced.stderr)
    assert forms(chosen.stderr) == {"c32_oddeven": "block"}, chosen.stderr
    assert chosen.stdout == forced.stdout
    x = _input(96).reshape(-1, 32)  # CUDA's warps: 32 threads
    lane = np.arange(32)
    odd = lane % 2 == 1
    b = np.where(odd, [[_bits(lane[odd & (w > 0)])] for w in x], [[_bits(lane[~odd & (w % 3 == 0)])] for w in x])
    a = np.where(odd, [[int((w[odd] > 40).any())] for w in x], [[int((w[~odd] > -45).all())] for w in x])
    assert (_row(chosen.stdout, "c32_oddeven") == np.stack([b.ravel(), a.ravel()], axis=1).ravel()).all()
