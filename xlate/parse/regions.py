"""Preprocessor structure of a file from its raw tokens: directive lines and #define bodies.

Pure functions over (start, end, spelling) triples, so they are tested without clang.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from xlate.core.model import Region


def logical_line_end(data: bytes, pos: int) -> int:
    """Offset of the newline that ends the logical line containing `pos` (backslash continuations
    joined), or len(data)."""
    while True:
        nl = data.find(b"\n", pos)
        if nl == -1:
            return len(data)
        k = nl - 1
        if k >= 0 and data[k:k + 1] == b"\r":
            k -= 1
        if k >= 0 and data[k:k + 1] == b"\\":
            pos = nl + 1
            continue
        return nl


def _first_on_line(data: bytes, start: int) -> bool:
    ls = data.rfind(b"\n", 0, start) + 1
    return data[ls:start].strip(b" \t\f\v\r") == b""


CONDITIONALS = frozenset({"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif"})


def directive_lines(data: bytes, toks: Sequence[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """Preprocessor directive lines as (first token index, index after the last, directive name),
    the name being the word after `#` ("" for a null directive). `toks` includes comments and is
    sorted by offset; a block comment inside a directive extends it across lines."""
    out: list[tuple[int, int, str]] = []
    n = len(toks)
    i = 0
    while i < n:
        s, _, sp = toks[i]
        if sp not in ("#", "%:") or not _first_on_line(data, s):
            i += 1
            continue
        end = logical_line_end(data, s)
        j = i + 1
        while j < n and toks[j][0] < end:
            if toks[j][1] > end:  # a block comment running past the line end
                end = logical_line_end(data, toks[j][1])
            j += 1
        out.append((i, j, toks[i + 1][2] if i + 1 < j else ""))
        i = j
    return out


def directive_regions(data: bytes, toks: Sequence[tuple[int, int, str]]) -> list[Region | None]:
    """For each token: DIRECTIVE, MACRO_BODY, or None (ordinary code). `toks` as for directive_lines."""
    out: list[Region | None] = [None] * len(toks)
    for i, j, name in directive_lines(data, toks):
        for k in range(i, j):
            out[k] = Region.DIRECTIVE
        if i + 2 < j and name == "define":
            body = i + 3  # after '#', 'define', NAME
            name_end = toks[i + 2][1]
            if body < j and toks[body][2] == "(" and toks[body][0] == name_end:
                while body < j and toks[body][2] != ")":
                    body += 1
                body += 1
            for k in range(body, j):
                out[k] = Region.MACRO_BODY
    return out


def inactive_directives(data: bytes, toks: Sequence[tuple[int, int, str]],
                        inactive: Sequence[tuple[int, int]]) -> list[bool]:
    """For each token: whether it belongs to a directive line (#include, #define, #error, #pragma …)
    that lies in an `inactive` range (sorted, non-overlapping), i.e. a line the compiler never acted
    on. Conditional lines (#if … #endif) are left out: they are the structure of the branches."""
    out = [False] * len(toks)
    if not inactive:
        return out
    starts = [r[0] for r in inactive]
    for i, j, name in directive_lines(data, toks):
        if name in CONDITIONALS or not in_ranges(inactive, starts, toks[i][0]):
            continue
        for k in range(i, j):
            out[k] = True
    return out


def range_index(ranges: Sequence[tuple[int, int]], starts: list[int], pos: int) -> int:
    """Index of the range of `ranges` (sorted, non-overlapping; `starts` their starts) holding `pos`,
    or -1."""
    k = bisect.bisect_right(starts, pos) - 1
    return k if k >= 0 and ranges[k][0] <= pos < ranges[k][1] else -1


def in_ranges(ranges: Sequence[tuple[int, int]], starts: list[int], pos: int) -> bool:
    """Whether `pos` lies in one of `ranges` (sorted, non-overlapping; `starts` their starts)."""
    return range_index(ranges, starts, pos) >= 0


def merge_ranges(ranges: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in sorted(ranges):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def intersect_ranges(a: Sequence[tuple[int, int]], b: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    a, b = merge_ranges(a), merge_ranges(b)
    out: list[tuple[int, int]] = []
    i = j = 0
    while i < len(a) and j < len(b):
        s = max(a[i][0], b[j][0])
        e = min(a[i][1], b[j][1])
        if s < e:
            out.append((s, e))
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return out


class LineIndex:
    """1-based line and byte column of offsets, by bisection over line starts."""

    def __init__(self, data: bytes):
        self.starts = [0]
        pos = data.find(b"\n")
        while pos != -1:
            self.starts.append(pos + 1)
            pos = data.find(b"\n", pos + 1)

    def line_col(self, offset: int) -> tuple[int, int]:
        k = bisect.bisect_right(self.starts, offset) - 1
        return k + 1, offset - self.starts[k] + 1
