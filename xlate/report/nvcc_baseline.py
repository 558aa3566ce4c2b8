"""The report's nvcc baseline, recorded on a machine that has nvcc and replayed where it is absent.

Does the original file compile with nvcc? Most machines that run `xlate report` have no CUDA toolkit,
so the answer is recorded once on one that has (`corpus/nvcc_baseline.json`, with provenance) and
the report uses it for every file whose project, version, archive sha256 and path match. Three steps:

1. `xlate corpus nvcc-plan --tier small -o plan.json` (here): the files `xlate report` would run, with
   their include folders, defines and language standard, paths relative to the corpus source cache;
2. `python3 -m xlate.report.nvcc_baseline run plan.json --corpus DIR -j N -o baseline.json` on the
   machine with nvcc, DIR being a copy of `${XLATE_CACHE:-~/.cache/xlate}/corpus/src`. This step needs
   only Python's standard library and this package's `job.py` (nothing to install there); the
   command line is the one `xlate report` uses when nvcc is on PATH (`job.nvcc_compile`);
3. commit the result as `corpus/nvcc_baseline.json`.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import Any

PLAN_VERSION = 1
BASELINE_VERSION = 1
DEFAULT_BASELINE = Path(__file__).resolve().parents[2] / "corpus" / "nvcc_baseline.json"
MAX_KEPT_ERRORS = 3
COMPILE_TIMEOUT = 300.0


def project_key(name: str, version: str, sha256: str | None) -> str:
    return f"{name}|{version}|{sha256 or ''}"


# ---------------------------------------------------------------- step 1: the plan (needs xlate)

def make_plan(projects: list[Any]) -> dict[str, Any]:
    """The files `xlate report` would run for `projects` (already fetched), relative to the source cache."""
    from xlate.errors import InputError
    from xlate.report.fetch import cache_root, is_fetched, source_dir
    from xlate.report.files import discover

    src_root = (cache_root() / "src").resolve()
    out = []
    for p in projects:
        if p.source == "local":
            raise InputError(f"project {p.name} is a local folder: the nvcc baseline is recorded for archived "
                             "projects only")
        if not is_fetched(p):
            raise InputError(f"not fetched: {p.name}; run `xlate corpus fetch --project {p.name}` first")
        root = source_dir(p).resolve()
        files, _ = discover(p, root)
        out.append({"name": p.name, "version": p.version, "sha256": p.sha256,
                    "top": root.relative_to(src_root).as_posix(), "includes": list(p.includes),
                    "defines": list(p.defines), "std": p.std,
                    "files": [{"path": rel, "is_header": kind == "header"} for rel, kind in files]})
    return {"plan_version": PLAN_VERSION, "projects": out}


# ---------------------------------------------------------------- step 2: run (stdlib only)

def _provenance(argv: list[str]) -> dict[str, str]:
    def cmd(*c: str) -> str:
        try:
            return subprocess.run(list(c), capture_output=True, text=True, timeout=60, check=False).stdout.strip()
        except (OSError, subprocess.TimeoutExpired):
            return "unavailable"

    return {"nvcc_version": cmd("nvcc", "--version"), "gpu": cmd("nvidia-smi", "-L"),
            "driver": cmd("nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"),
            "host_compiler": cmd("g++", "--version").splitlines()[0] if shutil.which("g++") else "unavailable",
            "platform": platform.platform(),
            "date": _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat(),  # noqa: UP017 (any Python 3)
            "command": "python3 -m xlate.report.nvcc_baseline " + " ".join(argv)}


def run_plan(plan: dict[str, Any], corpus: Path, jobs: int, argv: list[str]) -> dict[str, Any]:
    from xlate.report.job import nvcc_compile

    if plan.get("plan_version") != PLAN_VERSION:
        raise SystemExit(f"nvcc_baseline: plan version {plan.get('plan_version')} is not {PLAN_VERSION}")
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        raise SystemExit("nvcc_baseline: nvcc is not on PATH")
    work = []
    for pr in plan["projects"]:
        root = (corpus / pr["top"]).resolve()
        if not root.is_dir():
            raise SystemExit(f"nvcc_baseline: {root} (project {pr['name']}) does not exist under --corpus")
        includes = [str(root / i) for i in pr["includes"] if (root / i).is_dir()]
        for f in pr["files"]:
            work.append((pr, f["path"], {"root": str(root), "file": str(root / f["path"]),
                                         "is_header": f["is_header"], "includes": includes,
                                         "defines": pr["defines"], "std": pr["std"], "nvcc": nvcc,
                                         "compile_timeout": COMPILE_TIMEOUT}))
    results: dict[str, dict[str, Any]] = {}
    for pr in plan["projects"]:
        results[project_key(pr["name"], pr["version"], pr["sha256"])] = {
            "name": pr["name"], "includes": pr["includes"], "defines": pr["defines"], "std": pr["std"], "files": {}}

    def one(spec: dict) -> dict:
        with tempfile.TemporaryDirectory(prefix="xlate-nvcc-") as tmp:
            return nvcc_compile(spec, Path(tmp))

    done = 0
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futs = {pool.submit(one, spec): (pr, rel) for pr, rel, spec in work}
        for fut in as_completed(futs):
            pr, rel = futs[fut]
            r = fut.result()
            results[project_key(pr["name"], pr["version"], pr["sha256"])]["files"][rel] = {
                "rc": r["rc"], "errors": r["errors"][:MAX_KEPT_ERRORS], "missing_header": r["missing_header"],
                "seconds": round(r["seconds"], 2)}
            done += 1
            if done % 50 == 0 or done == len(work):
                print(f"nvcc_baseline: {done}/{len(work)} files", file=sys.stderr)
    return {"baseline_version": BASELINE_VERSION, "provenance": _provenance(argv),
            "flags": "nvcc -c -arch=sm_80 -o /dev/null -std=<project> -w -x cu -D<project> -I<project>",
            "projects": results}


# ---------------------------------------------------------------- step 3: replay (in xlate report)

class RecordedBaseline:
    """Recorded nvcc outcomes, looked up by project identity and file path."""

    def __init__(self, doc: dict[str, Any], path: Path) -> None:
        if doc.get("baseline_version") != BASELINE_VERSION:
            raise ValueError(f"{path}: baseline_version {doc.get('baseline_version')} is not {BASELINE_VERSION}")
        self.path = path
        self.provenance: dict[str, str] = doc["provenance"]
        self.projects: dict[str, dict[str, Any]] = doc["projects"]

    @classmethod
    def load(cls, path: Path | None = None) -> RecordedBaseline | None:
        path = path or DEFAULT_BASELINE
        if not path.is_file():
            return None
        return cls(json.loads(path.read_text(encoding="utf-8")), path)

    def lookup(self, p: Any, rel: str) -> dict[str, Any] | None:
        """The recorded outcome of `rel` in project `p` (a manifest Project), if the recording used the
        same archive and the same include folders, defines and standard."""
        pr = self.projects.get(project_key(p.name, p.version, p.sha256))
        if pr is None or (pr.get("includes"), pr.get("defines"), pr.get("std")) != (list(p.includes),
                                                                                   list(p.defines), p.std):
            return None
        return pr["files"].get(rel)

    def version(self) -> str:
        text = self.provenance.get("nvcc_version", "")
        marker = "release "
        return text.split(marker, 1)[1].split(",", 1)[0] if marker in text else "unknown"


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    ap = argparse.ArgumentParser(prog="python3 -m xlate.report.nvcc_baseline",
                                 description="Record the report's nvcc baseline on a machine with nvcc.")
    sub = ap.add_subparsers(dest="cmd", required=True)
    run = sub.add_parser("run", help="compile every file of a plan with nvcc")
    run.add_argument("plan", type=Path)
    run.add_argument("--corpus", type=Path, required=True, help="copy of the corpus source cache (src/)")
    run.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    run.add_argument("-o", "--output", type=Path, required=True)
    args = ap.parse_args(argv)
    plan = json.loads(args.plan.read_text(encoding="utf-8"))
    doc = run_plan(plan, args.corpus, max(1, args.jobs), argv)
    args.output.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    n = sum(len(p["files"]) for p in doc["projects"].values())
    ok = sum(f["rc"] == 0 for p in doc["projects"].values() for f in p["files"].values())
    print(f"nvcc_baseline: {ok}/{n} files compile with nvcc; written to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
