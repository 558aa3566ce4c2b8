"""`xlate report` end to end on a tiny synthetic corpus (tests/report/fixtures/synth): classification,
schema, HTML in headless Chromium, cache hit on the second run."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from xlate.errors import XlateError
from xlate.report.render import validate

HERE = Path(__file__).resolve().parent
MANIFEST = HERE / "fixtures" / "synth" / "manifest.toml"
XLATE = [sys.executable, "-m", "xlate.cli"]


def _toolchain_or_skip() -> None:
    from xlate.toolchain import find_toolchain

    try:
        find_toolchain()
    except XlateError as exc:
        pytest.skip(f"no HIP toolchain for gfx942 (run `xlate setup`): {exc.message}")


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, dict, Path, str]:
    """Two runs in this process with one report cache. xlate's build id (a hash of the pipeline's code)
    is computed once and held, so that files edited meanwhile in a shared checkout do not turn the
    second run into a cache miss (that invalidation is intended)."""
    _toolchain_or_skip()
    from xlate.report import runner
    from xlate.report.manifest import load_manifest, select
    from xlate.report.render import summary_md, write_outputs

    tmp = tmp_path_factory.mktemp("report")
    mp = pytest.MonkeyPatch()
    mp.setenv("XLATE_REPORT_CACHE", str(tmp / "cache"))
    build = runner.xlate_build_id()
    mp.setattr(runner, "xlate_build_id", lambda: build)
    try:
        chosen = select(load_manifest(MANIFEST), None, ["synth"])
        reps = []
        for i in (1, 2):
            req = runner.ReportRequest(projects=chosen, out_dir=tmp / f"out{i}", jobs=2, naive=True, progress=False)
            rep = runner.run_report(req)
            write_outputs(rep, tmp / f"out{i}")
            reps.append(json.loads((tmp / f"out{i}" / "report.json").read_text(encoding="utf-8")))
    finally:
        mp.undo()
    return reps[0], reps[1], tmp / "out1", summary_md(reps[0])


def _files(rep: dict) -> dict[str, dict]:
    return {f["path"]: f for f in rep["projects"][0]["files"]}


def test_every_file_is_classified(runs: tuple) -> None:
    rep = runs[0]
    files = _files(rep)
    # notes.h has no device code; third_party/ is excluded by the manifest (counted apart)
    assert sorted(files) == ["broken.cu", "include/util.cuh", "ok.cu", "torch_op.cu", "unsupported.cu"]
    assert rep["projects"][0]["excluded"] == {"third_party": 1}
    got = {p: (f["translated"], f["compiled"], f["cause"], f["detail"]) for p, f in files.items()}
    assert got["ok.cu"] == (True, True, "ok", "")
    assert got["include/util.cuh"] == (True, True, "ok", "")
    assert got["torch_op.cu"] == (True, False, "external_dependency", "torch/extension.h")
    assert got["unsupported.cu"] == (False, False, "unsupported_api", "__hfma2_relu")
    assert got["broken.cu"][:3] == (True, False, "compile_error")
    assert "never ported to HIP" in files["broken.cu"]["detail"]
    assert files["broken.cu"]["message"].startswith("broken.cu:3:2: error:")  # project-relative, no temp dir
    assert files["include/util.cuh"]["kind"] == "header" and files["ok.cu"]["kind"] == "source"


def test_headline_with_and_without_blocked_files(runs: tuple) -> None:
    t = runs[0]["totals"]
    assert (t["files"], t["translated"], t["compiled"], t["blocked"]) == (5, 4, 2, 1)
    assert t["compiled_share"] == 0.4 and t["compiled_share_unblocked"] == 0.5
    assert t["by_cause"]["ok"] == 2 and t["by_cause"]["external_dependency"] == 1
    assert {a["name"] for a in runs[0]["top_unsupported_apis"]} == {"__hfma2_relu"}
    summary = runs[3]
    assert "device code compiles for gfx942: 2 (40.0%) of all files; 50.0% of the 4 files not blocked" in summary


def test_naive_and_nvcc_columns(runs: tuple) -> None:
    files = _files(runs[0])
    assert files["ok.cu"]["naive"]["compiled"] is True
    assert files["torch_op.cu"]["naive"]["cause"] == "external_dependency"
    if shutil.which("nvcc"):
        assert runs[0]["nvcc"]["available"] is True
        assert files["ok.cu"]["nvcc"]["compiled"] is True
        assert files["broken.cu"]["nvcc"]["compiled"] is True  # valid CUDA: only HIP refuses it
        assert files["torch_op.cu"]["nvcc"]["compiled"] is False
    else:
        assert runs[0]["nvcc"] == {"available": False, "version": None, "note": "nvcc not available",
                                  "recorded": None}  # the recorded baseline covers the corpus only
        assert files["ok.cu"]["nvcc"] is None


def test_json_validates_against_the_schema(runs: tuple) -> None:
    validate(runs[0])
    validate(runs[1])
    import jsonschema

    broken = json.loads(json.dumps(runs[0]))
    broken["projects"][0]["files"][0]["cause"] = "mystery"
    with pytest.raises(jsonschema.ValidationError):
        validate(broken)


def test_second_run_comes_from_the_cache(runs: tuple) -> None:
    first, second = runs[0], runs[1]
    assert first["run"]["files_run"] == 5 and first["run"]["files_cached"] == 0
    assert second["run"]["files_run"] == 0 and second["run"]["files_cached"] == 5
    assert all(f["cached"] for f in second["projects"][0]["files"])
    strip = ("cached",)
    a = [{k: v for k, v in f.items() if k not in strip} for f in first["projects"][0]["files"]]
    b = [{k: v for k, v in f.items() if k not in strip} for f in second["projects"][0]["files"]]
    assert a == b


class _Scan(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.tags.append(tag)
        for k, v in attrs:
            if k == "id" and v:
                self.ids.add(v)


def test_html_has_the_table_and_charts(runs: tuple) -> None:
    html = (runs[2] / "index.html").read_text(encoding="utf-8")
    scan = _Scan()
    scan.feed(html)
    assert {"projects", "causes", "chart-causes", "chart-projects", "chart-apis"} <= scan.ids
    assert "<script" not in html and "http://" not in html.replace("http://www.w3.org/2000/svg", "")
    assert (runs[2] / "summary.md").read_text(encoding="utf-8").startswith("# xlate compatibility report")


def test_html_opens_in_headless_chromium(runs: tuple, tmp_path: Path) -> None:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        pytest.skip("chromium is not installed (Debian package `chromium`; scripts/setup.sh installs it)")
    page = (runs[2] / "index.html").resolve().as_uri()
    proc = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={tmp_path}",
                           "--dump-dom", page], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, f"chromium --dump-dom {page} failed: {proc.stderr[-500:]}"
    dom = proc.stdout
    assert '<table id="projects">' in dom
    assert '<svg id="chart-causes"' in dom and "<rect" in dom
    assert "synth" in dom


def test_report_refuses_unfetched_projects(tmp_path: Path) -> None:
    env = {**os.environ, "XLATE_CACHE": str(tmp_path / "cache")}
    proc = subprocess.run([*XLATE, "report", "--project", "causal_conv1d", "-o", str(tmp_path / "o")],
                          capture_output=True, text=True, timeout=120, env=env, check=False)
    assert proc.returncode == 3
    assert "not fetched: causal_conv1d; run `xlate corpus fetch`" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_output_must_be_a_folder(tmp_path: Path) -> None:
    f = tmp_path / "file"
    f.write_text("x")
    proc = subprocess.run([*XLATE, "report", "--manifest", str(MANIFEST), "-o", str(f)], capture_output=True,
                          text=True, timeout=120, check=False)
    assert proc.returncode == 3 and "is a file" in proc.stderr
