"""Report throughput: files/s and lines/s of `xlate report` (translate + gfx942 device compile per file),
cold (empty per-file cache) and warm (every file from the cache). Prints figures; asserts nothing.

    .venv/bin/python benchmarks/report_throughput.py [--tier small] [--project NAME ...] [-j N] [--nvcc] [-o DIR]

With -o, the cold run's report (report.json, index.html, summary.md) is written to DIR as well.

The projects must be fetched first (`xlate corpus fetch`). The cold run uses a fresh temporary cache
($XLATE_REPORT_CACHE), so the user's cache is neither used nor changed.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tier", default="small")
    ap.add_argument("--project", action="append", default=[])
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--nvcc", action="store_true", help="include the nvcc baseline column")
    ap.add_argument("--manifest", type=Path)
    ap.add_argument("-o", "--output", type=Path, help="also write the cold run's report here")
    a = ap.parse_args(argv)

    from xlate.report import runner
    from xlate.report.manifest import load_manifest, select
    from xlate.report.render import write_outputs
    from xlate.report.runner import ReportRequest, run_report

    build = runner.xlate_build_id()  # held: edits to xlate during the run must not turn "warm" into a miss
    runner.xlate_build_id = lambda: build

    projects = select(load_manifest(a.manifest), None if a.project else a.tier, a.project)
    with tempfile.TemporaryDirectory(prefix="xlate-bench-report-") as tmp:
        os.environ["XLATE_REPORT_CACHE"] = tmp
        for label in ("cold", "warm"):
            req = ReportRequest(projects=projects, out_dir=Path(tmp) / "out", jobs=a.jobs, nvcc=a.nvcc, progress=False)
            t0 = time.perf_counter()
            rep = run_report(req)
            secs = time.perf_counter() - t0
            files, lines = rep["totals"]["files"], rep["totals"]["lines"]
            print(f"{label}: {files} files, {lines} lines in {secs:.1f} s with -j {a.jobs}: "
                  f"{files / secs:.2f} files/s, {lines / secs:.0f} lines/s "
                  f"({rep['run']['files_cached']} from the cache)")
            if label == "cold" and a.output is not None:
                write_outputs(rep, a.output)
                t = rep["totals"]
                print(f"report written to {a.output}/: translated {t['translated']}/{files}, compiled "
                      f"{t['compiled']}/{files}, blocked {t['blocked']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
