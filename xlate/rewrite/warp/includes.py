"""Where the compat32 translation puts `#include <xlate/compat32.h>` (line numbers never change)."""

from __future__ import annotations

import bisect
import re

from xlate.rewrite.include_placement import continued_line, depth_table, line_body
from xlate.rewrite.warp.intrinsics import CUB_WARP, HEADER, INCLUDE_LINE, WARP_OPS
from xlate.rewrite.warp.records import FileInfo
from xlate.rewrite.warp.tokens import line_of


def include_edit(fi: FileInfo) -> tuple[int, int, str] | None:
    """Where `#include <xlate/compat32.h>` goes without adding a line: on the line of the first
    CUDA-runtime include (its directive becomes a comment: compat32.h includes hip_runtime.h), else on
    an empty line or a `//` comment line at file scope before the first use. None: already there, or
    no such line (the caller reports it)."""
    sf = fi.sf
    data = sf.data
    if re.search(rb"#\s*include\s*[<\"]" + re.escape(HEADER.encode()) + rb"[>\"]", data):
        return None
    first_use = min((t.start for t in fi.toks if t.spelling in WARP_OPS or t.spelling == "warpSize"),
                    default=len(data))
    first_use = min(first_use, min((t.start for t in fi.toks if t.spelling in CUB_WARP), default=len(data)))
    busy_lines: set[int] = set()  # lines holding code or directives
    for t in fi.toks:
        busy_lines.update(range(line_of(sf, t.start), line_of(sf, t.end) + 1))
    runtime = re.compile(rb"^(?:\xef\xbb\xbf)?[ \t]*#[ \t]*include[ \t]*[<\"](cuda_runtime\.h|cuda\.h|"
                         rb"hip/hip_runtime\.h|cuda_runtime_api\.h)[>\"][^\n]*$", re.MULTILINE)
    depth_at = depth_table(fi.toks)
    for m in runtime.finditer(data, 0, first_use):
        if depth_at(m.start()) == 0 and not data[m.start():m.end()].rstrip().endswith(b"\\"):
            at = line_body(data, m.start())
            return (at, at, INCLUDE_LINE + " // ")
    # blank or comment-only lines at file scope
    blocks = [(m.start(), m.end()) for m in re.finditer(rb"/\*.*?\*/", data, re.DOTALL)]
    block_starts = [b[0] for b in blocks]

    def in_block_comment(p: int) -> bool:
        k = bisect.bisect_right(block_starts, p) - 1
        return k >= 0 and blocks[k][0] < p < blocks[k][1]

    pos = 0
    lineno = 1
    while pos < first_use and pos < len(data):
        nl = data.find(b"\n", pos)
        end = len(data) if nl < 0 else nl
        at = line_body(data, pos)
        text = data[at:end]
        if depth_at(pos) == 0 and not continued_line(data, pos) and not in_block_comment(pos) \
                and lineno not in busy_lines:
            if text.strip() == b"":
                return (at, at, INCLUDE_LINE)
            if text.startswith(b"//") and not text.rstrip().endswith(b"\\"):
                return (at, at, INCLUDE_LINE + " ")
        if nl < 0:
            break
        pos = nl + 1
        lineno += 1
    return None
