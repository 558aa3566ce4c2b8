"""XL407: Thrust's CUDA device system becomes rocThrust's HIP device system.

Thrust code names its CUDA backend directly: `thrust::cuda::par.on(stream)`, `thrust::cuda::par_nosync`,
`thrust::cuda_cub::…`, `thrust::system::cuda::…`, `thrust::cuda_category()`, and
`#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA`. rocThrust keeps the `thrust::` names but its
device system is HIP: `thrust::hip::par` (+ `par_nosync`, `par_det`), `thrust::hip_rocprim::…`,
`thrust::system::hip::…`, `thrust::hip_category()`, `THRUST_DEVICE_SYSTEM_HIP`. The header side
(`<thrust/system/cuda/…>` → `<thrust/system/hip/…>`) is XL501's (xlate/rewrite/rules/lang/xl501_includes.py).

Only qualified uses are renamed — the namespace component right after `thrust::` (or
`thrust::system::`), so a project's own `cuda` namespace or variable is never touched, and
`using namespace thrust::cuda;` is covered. In a `thrust::` namespace alias or `using` the same
applies. Names the project declares itself are left alone (resolved to the project by the parser).
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, RefOrigin, Region, RuleInfo, Severity, SourceModel, TokenKind

_DOC_XL407 = """\
Thrust code names its CUDA backend directly: `thrust::cuda::par.on(stream)`, `thrust::cuda::par_nosync`,
`thrust::cuda_cub::…`, `thrust::system::cuda::…`, `thrust::cuda_category()`, and
`#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA`. rocThrust keeps the `thrust::` names but its
device system is HIP: `thrust::hip::par` (+ `par_nosync`, `par_det`), `thrust::hip_rocprim::…`,
`thrust::system::hip::…`, `thrust::hip_category()`, `THRUST_DEVICE_SYSTEM_HIP`. The header side
(`<thrust/system/cuda/…>` → `<thrust/system/hip/…>`) is XL501's (`xlate/rewrite/rules/lang/xl501_includes.py`).

Only qualified uses are renamed — the namespace component right after `thrust::` (or
`thrust::system::`), so a project's own `cuda` namespace or variable is never touched, and
`using namespace thrust::cuda;` is covered. In a `thrust::` namespace alias or `using` the same
applies. Names the project declares itself are left alone (resolved to the project by the parser).

Tests: `tests/rewrite/test_thrust_system.py`.
"""

ORDER = 120  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo("XL407", "thrust-device-system",
                  "Thrust's CUDA device system (thrust::cuda::par, cuda_cub, cuda_category) becomes rocThrust's HIP one",
                           fix=Fix.ALWAYS, doc=_DOC_XL407)]

# component after `thrust::` -> rocThrust's name
AFTER_THRUST = {"cuda": "hip", "cuda_cub": "hip_rocprim", "cuda_category": "hip_category"}
# component after `thrust::system::`
AFTER_SYSTEM = {"cuda": "hip", "cuda_category": "hip_category"}
MACROS = {"THRUST_DEVICE_SYSTEM_CUDA": "THRUST_DEVICE_SYSTEM_HIP"}


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        toks = [t for t in sf.tokens if t.kind is not TokenKind.COMMENT]
        noted = False
        for i, tok in enumerate(toks):
            if tok.kind is not TokenKind.IDENTIFIER or tok.ref is RefOrigin.PROJECT:
                continue
            new = None
            if tok.spelling in MACROS:
                if i > 0 and toks[i - 1].spelling in ("define", "undef") and tok.region is not Region.ACTIVE:
                    continue  # the project defining the macro itself
                new = MACROS[tok.spelling]
            elif i >= 2 and toks[i - 1].spelling == "::":
                qual = toks[i - 2].spelling
                outer = (toks[i - 4].spelling if i >= 4 and toks[i - 3].spelling == "::"
                         and toks[i - 4].kind is TokenKind.IDENTIFIER else None)
                if qual == "thrust" and tok.spelling in AFTER_THRUST and outer is None:
                    new = AFTER_THRUST[tok.spelling]
                elif qual == "system" and outer == "thrust" and tok.spelling in AFTER_SYSTEM:
                    new = AFTER_SYSTEM[tok.spelling]
            if new is None:
                continue
            emit.edit(sf.path, tok.start, tok.end, new, origin="XL407")
            if not noted:
                noted = True
                emit.diag("XL407", Severity.NOTE, sf.path, tok.start,
                          f"{tok.spelling} -> {new}: rocThrust's device system is HIP (thrust::hip::par, "
                          "thrust::hip_rocprim, thrust::hip_category)", fixit=new)
