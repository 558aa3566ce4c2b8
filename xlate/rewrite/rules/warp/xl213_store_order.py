"""XL213: statements of a converged warp whose order across lanes the program relies on (docs/warp.md).

The analysis and its edits live in xlate/rewrite/warp/store_order.py; XL200 (xl200_compat32.py)
applies the edits with the other warp edits, and this module reports them.
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, RuleInfo, SourceModel
from xlate.rewrite.warp.model import analyze

_DOC_XL213 = (
    "Two statements of a warp known converged (after a warp operation with a full 32-lane mask, or a "
    "call of a function that ends with one, and nothing between that leaves early), where the first "
    "stores to memory and the second reads or writes memory: a GPU finishes the first for every lane "
    "before any lane starts the second, and code relies on it without a `__syncwarp()` (ggml's "
    "`quantize_q8_1_to_shared`: lanes 16-31 store past the data onto scales that lanes 0 and 8 store "
    "next). `xlate_c32::syncwarp();` (native64: `__syncwarp();`) is added after the first statement, on "
    "its line: every lane reaches it (the full mask says all were there), so it changes nothing on a "
    "converged warp and keeps the order where lanes do not run together -- the cpu backend, which runs "
    "each lane to its next warp operation in turn, and a compiler that reorders stores through "
    "`__restrict__` pointers. CUDA's memory model requires that `__syncwarp()`. Not added: after "
    "`__syncthreads()` alone (threads that returned before it are not waited for), where the stores "
    "are to local arrays or through a call, or where the analysis cannot follow the statements "
    "(labels, `try`, `asm`)." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)

ORDER = 155  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [
    RuleInfo("XL213", "warp-store-order", "stores of a converged warp ordered across lanes: __syncwarp() added "
                                          "between the statements", fix=Fix.ALWAYS, doc=_DOC_XL213),
]


def run(model: SourceModel, emit: Emitter) -> None:
    analyze(model).emit_findings(emit, {"XL213"})
