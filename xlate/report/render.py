"""Writing the report: report.json (schema: report.schema.json, docs/report.md), index.html (jinja2,
inline SVG charts, no script) and summary.md (for CI logs)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import jinja2

from xlate.errors import OK, USAGE, InputError, XlateError

SCHEMA_PATH = Path(__file__).resolve().parent / "report.schema.json"
CAUSE_LABELS = {
    "ok": "ok", "external_dependency": "external dependency missing",
    "library_header_missing": "CUDA/HIP library header missing", "unsupported_api": "unsupported API",
    "ptx_not_lowered": "PTX not lowered", "warp_hazard": "warp hazard", "translator_error": "translator error",
    "compile_error": "compiler error after translation", "timeout": "timeout",
}
CAUSE_COLOURS = {
    "ok": "#2e7d32", "external_dependency": "#9e9e9e", "library_header_missing": "#6a1b9a",
    "unsupported_api": "#c62828", "ptx_not_lowered": "#ef6c00", "warp_hazard": "#f9a825",
    "translator_error": "#4e342e", "compile_error": "#1565c0", "timeout": "#000000",
}


def pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f}%"


def headline(totals: dict[str, Any]) -> list[str]:
    return [
        f"files: {totals['files']} ({totals['lines']} lines)",
        f"translated without error: {totals['translated']} ({pct(totals['translated_share'])})",
        (f"device code compiles for gfx942: {totals['compiled']} ({pct(totals['compiled_share'])}) of all files; "
        f"{pct(totals['compiled_share_unblocked'])} of the {totals['files'] - totals['blocked']} files not "
        f"blocked by external dependencies ({totals['blocked']} blocked)"),
    ]


def summary_md(rep: dict[str, Any]) -> str:
    t = rep["totals"]
    lines = [f"# xlate compatibility report ({rep['generated']})", "",
             (f"xlate {rep['xlate']['version']} (build {rep['xlate']['build']}), {rep['toolchain']['compiler']} "
             f"HIP {rep['toolchain']['hip_version']}, target gfx942; nvcc baseline: "
             f"{rep['nvcc']['version'] if rep['nvcc']['available'] else rep['nvcc']['note']}"), ""]
    lines += [f"- {h}" for h in headline(t)]
    if t["naive_compiled"] is not None:
        lines.append(f"- naive (renaming only) compiles: {t['naive_compiled']} ({pct(t['naive_compiled_share'])})")
    if t["nvcc_compiled"] is not None:
        lines.append(f"- original compiles with nvcc: {t['nvcc_compiled']} ({pct(t['nvcc_compiled_share'])})")
    lines += ["", "| project | files | translated | compiles | compiles (unblocked) | blocked | naive | nvcc |",
              "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for p in rep["projects"]:
        s = p["summary"]
        lines.append(f"| {p['name']} {p['version']} | {s['files']} | {s['translated']} | {s['compiled']} | "
                     f"{pct(s['compiled_share_unblocked'])} | {s['blocked']} | "
                     f"{'–' if s['naive_compiled'] is None else s['naive_compiled']} | "
                     f"{'–' if s['nvcc_compiled'] is None else s['nvcc_compiled']} |")
    lines += ["", "Top causes (files):", ""]
    for c in rep["causes"][:10]:
        lines.append(f"- {c['files']} × {CAUSE_LABELS[c['cause']]}: `{c['detail']}`")
    lines += ["", *library_md(rep["library_failures"]), ""]
    return "\n".join(lines)


STATUS_LABELS = {"unmapped": "unmapped (no row in xlate's tables)", "unsupported": "unsupported",
                 "mapped": "mapped but failing"}


def _cell(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return (text[:limit - 1] + "…" if len(text) > limit else text).replace("|", "\\|")


def point4_sentence(section: dict[str, Any]) -> str:
    """Whether a point-4 function of issue 19 is among the library failures."""
    left = section["point4_remaining"]
    return (f"Point-4 functions (issue 19) among the failures: {len(left)} ({', '.join(left)})." if left
            else "Point-4 functions (issue 19) among the failures: none.")


def library_md(section: dict[str, Any]) -> list[str]:
    """The "Library failures by function" section in Markdown (summary.md, validation.md, docs)."""
    lines = ["## Library failures by function", "", point4_sentence(section)]
    gaps = section.get("point4_unsupported_in_tables")
    if gaps:
        lines.append(f"Point-4 functions that xlate's tables mark unsupported ({len(gaps)}): {', '.join(gaps)}.")
    if not section["libraries"]:
        lines += ["", "No failure is attributed to a CUDA library."]
    for lib in section["libraries"]:
        lines += ["", f"### {lib['label']} ({lib['files']} file(s))", "",
                  "| function | status | files | projects | point 4 | example |", "|---|---|---:|---|---|---|"]
        for f in lib["functions"]:
            status = STATUS_LABELS[f["status"]] + (f": {_cell(f['reason'], 120)}" if f["reason"] else "")
            lines.append(f"| `{f['function']}` | {status} | {f['files']} | {', '.join(f['projects'])} | "
                         f"{f['point4'] or '–'} | `{_cell(f['example'], 100)}` ({f['via']}) |")
    return lines


def _bars(items: list[tuple[str, int, str]], width: int = 520, bar_h: int = 18) -> dict[str, Any]:
    """Geometry of a horizontal bar chart (label, value, colour) for the template."""
    top = max((v for _, v, _ in items), default=0) or 1
    label_w = 230
    rows = []
    for i, (label, value, colour) in enumerate(items):
        rows.append({"label": label[:40], "value": value, "colour": colour, "y": i * (bar_h + 6),
                     "w": round((width - label_w - 50) * value / top, 1)})
    return {"rows": rows, "width": width, "height": len(rows) * (bar_h + 6) + 4, "label_w": label_w,
            "bar_h": bar_h}


def render_html(rep: dict[str, Any]) -> str:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(Path(__file__).resolve().parent)),
                             autoescape=jinja2.select_autoescape(["html", "j2"]), undefined=jinja2.StrictUndefined)
    t = rep["totals"]
    cause_chart = _bars([(CAUSE_LABELS[c], n, CAUSE_COLOURS[c]) for c, n in t["by_cause"].items() if n])
    project_chart = _bars([(p["name"], p["summary"]["compiled"], CAUSE_COLOURS["ok"]) for p in rep["projects"]])
    api_chart = _bars([(a["name"], a["files"], CAUSE_COLOURS["unsupported_api"]) for a in rep["top_unsupported_apis"]])
    ptx_chart = _bars([(a["name"], a["files"], CAUSE_COLOURS["ptx_not_lowered"]) for a in rep["top_ptx_forms"]])
    return env.get_template("index.html.j2").render(
        rep=rep, t=t, headline=headline(t), pct=pct, labels=CAUSE_LABELS, colours=CAUSE_COLOURS,
        status_labels=STATUS_LABELS, point4=point4_sentence(rep["library_failures"]),
        cause_chart=cause_chart, project_chart=project_chart, api_chart=api_chart, ptx_chart=ptx_chart)


def validate(rep: dict[str, Any]) -> None:
    """Check `rep` against report.schema.json (jsonschema); raises jsonschema.ValidationError."""
    import jsonschema

    jsonschema.validate(rep, json.loads(SCHEMA_PATH.read_text(encoding="utf-8")))


def write_files(out_dir: Path, makers: Iterable[tuple[str, Callable[[], str]]]) -> list[Path]:
    """Each (name, make) of `makers` written whole into `out_dir`, in order, each renamed into place
    (put the JSON first: it survives a failure of the others). Also the validation table's writer."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in makers:
        target = out_dir / name
        tmp = target.with_name(f".{name}.tmp")
        tmp.write_text(make(), encoding="utf-8")
        os.replace(tmp, target)
        written.append(target)
    return written


def write_outputs(rep: dict[str, Any], out_dir: Path) -> list[Path]:
    return write_files(out_dir, (("report.json", lambda: json.dumps(rep, indent=1) + "\n"),
                                 ("summary.md", lambda: summary_md(rep)), ("index.html", lambda: render_html(rep))))


def run_report_command(*, tier: str | None, projects: list[str], jobs: int | None, naive: bool, nvcc: bool,
                       timeout: float, use_cache: bool, manifest: Path | None, output: Path) -> int:
    from xlate.report.manifest import load_manifest, select
    from xlate.report.runner import ReportRequest, run_report

    if output.exists() and not output.is_dir():
        raise InputError(f"-o {output} is a file; name a folder for report.json, index.html and summary.md")
    if timeout <= 0:
        raise XlateError("--timeout must be positive", exit_code=USAGE)
    tier_eff = tier or (None if projects else "small")
    chosen = select(load_manifest(manifest), tier_eff, projects)
    if not chosen:
        raise XlateError(f"no project of tier {tier_eff} in the manifest", exit_code=USAGE)
    req = ReportRequest(projects=chosen, out_dir=output, jobs=jobs or os.cpu_count() or 1, naive=naive, nvcc=nvcc,
                        timeout=timeout, use_cache=use_cache, progress=True,
                        selection={"tier": tier_eff, "projects": [p.name for p in chosen]})
    rep = run_report(req)
    write_outputs(rep, output)
    sys.stdout.write(summary_md(rep))
    sys.stdout.write(f"report written to {output}/ (report.json, index.html, summary.md); "
                     f"{rep['run']['files_run']} file(s) run, {rep['run']['files_cached']} from the cache, "
                     f"{rep['run']['seconds']:.1f} s\n")
    return OK
