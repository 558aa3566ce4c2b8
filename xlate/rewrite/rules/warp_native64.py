"""XL220/XL221: --warp-mode native64 decisions, per kernel.

A call-graph component of device functions is rewritten to wavefront-generic code when every
32-lane assumption in it is a named pattern (xlate/rewrite/warp/: shuffle reductions and scans by loops,
full masks, lane/warp-index math, ballot counting with __popc/__ffs, 32-bit lane sets, per-warp
shared arrays, lane bits `1u << lane`); otherwise the whole component keeps the compat32 translation
and XL221 says why. The edits themselves are applied by warp_compat32.
"""

from __future__ import annotations

from xlate.core.model import Emitter, RuleInfo, Severity, SourceModel
from xlate.rewrite.warp.model import Analysis, analyze
from xlate.rewrite.warp.records import Func

RULES = [
    RuleInfo("XL220", "warp-native64", "kernel rewritten to wavefront-generic code (--warp-mode native64)"),
    RuleInfo("XL221", "warp-native64-fallback", "kernel kept in compat32 under --warp-mode native64, with the "
                                                "reason"),
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
