"""XL201-XL212: places where CUDA code assumes 32-lane warps (docs/warp.md).

Each finding is reported with the message of the warp mode its function is translated in (compat32,
or native64 where XL220 rewrote the function); the edits are applied by XL200 (xl200_compat32.py).
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, RuleInfo, SourceModel
from xlate.rewrite.warp.model import analyze

_DOC_XL201 = (
    "Literal 32/31/5/0x1f in lane or warp-index math on thread indices (`tid & 31`, `% 32`, `/ 32`, "
    "`>> 5`), `lane == 31`, `1u << lane`: correct in compat32 (a note), rewritten for the wavefront "
    "width in native64 where the analysis allows." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL202 = (
    "A 32-bit lane mask (`0xffffffff`, `~0u`, `-1`, a macro or constant of those, or a computed mask)"
    " passed to a warp function." "\n\n"
    "A call of a `*_sync` shuffle or vote whose name the project also declares overloads of (Eigen's "
    "`__shfl_down_sync` for `Eigen::half`) stays as written, with a note: in a template the argument's type "
    "picks the project's overload or CUDA's. So does such a call in a macro body, in any file of the project "
    "(Eigen's `shuffleInc` calls `__shfl_xor_sync` on `Eigen::half`), since each expansion may reach either. "
    "`<xlate/compat32.h>` overloads those names at global scope for "
    "CUDA's 32-bit mask with the 32-lane semantics of the `xlate_c32` functions (HIP's own templates reject a "
    "32-bit mask), so CUDA's types get what a renamed call gets and the project's overloads keep theirs." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL203 = (
    "A ballot/activemask/match result stored in a 32-bit type or fed to `__popc/__ffs/__clz/__brev`." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL204 = (
    "A shuffle offset, width or loop bounded by 16/32." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL205 = (
    "A per-warp shared array sized 32 or N/32." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL206 = (
    "`warpSize` where a constant expression is needed (array size, template argument, static_assert, "
    "constexpr, case): HIP >= 7's `warpSize` is not a constant expression." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL207 = (
    "Implicitly warp-synchronous code (writes through volatile shared memory): reads and writes "
    "separated by `__syncwarp` (warning)." "\n\n"
    "Every `__syncwarp` added must be reached by all lanes of the warp. A write that is the whole body of "
    "an `if` (`if (t % (2*step) == 0) s[t] = s[t] + s[t+step];`, OpenMM's reductions) is split outside "
    "the branch: the condition is evaluated once, the value computed and written only where it holds. A "
    "write among other statements of a branch that may split the warp (a condition on the lane or the "
    "thread index, or an `else`) is left as written, with the warning saying so: no line inside the "
    "branch is reached by every lane." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL208 = (
    "A cooperative-groups tile of 32 threads (kept: one CUDA warp)." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL209 = (
    "A CUB/hipCUB warp primitive with the default width (CUB 32, hipCUB the wavefront): `, 32` is "
    "written where the kernel stays compat32 (XL405 for `CUB_PTX_WARP_THREADS`)." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL210 = (
    "Host code reading the device's `warpSize` (warning): compat32 reads 32 (every read, printed ones"
    " too); native64 keeps the device's width (64 on gfx942). A `cudaGetDeviceProperties` call (note)"
    " fills `warpSize` as 32 under compat32 (`xlate_c32::device_properties`), so readers xlate cannot"
    " rewrite (another file compiled by the project's own compiler, a library) see the same width; the"
    " CUDA toolkit folder's `cudaGetDeviceProperties` does the same for host files built without xlate." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL211 = (
    "A spin-wait loop: no forward-progress guarantee between warps sharing a wavefront (error)." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)
_DOC_XL212 = (
    "`__syncwarp` in a lane-divergent branch (error)." "\n\n"
    "A branch is lane-divergent when its `if` condition may split a CUDA warp (it names a lane index, or a "
    "thread index other than in `tid < K` with K a multiple of 32), or when an earlier condition of its "
    "`else if` chain may; an `else` block is divergent when any condition of its chain is (a then-branch "
    "without braces included: the `if` a dangling `else` belongs to), or when xlate cannot read the chain. The `else` block of a warp-uniform "
    "condition (a template constant: gromacs' `if (isPowerOfTwo(order))`; a warp index; `if constexpr`) is "
    "taken by whole warps and its `__syncwarp()` is translated (tests/cpu/test_warp_uniform_else.py). A thread "
    "index is `threadIdx` or a variable assigned from one; a member (`blockDim.x`, `v.x`) is not a variable of its "
    "own: `v.x = threadIdx.x` taints `v`, and a local named `x` does not taint `blockDim.x` (gromacs' settle "
    "kernel: `if (blockSize / divideBy > warpSize / 2) __syncthreads(); else __syncwarp();` is uniform)." "\n\n"
    "The warp model, both modes and what they guarantee: docs/warp.md."
)

ORDER = 150  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [
    RuleInfo("XL201", "warp-lane-math", "literal 32/31/5/0x1f in lane or warp-index math on thread indices",
             fix=Fix.SOMETIMES, doc=_DOC_XL201),
    RuleInfo("XL202", "warp-full-mask", "32-bit lane mask (0xffffffff, ~0u, -1, ...) passed to a warp function",
             fix=Fix.SOMETIMES, doc=_DOC_XL202),
    RuleInfo("XL203", "warp-ballot-32bit", "ballot/activemask/match result in a 32-bit type or fed to "
                                           "__popc/__ffs/__clz/__brev", fix=Fix.SOMETIMES, doc=_DOC_XL203),
    RuleInfo("XL204", "warp-shuffle-bounds", "shuffle offset, width or loop bounded by 16/32",
             fix=Fix.SOMETIMES, doc=_DOC_XL204),
    RuleInfo("XL205", "warp-array-32", "per-warp shared array sized 32 or N/32",
             fix=Fix.SOMETIMES, doc=_DOC_XL205),
    RuleInfo("XL206", "warp-size-constexpr", "warpSize used where a constant expression is needed",
             fix=Fix.SOMETIMES, doc=_DOC_XL206),
    RuleInfo("XL207", "warp-implicit-sync", "implicitly warp-synchronous code (volatile shared memory, no "
                                            "barrier): __syncwarp() added",
                                            fix=Fix.SOMETIMES, doc=_DOC_XL207),
    RuleInfo("XL208", "warp-cg-tile-32", "cooperative-groups tile of 32 threads",
             fix=Fix.SOMETIMES, doc=_DOC_XL208),
    RuleInfo("XL209", "warp-library-width", "CUB/hipCUB warp primitive with the default width",
             fix=Fix.SOMETIMES, doc=_DOC_XL209),
    RuleInfo("XL210", "warp-host-warpsize", "host code reading the device's warpSize",
             fix=Fix.SOMETIMES, doc=_DOC_XL210),
    RuleInfo("XL211", "warp-spin-wait", "spin-wait between lanes or warps: no forward-progress guarantee (error)",
             fix=Fix.NEVER, doc=_DOC_XL211),
    RuleInfo("XL212", "warp-divergent-syncwarp", "__syncwarp in a lane-divergent branch (error)",
             fix=Fix.NEVER, doc=_DOC_XL212),
]

_CODES = {r.code for r in RULES}


def run(model: SourceModel, emit: Emitter) -> None:
    analyze(model).emit_findings(emit, _CODES)
