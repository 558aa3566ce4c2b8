"""XL503: `extern __shared__ T name[];` (dynamic shared memory) becomes HIP_DYNAMIC_SHARED. hip-clang
rejects two block-scope `extern __shared__` arrays of one name with different types in one
translation unit (two kernels, or one template kernel instantiated for two types), which nvcc
accepts; so inside functions every such declaration becomes one byte pool of one name and type,
plus a typed pointer of the user's name:
    HIP_DYNAMIC_SHARED(__attribute__((aligned(16))) __attribute__((aligned(alignof(T)))) unsigned char,
                       xlate_dynamic_smem) T* name = reinterpret_cast<T*>(xlate_dynamic_smem);
(user alignment such as __align__(N) / alignas(N) / __attribute__((aligned(N))) is added to the
pool). At namespace scope it becomes HIP_DYNAMIC_SHARED(T, name). Backends must define
HIP_DYNAMIC_SHARED(type, var) as a complete declaration (with its `;`), like HIP 7.2 does.

The doc page (docs/rules/XL503.md) is generated from RULES below.
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel, TokenKind
from xlate.core.tables import load_table
from xlate.data.libs import load_all
from xlate.rewrite.rules.lang._decl import RENAMED_ELSEWHERE, line_breaks, renamed_elsewhere
from xlate.rewrite.syntax import (
    Tok,
    has_bare_comma,
    match_backward,
    match_forward,
    scopes,
    significant,
)

_DOC_XL503 = """\
hip-clang rejects two block-scope `extern __shared__` arrays with one name and different types in
one translation unit (two kernels, or a template kernel instantiated for two types), which nvcc
accepts. So inside functions (and in macro bodies) every `extern __shared__ [align] T name[] [attrs];`
becomes one pool of one name and type per block, and a typed pointer with the user's name:

    HIP_DYNAMIC_SHARED(__attribute__((aligned(16))) __attribute__((aligned(alignof(T)))) unsigned char, xlate_dynamic_smem) T* name = reinterpret_cast<T*>(xlate_dynamic_smem);

The pool's alignment is the largest of 16, `alignof(T)` and the user's `__align__`/`alignas`/
`__attribute__((aligned))` of every such declaration in the block; a second declaration in the same
block gets only its pointer. `name` becomes a pointer instead of an array of unknown bound (indexing,
decay and pointer arithmetic are unchanged). At namespace scope it becomes `HIP_DYNAMIC_SHARED(T, name)`
(`HIP_KERNEL_NAME(T)` when `T` has a comma). Backends must define `HIP_DYNAMIC_SHARED(type, var)` as
a complete declaration including its `;`, like HIP 7.2 (`extern __shared__ type var[];`). Where another
rule renames a word of the type (`extern __shared__ cuFloatComplex sdata[];`), the type's own tokens are
left to that rule and this one edits around them; the copies of the type it writes are the type's HIP
name from the mapping tables (only a type's name counts: a declaration naming a function or a constant
there keeps the warning below). Declarations of another shape (several names) get a warning and are left
as is.

Fixtures: `tests/rules/XL503/` (one format for every code, run by tests/rules/test_fixtures.py). Every edit
keeps the number of lines; translating the output again changes nothing.
"""

ORDER = 90  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo("XL503", "dynamic-shared-memory",
                  "extern __shared__ T name[] becomes HIP_DYNAMIC_SHARED (one typed byte pool per function)",
                           fix=Fix.SOMETIMES, doc=_DOC_XL503)]

POOL = "xlate_dynamic_smem"


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        toks = significant(sf)
        if toks:
            _dynamic_shared(sf, toks, scopes(toks), emit)


_ALIGN_WORDS = {"__align__", "alignas", "__attribute__", "__declspec"}


def _stmt_start(toks: list[Tok], i: int) -> int:
    """First token of the declaration holding toks[i] (stops at ; { } : and at a macro's parameters)."""
    j = i
    while j > 0 and toks[j - 1].region is toks[i].region and toks[j - 1].spelling not in (";", "{", "}", ":"):
        if toks[j - 1].spelling == ")":
            m = match_backward(toks, j - 1)
            if m is None or m == 0 or toks[m - 1].spelling not in _ALIGN_WORDS:
                break
            j = m - 1
            continue
        j -= 1
    return j


def _src(sf: SourceFile, toks: list[Tok], a: int, b: int) -> str:
    """Source text of toks[a:b] on one line (tokens joined by blanks when it spans lines)."""
    if a >= b:
        return ""
    text = sf.span(toks[a].start, toks[b - 1].end)
    return text if "\n" not in text else " ".join(x.spelling for x in toks[a:b])


def _dynamic_shared(sf: SourceFile, toks: list[Tok], where: list[tuple], emit: Emitter) -> None:
    done: set[int] = set()
    # per enclosing block (or macro body line): the declarations, to give the pool once
    groups: dict[object, list[tuple[int, int, list[str], str, str]]] = {}
    for i, t in enumerate(toks):
        if t.spelling != "__shared__" or t.region is Region.DIRECTIVE:
            continue
        s = _stmt_start(toks, i)
        if s in done:
            continue
        # the declaration: s .. the ; (same region)
        e = i
        while e < len(toks) and toks[e].region is t.region and toks[e].spelling not in (";", "{", "}"):
            if toks[e].spelling == "(":
                m = match_forward(toks, e)
                if m is None:
                    break
                e = m
            e += 1
        if e >= len(toks) or toks[e].spelling != ";" or toks[e].region is not t.region:
            continue
        words = [x.spelling for x in toks[s:e]]
        if "extern" not in words or "[" not in words:
            continue
        done.add(s)
        if any(x.spelling in ("#", "register") for x in toks[s:e]):
            continue  # not a declaration: tokens of several (malformed) lines run together
        other = renamed_elsewhere(toks, s, e)
        decl = _parse_dynamic_shared(toks, s, e)
        renamed = None  # the type's HIP spelling where another rule renames a word of it (cuFloatComplex)
        if other is not None:
            renamed = _hip_type(decl[1]) if decl is not None and other in decl[1] else None
            if renamed is None:
                emit.diag("XL503", Severity.WARNING, sf.path, toks[s].start,
                          f"this extern __shared__ declaration was not translated: it names {other.spelling}, "
                          "which another rule translates; declare the dynamic shared memory as "
                          "HIP_DYNAMIC_SHARED(T, name) by hand (or name the type through a typedef)")
                continue
        if decl is None:
            emit.diag("XL503", Severity.WARNING, sf.path, toks[s].start,
                      "this extern __shared__ declaration was not translated (expected "
                      "`extern __shared__ T name[];` with one name): hip-clang accepts it, but two of them with "
                      "one name and different types in one file do not compile, and the cpu backend needs "
                      "HIP_DYNAMIC_SHARED(T, name)")
            continue
        align, typ, name, trailing = decl
        t0 = toks.index(typ[0], s)
        contiguous = toks[t0:t0 + len(typ)] == typ
        typ_text = _src(sf, toks, t0, t0 + len(typ)) if contiguous else " ".join(x.spelling for x in typ)
        aligns = [_as_gnu_align(sf, toks, a) for a in align + trailing]
        start, end = toks[s].start, toks[e].end
        # where another rule renames the type's words, this rule leaves the type's own tokens to it and
        # edits around them (the type in the text it writes is the HIP spelling, `renamed`)
        split = None
        if renamed is not None:
            if not contiguous or align or any(toks[k].spelling not in ("extern", "__shared__", "static")
                                              for k in range(s, t0)):
                emit.diag("XL503", Severity.WARNING, sf.path, toks[s].start,
                          f"this extern __shared__ declaration was not translated: it names {other.spelling}, "
                          "which another rule translates, between attributes; declare the dynamic shared memory "
                          "as HIP_DYNAMIC_SHARED(T, name) by hand (or name the type through a typedef)")
                continue
            split = (toks[t0].start, toks[t0 + len(typ) - 1].end)
            typ_text = renamed
        if t.region is Region.MACRO_BODY:
            key: object = ("macro", sf.line_col(start)[0])
        elif any(sc.kind in ("function", "block") for sc in where[i]):
            key = where[i][-1].open_index
        else:
            t_arg = " ".join([*aligns, typ_text])
            if split is not None:
                emit.edit(sf.path, start, split[0], "HIP_DYNAMIC_SHARED(" + line_breaks(sf.data, start, split[0]),
                          origin="XL503")
                emit.edit(sf.path, split[1], end, f", {name})" + line_breaks(sf.data, split[1], end),
                          origin="XL503")
                continue
            if has_bare_comma(typ, 0, len(typ)):
                t_arg = f"HIP_KERNEL_NAME({t_arg})"
            emit.edit(sf.path, start, end, f"HIP_DYNAMIC_SHARED({t_arg}, {name})"
                      + line_breaks(sf.data, start, end), origin="XL503")
            continue
        groups.setdefault(key, []).append((start, end, aligns, typ_text, name, split))
    for decls in groups.values():
        pool_aligns: list[str] = ["__attribute__((aligned(16)))"]
        for _, _, aligns, typ_text, _, _ in decls:
            for a in [f"__attribute__((aligned(alignof({typ_text}))))", *aligns]:
                if a not in pool_aligns:
                    pool_aligns.append(a)
        for n, (start, end, _, typ_text, name, split) in enumerate(decls):
            pool = f"HIP_DYNAMIC_SHARED({' '.join([*pool_aligns, 'unsigned char'])}, {POOL}) " if n == 0 else ""
            if split is not None:  # `T` stays the user's tokens (renamed by their rule)
                emit.edit(sf.path, start, split[0], pool + line_breaks(sf.data, start, split[0]), origin="XL503")
                emit.edit(sf.path, split[1], end, f"* {name} = reinterpret_cast<{typ_text}*>({POOL});"
                          + line_breaks(sf.data, split[1], end), origin="XL503")
                continue
            text = f"{pool}{typ_text}* {name} = reinterpret_cast<{typ_text}*>({POOL});"
            emit.edit(sf.path, start, end, text + line_breaks(sf.data, start, end), origin="XL503")


def _hip_type(typ: list[Tok]) -> str | None:
    """The type's text with each word another rule renames replaced by its HIP name (the API and library
    tables' supported type rows: `cuFloatComplex` -> `hipFloatComplex`), None when a word has no such row."""
    tables = (load_table(), load_all())
    words = []
    for t in typ:
        if t.kind is TokenKind.IDENTIFIER and RENAMED_ELSEWHERE.match(t.spelling):
            row = next((tb[t.spelling] for tb in tables if t.spelling in tb), None)
            if row is None or row.kind != "type" or row.status != "supported" or not row.hip:
                return None  # only a type's name is a type word (not `__double2half int`, malformed)
            words.append(row.hip)
        else:
            words.append(t.spelling)
    return " ".join(words)


def _skip_attr(toks: list[Tok], j: int, e: int) -> int | None:
    """If toks[j] starts an alignment/attribute specifier, the index after it."""
    if toks[j].spelling in _ALIGN_WORDS and j + 1 < e and toks[j + 1].spelling == "(":
        m = match_forward(toks, j + 1, e)
        return None if m is None else m + 1
    if toks[j].spelling == "[" and j + 1 < e and toks[j + 1].spelling == "[":
        m = match_forward(toks, j, e)
        return None if m is None else m + 1
    return None


def _parse_dynamic_shared(toks: list[Tok], s: int, e: int):
    """Split `extern __shared__ <attrs/qualifiers> T name [] <attrs> ;` into (attrs, type tokens,
    name, trailing attrs); None when the declaration has another shape."""
    align: list[tuple[int, int]] = []
    typ: list[Tok] = []
    j = s
    while j < e:
        w = toks[j].spelling
        nxt = _skip_attr(toks, j, e)
        if nxt is not None:
            align.append((j, nxt))
            j = nxt
            continue
        if w in ("extern", "__shared__", "static"):
            j += 1
            continue
        if w == "[":
            break
        typ.append(toks[j])
        j += 1
    if j >= e or len(typ) < 2 or not typ[-1].is_ident or typ[-1].kind is TokenKind.KEYWORD:
        return None
    if j + 1 >= e or toks[j + 1].spelling != "]":
        return None
    name = typ[-1].spelling
    typ = typ[:-1]
    trailing: list[tuple[int, int]] = []
    j += 2
    while j < e:
        nxt = _skip_attr(toks, j, e)
        if nxt is None:
            return None
        trailing.append((j, nxt))
        j = nxt
    if any(x.spelling in (",", "=", "(") for x in typ):
        return None
    return align, typ, name, trailing


def _as_gnu_align(sf: SourceFile, toks: list[Tok], span: tuple[int, int]) -> str:
    a, b = span
    if toks[a].spelling == "alignas":
        return f"__attribute__((aligned({_src(sf, toks, a + 2, b - 1)})))"
    return _src(sf, toks, a, b)
