"""Inline-PTX coverage: the share of inline-asm PTX statements in the corpus (small tier by default)
that xlate.ptx lowers, the top forms it does not, and the number of distinct PTX forms the lowering
handles in the test suite. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/ptx_coverage.py [--tier small] [--project NAME ...] [--top 15]

The projects must be fetched first (`xlate corpus fetch --tier small`). Each C/C++/CUDA source of a
project is scanned for `asm`/`__asm`/`__asm__` statements (outside comments); a statement counts as
PTX when its file is CUDA (.cu/.cuh) or its template holds PTX type/state-space suffixes
(`.u32`, `.f16x2`, `.global`, `.sync` ...) or `%%` special registers: x86 host asm is not counted.
Each statement goes through `parse_asm_variants` and `lower_asm` (compat32), as the XL3xx rule
does; no full translation. Templates may use the project's object-like macros (`#define LD
"ld.global.u32"`, every definition of the project counted; several definitions must lower alike). An unlowered statement is attributed to the form xlate names (the first
one it cannot lower), or to the C-level reason it was refused.
"""

from __future__ import annotations

import argparse
import datetime
import re
import sys
from collections import Counter
from pathlib import Path

SUFFIXES = {".cu", ".cuh", ".h", ".hpp", ".hh", ".hxx", ".cpp", ".cc", ".cxx", ".c", ".inl", ".inc"}
_KW = re.compile(r"\b(?:asm|__asm__|__asm)\b")
_PTXISH = re.compile(r"\.(?:[usbf](?:8|16|32|64)|f16x2|bf16x2|bf16|pred|reg|global|shared|sync|approx|"
                     r"aligned|cta|gpu)\b|%%[a-z]")
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_DEF = re.compile(r"#\s*define\b")
_OBJECT_MACRO = re.compile(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)(?![\w(])[ \t]*(.*)$", re.MULTILINE)


def project_macros(paths: list[Path]) -> dict[str, list[str]]:
    """Object-like macros of a project's files: name -> its distinct replacement texts."""
    out: dict[str, list[str]] = {}
    for path in paths:
        try:
            text = path.read_text(errors="replace")
        except OSError:
            continue
        if "define" not in text:
            continue
        text = _blank_comments(text).replace("\\\r\n", " ").replace("\\\n", " ")
        for m in _OBJECT_MACRO.finditer(text):
            body = m.group(2).strip()
            bodies = out.setdefault(m.group(1), [])
            if body not in bodies:
                bodies.append(body)
    return out


def _blank_comments(text: str) -> str:
    """Comments replaced by spaces (offsets kept); string literals are not special-cased, which only
    matters for `//` inside a string (PTX comments), where the statement is then still found by its
    keyword before the string."""
    return _COMMENT.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def scan_file(path: Path) -> list[tuple[int, str]]:
    """(offset, text) of candidate asm statements of one file."""
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return []
    if "asm" not in text:
        return []
    masked = _blank_comments(text)
    return [(m.start(), text) for m in _KW.finditer(masked)]


def classify(text: str, start: int, is_cuda: bool,
             macros: dict[str, list[str]] | None = None) -> tuple[str, str] | None:
    """('lowered', forms) | ('unlowered', form or reason) | None when not a PTX statement."""
    from xlate.ptx import PtxSyntaxError, PtxUnsupported, lower_asm, parse_asm_variants

    # a statement inside a macro body: join its backslash-newline continuations first
    line_start = text.rfind("\n", 0, start) + 1
    seg = text[start:start + 20000]
    if _DEF.search(text[line_start:start]) or text[start:start + 2000].count("\\\n"):
        seg = seg.replace("\\\r\n", "  ").replace("\\\n", " ")
    try:
        variants = parse_asm_variants(seg, 0, macros)
        stmt = variants[0]
    except PtxSyntaxError as err:
        if not (is_cuda or _PTXISH.search(seg[:400])):
            return None
        if "found '#'" in err.reason:  # "ld."#mod: stringified parameter of a function-like macro
            return "unlowered", "(C level) template built by # stringification in a macro"
        if "macro `" in err.reason or "`" in err.reason and "not such a macro" in err.reason:
            return "unlowered", "(C level) template macro not expanding to string literals"
        return None  # not an asm statement (e.g. the word in a string or an identifier use)
    except PtxUnsupported as err:
        tmpl = seg[:400]
        if not (is_cuda or _PTXISH.search(tmpl)):
            return None
        return "unlowered", f"(C level) {err.form}"
    if not (is_cuda or _PTXISH.search(stmt.template)):
        return None
    if not stmt.template.strip():
        return None  # asm("" ::: "memory"): a compiler barrier, not PTX
    try:
        lows = [lower_asm(v, warp_mode="compat32") for v in variants]
    except PtxUnsupported as err:
        return "unlowered", err.form
    except PtxSyntaxError as err:
        return "unlowered", f"(syntax) {err.reason[:60]}"
    if any(other.code != lows[0].code for other in lows[1:]):
        return "unlowered", "(C level) template macro defined differently in #if branches"
    return "lowered", ", ".join(lows[0].forms)


def distinct_forms_in_tests() -> tuple[int, int]:
    """Distinct PTX forms lowered by the test cases (tests/ptx/ptx_cases.py), as the lowering itself
    reports them (Lowered.forms): (ALU forms checked against model + H100, all forms incl. device-only)."""
    here = Path(__file__).resolve().parent.parent / "tests" / "ptx"
    sys.path.insert(0, str(here))
    from ptx_cases import CASES, DEVICE_ONLY

    from xlate.ptx import lower_asm, parse_asm_statement

    def forms_of(template: str, outs: str, ins: str) -> list[str]:
        o = ", ".join(f'"={c}"(o{i})' for i, c in enumerate(outs))
        i_ = ", ".join(f'"{c}"(i{i})' for i, c in enumerate(ins))
        return lower_asm(parse_asm_statement(f'asm volatile("{template}" : {o} : {i_});')).forms

    alu = {f for c in CASES for f in forms_of(c.template, c.outs, c.ins)}
    dev = {f for _, t, o, i in DEVICE_ONLY for f in forms_of(t, o, i)}
    return len(alu), len(alu | dev)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tier", default="small")
    ap.add_argument("--project", action="append", default=[])
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--manifest", type=Path)
    a = ap.parse_args(argv)

    from xlate.report.fetch import is_fetched, source_dir
    from xlate.report.manifest import load_manifest, select

    projects = select(load_manifest(a.manifest), None if a.project else a.tier, a.project)
    total = lowered = 0
    missing = []
    unlowered: Counter[str] = Counter()
    where: dict[str, str] = {}
    per_project = []
    for p in projects:
        if not is_fetched(p):
            missing.append(p.name)
            continue
        root = source_dir(p)
        n = ok = 0
        paths = [q for q in sorted(root.rglob("*")) if q.suffix.lower() in SUFFIXES and q.is_file()]
        macros = project_macros(paths)
        for path in paths:
            is_cuda = path.suffix.lower() in (".cu", ".cuh")
            for start, text in scan_file(path):
                r = classify(text, start, is_cuda, macros)
                if r is None:
                    continue
                n += 1
                if r[0] == "lowered":
                    ok += 1
                else:
                    unlowered[r[1]] += 1
                    where.setdefault(r[1], f"{p.name}: {path.relative_to(root)}:{text.count(chr(10), 0, start) + 1}")
        per_project.append((p.name, n, ok))
        total += n
        lowered += ok

    alu, allf = distinct_forms_in_tests()
    print(f"inline PTX coverage, {a.tier if not a.project else 'selected'} corpus tier, "
          f"{datetime.date.today().isoformat()}")
    if missing:
        print(f"  not fetched (run `xlate corpus fetch --tier {a.tier}`): {', '.join(missing)}")
    for name, n, ok in per_project:
        share = f"{100 * ok / n:5.1f} %" if n else "    -  "
        print(f"  {name:16s} {ok:5d} / {n:5d} lowered  {share}")
    share = 100 * lowered / total if total else 0.0
    print(f"TOTAL: {lowered} of {total} inline-asm PTX statements lowered ({share:.1f} %)")
    print("top unlowered forms (statements; first occurrence):")
    for form, cnt in unlowered.most_common(a.top):
        print(f"  {cnt:5d}  {form:48s} {where[form]}")
    print(f"distinct PTX forms lowered in tests/ptx: {allf} ({alu} ALU forms checked against the model "
          "and the H100 recordings)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
