"""XL506: texture and surface references (`texture<...>`, `surface<...>`): error; HIP 7 removed them.

The doc page (docs/rules/XL506.md) is generated from RULES below.
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel
from xlate.rewrite.syntax import Tok, significant

_DOC_XL506 = """\
`texture<T, dim, mode>` and `surface<T, dim>` (texture and surface references) are errors: HIP 7
removed them. Use texture/surface objects (`cudaTextureObject_t`, `tex1Dfetch<T>(obj, i)`), which are
supported (renamed by XL1xx). A `texture<` reached through `.`/`->`/another namespace, or declared by
the project, is not reported. The bind API (`cudaBindTexture…`) is reported by XL1xx as unsupported.

Fixtures: `tests/rules/XL506/` (one format for every code, run by tests/rules/test_fixtures.py). Every edit
keeps the number of lines; translating the output again changes nothing.
"""

ORDER = 93  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo("XL506", "texture-references",
                  "texture<...>/surface<...> references were removed in HIP 7: use texture objects",
                           fix=Fix.NEVER, doc=_DOC_XL506)]


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        toks = significant(sf)
        if toks:
            _texture_refs(sf, toks, emit)


def _texture_refs(sf: SourceFile, toks: list[Tok], emit: Emitter) -> None:
    for i, t in enumerate(toks):
        if t.spelling not in ("texture", "surface") or i + 1 >= len(toks) or toks[i + 1].spelling != "<":
            continue
        if t.region is Region.DIRECTIVE or t.ref is not None and getattr(t.ref, "value", "") == "project":
            continue
        if i > 0 and toks[i - 1].spelling in (".", "->") or (i > 0 and toks[i - 1].spelling == "::"
                                                              and i > 1 and toks[i - 2].spelling not in ("std",)
                                                              and toks[i - 2].is_ident):
            continue  # a member or another namespace's template
        sev = Severity.WARNING if t.region is Region.INACTIVE else Severity.ERROR
        emit.diag("XL506", sev, sf.path, t.start,
                  f"{t.spelling} reference: HIP 7 removed texture and surface references; use a "
                  f"{'cudaTextureObject_t with tex1Dfetch<T>(obj, i) / tex2D<T>(obj, x, y)' if t.spelling == 'texture' else 'cudaSurfaceObject_t with surf2Dread/surf2Dwrite on the object'} "
                  "(created with cudaCreateTextureObject / cudaCreateSurfaceObject)")
