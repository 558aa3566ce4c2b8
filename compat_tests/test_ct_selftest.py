"""`xlate selftest` writes a results file someone can send back, refuses what it cannot do with one
line and a documented exit code; the NVIDIA recorder reads every case.toml the same way without tomllib."""

from __future__ import annotations

import builtins
import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import record_nvidia
import runner

XLATE = [sys.executable, "-m", "xlate.cli"]


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([*XLATE, *args], capture_output=True, text=True, timeout=900, cwd=cwd, check=False)


def test_selftest_writes_results(tmp_path):
    out = tmp_path / "results.json"
    p = _run(["selftest", "--backend", "cpu", "--case", "rt_memset", "--case", "rt_symbol", "-o", str(out)], tmp_path)
    assert p.returncode == 0, p.stderr[-3000:]
    doc = json.loads(out.read_text())
    assert doc["schema"] == 1 and doc["kind"] == "xlate-selftest" and doc["targets"] == ["wave64", "wave32", "gfx942"]
    assert {"xlate", "python", "host_compiler", "toolchain", "amd_gpu"} <= set(doc["versions"])
    status = {(r["case"], r["target"]): r["status"] for r in doc["results"]}
    assert status == {(c, t): "pass" for c in ("rt_memset", "rt_symbol") for t in ("wave64", "wave32", "gfx942")}
    assert doc["totals"]["fail"] == 0 and doc["totals"]["pass"] == 6 and doc["totals"]["xfail"] == 0
    assert "selftest: 6 passed, 0 known failures, 0 failed" in p.stdout


def test_xfail_matches_only_the_stated_failure(tmp_path):
    """A known failure counts only when its pattern occurs and every output mismatch matches it (the
    suite has no [xfail] entry left, so the rule is checked on a case written here)."""
    (tmp_path / "k.cu").write_text("int main() { return 0; }\n")
    (tmp_path / "case.toml").write_text(
        'description = "d"\nsources = ["k.cu"]\nkernels = []\n'
        "[xfail.wave64]\nreason = \"r\"\nmatch = 'cbrt\\[\\d+\\]: got'\n")
    case = runner.load_case(tmp_path)
    known = runner.Outcome("k", "wave64", False, ["oracle: cbrt[3]: got 1, expected 2 (ulp 1)",
                                                  "nvidia reference: cbrt[3]: got 1, expected 2 (ulp 2.5)"])
    other = runner.Outcome("k", "wave64", False, ["oracle: cbrt[3]: got 1, expected 2 (ulp 1)",
                                                  "oracle: tanh[0]: got 1, expected 2 (ulp 1)"])
    unrelated = runner.Outcome("k", "wave64", False, ["cpu build failed: error"])
    assert runner.xfail_matches(case, known)
    assert not runner.xfail_matches(case, other)  # a new, different mismatch is not hidden
    assert not runner.xfail_matches(case, unrelated)
    assert not runner.xfail_matches(case, runner.Outcome("k", "wave64", True, []))  # a pass is no xfail
    assert not runner.xfail_matches(case, runner.Outcome("k", "wave32", False, known.messages))  # other target


def test_selftest_refusals(tmp_path):
    p = _run(["selftest", "--case", "no_such_case", "-o", str(tmp_path / "r.json")], tmp_path)
    assert p.returncode == 3 and p.stderr.strip().splitlines()[-1] == "xlate: error: no such case: no_such_case"
    assert not (tmp_path / "r.json").exists()


def test_selftest_amd_without_gpu(tmp_path):
    if not runner.amd_available():
        pytest.skip("this machine has an AMD GPU driver and ROCm: --backend amd runs there")
    p = _run(["selftest", "--backend", "amd", "-o", str(tmp_path / "r.json")], tmp_path)
    assert p.returncode == 7
    assert p.stderr.strip().startswith("xlate: error: selftest --backend amd: no /dev/kfd")
    assert "Traceback" not in p.stderr


def test_recorder_needs_an_nvidia_gpu(monkeypatch, tmp_path):
    monkeypatch.setattr(record_nvidia.shutil, "which", lambda name: None)
    with pytest.raises(record_nvidia.RecordError, match="needs nvcc and nvidia-smi"):
        record_nvidia.record(tmp_path)


def test_recorder_reads_cases_without_tomllib(monkeypatch):
    """The GPU machine's Python may predate tomllib: the fallback reader gives the same sources and args."""
    real_import = builtins.__import__

    def no_tomllib(name, *a, **k):
        if name == "tomllib":
            raise ImportError(name)
        return real_import(name, *a, **k)

    monkeypatch.setattr(builtins, "__import__", no_tomllib)
    for d in runner.case_dirs():
        with open(d / "case.toml", "rb") as f:
            spec = tomllib.load(f)
        got = record_nvidia._load_case(d / "case.toml")
        assert got["sources"] == spec["sources"] and got["args"] == [str(a) for a in spec.get("args", [])], d.name
