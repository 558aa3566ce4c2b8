"""XL200: --warp-mode compat32 rewrites (and the edits of every warp mode).

CUDA's warp intrinsics become the functions of <xlate/compat32.h> (`__shfl_down_sync(m, v, d)` ->
`xlate_c32::shfl_down_sync(m, v, d)`), which keep CUDA's 32-lane semantics on 64-lane wavefronts:
each 32-lane half of a wavefront is one CUDA warp. `warpSize` becomes `xlate_c32::warpSize` (32, a
constant expression). The header goes where the file's include allocator puts it
(xlate/rewrite/include_placement.py): the line of the first CUDA runtime include, else a free line
before the first use, else new lines followed by `#line` (with a note). The analysis and the edits of the other XL2xx codes live in xlate/rewrite/warp/; this
module applies them (in native64 mode, the native rewrites of the functions that XL220 accepts).
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, RuleInfo, SourceModel
from xlate.rewrite.rules._support_include import emit_placement
from xlate.rewrite.warp.includes import include_placement
from xlate.rewrite.warp.intrinsics import INCLUDE_LINE
from xlate.rewrite.warp.model import analyze

_DOC_XL200 = (
    "Warp intrinsics are rewritten to the functions of `<xlate/compat32.h>` (no message). Where the "
    "`#include <xlate/compat32.h>` goes (the same rule places every support header of xlate, "
    "xlate/rewrite/include_placement.py; compat32's is placed first):" "\n\n"
    "1. On an existing line, so that line numbers never change: the line of the first CUDA runtime "
    "include before the first use (`#include <cuda_runtime.h>` becomes a comment after it: compat32.h "
    "includes HIP's runtime), else the first free line before the first use -- empty, or starting with "
    "`//` -- that is outside braces, `/* */` comments and backslash-continued lines, outside every `#if` "
    "group but one without `#else`/`#elif` that only `#endif` lines follow (an include guard, a file "
    "wrapped in `#ifdef X` ... `#endif`) so that the include is active wherever the rest of the file is "
    "(a later use may sit in another branch than the first), and not taken by another support header." "\n"
    "2. Otherwise (a header starting with a multi-line macro, code on every line, the first use inside "
    "`extern \"C\" { ... }` or a namespace, a one-line file) two new lines: the include and "
    "`#line N`, where N is the number the following line had, so diagnostics, `__LINE__`, asserts and "
    "memcheck reports still name the original lines. They go at the start of the line after the last "
    "file-scope boundary before the first use -- a `;`, the end of a function, namespace or "
    "`extern \"C\"` body, or a preprocessor line -- that leaves the code outside braces and `#if` groups "
    "as in 1., else at the start of the file (after a byte order mark), never at the "
    "start of a line that holds another support include. Line endings follow the file's (CRLF stays "
    "CRLF). A note says so." "\n\n"
    "Several support headers in one file: compat32's is placed first, the others in the fixed "
    "registration order of their rules, first come first served, so one input always gives the same "
    "output and no line ever holds two includes. A header the file includes itself (on a preprocessor "
    "line; a comment naming it does not count) is not added. Fixtures: `tests/rules/*/incplace_*`; "
    "their gfx942 compile and `__LINE__` checks: tests/rules/test_include_placement.py." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)

ORDER = 140  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [
    RuleInfo("XL200", "warp-compat32", "warp intrinsics rewritten to <xlate/compat32.h> (32-lane CUDA warps on "
                                       "64-lane wavefronts); a note when the include needs new lines",
                                       fix=Fix.ALWAYS, doc=_DOC_XL200),
]


def run(model: SourceModel, emit: Emitter) -> None:
    a = analyze(model)
    for path, edits in a.edits().items():
        for start, end, text, origin in edits:
            if text.startswith(INCLUDE_LINE) and start == end:
                p = include_placement(a.files[path])
                if p is not None and p.offset == start:
                    emit_placement(emit, a.files[path].sf, p, origin=origin, code="XL200")
                    continue
            emit.edit(path, start, end, text, origin=origin)
