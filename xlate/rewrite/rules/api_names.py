"""XL1xx: rename CUDA API names (runtime, driver, types, enum values, macros) to their HIP names.

The table is data: xlate/data/api/cuda_hip.csv (columns in xlate/data/api/README.md).

Which identifier tokens are looked at:

* `tok.ref` is CUDA_API (the parser resolved it to xlate's CUDA prelude): checked use.
* `tok.ref` is UNRESOLVED (inactive branch, macro body, directive, a file clang could not fully
  parse, or a name clang saw no declaration for): token-level use, reported with XL104.
* `tok.ref` is PROJECT (the user's own declaration) or SYSTEM (a third-party header): never touched.

Skipped at token level: `.name` / `->name` member accesses, `ns::name` when `ns` is not a CUDA
namespace, the macro name of `#define`/`#undef`, and the lines of `#include`-like directives
(those belong to XL5xx). `struct_field` rows apply only to checked uses.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from xlate.errors import InternalError
from xlate.rewrite.api import (
    Emitter,
    RefOrigin,
    Region,
    RuleInfo,
    Severity,
    SourceFile,
    SourceModel,
    TokenKind,
)

RULES = [
    RuleInfo("XL101", "api-rename", "CUDA API name renamed to its HIP equivalent (no message)"),
    RuleInfo("XL102", "api-unsupported", "CUDA API with no HIP equivalent: left as written (error)"),
    RuleInfo("XL103", "api-different", "renamed, but the HIP API behaves differently (warning with a note)"),
    RuleInfo("XL104", "api-token-level", "renamed at token level only: the compiler did not check the use (note)"),
]

TABLE_PATH = Path(__file__).resolve().parents[2] / "data" / "api" / "cuda_hip.csv"
COLUMNS = ("cuda", "hip", "kind", "category", "status", "note", "since_hip")
# The generated table has a trailing `source` column (provenance of the row); older tables lack it.
SOURCE_COLUMN = "source"
KINDS = frozenset({"function", "type", "enum", "macro", "struct_field", "namespace"})
STATUSES = frozenset({"supported", "unsupported", "different"})

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_NOT_RENAMED_DIRECTIVES = frozenset({"include", "include_next", "import", "pragma", "error", "warning", "line"})
_NAME_DIRECTIVES = frozenset({"define", "undef"})


@dataclass(frozen=True)
class ApiEntry:
    cuda: str
    hip: str  # empty when unsupported
    kind: str
    category: str
    status: str
    note: str
    since_hip: str
    source: str = ""  # where the row comes from (generator input or overrides.csv reason)


def load_table(path: Path = TABLE_PATH) -> dict[str, ApiEntry]:
    """The mapping table, checked: known columns, kinds and statuses, valid identifiers, no duplicates."""
    return dict(_load(str(path)))


@lru_cache(maxsize=4)
def _load(path: str) -> tuple[tuple[str, ApiEntry], ...]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise InternalError(f"cannot read the API mapping table {path}: {exc.strerror}; reinstall xlate") from exc
    out: dict[str, ApiEntry] = {}
    reader = csv.DictReader(io.StringIO(text, newline=""))
    header = tuple(reader.fieldnames or ())
    if header not in (COLUMNS, (*COLUMNS, SOURCE_COLUMN)):
        raise InternalError(f"{path}: header must be {','.join(COLUMNS)}[,{SOURCE_COLUMN}]")
    for row in reader:
        where = f"{path}:{reader.line_num}"
        e = ApiEntry(**{k: (row[k] or "").strip() for k in COLUMNS},
                     source=(row.get(SOURCE_COLUMN) or "").strip())
        if not _IDENT.fullmatch(e.cuda) or (e.hip and not _IDENT.fullmatch(e.hip)):
            raise InternalError(f"{where}: names must be identifiers ({e.cuda!r} -> {e.hip!r})")
        if e.kind not in KINDS or e.status not in STATUSES:
            raise InternalError(f"{where}: unknown kind {e.kind!r} or status {e.status!r}")
        if (e.status == "unsupported") != (e.hip == ""):
            raise InternalError(f"{where}: an unsupported row has no hip name, every other row has one")
        if e.cuda in out:
            raise InternalError(f"{where}: {e.cuda} is listed twice")
        out[e.cuda] = e
    return tuple(out.items())


def _directive(sf: SourceFile, offset: int) -> str:
    """The directive name of the (possibly continued) preprocessor line holding `offset`."""
    data = sf.data
    start = data.rfind(b"\n", 0, offset) + 1
    while start > 1:
        j = start - 2  # the byte before the newline that ends the previous line
        if j >= 0 and data[j:j + 1] == b"\r":
            j -= 1
        if j >= 0 and data[j:j + 1] == b"\\":
            start = data.rfind(b"\n", 0, j) + 1
        else:
            break
    m = re.match(rb"[ \t]*#[ \t]*([A-Za-z_]+)", data[start:start + 200])
    return m.group(1).decode() if m else ""


def _token_level_reason(model: SourceModel, sf: SourceFile, region: Region) -> str:
    if region is Region.INACTIVE:
        return "inactive preprocessor branch"
    if region is Region.MACRO_BODY:
        return "macro body"
    if region is Region.DIRECTIVE:
        return "preprocessor directive"
    if sf.path in model.unchecked:
        return f"file not fully parsed: {model.unchecked[sf.path]}"
    return "the parser found no declaration for it"


_ELABORATED = frozenset({"struct", "union", "enum", "class"})
_TAG_DECLARATION_FOLLOWERS = frozenset({"{", ";", ":", "final"})


def _drop_elaborated_keyword(sf: SourceFile, toks: list, i: int, emit: Emitter, origin: str) -> None:
    """`struct cudaLaunchParams *p` -> `hipLaunchParams *p`: many HIP types are typedefs, which C++
    does not allow after `struct`/`enum` (`struct hipLaunchParams` is an error), while a plain type
    name works for a tag and a typedef alike. A tag definition or declaration (`struct cudaX {`,
    `struct cudaX;`) keeps its keyword."""
    if i == 0 or toks[i - 1].spelling not in _ELABORATED:
        return
    nxt = toks[i + 1].spelling if i + 1 < len(toks) else ";"
    if nxt in _TAG_DECLARATION_FOLLOWERS:
        return
    kw = toks[i - 1]
    if i >= 2 and toks[i - 2].spelling in ("enum",) and kw.spelling in ("class", "struct"):
        return  # `enum class X` is a declaration
    emit.edit(sf.path, kw.start, toks[i].start, "", origin=origin)


def run(model: SourceModel, emit: Emitter) -> None:
    table = load_table()
    for sf in model.files.values():
        _run_file(model, sf, table, emit)


def _run_file(model: SourceModel, sf: SourceFile, table: dict[str, ApiEntry], emit: Emitter) -> None:
    reported_token_level: set[str] = set()
    toks = [t for t in sf.tokens if t.kind is not TokenKind.COMMENT]
    for i, tok in enumerate(toks):
        if tok.kind is not TokenKind.IDENTIFIER:
            continue
        entry = table.get(tok.spelling)
        if entry is None or tok.ref in (RefOrigin.PROJECT, RefOrigin.SYSTEM):
            continue
        checked = tok.ref is RefOrigin.CUDA_API and tok.region is Region.ACTIVE
        if not checked:
            if entry.kind == "struct_field":
                continue
            prev = toks[i - 1] if i > 0 else None
            if prev is not None and prev.spelling in (".", "->"):
                continue
            if prev is not None and prev.spelling == "::" and i > 1:
                qual = toks[i - 2]
                if qual.kind is TokenKind.IDENTIFIER and qual.spelling not in table:
                    continue
            if tok.region is not Region.ACTIVE:  # directive lines inside inactive branches count too
                d = _directive(sf, tok.start)
                if d in _NOT_RENAMED_DIRECTIVES:
                    continue
                if d in _NAME_DIRECTIVES and prev is not None and prev.spelling == d:
                    continue
        if entry.status == "unsupported":
            how = "" if checked else " (in code the compiler did not check)"
            emit.diag("XL102", Severity.ERROR if checked else Severity.WARNING, sf.path, tok.start,
                      f"{entry.cuda} has no HIP equivalent{how}; left as written: {entry.note or 'rewrite this use'}")
            continue
        if entry.hip != entry.cuda:
            origin = "XL101" if checked else "XL104"
            emit.edit(sf.path, tok.start, tok.end, entry.hip, origin=origin)
            if entry.kind == "type":
                _drop_elaborated_keyword(sf, toks, i, emit, origin)
        if entry.status == "different":
            emit.diag("XL103", Severity.WARNING, sf.path, tok.start,
                      f"{entry.cuda} translated to {entry.hip}, which behaves differently: {entry.note}",
                      fixit=entry.hip if entry.hip != entry.cuda else None)
        if not checked and entry.hip != entry.cuda and entry.cuda not in reported_token_level:
            reported_token_level.add(entry.cuda)
            why = _token_level_reason(model, sf, tok.region)
            emit.diag("XL104", Severity.NOTE, sf.path, tok.start,
                      f"{entry.cuda} renamed to {entry.hip} at token level only ({why}); "
                      "the compiler did not check this use", fixit=entry.hip)
