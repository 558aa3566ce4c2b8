"""XL519: a `__shared__` variable whose class type has a constructor that is not empty.

    struct View { const float* data; size_t n {0}; };   // a default member initializer
    __global__ void k(View v) {
      __shared__ View s_v;                                // nvcc: a warning, no constructor runs
      s_v = v;
      ...

nvcc accepts it with a warning ("dynamic initialization is not supported for a function-scope static
__shared__ variable") and runs no constructor: shared memory is never constructed, the variable holds
whatever the block writes into it. clang refuses it ("initialization is not supported for __shared__
variables"), so code such as xgboost's GPUTreeShap kernels did not compile for gfx942. The front end
(xlate/parse/shared_inits.py) records each such variable of a project file (SourceModel.shared_class_vars)
instead of reporting XL901; this rule gives it raw shared storage of its type's size and alignment and
binds the user's name to it:

    __shared__ __attribute__((aligned(alignof(View)))) unsigned char xlate_shared_s_v[sizeof(View)]; View& s_v = *reinterpret_cast<View*>(xlate_shared_s_v);

(an array `T name[N]...` becomes storage of `sizeof(T[N]...)` and `T (&name)[N]... = *reinterpret_cast<T (*)[N]...>(...)`).
Every use of the name reads and writes the same shared bytes as before, with no constructor run, as with
nvcc. Only `decltype(name)` changes (a reference). The rewrite is on one line; the declaration's line breaks
follow it, so line numbers stay.
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel
from xlate.rewrite.rules.lang._decl import line_breaks, renamed_elsewhere, token_at
from xlate.rewrite.syntax import Tok, has_bare_comma, match_forward, significant

CODE = "XL519"
_DOC = """\
nvcc accepts a `__shared__` variable whose class type has a constructor that is not empty (a default member
initializer, a user-provided default constructor) with a warning, and runs no constructor: shared memory
is never constructed. clang (hip-clang, and the translation's own parse) refuses it ("initialization is not
supported for __shared__ variables"). For such a variable of a project file, which the front end records
instead of reporting XL901, the declaration `[static] __shared__ T name [N]...;` becomes raw shared storage of
`T`'s size and alignment and a reference of the user's name to it:

    __shared__ __attribute__((aligned(alignof(T)))) unsigned char xlate_shared_name[sizeof(T)]; T& name = *reinterpret_cast<T*>(xlate_shared_name);

(arrays: `sizeof(T[N])` and `T (&name)[N] = *reinterpret_cast<T (*)[N]>(xlate_shared_name)`). Every use reads
and writes the same shared bytes, and no constructor runs, as with nvcc; `decltype(name)` becomes a
reference. Note at each rewritten declaration. Error (the variable is left as written and does not compile)
where the declaration has another shape: several declarators, an initializer, an alignment attribute, a
macro's body, or a type another rule renames.

Fixtures: `tests/rules/XL519/`; `tests/rules/XL519/test_xl519_build.py` runs such kernels on the cpu target
(values checked) and builds them for gfx942.
"""

ORDER = 86  # registration order among the rule modules (xlate/rewrite/registry.py): after XL518's 85
RULES = [RuleInfo(CODE, "shared-class-storage",
                  "a __shared__ variable of a class type with a non-empty constructor (nvcc runs none, clang "
                  "refuses it) becomes raw shared storage with a reference of its name",
                  fix=Fix.SOMETIMES, doc=_DOC)]

_STOPS = {";", "{", "}", ":"}
_SPECIFIERS = {"static", "__shared__"}
_REFUSED = {"__align__", "alignas", "__attribute__", "__declspec", "extern", "="}


def run(model: SourceModel, emit: Emitter) -> None:
    for path, names in sorted(model.shared_class_vars.items()):
        sf = model.files.get(path)
        if sf is None:
            continue
        toks = significant(sf)
        find = token_at(sf, toks)
        done: set[int] = set()
        for line, col in sorted(names):
            offset, i = find(line, col)
            if i is None or i in done:
                if i is None:
                    _refuse(emit, sf, offset, line, "its name was not found where clang names it")
                continue
            done.add(i)
            found = _declaration(toks, i)
            if isinstance(found, str):
                _refuse(emit, sf, toks[i].start, line, found)
                continue
            _rewrite(sf, toks, i, found, emit)


def _declaration(toks: list[Tok], i: int) -> tuple[int, int] | str:
    """(index of the declaration's first token, index of its `;`) for the variable named toks[i], or why the
    rule leaves it."""
    if toks[i].region is not Region.ACTIVE:
        return "the declaration is inside a macro's body or a preprocessor line"
    first = i
    while first > 0 and toks[first - 1].spelling not in _STOPS and toks[first - 1].region is Region.ACTIVE:
        first -= 1
    end = i + 1
    while end < len(toks) and toks[end].spelling == "[":
        close = match_forward(toks, end)
        if close is None:
            return "its array bounds could not be read"
        end = close + 1
    if end >= len(toks) or toks[end].spelling != ";":
        return "it is not a single declarator ending in `;` (several names, or an initializer)"
    words = {t.spelling for t in toks[first:end]}
    if words & _REFUSED or has_bare_comma(toks, first, end):
        return "the declaration has an initializer, an alignment attribute or several declarators"
    if "__shared__" not in words:
        return "`__shared__` is not written in the declaration itself (a macro gives it)"
    hit = renamed_elsewhere(toks, first, end)
    if hit is not None:
        return f"its type names {hit.spelling}, which another rule renames"
    return first, end


def _rewrite(sf: SourceFile, toks: list[Tok], i: int, span: tuple[int, int], emit: Emitter) -> None:
    first, end = span
    data = sf.data
    kept = [t for t in toks[first:i] if t.spelling in _SPECIFIERS]
    type_toks = [t for t in toks[first:i] if t.spelling not in _SPECIFIERS]
    if not type_toks:
        _refuse(emit, sf, toks[i].start, sf.line_col(toks[i].start)[0], "its type could not be read")
        return
    type_text = _source(data, type_toks)
    dims = data[toks[i].end:toks[end].start].decode("utf-8", errors="surrogateescape").strip()
    dims = " ".join(dims.split())
    name = toks[i].spelling
    storage = f"xlate_shared_{name}"
    head = " ".join(t.spelling for t in kept)
    whole = f"{type_text}{dims}" if dims else type_text
    if dims:
        bind = f"{type_text} (&{name}){dims} = *reinterpret_cast<{type_text} (*){dims}>({storage});"
    else:
        bind = f"{type_text}& {name} = *reinterpret_cast<{type_text}*>({storage});"
    new = (f"{head} __attribute__((aligned(alignof({type_text})))) unsigned char {storage}[sizeof({whole})]; {bind}"
           + line_breaks(data, toks[first].start, toks[end].end))
    emit.edit(sf.path, toks[first].start, toks[end].end, new, origin=CODE)
    emit.diag(CODE, Severity.NOTE, sf.path, toks[i].start,
              f"`__shared__ {type_text} {name}{dims}`: its type has a constructor that is not empty, which CUDA "
              "does not run for shared memory (nvcc warns, clang refuses the declaration); it is now raw shared "
              f"storage of that size and alignment, `{name}` a reference to it: the same bytes, no constructor")


def _source(data: bytes, toks: list[Tok]) -> str:
    """The tokens' text as one line (a space where the source has any gap between two of them)."""
    out = []
    for k, t in enumerate(toks):
        if k and t.start > toks[k - 1].end:
            out.append(" ")
        out.append(data[t.start:t.end].decode("utf-8", errors="surrogateescape"))
    return "".join(out)


def _refuse(emit: Emitter, sf: SourceFile, offset: int | None, line: int, why: str) -> None:
    emit.diag(CODE, Severity.ERROR, sf.path, offset if offset is not None else 0,
              f"a __shared__ variable of a class type with a constructor that is not empty (line {line}): nvcc "
              f"runs no constructor, clang refuses the declaration, and xlate left it as written: {why}; declare "
              "raw storage of the type's size and alignment and a reference to it")
