"""`xlate report`: run every CUDA file of the chosen corpus projects through xlate and the gfx942 compiler.

Files: `.cu` and `.cuh`, and headers (`.h .hpp .hh .inl .cuinl`) that hold device code (`__global__` or
`__device__` outside comments is enough), minus the manifest's exclusions (counted apart). Each file
runs in its own process (xlate.report.job) under a time limit, `-j` at a time; results are cached by
content: the file's project tree, the flags, the toolchain and xlate's own code.

Compile mode: device code only, `-x hip --offload-arch=gfx942 --offload-device-only -c -O0 -o /dev/null`.
`-fsyntax-only` is as fast on files that stop early but never runs the AMDGPU back end, so inline PTX
left in device code would pass unnoticed; `-O0` keeps code generation cheap.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from xlate import __version__
from xlate.core.cache import cache_dir
from xlate.errors import USAGE, InputError, XlateError
from xlate.pipeline.targets import Gfx942Target
from xlate.report import classify, libfail
from xlate.report.fetch import is_fetched, source_dir
from xlate.report.files import TREE_EXTS, discover
from xlate.report.manifest import Project

SCHEMA_VERSION = 1
DEFAULT_TIMEOUT = 300.0
COMPILE_FLAGS = ["--offload-device-only", "-c", "-O0", "-o", "/dev/null", "-w", "-fno-color-diagnostics",
                 "-ferror-limit=20"]


@dataclass
class ReportRequest:
    projects: list[Project]
    out_dir: Path
    jobs: int = 1
    naive: bool = False
    nvcc: bool = True  # baseline column: nvcc when it is on PATH, else the recorded baseline
    nvcc_baseline: Path | None = None  # recorded baseline (default corpus/nvcc_baseline.json)
    timeout: float = DEFAULT_TIMEOUT
    use_cache: bool = True
    progress: bool = True
    selection: dict[str, Any] = field(default_factory=dict)  # what the user asked for (recorded in the JSON)


def report_cache() -> Path:
    """Per-file results: $XLATE_REPORT_CACHE, else ${XLATE_CACHE:-~/.cache/xlate}/report."""
    env = os.environ.get("XLATE_REPORT_CACHE")
    return Path(env) if env else cache_dir("report")


def tree_digest(root: Path) -> str:
    """sha256 over the relative paths and contents of the source and header files of a project tree."""
    h = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            if Path(name).suffix.lower() in TREE_EXTS:
                p = Path(dirpath) / name
                h.update(p.relative_to(root).as_posix().encode() + b"\0")
                try:
                    h.update(hashlib.sha256(p.read_bytes()).digest())
                except OSError:
                    h.update(b"?")
    return h.hexdigest()


# What a cached per-file result depends on: the job (report/job.py) and the pipeline it drives. The
# classification, attribution and rendering of the results run at report time on the cached facts, so
# a change there re-classifies every file without re-running it.
PIPELINE_PARTS = ("__init__.py", "errors.py", "core", "parse", "rewrite", "data", "ptx", "toolchain", "pipeline",
                  "report/job.py")


def xlate_build_id() -> str:
    """sha256 of the code and data of xlate's pipeline (core, front end, rules, tables, prelude, toolchain,
    translated-code flags, the report's per-file job): a change there re-runs every file; other parts (cpu
    backend, runtime shim, CLI, the report's classification and rendering) do not count."""
    pkg = Path(__file__).resolve().parents[1]
    h = hashlib.sha256(__version__.encode())
    for part in PIPELINE_PARTS:
        base = pkg / part
        paths = [base] if base.is_file() else sorted(base.rglob("*")) if base.is_dir() else []
        for p in paths:
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc":
                h.update(p.relative_to(pkg).as_posix().encode() + b"\0" + hashlib.sha256(p.read_bytes()).digest())
    return h.hexdigest()[:16]


def _nvcc_info() -> tuple[str | None, str | None]:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        return None, None
    try:
        proc = subprocess.run([nvcc, "--version"], capture_output=True, text=True, timeout=60, check=False)
        m = re.search(r"release ([\d.]+)", proc.stdout)
        return nvcc, m.group(1) if m else "unknown"
    except (OSError, subprocess.TimeoutExpired):
        return None, None


def _run_job(spec: dict, timeout: float) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "xlate.report.job"]
    try:
        proc = subprocess.run(cmd, input=json.dumps(spec), capture_output=True, text=True, timeout=timeout,
                              check=False)
    except subprocess.TimeoutExpired:
        return {"timed_out": True, "error": f"timed out after {timeout:g} s"}
    if proc.returncode != 0:
        tail = (proc.stderr.strip().splitlines() or ["(no message)"])[-1]
        return {"error": f"the report job for {spec['file']} exited with code {proc.returncode}: {tail}"}
    try:
        return json.loads(proc.stdout)
    except json.JSONDecodeError:
        return {"error": f"the report job for {spec['file']} printed no JSON result"}


def _outcome(raw: dict[str, Any], key: str) -> dict[str, Any]:
    if raw.get("timed_out"):
        return classify.classify(None, None, timed_out=True, job_error=raw.get("error"))
    if "error" in raw:
        return classify.classify(None, None, job_error=raw["error"])
    run = raw[key]
    out = classify.classify(run["translate"], run["compile"])
    out["seconds"] = round(run["translate"].get("seconds", 0.0) + (run["compile"] or {}).get("seconds", 0.0), 3)
    return out


def _nvcc_outcome(raw: dict[str, Any]) -> dict[str, Any] | None:
    n = raw.get("nvcc")
    if n is None:
        return None
    errs = n.get("errors") or []
    return {"compiled": n.get("rc") == 0, "first_error": None if n.get("rc") == 0 else
            (classify.normalise(errs[0]) if errs else f"nvcc exited with code {n.get('rc')}")}


def _line_count(path: Path) -> int:
    try:
        return path.read_bytes().count(b"\n")
    except OSError:
        return 0


def run_report(req: ReportRequest) -> dict[str, Any]:
    if req.jobs < 1:
        raise XlateError("-j must be at least 1", exit_code=USAGE)
    missing = [p.name for p in req.projects if not is_fetched(p)]
    if missing:
        raise InputError(f"not fetched: {', '.join(missing)}; run `xlate corpus fetch` with the same --tier/--project "
                         "first")
    target = Gfx942Target()
    tc = target.tools()
    # compiled as `xlate build` compiles translated CUDA
    compile_args = [*target.compile_args(), *COMPILE_FLAGS, *target.translated_flags()]
    nvcc, nvcc_version = _nvcc_info() if req.nvcc else (None, None)
    recorded = None
    if req.nvcc and nvcc is None:
        from xlate.report.nvcc_baseline import RecordedBaseline

        try:
            recorded = RecordedBaseline.load(req.nvcc_baseline)
        except (OSError, ValueError, KeyError) as exc:
            raise InputError(f"cannot read the recorded nvcc baseline: {exc}") from exc
    build = xlate_build_id()
    tc_id = f"{tc.clang}|{tc.hip_version}|{' '.join(compile_args)}"
    cache = report_cache()

    tasks: list[tuple[Project, dict, str, str]] = []  # project, spec, cache key, rel
    meta: dict[str, dict[str, Any]] = {}
    for p in req.projects:
        root = source_dir(p).resolve()
        files, excluded = discover(p, root)
        digest = tree_digest(root)
        includes = [str((root / i).resolve()) for i in p.includes if (root / i).is_dir()]
        meta[p.name] = {"project": p, "root": root, "excluded": excluded, "files": files,
                        "missing_includes": [i for i in p.includes if not (root / i).is_dir()]}
        for rel, kind in files:
            spec = {"root": str(root), "file": str(root / rel), "is_header": kind == "header",
                    "includes": includes, "defines": list(p.defines), "std": p.std, "naive": req.naive,
                    "nvcc": str(nvcc) if nvcc else None, "clang": str(tc.clang), "compile_args": compile_args,
                    "compile_timeout": max(1.0, req.timeout - 5)}
            key_src = json.dumps({"build": build, "tree": digest, "rel": rel, "kind": kind, "toolchain": tc_id,
                                  "includes": list(p.includes), "defines": list(p.defines), "std": p.std,
                                  "naive": req.naive, "nvcc": nvcc_version, "schema": SCHEMA_VERSION},
                                 sort_keys=True)
            tasks.append((p, spec, hashlib.sha256(key_src.encode()).hexdigest(), rel))

    results: dict[tuple[str, str], dict[str, Any]] = {}
    todo = []
    for p, spec, key, rel in tasks:
        cached = cache / key[:2] / f"{key}.json"
        if req.use_cache and cached.is_file():
            try:
                results[(p.name, rel)] = {**json.loads(cached.read_text(encoding="utf-8")), "cached": True}
                continue
            except (OSError, json.JSONDecodeError):
                pass
        todo.append((p, spec, key, rel))

    t0 = time.perf_counter()
    bar = None
    if req.progress and todo:
        from tqdm import tqdm

        bar = tqdm(total=len(todo), unit="file", desc="xlate report", file=sys.stderr, dynamic_ncols=True)
    try:
        with ThreadPoolExecutor(max_workers=req.jobs) as pool:
            futs = {pool.submit(_run_job, spec, req.timeout): (p, spec, key, rel) for p, spec, key, rel in todo}
            for fut in as_completed(futs):
                p, spec, key, rel = futs[fut]
                raw = fut.result()
                results[(p.name, rel)] = {**raw, "cached": False}
                if not raw.get("timed_out") and "error" not in raw:
                    target = cache / key[:2] / f"{key}.json"
                    target.parent.mkdir(parents=True, exist_ok=True)
                    tmp = target.with_suffix(f".{os.getpid()}.tmp")
                    tmp.write_text(json.dumps(raw), encoding="utf-8")
                    os.replace(tmp, target)
                if bar is not None:
                    bar.set_postfix_str(f"{p.name}", refresh=False)
                    bar.update(1)
    finally:
        if bar is not None:
            bar.close()
    elapsed = time.perf_counter() - t0

    projects_out = []
    for p in req.projects:
        m = meta[p.name]
        recs = []
        for rel, kind in m["files"]:
            raw = results[(p.name, rel)]
            rec: dict[str, Any] = {"path": rel, "kind": kind, "lines": _line_count(m["root"] / rel),
                                   "cached": raw.get("cached", False), **_outcome(raw, "full")}
            rec.setdefault("seconds", 0.0)
            run = raw.get("full") or {}
            rec["library_failures"] = [a.as_dict() for a in libfail.attribute(run.get("translate"),
                                                                              run.get("compile"), where=rel)]
            rec["naive"] = None
            if req.naive:
                nv = _outcome(raw, "naive") if "full" in raw else _outcome(raw, "full")
                rec["naive"] = {k: nv[k] for k in ("translated", "compiled", "cause", "detail")}
            rec["nvcc"] = _nvcc_outcome(raw)
            if rec["nvcc"] is None and recorded is not None:
                rec["nvcc"] = _nvcc_outcome({"nvcc": recorded.lookup(p, rel)})
                if rec["nvcc"] is not None:
                    rec["nvcc"]["recorded"] = True
            recs.append(rec)
        projects_out.append({
            "name": p.name, "source": p.source, "package": p.package, "version": p.version, "tier": p.tier,
            "sha256": p.sha256 if p.source != "local" else None, "licence": p.licence,
            "includes": list(p.includes), "missing_includes": m["missing_includes"], "excluded": m["excluded"],
            "summary": summarise(recs), "files": recs,
        })
    all_recs = [r for pr in projects_out for r in pr["files"]]
    return {
        "schema_version": SCHEMA_VERSION,
        "generated": _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat(),
        "xlate": {"version": __version__, "build": build},
        "toolchain": {"kind": tc.kind, "compiler": str(tc.clang), "hip_version": str(tc.hip_version),
                      "offload_arch": "gfx942", "compile_flags": COMPILE_FLAGS},
        "nvcc": _nvcc_section(req, nvcc, nvcc_version, recorded, all_recs),
        "options": {**req.selection, "naive": req.naive, "jobs": req.jobs, "timeout_s": req.timeout},
        "run": {"files_run": len(todo), "files_cached": len(tasks) - len(todo), "seconds": round(elapsed, 2)},
        "totals": summarise(all_recs),
        "causes": cause_table(all_recs),
        "top_unsupported_apis": top(all_recs, "unsupported_apis"),
        "top_ptx_forms": top(all_recs, "ptx_forms"),
        "warp_hazards": top(all_recs, "warp_hazards"),
        "library_failures": library_section(projects_out),
        "projects": projects_out,
    }


def _nvcc_section(req: ReportRequest, nvcc: str | None, version: str | None, recorded: Any,
                  recs: list[dict[str, Any]]) -> dict[str, Any]:
    if nvcc is not None:
        return {"available": True, "version": version, "note": None, "recorded": None}
    if not req.nvcc:
        return {"available": False, "version": None, "note": "nvcc baseline disabled", "recorded": None}
    if recorded is None:
        return {"available": False, "version": None, "note": "nvcc not available", "recorded": None}
    found = sum(bool(r.get("nvcc")) for r in recs)
    if not found:  # the recording covers none of these projects (another version, a local folder)
        return {"available": False, "version": None, "note": "nvcc not available", "recorded": None}
    prov = recorded.provenance
    return {"available": False, "version": recorded.version(),
            "note": (f"nvcc not on PATH: recorded outcomes for {found} of {len(recs)} file(s) from "
                     f"{recorded.path.name} ({(prov.get('gpu') or '').splitlines()[0] if prov.get('gpu') else 'GPU unknown'}"
                     f", nvcc {recorded.version()}, {prov.get('date', 'date unknown')})"),
            "recorded": {"file": recorded.path.name, "files_matched": found, **prov}}


def _share(n: int, d: int) -> float | None:
    return round(n / d, 4) if d else None


def summarise(recs: list[dict[str, Any]]) -> dict[str, Any]:
    files = len(recs)
    translated = sum(r["translated"] for r in recs)
    compiled = sum(r["compiled"] for r in recs)
    blocked = sum(r["cause"] == classify.BLOCKED for r in recs)
    by_cause = {c: sum(r["cause"] == c for r in recs) for c in classify.CAUSES}
    out: dict[str, Any] = {
        "files": files, "lines": sum(r["lines"] for r in recs), "translated": translated, "compiled": compiled,
        "blocked": blocked, "translated_share": _share(translated, files), "compiled_share": _share(compiled, files),
        "compiled_share_unblocked": _share(compiled, files - blocked), "by_cause": by_cause,
        "naive_compiled": None, "naive_compiled_share": None, "nvcc_compiled": None, "nvcc_compiled_share": None,
    }
    if recs and all(r.get("naive") for r in recs):
        n = sum(r["naive"]["compiled"] for r in recs)
        out.update(naive_compiled=n, naive_compiled_share=_share(n, files))
    if recs and all(r.get("nvcc") for r in recs):
        n = sum(r["nvcc"]["compiled"] for r in recs)
        out.update(nvcc_compiled=n, nvcc_compiled_share=_share(n, files))
    return out


def cause_table(recs: list[dict[str, Any]], limit: int = 40) -> list[dict[str, Any]]:
    """Primary causes grouped by (cause, detail), most files first, with an example."""
    groups: dict[tuple[str, str], dict[str, Any]] = {}
    for r in recs:
        if r["cause"] == "ok":
            continue
        g = groups.setdefault((r["cause"], r["detail"]), {"cause": r["cause"], "detail": r["detail"], "files": 0,
                                                           "example": r["message"][:300]})
        g["files"] += 1
    return sorted(groups.values(), key=lambda g: (-g["files"], g["cause"], g["detail"]))[:limit]


def top(recs: list[dict[str, Any]], key: str, limit: int = 20) -> list[dict[str, Any]]:
    counts: dict[str, int] = {}
    for r in recs:
        for name in r.get(key, []):
            counts[name] = counts.get(name, 0) + 1
    return [{"name": n, "files": c} for n, c in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]]


def library_section(projects: list[dict[str, Any]]) -> dict[str, Any]:
    """Library failures by function over every file of the report, and the point-4 functions among them."""
    items = [(p["name"], r["path"], libfail.Attribution(**a)) for p in projects for r in p["files"]
             for a in r["library_failures"]]
    return {**libfail.summarise(items), "point4_unsupported_in_tables": libfail.table_point4_unsupported()}
