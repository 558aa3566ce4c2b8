"""`xlate report` on a real small-tier project (causal_conv1d, fetched from the package index by its
pinned sha256): the reduced subset CI runs. Every CUDA file is classified, and a file blocked by a
missing PyTorch header is attributed to the external dependency, not to xlate."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.report import fetch
from xlate.report.fetch import FetchError
from xlate.report.manifest import load_manifest
from xlate.report.render import write_outputs
from xlate.report.runner import ReportRequest, run_report


def test_report_on_causal_conv1d(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XLATE_REPORT_CACHE", str(tmp_path / "report-cache"))
    p = next(p for p in load_manifest() if p.name == "causal_conv1d")
    try:
        src, _ = fetch.fetch_project(p)
    except FetchError as exc:
        pytest.skip(f"the package index is unreachable here: {exc.message}")
    cu_files = sorted(str(f.relative_to(src)) for f in src.rglob("*.cu"))
    rep = run_report(ReportRequest(projects=[p], out_dir=tmp_path / "out", jobs=2, nvcc=False, progress=False))
    files = rep["projects"][0]["files"]
    paths = {f["path"] for f in files}
    assert set(cu_files) <= paths, "every .cu file is in the report"
    for f in files:
        assert f["cause"], f
        if not f["compiled"]:
            assert f["cause"] != "ok" and f["message"], f
    blocked = [f for f in files if f["cause"] == "external_dependency"]
    assert blocked and all(f["detail"].split("/")[0] in {"c10", "ATen", "torch", "pybind11"} for f in blocked)
    write_outputs(rep, tmp_path / "out")
    assert (tmp_path / "out" / "report.json").is_file() and (tmp_path / "out" / "index.html").is_file()
