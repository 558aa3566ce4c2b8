"""libclang runs in worker processes: a crash or hang of the front end on hostile input becomes an XL910
diagnostic naming the file, never a dead xlate (issue 16: a one-line expression of 120k terms ended
xlate with SIGSEGV and no message)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from xlate.core.model import Severity
from xlate.parse.model import build_model

# 20k unary `!`: clang's parser recurses once per operator; on the default 8 MiB stack of the old
# in-process parse this killed xlate with SIGSEGV (exit 139).
DEEP = "int deep_value = " + "!" * 20000 + "1;\n"
OK = "__global__ void k(int* a) { a[threadIdx.x] = 1; }\n"


def _xl910(diags, name: str):
    return [d for d in diags if d.code == "XL910" and Path(d.file).name == name]


def test_deep_expression_parses_on_the_worker_stack(tmp_path):
    (tmp_path / "deep.cu").write_text(DEEP)
    model, diags = build_model([tmp_path], jobs=1)
    assert not [d for d in diags if d.code == "XL910"], [d.message for d in diags]
    sf = next(sf for sf in model.files.values() if sf.path.name == "deep.cu")
    assert sum(t.spelling == "!" for t in sf.tokens) == 20000
    assert sf.path not in model.unchecked


def test_a_crashing_parse_names_the_file_and_the_rest_is_translated(tmp_path, monkeypatch):
    (tmp_path / "deep.cu").write_text(DEEP)
    (tmp_path / "ok.cu").write_text(OK)
    monkeypatch.setenv("XLATE_PARSE_STACK", str(256 * 1024))  # too small for DEEP: the worker dies
    model, diags = build_model([tmp_path], jobs=2)
    bad = _xl910(diags, "deep.cu")
    assert bad and all(d.severity is Severity.ERROR for d in bad)
    assert all("SIGSEGV" in d.message and "deep.cu" in d.message for d in bad)
    assert {("host pass)" in d.message, "device pass)" in d.message, "(lexing)" in d.message) for d in bad} >= {
        (True, False, False), (False, True, False), (False, False, True)}
    names = {p.name for p in model.files}
    assert names == {"ok.cu"}  # not even its tokens: skipped
    ok = model.files[tmp_path.resolve() / "ok.cu"]
    assert ok.path not in model.unchecked and any(t.spelling == "threadIdx" for t in ok.tokens)


def test_a_parse_over_the_time_limit_is_stopped(tmp_path, monkeypatch):
    (tmp_path / "a.cu").write_text(OK)
    monkeypatch.setenv("XLATE_PARSE_TIMEOUT", "0.001")
    model, diags = build_model([tmp_path / "a.cu"], jobs=1)
    msgs = [d.message for d in _xl910(diags, "a.cu")]
    assert msgs and all("did not finish within 0.001 s" in m for m in msgs)
    assert not model.files


def test_cli_reports_the_crash_in_one_line_with_exit_1(tmp_path):
    src = tmp_path / "deep.cu"
    src.write_text(DEEP)
    env = dict(os.environ, XLATE_PARSE_STACK=str(256 * 1024))
    proc = subprocess.run([sys.executable, "-m", "xlate", "translate", str(src), "-o", str(tmp_path / "out.hip")],
                          capture_output=True, text=True, timeout=300, env=env, check=False)
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    lines = [ln for ln in proc.stderr.splitlines() if "[XL910]" in ln]
    assert lines and all(ln.startswith(f"{src}:1:1: error: the front end (libclang) failed on {src}") for ln in lines)
    assert src.read_text() == DEEP  # input untouched


def test_an_api_script_without_a_main_guard_runs_once(tmp_path):
    """Workers never run the caller's main script again (multiprocessing would, as __mp_main__)."""
    (tmp_path / "a.cu").write_text(OK)
    script = tmp_path / "use_api.py"
    script.write_text("from pathlib import Path\nfrom xlate.parse.model import build_model\n"
                      f"m, d = build_model([Path({str(tmp_path / 'a.cu')!r})], jobs=1)\n"
                      "print('files', len(m.files))\n")
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["files 1"]
    assert "Traceback" not in proc.stderr
