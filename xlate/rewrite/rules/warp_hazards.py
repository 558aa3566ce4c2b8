"""XL201-XL212: places where CUDA code assumes 32-lane warps (docs/warp.md).

Each finding is reported with the message of the warp mode its function is translated in (compat32,
or native64 where warp_native64 rewrote the function); the edits are applied by warp_compat32.
"""

from __future__ import annotations

from xlate.core.model import Emitter, RuleInfo, SourceModel
from xlate.rewrite.warp.model import analyze

RULES = [
    RuleInfo("XL201", "warp-lane-math", "literal 32/31/5/0x1f in lane or warp-index math on thread indices"),
    RuleInfo("XL202", "warp-full-mask", "32-bit lane mask (0xffffffff, ~0u, -1, ...) passed to a warp function"),
    RuleInfo("XL203", "warp-ballot-32bit", "ballot/activemask/match result in a 32-bit type or fed to "
                                           "__popc/__ffs/__clz/__brev"),
    RuleInfo("XL204", "warp-shuffle-bounds", "shuffle offset, width or loop bounded by 16/32"),
    RuleInfo("XL205", "warp-array-32", "per-warp shared array sized 32 or N/32"),
    RuleInfo("XL206", "warp-size-constexpr", "warpSize used where a constant expression is needed"),
    RuleInfo("XL207", "warp-implicit-sync", "implicitly warp-synchronous code (volatile shared memory, no "
                                            "barrier): __syncwarp() added"),
    RuleInfo("XL208", "warp-cg-tile-32", "cooperative-groups tile of 32 threads"),
    RuleInfo("XL209", "warp-library-width", "CUB/hipCUB warp primitive with the default width"),
    RuleInfo("XL210", "warp-host-warpsize", "host code reading the device's warpSize"),
    RuleInfo("XL211", "warp-spin-wait", "spin-wait between lanes or warps: no forward-progress guarantee (error)"),
    RuleInfo("XL212", "warp-divergent-syncwarp", "__syncwarp in a lane-divergent branch (error)"),
]

_CODES = {r.code for r in RULES}


def run(model: SourceModel, emit: Emitter) -> None:
    a = analyze(model)
    for f in a.findings:
        if f.code not in _CODES:
            continue
        native = a.finding_native(f)
        sev, msg = f.n64 if native else f.c32
        emit.diag(f.code, sev, f.file, f.offset, msg, fixit=f.fixit if native or f.c32_edits else None)
