"""XL505: `__managed__` variables: a note (HIP supports them; migration depends on XNACK).

The doc page (docs/rules/XL505.md) is generated from RULES below.
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel
from xlate.rewrite.syntax import Tok, significant

_DOC_XL505 = """\
`__device__` and `__constant__` variables need nothing. `__managed__` variables are supported by HIP
on gfx942; a note says that pages migrate on demand only with XNACK enabled (`HSA_XNACK=1`).

Fixtures: `tests/rules/XL505/` (one format for every code, run by tests/rules/test_fixtures.py). Every edit
keeps the number of lines; translating the output again changes nothing.
"""

ORDER = 92  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo("XL505", "managed-variables", "__managed__ variables: supported by HIP; a note on XNACK",
                  fix=Fix.NEVER, doc=_DOC_XL505)]


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        toks = significant(sf)
        if toks:
            _managed(sf, toks, emit)


def _managed(sf: SourceFile, toks: list[Tok], emit: Emitter) -> None:
    for i, t in enumerate(toks):
        if t.spelling != "__managed__" or t.region is not Region.ACTIVE:
            continue
        emit.diag("XL505", Severity.NOTE, sf.path, t.start,
                  "__managed__ variable: HIP supports it on gfx942, but pages migrate on demand only with "
                  "XNACK enabled (HSA_XNACK=1); without XNACK the GPU reaches it in host memory")
