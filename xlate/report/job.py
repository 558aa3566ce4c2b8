"""One file of the report, run in its own process (`python -m xlate.report.job`, spec as JSON on stdin,
result as JSON on stdout) so that a per-file timeout can stop even a hung parse or compiler.

Steps: translate the file with xlate's pipeline (the file and the project headers it includes are
written into an overlay tree that mirrors the project), compile the device code of the translation
for gfx942, optionally do the same with the naive rule selection (renaming only), and optionally
compile the original with nvcc. Facts only; xlate.report.classify turns them into causes.
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from xlate.core.proc import run
from xlate.errors import XlateError

MAX_DIAGS = 40
MAX_ERRORS = 20
STUB_PREFIX = "__xlate_report_stub_"

# Rule families used by --naive: API renaming (XL1xx) and CUDA include rewriting (XL501) only.
NAIVE_CODES = ("XL1", "XL501")

_ASM = re.compile(r'\b(?:asm|__asm__)\s*(?:volatile|__volatile__)?\s*\(\s*((?:"(?:[^"\\\n]|\\.)*"\s*)+)', re.DOTALL)
_STR = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
_PTX_TYPES = re.compile(r"\.(?:[subf](?:8|16|32|64)|b8|b16|b32|b64|f16x2|bf16|bf16x2|e4m3|e5m2|pred|v2|v4|x[124])$")


def naive_modules(mods: list[Any]) -> list[Any]:
    """The rule modules whose every rule is renaming (XL1xx) or include rewriting (XL501)."""
    return [m for m in mods if m.RULES and all(r.code.startswith(NAIVE_CODES) for r in m.RULES)]


def asm_forms(text: str) -> list[str]:
    """PTX instruction forms in inline asm statements (opcode with qualifiers, type suffixes dropped)."""
    forms: list[str] = []
    for m in _ASM.finditer(text):
        body = "".join(_STR.findall(m.group(1))).replace("\\n", "\n").replace("\\t", " ")
        for stmt in re.split(r"[;\n]", body):
            stmt = stmt.strip().strip("{}").strip()
            if not stmt or stmt.startswith(("//", ".reg", ".local", ".shared")) or stmt.endswith(":"):
                continue
            op = stmt.split()[0]
            if op.startswith("@"):  # predicate guard: @p op ...
                parts = stmt.split()
                op = parts[1] if len(parts) > 1 else op
            if not re.match(r"^[a-z][\w.:]*$", op):
                continue
            while _PTX_TYPES.search(op):
                op = _PTX_TYPES.sub("", op)
            forms.append(op)
    return forms


def _translate(spec: dict, out_dir: Path, naive: bool) -> dict:
    # imported here: the nvcc baseline runs this module's nvcc_compile on a machine with nvcc and only
    # the standard library (docs: xlate/report/nvcc_baseline.py), where the translator cannot load
    from xlate.core.model import Severity
    from xlate.pipeline.translate import translate_sources
    from xlate.rewrite import registry
    from xlate.rewrite.engine import write_atomic

    root = Path(spec["root"])
    src = Path(spec["file"])
    t0 = time.perf_counter()
    result: dict[str, Any] = {"status": "ok", "message": None, "diagnostics": [], "files": [], "asm_forms": []}
    try:
        mods = registry.discover()
        if naive:
            mods = naive_modules(mods)
        model, res = translate_sources([src], root=root, includes=[Path(i) for i in spec["includes"]],
                                       defines=list(spec["defines"]), warp_mode="compat32", modules=mods)
    except XlateError as exc:
        result.update(status="crashed", message=exc.message)
        result["seconds"] = time.perf_counter() - t0
        return result
    except Exception as exc:  # noqa: BLE001 -- a bug in the pipeline is a translator error of this file
        result.update(status="crashed", message=f"internal error: {type(exc).__name__}: {exc}")
        result["seconds"] = time.perf_counter() - t0
        return result
    diags = []
    for d in res.diagnostics:
        if d.severity is Severity.NOTE:
            continue
        try:
            rel = str(Path(d.file).relative_to(root))
        except ValueError:
            rel = str(d.file)
        diags.append({"code": d.code, "severity": d.severity.value, "file": rel, "line": d.line,
                      "message": d.message})
    errors = [d for d in diags if d["severity"] == "error"]
    result["diagnostics"] = (errors + [d for d in diags if d["severity"] != "error"])[:MAX_DIAGS]
    if errors:
        result["status"] = "errors"
    forms: list[str] = []
    for path, sf in model.files.items():
        target = out_dir / sf.rel
        write_atomic(target, res.outputs[path])
        result["files"].append(str(sf.rel))
        forms += asm_forms(res.outputs[path].decode("utf-8", errors="replace"))
    result["asm_forms"] = sorted(set(forms))
    result["seconds"] = time.perf_counter() - t0
    return result


# clang: fatal error: 'x.h' file not found; gcc-style (nvcc): fatal error: x.h: No such file or directory
_FILE_NOT_FOUND = re.compile(r"fatal error: (?:'([^']+)' file not found|([^\s:]+): No such file or directory)")
_ERROR_LINE = re.compile(r"\b(?:fatal )?error: ")


def parse_compiler_output(text: str) -> dict:
    """Error lines (location prefix kept), the first missing include, and whether inline asm failed."""
    errors = [ln.strip() for ln in text.splitlines() if _ERROR_LINE.search(ln)]
    m = _FILE_NOT_FOUND.search(text)
    return {"errors": errors[:MAX_ERRORS], "missing_header": (m.group(1) or m.group(2)) if m else None,
            "asm_error": "<inline asm>" in text or "invalid instruction" in text
            or bool(re.search(r"invalid (input|output) constraint", text))}


def _run(cmd: list[str], timeout: float) -> tuple[int, str, float]:
    """(exit code, stderr + stdout, seconds): -1 when it timed out, -2 when the program is missing."""
    t0 = time.perf_counter()
    try:
        proc = run(cmd, timeout=timeout, check=False, timeout_ok=True)
    except XlateError as exc:
        return -2, f"error: {exc.message}", time.perf_counter() - t0
    rc = -1 if proc.returncode is None else proc.returncode
    return rc, proc.stderr + proc.stdout, time.perf_counter() - t0


def _include_args(spec: dict, overlay: Path | None) -> list[str]:
    root = Path(spec["root"])
    args: list[str] = []
    dirs = [Path(i) for i in spec["includes"]]
    for d in dirs:
        if overlay is not None:
            try:
                args += ["-I", str(overlay / d.relative_to(root))]
            except ValueError:
                pass
        args += ["-I", str(d)]
    args += ["-I", str(Path(spec["file"]).parent)]  # project files the translation did not need
    return args


def _stub(dir_: Path, header: Path, suffix: str) -> Path:
    stub = dir_ / f"{STUB_PREFIX}{header.name}{suffix}"
    stub.write_text(f'#include "{header}"\n', encoding="utf-8")
    return stub


def _compile(spec: dict, overlay: Path) -> dict:
    root = Path(spec["root"])
    rel = Path(spec["file"]).relative_to(root)
    translated = overlay / rel
    if not translated.is_file():
        return {"rc": -3, "errors": ["error: the translation wrote no output for this file"],
                "missing_header": None, "asm_error": False, "seconds": 0.0}
    if spec["is_header"]:
        src = _stub(translated.parent, translated, ".hip")
    else:
        src = translated
    cmd = [spec["clang"], *spec["compile_args"], f"-std={spec['std']}", *[f"-D{d}" for d in spec["defines"]],
           *_include_args(spec, overlay), str(src)]
    rc, out, secs = _run(cmd, spec["compile_timeout"])
    res = parse_compiler_output(out.replace(f"{overlay}/", ""))  # paths relative to the project
    res.update(rc=rc, seconds=secs)
    return res


def nvcc_compile(spec: dict, work: Path) -> dict:
    """Compile the original file with nvcc as the baseline (also used by nvcc_baseline on another machine)."""
    src = Path(spec["file"])
    if spec["is_header"]:
        src = _stub(work, src, ".cu")
    cmd = [spec["nvcc"], "-c", "-arch=sm_80", "-o", "/dev/null", f"-std={spec['std']}", "-w", "-x", "cu",
           *[f"-D{d}" for d in spec["defines"]], *_include_args(spec, None), str(src)]
    rc, out, secs = _run(cmd, spec["compile_timeout"])
    res = parse_compiler_output(out.replace(f"{spec['root']}/", ""))
    res.update(rc=rc, seconds=secs)
    return res


def run_job(spec: dict) -> dict:
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="xlate-report-") as tmp:
        base = Path(tmp)
        for key, naive in (("full", False), ("naive", True)):
            if naive and not spec.get("naive"):
                continue
            overlay = base / key
            overlay.mkdir()
            tr = _translate(spec, overlay, naive)
            comp = _compile(spec, overlay) if tr["status"] != "crashed" else None
            out[key] = {"translate": tr, "compile": comp}
        if spec.get("nvcc"):
            out["nvcc"] = nvcc_compile(spec, base)
    return out


def main() -> int:
    spec = json.load(sys.stdin)
    json.dump(run_job(spec), sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
