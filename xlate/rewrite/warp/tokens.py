"""Token utilities of the warp analysis: line numbers, bracket matching that skips preprocessor
lines and macro bodies, integer literals."""

from __future__ import annotations

import bisect
import re

from xlate.core.model import Region, SourceFile, TokenKind
from xlate.rewrite import syntax
from xlate.rewrite.syntax import Tok

# preprocessor lines and macro bodies: not part of the code around them
SKIPPED = (Region.DIRECTIVE, Region.MACRO_BODY)
ASSIGN = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="}
_NEWLINES: dict[int, tuple[bytes, list[int]]] = {}


def line_of(sf: SourceFile, offset: int) -> int:
    """1-based line of a byte offset (SourceFile.line_col counts from the start of the file on
    every call; this bisects a table of newline offsets built once per file)."""
    have = _NEWLINES.get(id(sf))
    if have is None or have[0] is not sf.data:
        have = (sf.data, [m.start() for m in re.finditer(rb"\n", sf.data)])
        if len(_NEWLINES) > 256:
            _NEWLINES.clear()
        _NEWLINES[id(sf)] = have
    return bisect.bisect_left(have[1], offset) + 1


def match_forward(toks: list[Tok], i: int, limit: int | None = None) -> int | None:
    """Index of the bracket closing the one at `i`; preprocessor lines and macro bodies in between
    (a `#pragma unroll` in a loop) are skipped unless the bracket itself is in one."""
    return syntax.match_forward(toks, i, limit, skipped=SKIPPED)


def match_backward(toks: list[Tok], i: int) -> int | None:
    """Index of the bracket opening the one at `i` (same skipping as match_forward)."""
    return syntax.match_backward(toks, i, skipped=SKIPPED)


def int_value(spelling: str) -> int | None:
    """The value of an integer literal (suffixes u/U/l/L allowed), None if it is not one."""
    s = spelling.rstrip("uUlL")
    try:
        return int(s, 0)
    except ValueError:
        return None


def is_lit(t: Tok) -> bool:
    return t.kind is TokenKind.LITERAL


def split_semis(t: list[Tok], lo: int, hi: int) -> list[tuple[int, int]]:
    """The `;`-separated parts of t[lo:hi] at bracket depth 0 (the three clauses of a for header)."""
    parts: list[tuple[int, int]] = []
    start = lo
    depth = 0
    for k in range(lo, hi):
        s = t[k].spelling
        if s in ("(", "[", "{"):
            depth += 1
        elif s in (")", "]", "}"):
            depth -= 1
        elif s == ";" and depth == 0:
            parts.append((start, k))
            start = k + 1
    parts.append((start, hi))
    return parts

