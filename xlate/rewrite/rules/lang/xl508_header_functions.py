"""XL508: a non-inline, non-static, non-template `__device__` function defined at namespace scope of a
header: warning (duplicate definitions with -fgpu-rdc or on the cpu backend).

The doc page (docs/rules/XL508.md) is generated from RULES below.
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel
from xlate.rewrite.syntax import Scope, Tok, scopes, significant

_DOC_XL508 = """\
A `__device__` (not `__host__`, not `__global__`) function *defined* at namespace scope of a header
without `inline`, `__forceinline__`, `static`, `constexpr` or `template`: every translation unit
that includes the header defines it, which fails to link with `-fgpu-rdc` and on the cpu backend
(where device functions are host functions). Plain CUDA and HIP without relocatable device code
accept it, so this is a warning with the fix-it `inline `, not an edit. Member functions (implicitly
inline) and unnamed namespaces are not reported.

Fixtures: `tests/rules/XL508/` (one format for every code, run by tests/rules/test_fixtures.py). Every edit
keeps the number of lines; translating the output again changes nothing.
"""

ORDER = 95  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo("XL508", "device-function-in-header",
                  "a non-inline __device__ function defined in a header: duplicate symbols with -fgpu-rdc "
                  "or on the cpu backend", fix=Fix.NEVER, doc=_DOC_XL508)]


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        if not sf.is_header:
            continue
        toks = significant(sf)
        if toks:
            _header_functions(sf, toks, scopes(toks), emit)


_INLINE_WORDS = {"inline", "__inline__", "__forceinline__", "static", "template", "constexpr", "consteval",
                 "friend", "__host__", "__global__", "__noinline__inline"}


def _header_functions(sf: SourceFile, toks: list[Tok], where: list[tuple], emit: Emitter) -> None:
    for i, t in enumerate(toks):
        if t.spelling != "{" or t.region is not Region.ACTIVE:
            continue
        inner = where[i + 1] if i + 1 < len(where) else ()
        if not inner or inner[-1].open_index != i:
            continue
        sc: Scope = inner[-1]
        if sc.kind != "function" or not sc.device_only:
            continue
        outer = inner[:-1]
        if any(o.kind != "namespace" or o.anonymous for o in outer):
            continue  # class members are inline; unnamed namespaces give internal linkage
        words = {x.spelling for x in sc.head}
        if "__device__" not in words or words & _INLINE_WORDS:
            continue
        first = sc.head[0] if sc.head else t
        emit.diag("XL508", Severity.WARNING, sf.path, first.start,
                  "__device__ function defined in a header without inline/static: every file that includes "
                  "the header defines it, which fails to link with -fgpu-rdc and on the cpu backend; "
                  "declare it inline (or static)", fixit="inline ")
