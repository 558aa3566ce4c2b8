"""Diagnostics output: clang-style text, JSON, SARIF 2.1.0, and the summary line.

Formats are described in docs/translate.md. Paths are shown relative to `base` (the current folder)
when the file lies under it, absolute otherwise. Columns are 1-based byte columns like clang's,
except in SARIF, which counts Unicode code points (`columnKind: unicodeCodePoints`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from urllib.parse import quote

from xlate import __version__
from xlate.core.model import Diagnostic, RuleInfo, Severity

SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
JSON_FORMAT_VERSION = 1
_SARIF_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.NOTE: "note"}


@dataclass
class Summary:
    files_translated: int = 0  # project files the translation produced output for
    files_changed: int = 0  # of those, how many differ from their input
    edits: int = 0  # edits applied (identical edits merged count once)
    errors: int = 0  # reported diagnostics, after --select/--ignore (--werror counts warnings as errors)
    warnings: int = 0
    notes: int = 0
    token_only: int = 0  # files translated at token level only (the model's `unchecked`)

    def line(self) -> str:
        def n(k: int, word: str) -> str:
            return f"{k} {word}{'' if k == 1 else 's'}"

        return (f"xlate: {n(self.files_translated, 'file')} translated ({self.files_changed} changed, "
                f"{n(self.edits, 'edit')}); {n(self.errors, 'error')}, {n(self.warnings, 'warning')}, "
                f"{n(self.notes, 'note')}; {n(self.token_only, 'file')} translated at token level only")


def count(diags: Sequence[Diagnostic], summary: Summary, *, werror: bool = False) -> Summary:
    summary.errors = sum(1 for d in diags if d.severity is Severity.ERROR)
    summary.warnings = sum(1 for d in diags if d.severity is Severity.WARNING)
    summary.notes = sum(1 for d in diags if d.severity is Severity.NOTE)
    if werror:
        summary.errors += summary.warnings
        summary.warnings = 0
    return summary


def display_path(path: Path, base: Path | None = None) -> str:
    base = (base or Path.cwd()).resolve()
    p = Path(path)
    if p.is_absolute():
        try:
            return p.relative_to(base).as_posix()
        except ValueError:
            return str(p)
    return p.as_posix()


def shown_text(text: str | None) -> str | None:
    """A message or fix-it as printable UTF-8: text quoted from a file that is not UTF-8 carries its
    bytes as surrogate escapes (lossless inside xlate); shown, such a byte reads \\xNN."""
    if text is None:
        return None
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def effective_severity(d: Diagnostic, werror: bool) -> Severity:
    return Severity.ERROR if werror and d.severity is Severity.WARNING else d.severity


def format_text(diags: Sequence[Diagnostic], *, werror: bool = False, base: Path | None = None) -> str:
    """`file:line:col: severity: message [XLnnn]`, plus `  fix-it: TEXT` when the diagnostic has one."""
    out: list[str] = []
    for d in diags:
        sev = effective_severity(d, werror).value
        out.append(f"{display_path(d.file, base)}:{d.line}:{d.col}: {sev}: {shown_text(d.message)} [{d.code}]")
        if d.fixit is not None:
            out.append(f"  fix-it: {shown_text(d.fixit)}")
    return "\n".join(out) + ("\n" if out else "")


def format_json(diags: Sequence[Diagnostic], summary: Summary, *, werror: bool = False,
                base: Path | None = None) -> str:
    doc = {
        "format": "xlate-diagnostics",
        "version": JSON_FORMAT_VERSION,
        "tool": {"name": "xlate", "version": __version__},
        "diagnostics": [
            {"code": d.code, "severity": effective_severity(d, werror).value, "file": display_path(d.file, base),
             "line": d.line, "column": d.col, "message": shown_text(d.message), "fixit": shown_text(d.fixit)}
            for d in diags
        ],
        "summary": asdict(summary),
    }
    return json.dumps(doc, indent=2) + "\n"


def _byte_col_to_codepoints(data: bytes | None, line: int, col: int) -> int:
    if data is None:
        return col
    start = 0
    for _ in range(line - 1):
        nl = data.find(b"\n", start)
        if nl == -1:
            return col
        start = nl + 1
    return len(data[start:start + col - 1].decode("utf-8", errors="replace")) + 1


def _uri(path: Path, base: Path) -> tuple[str, str | None]:
    p = Path(path)
    if p.is_absolute():
        try:
            return quote(p.relative_to(base).as_posix()), "SRCROOT"
        except ValueError:
            return p.as_uri(), None
    return quote(p.as_posix()), "SRCROOT"


def to_sarif(diags: Sequence[Diagnostic], rules: Sequence[RuleInfo], summary: Summary, *,
             werror: bool = False, base: Path | None = None,
             file_data: Mapping[Path, bytes] | None = None) -> dict:
    """A SARIF 2.1.0 log (one run) as a dict. Codes not in `rules` (front end XL9xx) get a bare rule."""
    base = (base or Path.cwd()).resolve()
    file_data = file_data or {}
    rule_list: list[dict] = []
    index: dict[str, int] = {}
    for info in rules:
        if info.code not in index:
            index[info.code] = len(rule_list)
            rule_list.append({"id": info.code, "name": info.name, "shortDescription": {"text": info.summary}})
    results = []
    for d in diags:
        if d.code not in index:
            index[d.code] = len(rule_list)
            rule_list.append({"id": d.code})
        uri, base_id = _uri(d.file, base)
        loc: dict = {"uri": uri}
        if base_id:
            loc["uriBaseId"] = base_id
        col = _byte_col_to_codepoints(file_data.get(Path(d.file)), d.line, d.col)
        result: dict = {
            "ruleId": d.code, "ruleIndex": index[d.code], "level": _SARIF_LEVEL[effective_severity(d, werror)],
            "message": {"text": shown_text(d.message)},
            "locations": [{"physicalLocation": {"artifactLocation": loc,
                                                "region": {"startLine": d.line, "startColumn": col}}}],
        }
        if d.fixit is not None:
            result["properties"] = {"fixit": shown_text(d.fixit)}
        results.append(result)
    run = {
        "tool": {"driver": {"name": "xlate", "version": __version__, "rules": rule_list}},
        "originalUriBaseIds": {"SRCROOT": {"uri": base.as_uri().rstrip("/") + "/"}},
        "columnKind": "unicodeCodePoints",
        "results": results,
        "properties": {"summary": asdict(summary)},
    }
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}


def format_sarif(diags: Sequence[Diagnostic], rules: Sequence[RuleInfo], summary: Summary, **kw) -> str:
    return json.dumps(to_sarif(diags, rules, summary, **kw), indent=2) + "\n"


