"""How a rule includes one of xlate's support headers (`#include <xlate/...>`): one call,
`include_support_header`, that asks the file's include allocator (xlate/rewrite/include_placement.py)
for a place and emits the edit. The allocator prefers a free existing line (line numbers never
change); without one it inserts the include and a `#line` directive that restores the numbering, and
this module adds a note saying so. <xlate/compat32.h> (the warp analysis) always gets its line first.
Used by the API rules (<xlate/fp16_extras.h>, <xlate/graph.h>), the inline-PTX rule
(<xlate/ptx_shared.h>), XL409, XL510 and XL512.
"""

from __future__ import annotations

from xlate.core.model import Emitter, Severity, SourceFile, SourceModel
from xlate.rewrite.include_placement import Placement, file_slots, includes_header
from xlate.rewrite.warp.model import analyze


def already_included(sf: SourceFile, header: str) -> bool:
    """Whether `sf` includes <header> itself (on a preprocessor line; a comment naming it does not count)."""
    return includes_header(sf.data, header)


def inserted_message(header: str, line: int) -> str:
    """What a note says of an include that could not go on an existing line."""
    return (f"`#include <{header}>` inserted as a new line before line {line}, followed by `#line {line}` so that "
            "diagnostics, __LINE__ and asserts still name the original lines (no free line at file scope before "
            "this use could hold it)")


def emit_placement(emit: Emitter, sf: SourceFile, p: Placement, *, origin: str, code: str,
                   note: bool = True) -> None:
    """The edit of placement `p` (from rule `origin`) and, when it inserts lines and `note`, a note of
    `code` at the use it was placed for (several rules asking for one header get one edit: identical
    edits merge, and one note)."""
    if p.inserted:
        emit.edit(sf.path, p.offset, p.offset, p.text, origin=origin, allow_line_change=True)  # type: ignore[call-arg]
        noted = file_slots(sf).noted
        if note and (id(emit), p) not in noted:
            noted.add((id(emit), p))
            emit.diag(code, Severity.NOTE, sf.path, p.use, inserted_message(p.header, p.line))
    else:
        emit.edit(sf.path, p.offset, p.offset, p.text, origin=origin)


def include_support_header(model: SourceModel, sf: SourceFile, header: str, first_use: int, emit: Emitter, *,
                           origin: str, code: str, note: bool = True) -> Placement | None:
    """Include <header> in `sf` so that it is in effect at byte `first_use` (include_placement.py has
    the rule); None when the file includes it already. `origin`: the rule code of the edit; `code`: the
    code of the note when the include needs new lines (`note=False`: the caller's own note says so,
    with inserted_message)."""
    if already_included(sf, header):
        return None
    analyze(model).edits()  # the warp analysis places <xlate/compat32.h> first
    p = file_slots(sf).place(header, first_use)
    emit_placement(emit, sf, p, origin=origin, code=code, note=note)
    return p
