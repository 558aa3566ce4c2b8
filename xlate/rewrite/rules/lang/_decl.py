"""Helpers shared by the XL503 and XL504 rules (declarations they rewrite in place)."""

from __future__ import annotations

import re
from collections.abc import Callable

from xlate.core.model import RefOrigin, SourceFile, TokenKind
from xlate.rewrite.syntax import Tok

# Names other rules rename (API calls and types, warp intrinsics, warpSize, half conversions...), also
# where the parse did not resolve them. An edit of XL503/XL504 that would replace text holding one
# would overlap that rename (conflicting edits): such a declaration is left as it is, with a warning.
RENAMED_ELSEWHERE = re.compile(r"(cuda|cu[A-Z]|CU[A-Z_]|__shfl|__ballot|__any|__all|__activemask|__syncwarp|"
                                r"__double2|__float2|__int2|__uint2|__ll2|__ull2|__cvta|warpSize|curand|xlate_)")


def renamed_elsewhere(toks: list[Tok], lo: int, hi: int) -> Tok | None:
    """The first token of toks[lo:hi] that another rule may rename, if any."""
    for t in toks[lo:hi]:
        if t.kind is TokenKind.IDENTIFIER and t.ref is not RefOrigin.PROJECT and RENAMED_ELSEWHERE.match(t.spelling):
            return t
    return None


def line_breaks(data: bytes, start: int, end: int) -> str:
    """The line breaks of data[start:end], kept with their backslash continuation in macros."""
    out = []
    for m in re.finditer(rb"(\\\r?)?\n", data[start:end]):
        out.append(" \\\n" if m.group(1) else "\n")
    return "".join(out)


def token_at(sf: SourceFile, toks: list[Tok]) -> Callable[[int, int], tuple[int | None, int | None]]:
    """For clang's (line, column) in `sf`: (byte offset of the token starting there, its index in `toks`), each
    None where there is none (XL516 and XL519 find the declarations clang's diagnostics name)."""
    by_start = {t.start: k for k, t in enumerate(toks)}
    start_at = {(t.line, t.col): t.start for t in sf.tokens}

    def find(line: int, col: int) -> tuple[int | None, int | None]:
        offset = start_at.get((line, col))
        return offset, (by_start.get(offset) if offset is not None else None)
    return find
