"""`xlate coverage`: what the CUDA -> HIP mapping table (cuda_hip.csv) covers, per category and status."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from xlate.errors import USAGE, XlateError

STATUSES = ("supported", "different", "unsupported")


def _filtered(table, category: str | None, status: str | None) -> list:
    rows = sorted(table.values(), key=lambda e: (e.category, e.kind, e.cuda))
    cats = sorted({e.category for e in rows})
    if category is not None and category not in cats:
        raise XlateError(f"unknown category {category!r}; the table has: {', '.join(cats)}", exit_code=USAGE)
    return [e for e in rows if (category is None or e.category == category) and (status is None or e.status == status)]


def counts(rows: list) -> dict[str, dict[str, int]]:
    """{category: {status: n, ..., "total": n}} and a "total" category."""
    out: dict[str, dict[str, int]] = {}
    c = Counter((e.category, e.status) for e in rows)
    for cat in sorted({e.category for e in rows}):
        out[cat] = {s: c[(cat, s)] for s in STATUSES}
        out[cat]["total"] = sum(out[cat].values())
    out["total"] = {s: sum(v[s] for v in out.values()) for s in (*STATUSES, "total")}
    return out


def functions_supported(rows: list) -> dict[str, int]:
    """Supported functions per category (HIPIFY counts functions)."""
    c = Counter(e.category for e in rows if e.kind == "function" and e.status == "supported")
    return dict(sorted(c.items()))


def run_coverage(*, category: str | None = None, status: str | None = None, list_names: bool = False,
                 unsupported: bool = False, as_json: bool = False, table_path: Path | None = None) -> str:
    """The text (or JSON) `xlate coverage` prints."""
    from xlate.rewrite.rules.api import xl101_104_names as api_names

    if table_path:
        table = api_names.load_table(table_path)
    else:  # the core CUDA API and the library tables (xlate/data/libs: cublas, curand, cufft, ...)
        from xlate.data.libs import load_all

        table = {**api_names.load_table(), **load_all()}
    if unsupported:
        status = "unsupported"
        list_names = True
    rows = _filtered(table, category, status)
    if as_json:
        doc: dict = {"table": str(table_path or api_names.TABLE_PATH), "counts": counts(rows),
                     "supported_functions": functions_supported(rows)}
        if list_names:
            doc["entries"] = [{"cuda": e.cuda, "hip": e.hip, "kind": e.kind, "category": e.category,
                               "status": e.status, "note": e.note} for e in rows]
        return json.dumps(doc, indent=1) + "\n"
    lines = []
    if list_names:
        for e in rows:
            target = e.hip if e.hip else "-"
            line = f"{e.status:<11} {e.category:<18} {e.kind:<9} {e.cuda} -> {target}"
            if e.note and (e.status != "supported"):
                line += f"  ({e.note})"
            lines.append(line)
        lines.append("")
    table_counts = counts(rows)
    lines.append(f"{'category':<20}{'supported':>10}{'different':>10}{'unsupported':>12}{'total':>8}")
    for cat, v in table_counts.items():
        lines.append(f"{cat:<20}{v['supported']:>10}{v['different']:>10}{v['unsupported']:>12}{v['total']:>8}")
    fs = functions_supported(rows)
    if fs:
        lines.append("supported functions: " + ", ".join(f"{k} {v}" for k, v in fs.items()))
        lines.extend(hipify_comparison(fs))
    return "\n".join(lines) + "\n"


# HIPIFY (commit 014177b, 2024-10): supported CUDA functions per API, as its docs count them. Its runtime
# API list includes texture/surface object management and graphics interop, which xlate files under
# `texture` and `graphics`; its device-function list includes math and the fp16/bf16 intrinsics.
HIPIFY_FUNCTIONS = {"runtime": 274, "driver": 365, "device": 508}
HIPIFY_GROUPS = {"runtime": ("runtime", "texture", "graphics"), "driver": ("driver",),
                 "device": ("device", "math", "fp16", "bf16")}


def hipify_comparison(fs: dict[str, int]) -> list[str]:
    out = []
    for api, cats in HIPIFY_GROUPS.items():
        n = sum(fs.get(c, 0) for c in cats)
        parts = " + ".join(f"{c} {fs.get(c, 0)}" for c in cats)
        out.append(f"{api} API functions as HIPIFY counts them: {n} ({parts}); HIPIFY {HIPIFY_FUNCTIONS[api]}")
    return out
