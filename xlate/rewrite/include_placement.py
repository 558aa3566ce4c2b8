"""Shared pieces of include placement: an `#include <xlate/...>` goes on an existing line (line
numbers never change), at file scope, after a byte order mark, never on a continued line. Used by the
warp analysis (xlate/rewrite/warp/includes.py, <xlate/compat32.h>) and by the support-header rules
(rules/_support_include.py).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable

from xlate.core.model import Region
from xlate.rewrite.syntax import Tok

BOM = b"\xef\xbb\xbf"


def line_body(data: bytes, pos: int) -> int:
    """Where the text of the line starting at `pos` begins: after a UTF-8 byte order mark on the first
    line (an include put before it would leave the mark in the middle of the file)."""
    return pos + len(BOM) if pos == 0 and data.startswith(BOM) else pos


def continued_line(data: bytes, pos: int) -> bool:
    """True when the line starting at `pos` continues the previous one (a backslash before the newline)."""
    j = pos - 2
    if j >= 0 and data[j:j + 1] == b"\r":
        j -= 1
    return j >= 0 and data[j:j + 1] == b"\\"


def depth_table(toks: list[Tok]) -> Callable[[int], int]:
    """A function offset -> brace depth (active code) plus #if depth there, built in one pass. A
    header's include guard (`#ifndef X` directly followed by `#define X`) does not count: its body
    is the whole header."""
    starts: list[int] = []
    depths: list[int] = []  # depth after the token
    depth = 0
    counted: list[bool] = []
    t = toks
    for k, tok in enumerate(t):
        if tok.region is Region.ACTIVE and tok.spelling in ("{", "}"):
            depth += 1 if tok.spelling == "{" else -1
        if tok.spelling == "#" and k + 1 < len(t):
            d = t[k + 1].spelling
            if d in ("if", "ifdef", "ifndef"):
                guard = (d == "ifndef" and k + 5 < len(t) and t[k + 3].spelling == "#"
                         and t[k + 4].spelling == "define" and t[k + 5].spelling == t[k + 2].spelling)
                counted.append(not guard)
                depth += 0 if guard else 1
            elif d == "endif":
                depth -= 1 if (counted.pop() if counted else True) else 0
        starts.append(tok.start)
        depths.append(depth)

    def at(offset: int) -> int:
        k = bisect.bisect_left(starts, offset) - 1
        return depths[k] if k >= 0 else 0

    return at
