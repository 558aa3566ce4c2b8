"""The report's nvcc baseline recorded on a machine with nvcc (xlate.report.nvcc_baseline): the runner
half with a stand-in nvcc, the replay inside `xlate report`, and the committed recording's provenance
and coverage of the small tier."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from xlate.report import nvcc_baseline as nb
from xlate.report.manifest import load_manifest, select

HERE = Path(__file__).resolve().parent
SYNTH = HERE / "fixtures" / "synth" / "manifest.toml"
ROOT = HERE.parents[1]

# A stand-in for nvcc: fails like a compiler when the source (or the header a stub includes) mentions
# torch, succeeds otherwise; it records its command line so the test can check the flags.
FAKE_NVCC = r"""#!/bin/sh
echo "$@" >> "$(dirname "$0")/calls.log"
for a in "$@"; do last="$a"; done
if grep -q torch "$last" || { grep -q '#include' "$last" && grep -q torch "$(sed -n 's/#include "\(.*\)"/\1/p' "$last")"; }; then
  echo "$last(2): fatal error: torch/extension.h: No such file or directory" >&2
  exit 1
fi
exit 0
"""


def _fake_nvcc(bin_dir: Path) -> None:
    bin_dir.mkdir()
    nvcc = bin_dir / "nvcc"
    nvcc.write_text(FAKE_NVCC, encoding="utf-8")
    nvcc.chmod(nvcc.stat().st_mode | stat.S_IEXEC)


def test_run_plan_compiles_every_file_with_the_report_flags(tmp_path: Path) -> None:
    corpus = tmp_path / "src"
    proj = corpus / "abc" / "proj-1.0"
    (proj / "include").mkdir(parents=True)
    (proj / "good.cu").write_text("__global__ void k() {}\n", encoding="utf-8")
    (proj / "uses_torch.cu").write_text("#include <torch/extension.h>\n", encoding="utf-8")
    (proj / "include" / "dev.cuh").write_text("// torch\n__device__ int f();\n", encoding="utf-8")
    plan = {"plan_version": nb.PLAN_VERSION, "projects": [
        {"name": "proj", "version": "1.0", "sha256": "ab" * 32, "top": "abc/proj-1.0", "includes": ["include"],
         "defines": ["FOO=1"], "std": "c++17",
         "files": [{"path": "good.cu", "is_header": False}, {"path": "uses_torch.cu", "is_header": False},
                   {"path": "include/dev.cuh", "is_header": True}]}]}
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps(plan), encoding="utf-8")
    _fake_nvcc(tmp_path / "bin")
    env = {**os.environ, "PATH": f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}"}
    out = tmp_path / "baseline.json"
    proc = subprocess.run([sys.executable, "-m", "xlate.report.nvcc_baseline", "run", str(plan_file), "--corpus",
                           str(corpus), "-j", "2", "-o", str(out)], capture_output=True, text=True, env=env,
                          cwd=ROOT, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "1/3 files compile with nvcc" in proc.stdout
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["baseline_version"] == nb.BASELINE_VERSION
    assert doc["provenance"]["command"].startswith("python3 -m xlate.report.nvcc_baseline run")
    files = doc["projects"][nb.project_key("proj", "1.0", "ab" * 32)]["files"]
    assert {k: v["rc"] for k, v in files.items()} == {"good.cu": 0, "uses_torch.cu": 1, "include/dev.cuh": 1}
    assert files["uses_torch.cu"]["missing_header"] == "torch/extension.h"
    calls = (tmp_path / "bin" / "calls.log").read_text(encoding="utf-8")
    assert "-arch=sm_80" in calls and "-std=c++17" in calls and "-DFOO=1" in calls
    assert f"-I {proj / 'include'}" in calls


def test_run_plan_refuses_a_missing_tree(tmp_path: Path) -> None:
    plan = {"plan_version": nb.PLAN_VERSION, "projects": [
        {"name": "p", "version": "1", "sha256": None, "top": "nowhere", "includes": [], "defines": [],
         "std": "c++17", "files": []}]}
    _fake_nvcc(tmp_path / "bin")
    old = os.environ["PATH"]
    os.environ["PATH"] = f"{tmp_path / 'bin'}{os.pathsep}{old}"
    try:
        with pytest.raises(SystemExit, match="does not exist under --corpus"):
            nb.run_plan(plan, tmp_path, 1, [])
    finally:
        os.environ["PATH"] = old


def test_report_replays_a_recorded_baseline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from xlate.errors import XlateError
    from xlate.report import runner

    try:
        from xlate.toolchain import find_toolchain

        find_toolchain()
    except XlateError as exc:
        pytest.skip(f"no HIP toolchain for gfx942 (run `xlate setup`): {exc.message}")
    (p,) = select(load_manifest(SYNTH), None, ["synth"])
    key = nb.project_key(p.name, p.version, p.sha256)
    doc = {"baseline_version": nb.BASELINE_VERSION,
           "provenance": {"nvcc_version": "Cuda compilation tools, release 13.0, V13.0.88", "gpu": "GPU 0: test GPU",
                          "date": "2026-11-22T00:00:00+00:00", "command": "python3 -m xlate.report.nvcc_baseline run"},
           "projects": {key: {"name": p.name, "includes": list(p.includes), "defines": list(p.defines),
                              "std": p.std, "files": {
               "ok.cu": {"rc": 0, "errors": [], "missing_header": None, "seconds": 1.0},
               "torch_op.cu": {"rc": 1, "errors": ["torch_op.cu:1:10: fatal error: torch/extension.h: No such file"],
                               "missing_header": "torch/extension.h", "seconds": 0.5}}}}}
    base = tmp_path / "nvcc_baseline.json"
    base.write_text(json.dumps(doc), encoding="utf-8")
    monkeypatch.setenv("XLATE_REPORT_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(runner, "_nvcc_info", lambda: (None, None))  # as on a machine without nvcc
    rep = runner.run_report(runner.ReportRequest(projects=[p], out_dir=tmp_path / "out", jobs=2, progress=False,
                                                 nvcc_baseline=base))
    files = {f["path"]: f for f in rep["projects"][0]["files"]}
    assert files["ok.cu"]["nvcc"] == {"compiled": True, "first_error": None, "recorded": True}
    assert files["torch_op.cu"]["nvcc"]["compiled"] is False
    assert "torch/extension.h" in files["torch_op.cu"]["nvcc"]["first_error"]
    assert files["broken.cu"]["nvcc"] is None  # not in the recording: no column value is invented
    sec = rep["nvcc"]
    assert sec["available"] is False and sec["version"] == "13.0"
    assert sec["recorded"]["files_matched"] == 2 and sec["recorded"]["gpu"] == "GPU 0: test GPU"
    assert "recorded outcomes for 2 of 5 file(s)" in sec["note"]
    # the totals count nvcc only when every file has a value
    assert rep["totals"]["nvcc_compiled"] is None
    from xlate.report.render import validate

    validate(rep)


def test_committed_baseline_covers_the_small_tier_with_provenance() -> None:
    b = nb.RecordedBaseline.load()
    assert b is not None, "corpus/nvcc_baseline.json is missing"
    prov = b.provenance
    assert "NVIDIA" in prov["gpu"] and "release" in prov["nvcc_version"] and prov["command"] and prov["date"]
    small = select(load_manifest(None), "small", [])
    for p in small:
        key = nb.project_key(p.name, p.version, p.sha256)
        assert key in b.projects, f"{p.name} {p.version}: not in the recorded nvcc baseline; re-record it"
        assert b.projects[key]["files"], p.name
        rec = b.projects[key]
        assert (rec["includes"], rec["defines"], rec["std"]) == (list(p.includes), list(p.defines), p.std), (
            f"{p.name}: the manifest's flags changed since the nvcc baseline was recorded; re-record it")


def test_a_recording_with_other_flags_is_not_used() -> None:
    class P:  # the fields of a manifest Project that identify a recording
        name, version, sha256, includes, defines, std = "p", "1", "ab" * 32, ["."], ["A=1"], "c++17"

    doc = {"baseline_version": nb.BASELINE_VERSION, "provenance": {},
           "projects": {nb.project_key("p", "1", "ab" * 32): {
               "name": "p", "includes": ["."], "defines": ["A=1"], "std": "c++17",
               "files": {"a.cu": {"rc": 0, "errors": [], "missing_header": None, "seconds": 1.0}}}}}
    b = nb.RecordedBaseline(doc, Path("x.json"))
    assert b.lookup(P, "a.cu")["rc"] == 0
    P.includes = [".", "src"]  # the manifest changed its include folders since the recording
    assert b.lookup(P, "a.cu") is None
