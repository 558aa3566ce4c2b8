"""Where a rule puts `#include <xlate/...>` (one of xlate's support headers) without adding a line.

Translations never change line numbers, so the include goes on an existing line: the first empty or
`//` comment line at file scope (not inside braces, a `/* */` comment or a backslash-continued line)
before the first use, skipping the line the warp rule gives <xlate/compat32.h> (warp_model) and, on
request, the first `skip` candidates (a line another support header may take). Shared by the
inline-PTX rule (<xlate/ptx_shared.h>) and the API rule (<xlate/fp16_extras.h>).
"""

from __future__ import annotations

import re

from xlate.core.model import SourceFile, SourceModel, TokenKind
from xlate.rewrite.rules import warp_model


def already_included(sf: SourceFile, header: str) -> bool:
    return re.search(rb"#\s*include\s*[<\"]" + re.escape(header.encode()) + rb"[>\"]", sf.data) is not None


def free_include_line(model: SourceModel, sf: SourceFile, header: str, first_use: int, *,
                      skip: int = 0) -> tuple[int, str] | None:
    """(offset, text) of the insertion that puts `#include <header>` on a free line before `first_use`,
    or None when no line qualifies (the caller reports it)."""
    data = sf.data
    line = f"#include <{header}>"
    analysis = warp_model.analyze(model)
    taken = {s for s, _e, text, _ in analysis.edits().get(sf.path, []) if text.startswith(warp_model.INCLUDE_LINE)}
    fi = analysis.files.get(sf.path)
    depth_at = warp_model._depth_table(fi) if fi is not None else (lambda _off: 0)
    busy: set[int] = set()  # 0-based lines holding code, directives or part of a /* */ comment
    for t in sf.tokens:
        if t.kind is not TokenKind.COMMENT or data[t.start:t.start + 2] == b"/*":
            busy.update(range(data.count(b"\n", 0, t.start), data.count(b"\n", 0, t.end) + 1))
    pos, lineno = 0, 0
    while pos < first_use and pos < len(data):
        nl = data.find(b"\n", pos)
        end = len(data) if nl < 0 else nl
        at = warp_model.line_body(data, pos)  # after a byte order mark
        text = data[at:end].rstrip(b"\r")
        continued = pos >= 2 and data[pos - 2:pos - 1] == b"\\"
        if at not in taken and lineno not in busy and depth_at(pos) == 0 and not continued:
            fits = None
            if text.strip() == b"":
                fits = line
            elif text.startswith(b"//") and not text.endswith(b"\\"):
                fits = line + " "
            if fits is not None and skip:
                skip -= 1
            elif fits is not None:
                return at, fits
        if nl < 0:
            break
        pos, lineno = nl + 1, lineno + 1
    return None


def no_line_message(header: str) -> str:
    return (f"the translation uses <{header}> but no line of this file can hold `#include <{header}>` without "
            "changing line numbers: add an empty line at file scope before this use, or include it yourself")
