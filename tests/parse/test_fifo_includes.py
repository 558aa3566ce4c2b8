"""An #include naming a FIFO or a device is refused before libclang sees it (it blocked the parse
worker until the 600 s timeout), and parse workers die with xlate (a stuck one was left running
when xlate was killed)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from xlate.core.model import Severity
from xlate.parse.model import build_model

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")

KERNEL = "__global__ void k(float* a) { a[threadIdx.x] = 1.0f; }\nvoid h() { cudaGetLastError(); }\n"


def _xl908(diags):
    return [d for d in diags if d.code == "XL908"]


@pytest.mark.parametrize("spelled", ['"pipe.h"', "<pipe.h>", '"/dev/zero"', '"sub/../pipe.h"'])
def test_include_of_a_fifo_or_device_is_refused_at_its_line(tmp_path, monkeypatch, spelled):
    os.mkfifo(tmp_path / "pipe.h")
    (tmp_path / "sub").mkdir()
    src = tmp_path / "a.cu"
    src.write_text(f"// a FIFO\n#include {spelled}\n{KERNEL}")
    monkeypatch.setenv("XLATE_PARSE_TIMEOUT", "60")  # the old code waited here, then gave XL910
    t0 = time.monotonic()
    model, diags = build_model([src], root=tmp_path, includes=[tmp_path], jobs=1)
    assert time.monotonic() - t0 < 50
    [d] = _xl908(diags)
    assert d.severity is Severity.ERROR and Path(d.file).name == "a.cu" and (d.line, d.col) == (2, 1)
    assert ("FIFO" in d.message or "device" in d.message) and "token level" in d.message
    assert not [x for x in diags if x.code == "XL910"]
    # translated at token level: its tokens are there, the include line included
    sf = model.files[src.resolve()]
    assert src.resolve() in model.unchecked
    assert [t.spelling for t in sf.tokens[:2]] == ["#", "include"]
    assert any(t.spelling == "cudaGetLastError" for t in sf.tokens)


def test_a_fifo_reached_through_a_header_names_the_header(tmp_path, monkeypatch):
    os.mkfifo(tmp_path / "pipe.h")
    (tmp_path / "mid.cuh").write_text('#pragma once\n\n#include "pipe.h"\n')
    (tmp_path / "a.cu").write_text(f'#include "mid.cuh"\n{KERNEL}')
    (tmp_path / "b.cu").write_text(KERNEL)
    monkeypatch.setenv("XLATE_PARSE_TIMEOUT", "60")
    model, diags = build_model([tmp_path], jobs=1)
    bad = _xl908(diags)
    assert bad and {(Path(d.file).name, d.line) for d in bad} == {("mid.cuh", 3)}
    # b.cu does not include it: parsed as usual
    assert (tmp_path / "b.cu").resolve() not in model.unchecked
    assert (tmp_path / "a.cu").resolve() in model.unchecked


WORKER_SCRIPT = textwrap.dedent("""
    import os, sys, time
    from pathlib import Path
    from xlate.parse import flags, model, passes
    d = Path(sys.argv[1])
    src = d / "a.cu"
    b = model._Builder(d, [], [], {}, model.DEFAULT_MAX_FILE_BYTES, flags.PRELUDE_ROOT.resolve())
    b.add_file(src)
    [job] = b.jobs_for(src, (flags.HOST,))
    with model._Runner(b.context(), 1, 1) as r:
        it = r.run([job])
        # the worker is now opening the FIFO (blocked); say its pid, then wait to be killed
        import threading
        def tell():
            time.sleep(3)
            print(" ".join(str(w.proc.pid) for w in r.workers), flush=True)
        threading.Thread(target=tell, daemon=True).start()
        next(it)
""")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is dead
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


def test_a_worker_stuck_in_libclang_dies_with_xlate(tmp_path):
    """The runner itself (no include check in the way) sends a pass whose include blocks; killing the
    calling process with SIGKILL must take the stuck worker with it (PR_SET_PDEATHSIG)."""
    os.mkfifo(tmp_path / "pipe.h")
    (tmp_path / "a.cu").write_text('#include "pipe.h"\n' + KERNEL)
    script = tmp_path / "run.py"
    script.write_text(WORKER_SCRIPT)
    env = dict(os.environ, XLATE_PARSE_TIMEOUT="600")
    proc = subprocess.Popen([sys.executable, str(script), str(tmp_path)], stdout=subprocess.PIPE, text=True,
                            env=env, start_new_session=True)
    try:
        line = proc.stdout.readline()
        pids = [int(x) for x in line.split()]
        assert pids and all(_alive(p) for p in pids), line
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and any(_alive(p) for p in pids):
            time.sleep(0.2)
        left = [p for p in pids if _alive(p)]
        for p in left:
            os.kill(p, signal.SIGKILL)
        assert not left, "parse workers outlived the killed xlate"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
