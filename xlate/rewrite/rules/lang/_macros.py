"""Helpers shared by the rules that give a compiler or runtime macro, in the user's tokens, the answer it
has under nvcc (XL513: CUDA's version macros, defined; XL517: HIP's platform macros, undefined)."""

from __future__ import annotations

import re

from xlate.core.model import SourceFile
from xlate.rewrite.syntax import Tok

_DIRECTIVE = re.compile(rb"[ \t]*#[ \t]*([A-Za-z_]+)")


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
