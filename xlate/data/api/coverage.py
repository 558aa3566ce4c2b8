"""`xlate coverage`: what the CUDA -> HIP mapping table (cuda_hip.csv) and the library tables (xlate/data/libs)
cover, per category and status; the library functions against HIPIFY's figures; the library table of
docs/libraries.md (`libraries_markdown`)."""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from pathlib import Path

from xlate.core.tables import TABLE_PATH, load_table
from xlate.data.libs import load_all
from xlate.errors import USAGE, XlateError

STATUSES = ("supported", "different", "unsupported")
CSV_COLUMNS = ("cuda", "hip", "kind", "category", "status", "note")


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
                 unsupported: bool = False, as_json: bool = False, table_path: Path | None = None,
                 fmt: str = "text") -> str:
    """The text `xlate coverage` prints, or with fmt="json" JSON, fmt="md" the Markdown library table of
    docs/libraries.md (the library tables as a whole: category and status do not apply), fmt="csv" the entries
    (cuda, hip, kind, category, status, note) that category and status select."""
    if fmt == "md":
        return libraries_markdown()
    if fmt not in ("text", "json", "csv"):
        raise XlateError(f"unknown format {fmt!r}; use text, json, md or csv", exit_code=USAGE)
    as_json = as_json or fmt == "json"
    if table_path:
        table = load_table(table_path)
    else:  # the core CUDA API and the library tables (xlate/data/libs: cublas, curand, cufft, ...)
        table = {**load_table(), **load_all()}
    if unsupported:
        status = "unsupported"
        list_names = True
    rows = _filtered(table, category, status)
    if fmt == "csv":
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(CSV_COLUMNS)
        w.writerows([getattr(e, c) for c in CSV_COLUMNS] for e in rows)
        return buf.getvalue()
    if as_json:
        doc: dict = {"table": str(table_path or TABLE_PATH), "counts": counts(rows),
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
        lines.extend(hipify_library_comparison(rows))
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


# HIPIFY's library tables (docs/reference/tables/CU*_API_supported_by_HIP.md, August 2025, ROCm 7.0, as issue 19
# quotes them): CUDA functions with a HIP mapping. How HIPIFY arrives at them (read from its tables, ROCm/HIPIFY
# 08c0d96 for cuBLAS, 4bcd37a cuSPARSE, 1d08ef5 cuFFT, 22c6127 cuRAND): every spelling is a row (cublasSgemm,
# cublasSgemm_v2, cublasSgemm_64, cublasSgemm_v2_64), its cuBLAS table includes the cuBLASLt functions, a row
# counts when HIPIFY renames it even where the HIP function takes other argument types (xlate maps
# cublas?getrsBatched / ?getriBatched / GemmBatchedEx and cusparse?csr2gebsr_bufferSize / ?gebsr2gebsc_bufferSize
# and curandGetScrambleConstants32/64 to wrappers that take CUDA's types; cusparseSpVV_bufferSize stays
# `different`, and xlate holds back as unsupported cusparseSpSM_solve, which has an extra argument), its cuSPARSE table
# includes the functions CUDA 11.0 / 12.0 removed, and its cuFFT functions include the 8 callback typedefs
# (cufftCallbackLoadC ...), which xlate counts as types.
HIPIFY_LIBRARY_FUNCTIONS = {"cublas": 769, "cusparse": 537, "cufft": 57, "curand": 50, "cusolver": 283}
LIBRARY_NAMES = {"cublas": "cuBLAS", "cusparse": "cuSPARSE", "cufft": "cuFFT", "curand": "cuRAND",
                 "cusolver": "cuSOLVER"}


def library_functions(rows: list, lib: str) -> tuple[int, int]:
    """(supported, different) functions of a library as HIPIFY groups them: cuBLAS is the cublas* functions
    (not cuComplex.h's helpers, which the cublas table lists too) and the cuBLASLt ones."""
    cats = ("cublas", "cublaslt") if lib == "cublas" else (lib,)
    fns = [e for e in rows if e.kind == "function" and e.category in cats
           and (lib != "cublas" or e.cuda.startswith("cublas"))]
    return sum(e.status == "supported" for e in fns), sum(e.status == "different" for e in fns)


# HIPIFY's cuFFT function table lists cuFFT's 8 callback typedefs (cufftCallbackLoadC ... cufftCallbackStoreZ)
# among its functions; xlate's rows for them are of kind type. They are counted here, for cuFFT only, and labelled.
CUFFT_CALLBACK_TYPEDEFS = tuple(f"cufftCallback{op}{t}" for op in ("Load", "Store") for t in "CDRZ")


def hipify_typedef_functions(rows: list, lib: str) -> int:
    """Supported rows of the typedefs HIPIFY counts as functions (cuFFT's callback typedefs; 0 elsewhere)."""
    if lib != "cufft":
        return 0
    return sum(e.category == "cufft" and e.kind == "type" and e.status == "supported"
               and e.cuda in CUFFT_CALLBACK_TYPEDEFS for e in rows)


def hipify_library_comparison(rows: list) -> list[str]:
    out = []
    for lib, hipify in HIPIFY_LIBRARY_FUNCTIONS.items():
        if not any(e.category == lib for e in rows):
            continue
        sup, diff = library_functions(rows, lib)
        line = f"{LIBRARY_NAMES[lib]} functions as HIPIFY counts them: {sup} supported, {diff} different; HIPIFY {hipify}"
        if lib == "cufft":
            line += (f" (HIPIFY's figure includes the {len(CUFFT_CALLBACK_TYPEDEFS)} callback typedefs cufftCallbackLoadC "
                     f"... cufftCallbackStoreZ, which xlate maps as types: {hipify_typedef_functions(rows, lib)} "
                     f"supported, {sup + hipify_typedef_functions(rows, lib)} with the functions)")
        out.append(line)
    return out


_MD_LIBS = (("cublas", "cuBLAS (+ `library_types.h`, `cuComplex.h`)"), ("cublaslt", "cuBLASLt → hipBLASLt"),
            ("curand", "cuRAND (host + device)"), ("cufft", "cuFFT (+ `cufftXt.h`)"),
            ("cufftw", "cuFFTW → hipFFTW (`hipfft/hipfftw.h`)"),
            ("cusparse", "cuSPARSE (generic + legacy)"), ("cusolver", "cuSOLVER (dense, sparse, refactorization) → hipSOLVER"),
            ("nvtx", "NVTX → rocTX"), ("cub", "CUB"), ("thrust", "Thrust"),
            ("cudnn", "cuDNN 9 legacy API → MIOpen (through `<xlate/cudnn.h>`)"))


def libraries_markdown() -> str:
    """The library table of docs/libraries.md (`xlate coverage --format md`), from the library tables."""
    rows = list(load_all().values())
    c = counts(rows)
    fs = functions_supported(rows)
    lines = ["| library | supported | different | unsupported | total | supported functions |", "|---|---|---|---|---|---|"]
    for lib, title in _MD_LIBS:
        v = c.get(lib, {s: 0 for s in (*STATUSES, "total")})
        lines.append(f"| {title} | {v['supported']} | {v['different']} | {v['unsupported']} | {v['total']} | "
                     f"{fs.get(lib, 0)} |")
    t = c["total"]
    lines.append(f"| total | {t['supported']} | {t['different']} | {t['unsupported']} | {t['total']} | "
                 f"{sum(fs.values())} |")
    lines += ["", "| functions as HIPIFY counts them | supported | different | HIPIFY |", "|---|---|---|---|"]
    for lib, hipify in HIPIFY_LIBRARY_FUNCTIONS.items():
        sup, diff = library_functions(rows, lib)
        label = LIBRARY_NAMES[lib] + (" (+ cuBLASLt)" if lib == "cublas" else "")
        typedefs = hipify_typedef_functions(rows, lib)
        if typedefs:  # cuFFT: HIPIFY's figure counts the callback typedefs as functions
            label += f" (HIPIFY counts the {len(CUFFT_CALLBACK_TYPEDEFS)} callback typedefs as functions)"
            sup_text = f"{sup} + {typedefs} callback typedefs"
        else:
            sup_text = str(sup)
        lines.append(f"| {label} | {sup_text} | {diff} | {hipify} |")
    return "\n".join(lines) + "\n"
