"""Named barriers (`bar.sync a, b`, `bar.arrive`; xlate/ptx/lower/control.py) translated and run on the
cpu backend with `xlate run`, at wave64 and wave32: a barrier whose count is the block's size is the
block's barrier (the shared-memory exchange it orders gives numpy's answer); a count of part of the
block and `bar.arrive` stop the kernel with a message naming the form instead of running on without
the synchronisation the code asked for. tests/rules/XL302/run_time_stop.cu holds the translation's
warnings; tests/ptx/test_gfx942.py compiles the forms for gfx942."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

SRC = Path(__file__).parent / "fixtures" / "named_barriers.cu"


def _run(ws: int, mode: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "xlate", "run", "--warp-size", str(ws), str(SRC), "--", mode],
                          capture_output=True, text=True, timeout=900, check=False, env=dict(os.environ))


@pytest.mark.parametrize("ws", [64, 32], ids=lambda w: f"wave{w}")
def test_whole_block_named_barrier_orders_shared_memory(ws):
    got = _run(ws, "whole")
    assert got.returncode == 0, got.stderr
    status, values = got.stdout.splitlines()[-2:]
    assert status == "status 0"
    x = (np.arange(4 * 128) * 7 + 3).reshape(4, 128)
    assert [int(v) for v in values.split()] == x[:, ::-1].ravel().tolist()


@pytest.mark.parametrize("mode, form", [("partial", "bar.sync"), ("arrive", "bar.arrive")])
def test_partial_and_arrive_stop_the_kernel(mode, form):
    got = _run(64, mode)
    assert got.returncode != 0, got.stdout
    assert f"xlate: PTX {form} cannot be honoured on this target" in got.stderr, got.stderr
    assert "named_barriers.cu:" in got.stderr  # the user's file and line
