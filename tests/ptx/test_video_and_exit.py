"""Old CUB's util_ptx.cuh helpers (tests/ptx/fixtures/cub_util_ptx.cu) translated and run on the cpu
backend: SHR_ADD, SHL_ADD and IADD3 (vshr/vshl .clamp.add, vadd .add: xlate/ptx/lower/video.py) against
the PTX ISA model of tests/ptx/ptx_model.py on edge and random words; ThreadExit (`exit`, a run-time
stop) leaves the kernel alone when no thread calls it and stops it with a message naming the form and
the user's file:line when one does. tests/ptx/test_gfx942.py compiles the forms for gfx942."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import ptx_model as M

SRC = Path(__file__).parent / "fixtures" / "cub_util_ptx.cu"
EDGES = [0, 1, 2, 31, 32, 33, 64, 255, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xDEADBEEF]


def _inputs() -> list[tuple[int, int, int]]:
    rng = random.Random(7)
    vecs = [(a, b, c) for a in EDGES for b in EDGES for c in (0, 1, 0xFFFFFFFF)]
    vecs += [(rng.getrandbits(32), rng.choice([rng.randint(0, 40), rng.getrandbits(32)]), rng.getrandbits(32))
             for _ in range(300)]
    return vecs


def _run(vecs: list[tuple[int, int, int]], *args: str) -> subprocess.CompletedProcess:
    text = "\n".join([str(len(vecs)), *(str(v[k]) for k in range(3) for v in vecs)])
    return subprocess.run([sys.executable, "-m", "xlate", "run", str(SRC), "--", *args], input=text,
                          capture_output=True, text=True, timeout=900, check=False)


def test_cub_video_helpers_match_the_ptx_model():
    vecs = _inputs()
    got = _run(vecs)
    assert got.returncode == 0, got.stderr[-3000:]
    lines = got.stdout.splitlines()
    at = lines.index("status 0")
    values = [int(x) for x in lines[at + 1:]]
    want = []
    for a, b, c in vecs:
        want += [M.video("vshr", a, b, "u32", "u32", c, "clamp"), M.video("vshl", a, b, "u32", "u32", c, "clamp"),
                 M.video("vadd", a, b, "u32", "u32", c)]
    assert values == want


def test_thread_exit_stops_the_kernel_with_a_message():
    got = _run(_inputs()[:8], "exit")
    assert got.returncode != 0, got.stdout
    assert "xlate: PTX exit cannot be honoured on this target" in got.stderr, got.stderr[-3000:]
    assert "cub_util_ptx.cu:" in got.stderr  # the user's file and line
