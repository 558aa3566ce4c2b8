"""XL200: --warp-mode compat32 rewrites (and the edits of every warp mode).

CUDA's warp intrinsics become the functions of <xlate/compat32.h> (`__shfl_down_sync(m, v, d)` ->
`xlate_c32::shfl_down_sync(m, v, d)`), which keep CUDA's 32-lane semantics on 64-lane wavefronts:
each 32-lane half of a wavefront is one CUDA warp. `warpSize` becomes `xlate_c32::warpSize` (32, a
constant expression). The header is included on an existing line (line numbers never change): the
line of the first CUDA runtime include, else an empty or `//` comment line at file scope before the
first use. The analysis and the edits of the other XL2xx codes live in xlate/rewrite/warp/; this
module applies them (in native64 mode, the native rewrites of the functions that XL220 accepts).
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, RuleInfo, Severity, SourceModel
from xlate.rewrite.rules._support_include import already_included
from xlate.rewrite.warp.intrinsics import HEADER, INCLUDE_LINE
from xlate.rewrite.warp.model import analyze

_DOC_XL200 = (
    "Warp intrinsics are rewritten to the functions of `<xlate/compat32.h>` (no message); the include"
    " goes on a free line of the file. Error when no line can hold the include without changing line "
    "numbers: add an empty line at file scope before the first warp operation, or include it "
    "yourself." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)

ORDER = 140  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [
    RuleInfo("XL200", "warp-compat32", "warp intrinsics rewritten to <xlate/compat32.h> (32-lane CUDA warps on "
                                       "64-lane wavefronts); error when no line can hold the include",
                                       fix=Fix.SOMETIMES, doc=_DOC_XL200),
]


def run(model: SourceModel, emit: Emitter) -> None:
    a = analyze(model)
    for path, edits in a.edits().items():
        for start, end, text, origin in edits:
            emit.edit(path, start, end, text, origin=origin)
        needs = any("xlate_c32::" in t or "xlate_n64::" in t for _, _, t, _ in edits)
        if needs and not any(t.startswith(INCLUDE_LINE) for _, _, t, _ in edits):
            fi = a.files[path]
            if not already_included(fi.sf, HEADER):
                emit.diag("XL200", Severity.ERROR, path, 0,
                          f"the translation uses <{HEADER}> but no line of this file can hold "
                          f"`{INCLUDE_LINE}` without changing line numbers: add an empty line at "
                          "file scope before the first warp operation, or include it yourself")
