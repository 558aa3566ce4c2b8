"""XL512: casts to `__half` / `__nv_bfloat16` go through `xlate_fp16_cast<T>(v)` (<xlate/fp16_extras.h>).

What the rule detects and rewrites, and why: the doc text in RULES below (docs/rules/XL512.md is
generated from it).
"""

from __future__ import annotations

from xlate.core.model import (
    Emitter,
    Fix,
    RefOrigin,
    Region,
    RuleInfo,
    Severity,
    SourceFile,
    SourceModel,
    TokenKind,
)
from xlate.rewrite.rules._support_include import already_included, include_support_header
from xlate.rewrite.syntax import Tok, significant

CODE = "XL512"
_DOC_XL512 = """\
HIP 7.2's `__half` and `__hip_bfloat16` reject conversions CUDA's types accept: `(__half)bf16_value`,
`(__hip_bfloat16)half_value` and `(__hip_bfloat16)v` for a 64-bit integer `v` (long, long long and
their unsigned forms) are ambiguous (`ambiguous conversion for C-style cast`). The type of the operand
is often a template parameter or an expression the front end does not type, so the rule does not
guess it: every C-style cast `(T)operand`, `static_cast<T>(...)` and functional cast `T(...)` whose T
is CUDA's or HIP's half or bfloat16 type becomes `xlate_fp16_cast<T>(...)`, a template in the support
header that the compiler resolves by the operand's real type:

* bf16 -> half and half -> bf16 go through float (exact) and round once to nearest even, as CUDA's
  `operator float()` then constructor do;
* 64-bit integer -> bf16 rounds the exact integer once to nearest even (CUDA's `__ll2bfloat16_rn`),
  never through float or double (which could round twice);
* every other operand type gets `static_cast<T>(v)`, which is what the cast meant.

The edits only touch the cast's own punctuation (`(` `)` around T, the `static_cast` keyword, or
insertions around a functional cast's T, and a `)` after a C-style cast's operand), so T itself is
still renamed by the API rule. A C-style cast whose operand's end cannot be found with confidence
(e.g. `(__half)a < b > (c)`) is left as it is, with a warning. Casts in `#define` bodies are
rewritten too (the cast means the same at every expansion); types a project declares itself (its own
`half`) are never touched. One note per file names the number of casts. The support header is
included before the first cast: on a free line (the one the API rule gave it when that line comes
first), else on a new line followed by `#line` with an XL512 note (docs/rules/XL200.md).

Not handled (no type information): an implicit conversion or direct initialization between half and
bf16 (`__half h = bf;`, `__half h(bf);`), which HIP rejects too: write an explicit cast.

Fixtures: `tests/rules/XL512/*.cu` with the expected output in `*.hip`; tests `tests/rules/test_xl512_*.py`.
"""

ORDER = 50  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "fp16-cast",
                  "casts to __half/__nv_bfloat16 go through xlate_fp16_cast<T> (HIP rejects bf16<->half and "
                  "64-bit integer->bf16 casts as ambiguous; CUDA's rounding kept)", fix=Fix.SOMETIMES, doc=_DOC_XL512)]

HEADER = "xlate/fp16_extras.h"
FUNC = "xlate_fp16_cast"
TYPES = frozenset({"__half", "half", "__nv_bfloat16", "nv_bfloat16", "__hip_bfloat16"})
_UNARY = frozenset({"-", "+", "!", "~", "*", "&", "++", "--"})
_BEFORE_CAST = frozenset({"(", "[", ",", "=", "return", "?", ":", "+", "-", "*", "/", "%", "<<", ">>", "&", "|",
                          "^", "&&", "||", "!", "~", "==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "%=", "&=",
                          "|=", "^=", "<<=", ">>=", "{", "<", ">"})
_PRIMARY_WORDS = frozenset({"this", "true", "false", "nullptr"})
_CASTS = frozenset({"static_cast", "reinterpret_cast", "const_cast", "dynamic_cast"})
_TYPE_WORDS = frozenset({"float", "double", "int", "unsigned", "signed", "long", "short", "char", "bool", "const",
                         "volatile", "size_t", "__half", "half", "__nv_bfloat16", "nv_bfloat16", "__hip_bfloat16",
                         "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t",
                         "uint64_t"})


class _Unsure(Exception):
    pass


def _is_type(t: Tok) -> bool:
    return (t.spelling in TYPES and t.kind is TokenKind.IDENTIFIER and t.region is not Region.DIRECTIVE
            and t.ref is not RefOrigin.PROJECT)


def _close(toks: list[Tok], i: int) -> int:
    """Index of the bracket closing toks[i] (one of ( [ { <), counting only the same kind."""
    o = toks[i].spelling
    c = {"(": ")", "[": "]", "{": "}", "<": ">"}[o]
    depth = 0
    for j in range(i, len(toks)):
        s = toks[j].spelling
        if o != "<" and s in ("(", "[", "{"):
            depth += 1
        elif o != "<" and s in (")", "]", "}"):
            depth -= 1
            if depth == 0:
                if s != c:
                    raise _Unsure
                return j
        elif o == "<":
            if s == "<":
                depth += 1
            elif s == ">":
                depth -= 1
                if depth == 0:
                    return j
            elif s == ">>":
                depth -= 2
                if depth <= 0:
                    raise _Unsure
            elif s in (";", "{", "}", "&&", "||", "?"):
                raise _Unsure
        if s == ";" and o != "{":
            raise _Unsure
    raise _Unsure


def _type_parens(toks: list[Tok], i: int, j: int) -> bool:
    """toks[i+1:j] names a type (a cast's parenthesized type): words from a short list, `::`, `*`, `&`."""
    inner = toks[i + 1:j]
    return bool(inner) and all(t.spelling in _TYPE_WORDS or t.spelling in ("*", "&") for t in inner)


def _unary_end(toks: list[Tok], i: int) -> int:
    """Index of the last token of the unary (cast-)expression starting at toks[i]."""
    if i >= len(toks):
        raise _Unsure
    t = toks[i]
    s = t.spelling
    if s in _UNARY:
        return _unary_end(toks, i + 1)
    if s in ("sizeof", "alignof"):
        if i + 1 < len(toks) and toks[i + 1].spelling == "(":
            return _close(toks, i + 1)
        return _unary_end(toks, i + 1)
    if s == "(":
        j = _close(toks, i)
        if _type_parens(toks, i, j):
            return _unary_end(toks, j + 1)  # a nested C-style cast
        return _postfix(toks, j)
    if s in _CASTS:
        if i + 1 < len(toks) and toks[i + 1].spelling == "<":
            j = _close(toks, i + 1)
            if j + 1 < len(toks) and toks[j + 1].spelling == "(":
                return _postfix(toks, _close(toks, j + 1))
        raise _Unsure
    if t.kind is TokenKind.LITERAL or s in _PRIMARY_WORDS:
        return _postfix(toks, i)
    if t.kind is TokenKind.IDENTIFIER or s == "::":
        j = i
        while True:  # a qualified name: a::b::c, ::x
            if toks[j].spelling == "::":
                j += 1
            if j >= len(toks) or toks[j].kind is not TokenKind.IDENTIFIER:
                raise _Unsure
            if j + 1 < len(toks) and toks[j + 1].spelling == "<":
                k = _close(toks, j + 1)  # template arguments: only when a call or :: follows
                if k + 1 < len(toks) and toks[k + 1].spelling in ("(", "::"):
                    if any(x.spelling in ("(", ")", ";", "{", "}", "&&", "||", "==", "!=", "?")
                           for x in toks[j + 2:k]):
                        raise _Unsure
                    j = k
                else:
                    raise _Unsure
            if j + 1 < len(toks) and toks[j + 1].spelling == "::":
                j += 1
                continue
            return _postfix(toks, j)
    raise _Unsure


def _postfix(toks: list[Tok], j: int) -> int:
    while j + 1 < len(toks):
        s = toks[j + 1].spelling
        if s in ("(", "["):
            j = _close(toks, j + 1)
        elif s in (".", "->"):
            if j + 2 < len(toks) and toks[j + 2].kind is TokenKind.IDENTIFIER:
                j += 2
            else:
                raise _Unsure
        elif s in ("++", "--"):
            j += 1
        else:
            return j
    return j


def _file(sf: SourceFile, emit: Emitter) -> int | None:
    toks = significant(sf)
    first: int | None = None
    count = 0
    for i, t in enumerate(toks):
        if not _is_type(t):
            continue
        prev = toks[i - 1] if i else None
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if prev is None or nxt is None or prev.region is not t.region or nxt.region is not t.region:
            continue
        # static_cast<T>(x)
        if prev.spelling == "<" and nxt.spelling == ">" and i >= 2 and toks[i - 2].spelling == "static_cast" \
                and i + 2 < len(toks) and toks[i + 2].spelling == "(":
            emit.edit(sf.path, toks[i - 2].start, toks[i - 2].end, FUNC, origin=CODE)
        # (T)operand
        elif prev.spelling == "(" and nxt.spelling == ")" and i >= 2 and (
                toks[i - 2].spelling in _BEFORE_CAST or toks[i - 2].spelling == "return") \
                and i + 2 < len(toks) and toks[i + 2].region is t.region:
            op = toks[i + 2]
            starts = (op.kind in (TokenKind.IDENTIFIER, TokenKind.LITERAL) or op.spelling in _UNARY
                      or op.spelling in ("(", "::", "sizeof", "alignof") or op.spelling in _PRIMARY_WORDS
                      or op.spelling in _CASTS)
            if not starts:
                continue
            try:
                end = _unary_end(toks, i + 2)
            except _Unsure:
                emit.diag(CODE, Severity.WARNING, sf.path, prev.start,
                          f"a cast to {t.spelling} whose operand xlate cannot delimit is left as it is; HIP "
                          f"rejects it if the operand is a bf16/half value or a 64-bit integer: write "
                          f"static_cast<{t.spelling}>(...) or parenthesize the operand")
                continue
            if any(x.region is not t.region for x in toks[i + 2:end + 1]):
                continue
            emit.edit(sf.path, prev.start, prev.end, FUNC + "<", origin=CODE)
            emit.edit(sf.path, nxt.start, nxt.end, ">(", origin=CODE)
            emit.edit(sf.path, toks[end].end, toks[end].end, ")", origin=CODE)
        # T(x): a functional cast in an expression
        elif nxt.spelling == "(" and prev.spelling in _BEFORE_CAST and prev.spelling not in ("{", "<", ">") \
                and i + 2 < len(toks) and toks[i + 2].spelling != ")":
            emit.edit(sf.path, t.start, t.start, FUNC + "<", origin=CODE)
            emit.edit(sf.path, t.end, t.end, ">", origin=CODE)
        else:
            continue
        count += 1
        if first is None:
            first = prev.start
    if count:
        emit.diag(CODE, Severity.NOTE, sf.path, first,
                  f"{count} cast{'s' if count != 1 else ''} to half/bfloat16 go{'es' if count == 1 else ''} through "
                  f"{FUNC}<T> (<{HEADER}>): HIP rejects bf16<->half and 64-bit integer->bf16 casts as ambiguous; "
                  "CUDA's rounding is kept")
    return first


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        if sf.path.suffix == ".c":
            continue
        first = _file(sf, emit)
        if first is None or already_included(sf, HEADER):
            continue
        # where the API rule put this header when it is before `first` (identical edits merge)
        include_support_header(model, sf, HEADER, first, emit, origin=CODE, code=CODE)
