"""Progress guarantees like Volta's on the cpu backend (issue 22): a thread spinning on memory that
another thread of its block (or of another block) writes finishes, whether it polls with atomics or
with volatile or atomic loads, at wave64 and wave32, with one worker (blocks one after another) or two
(blocks at once). Before the runtime preempted fibers, the volatile polls below never let the writer
run and the watchdog ended the program with exit 97; since 2026-12-05 a volatile access lets the
block's other threads run (docs/cpu-backend.md, "Volatile accesses"), and preemption is what ends a
poll with a relaxed atomic load. Expected values are computed here."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.cpu.conftest import WARP_SIZES

PROGRAM = Path(__file__).parent / "progress" / "spin_progress.hip"


def _work(n: int) -> int:
    s = 0
    for i in range(n):
        s = (s * 31 + i) & 0xFFFFFFFF
    return s


@pytest.fixture(scope="module")
def spin_exes(cpu_cache: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[int, Path]:
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    out = tmp_path_factory.mktemp("progress")
    return {ws: build_program(ProgramBuild([PROGRAM], out / f"spin-w{ws}", warp_size=ws)) for ws in WARP_SIZES}


def _run(exe: Path, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=False,
                          env=dict(os.environ, **env))


@pytest.mark.parametrize("workers", ["1", "2"])
@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_spin_waits_make_progress(spin_exes, ws, workers):
    proc = _run(spin_exes[ws], XLATE_CPU_WORKERS=workers, XLATE_CPU_WATCHDOG_S="30")
    assert proc.returncode == 0, proc.stderr
    got = dict(line.split(" ", 1) for line in proc.stdout.splitlines())
    v = _work(1000) & 0xFF
    assert got["volatile_global"] == f"{1 + v} {v}"
    assert got["volatile_shared"] == "1234"
    assert got["atomic_poll"] == "7"
    # thread t writes out[t+1] + 1 after thread t+1: out[t] = 63 - t
    assert got["volatile_chain"] == f"{63 - 0} {63 - 32} {63 - 63}"
    assert got["block_lock"] == str(sum(b + 1 for b in range(100)))  # 100 blocks, each adds b+1 once
    assert got["thread_lock"] == str(4 * 96)  # every thread adds 1 under the lock
    assert got["across_blocks"] == "99"
    assert got["atomic_load_poll"] == f"{1 + (_work(100) & 0xFF)} {_work(100) & 0xFF}"


def test_without_preemption_volatile_polls_finish_and_an_atomic_load_spin_is_reported(spin_exes):
    """XLATE_CPU_PREEMPT_US=0 turns preemption off. The volatile polls still finish: each volatile access
    lets the other threads of the block run. The relaxed atomic load's poll is then the spin-wait the
    watchdog reports, so the test above depends on preemption for it."""
    proc = _run(spin_exes[64], XLATE_CPU_PREEMPT_US="0", XLATE_CPU_WATCHDOG_S="1", XLATE_CPU_WORKERS="2")
    assert proc.returncode == 97, proc.stderr
    got = dict(line.split(" ", 1) for line in proc.stdout.splitlines())
    v = _work(1000) & 0xFF
    assert got["volatile_global"] == f"{1 + v} {v}"
    assert got["volatile_shared"] == "1234"
    assert got["volatile_chain"] == f"{63 - 0} {63 - 32} {63 - 63}"
    assert "atomic_load_poll" not in got
    assert "kernel atomic_load_poll: thread 0 of block (0,0,0) ran" in proc.stderr



@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_frequent_preemption_keeps_the_results(spin_exes, ws):
    """A quantum of 200 µs (each spinning worker's timer then fires every 20 µs): preemptions many times
    more frequent than the default's, with the handler keeping SIGURG blocked until it switches fibers
    (watchdog.cpp). The regression this guards, nested handler frames overflowing a fiber stack, was
    seen only on ggml's flash attention under load (docs/cpu-backend.md, "Preemption"); this checks
    that frequent preemption still computes the program's results."""
    proc = _run(spin_exes[ws], XLATE_CPU_PREEMPT_US="200", XLATE_CPU_WORKERS="2", XLATE_CPU_WATCHDOG_S="60")
    assert proc.returncode == 0, proc.stderr[-2000:]
    got = dict(line.split(" ", 1) for line in proc.stdout.splitlines())
    assert got["volatile_shared"] == "1234"
    assert got["volatile_chain"] == f"{63 - 0} {63 - 32} {63 - 63}"
    assert got["thread_lock"] == str(4 * 96)
