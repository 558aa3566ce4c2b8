"""Where the compat32 translation puts `#include <xlate/compat32.h>`: the file's include allocator
(xlate/rewrite/include_placement.py) with the line of the first CUDA runtime include allowed (its
directive becomes a comment: compat32.h includes hip_runtime.h)."""

from __future__ import annotations

from xlate.rewrite.include_placement import Placement, file_slots, includes_header
from xlate.rewrite.warp.intrinsics import CUB_WARP, HEADER, WARP_OPS
from xlate.rewrite.warp.records import FileInfo


def include_placement(fi: FileInfo) -> Placement | None:
    """Where `#include <xlate/compat32.h>` goes, before the first warp operation, `warpSize` or CUB
    warp primitive of the file; None when the file includes it already."""
    data = fi.sf.data
    if includes_header(data, HEADER):
        return None
    first_use = min((t.start for t in fi.toks if t.spelling in WARP_OPS or t.spelling == "warpSize"
                     or t.spelling in CUB_WARP), default=len(data))
    return file_slots(fi.sf).place(HEADER, first_use, runtime_line=True)


def include_edit(fi: FileInfo) -> tuple[int, int, str] | None:
    """The insertion of include_placement(fi) as (start, end, text); it adds lines when `text` does."""
    p = include_placement(fi)
    return None if p is None else (p.offset, p.offset, p.text)
