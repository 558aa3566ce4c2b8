"""Helpers shared by the rules that give a compiler or runtime macro, in the user's tokens, the answer it
has under nvcc or in xlate's parse (XL513: CUDA's version macros, defined; XL517: HIP's platform macros,
undefined; XL518: clang's `__CUDA__`, defined)."""

from __future__ import annotations

import re
from collections.abc import Callable

from xlate.core.model import Emitter, Region, Severity, SourceFile, SourceModel, TokenKind
from xlate.rewrite.syntax import Tok, pasted, significant

_DIRECTIVE = re.compile(rb"[ \t]*#[ \t]*([A-Za-z_]+)")
# what only CUDA code spells: nvcc's and CUDA's macros, the runtime's and libraries' names, CUDA headers
# (`cuda_runtime`, `cub`), the launch syntax; xlate's output keeps none of them
_CUDA = re.compile(r"__CUDACC\w*__|__CUDA_ARCH\w*__|__NVCC__|CUDART_\w+|CUDA_\w+|cuda\w*|cu[A-Z]\w*|CU[A-Z_]\w*|cub")
_HIP_INCLUDE = re.compile(rb"[ \t]*#[ \t]*include[ \t]*[<\"]hip/")


def directive(sf: SourceFile, t: Tok) -> str | None:
    """The directive keyword (`if`, `ifdef`, `define` ...) of the line holding `t`, continuation lines
    followed back to the line with the `#`."""
    data = sf.data
    start = data.rfind(b"\n", 0, t.start) + 1
    while start > 1 and data[start - 2:start - 1] == b"\\":
        start = data.rfind(b"\n", 0, start - 1) + 1
    m = _DIRECTIVE.match(data, start)
    return m.group(1).decode() if m else None


def is_defined_name(toks: list[Tok], i: int) -> bool:
    """`#define NAME` / `#undef NAME`: the token right after the directive keyword."""
    return i >= 2 and toks[i - 1].spelling in ("define", "undef") and toks[i - 2].spelling == "#"


def after_defined(toks: list[Tok], i: int) -> bool:
    """`defined NAME` or `defined ( NAME )`."""
    prev = toks[i - 1].spelling if i > 0 else ""
    if prev == "defined":
        return True
    return prev == "(" and i > 1 and toks[i - 2].spelling == "defined"


def fixed_answer(toks: list[Tok], i: int, keyword: str | None, value: str, defined: bool) -> tuple[int, int, str]:
    """The edit (start, end, new text) that gives the use of a macro at toks[i] a fixed answer: whether
    the name is `defined`, and, where a value is read, `value`. `keyword` is directive(sf, toks[i]).
    `#ifdef NAME` becomes `#if 1`/`#if 0` (`#elifdef` likewise `#elif`), `defined(NAME)` and
    `defined NAME` `1`/`0`, any other use the value."""
    t = toks[i]
    prev = toks[i - 1].spelling if i > 0 else ""
    answer = "1" if defined else "0"
    if keyword in ("ifdef", "ifndef", "elifdef", "elifndef") and prev == keyword:
        negated = keyword.endswith("ndef")
        return toks[i - 1].start, t.end, f"{'elif' if keyword.startswith('elif') else 'if'} {int(defined != negated)}"
    if prev == "defined":
        return toks[i - 1].start, t.end, answer
    if after_defined(toks, i) and i + 1 < len(toks) and toks[i + 1].spelling == ")":
        return toks[i - 2].start, toks[i + 1].end, answer
    return t.start, t.end, value


def cuda_evidence(toks: list[Tok]) -> bool:
    """A CUDA token other rules rewrite (a `#define`/`#undef` of a CUDA name is kept by XL513): a file
    without one in a translation without one is HIP already (e.g. xlate's own output translated again)."""
    return any(t.spelling == "<<<" or t.kind is TokenKind.IDENTIFIER and _CUDA.fullmatch(t.spelling)
               and not is_defined_name(toks, i) for i, t in enumerate(toks))


def is_hip_source(sf: SourceFile, toks: list[Tok]) -> bool:
    """The parse included a `hip/` header from this file: an `#include <hip/...>` outside skipped code."""
    for t in toks:
        if t.spelling == "include" and t.region is Region.DIRECTIVE:
            line_start = sf.data.rfind(b"\n", 0, t.start) + 1
            if _HIP_INCLUDE.match(sf.data, line_start):
                return True
    return False



def answer_user_tests(model: SourceModel, emit: Emitter, code: str, is_name: Callable[[str], bool], value: str,
                      defined: bool, why: Callable[[str], str], kept: str = "") -> None:
    """Give every use of a macro `is_name` accepts, in the user's preprocessor lines and macro bodies, a
    fixed answer (fixed_answer: `defined`, and `value` where a value is read), with a note "`old` -> `new`:
    why(name)" (XL517, XL518). Nothing happens in a translation without CUDA in it (cuda_evidence) or in a
    file that is HIP already (is_hip_source). Left alone: uses in ordinary code, a token stringified or
    pasted in a macro body, and every use of a name the code `#define`s or `#undef`s itself (a warning at
    that directive, ending in `kept`)."""
    files = [(sf, significant(sf)) for sf in model.files.values()]
    if not any(cuda_evidence(toks) for _, toks in files):
        return  # HIP already, e.g. xlate's own output translated again
    user_defined = {t.spelling for _, toks in files for i, t in enumerate(toks)
                    if t.kind is TokenKind.IDENTIFIER and is_name(t.spelling) and is_defined_name(toks, i)}
    for sf, toks in files:
        if is_hip_source(sf, toks):
            continue
        for i, t in enumerate(toks):
            if t.kind is not TokenKind.IDENTIFIER or not is_name(t.spelling):
                continue
            if t.region not in (Region.DIRECTIVE, Region.MACRO_BODY, Region.INACTIVE):
                continue  # ordinary code
            keyword = directive(sf, t)
            if keyword in ("define", "undef") and is_defined_name(toks, i):
                emit.diag(code, Severity.WARNING, sf.path, t.start,
                          f"`#{keyword} {t.spelling}` kept, and no use of {t.spelling} is rewritten: the code's "
                          f"own definition decides which branches compile{kept}")
                continue
            if t.spelling in user_defined or keyword is None and t.region is not Region.MACRO_BODY:
                continue  # the code's own definition decides; inactive ordinary code
            if t.region is Region.MACRO_BODY and pasted(toks, i):
                continue
            start, end, new = fixed_answer(toks, i, keyword, value, defined=defined)
            old = sf.span(start, end)
            emit.edit(sf.path, start, end, new, origin=code)
            emit.diag(code, Severity.NOTE, sf.path, t.start, f"`{old}` -> `{new}`: {why(t.spelling)}", fixit=new)
