"""XL220/XL221: --warp-mode native64 decisions, per kernel.

A call-graph component of device functions is rewritten to wavefront-generic code when every
32-lane assumption in it is a named pattern (xlate/rewrite/warp/: shuffle reductions and scans by loops,
full masks, lane/warp-index math, ballot counting with __popc/__ffs, 32-bit lane sets, per-warp
shared arrays, lane bits `1u << lane`); otherwise the whole component keeps the compat32 translation
and XL221 says why. The edits themselves are applied by XL200 (xl200_compat32.py).
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, RuleInfo, Severity, SourceModel
from xlate.rewrite.warp.model import Analysis, analyze
from xlate.rewrite.warp.records import Func

_DOC_XL220 = (
    "native64: the kernel is rewritten for the wavefront width (note)." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL221 = (
    "native64: the kernel is kept in compat32, with the reason (warning): a value that leaves the "
    "kernel or a control decision depends on how threads are grouped into warps." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)

ORDER = 160  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [
    RuleInfo("XL220", "warp-native64", "kernel rewritten to wavefront-generic code (--warp-mode native64)",
             fix=Fix.ALWAYS, doc=_DOC_XL220),
    RuleInfo("XL221", "warp-native64-fallback", "kernel kept in compat32 under --warp-mode native64, with the "
                                                "reason", fix=Fix.SOMETIMES, doc=_DOC_XL221),
]


def run(model: SourceModel, emit: Emitter) -> None:
    if model.warp_mode != "native64":
        return
    a = analyze(model)
    for fn in a.funcs:
        if not fn.kernel or not _uses_warp(a, fn):
            continue
        fi = a.files[fn.file]
        off = fi.toks[fn.lo].start
        if a.is_native(fn):
            emit.diag("XL220", Severity.NOTE, fn.file, off,
                      f"kernel {fn.name}: rewritten for the wavefront width (native64)")
        else:
            emit.diag("XL221", Severity.WARNING, fn.file, off,
                      f"kernel {fn.name}: kept in compat32 (32-lane warps on halves of a wavefront) because of "
                      f"{a.reasons.get(id(fn), 'an unrecognised pattern')}")


def _uses_warp(a: Analysis, fn: Func) -> bool:
    """The kernel or a device function of its component has warp operations or 32-lane hazards."""
    seen = {fn.name}
    todo = [fn]
    by_name: dict[str, list[Func]] = {}
    for f in a.funcs:
        by_name.setdefault(f.name, []).append(f)
    while todo:
        f = todo.pop()
        if f.warp:
            return True
        for c in f.calls:
            if c not in seen:
                seen.add(c)
                todo.extend(g for g in by_name.get(c, []) if g.device)
    return False
