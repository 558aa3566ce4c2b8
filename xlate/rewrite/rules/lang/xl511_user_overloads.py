"""XL511: a user function that HIP's headers already declare with the same signature is renamed.

Projects define functions that CUDA lacks (or declares differently) and HIP declares: `max`/`min` for
float (the CUDA samples' helper_math.h pattern: `inline __host__ __device__ float max(float a, float
b)`), `atomicMax`/`atomicMin` for float or double through compare-and-swap loops, `atomicAdd` for
double under `#if __CUDA_ARCH__ < 600` (active in the host pass, where __CUDA_ARCH__ is undefined).
The translation is then a redefinition of HIP's function.

Which signatures HIP declares is data: xlate/data/cuda_headers/hip_functions.txt, generated from the
pinned HIP headers by asking clang (every non-template function at global scope, host and gfx942
device pass, with canonical parameter types). A non-template function *defined* at global scope (or
in `extern "C"`) of a project file, in compiled code, whose name and parameter types (after the usual
spellings are normalised: `unsigned long long int*` = `unsigned long long *`, top-level const and
parameter names dropped) match one of those is a collision.

The fix keeps what the program computes: every global function of that name the project defines or
declares, and every call or reference the parser resolved to one of them (ref = project, in every file
of the project: headers included), becomes `xlate_user_<name>`. Uses that resolved to CUDA's own
overloads (`max(int, int)`, `atomicAdd(double*, double)` from device code compiled for sm_60+) stay as
they are and call HIP's. Removing the user's definition instead would silently swap in HIP's semantics
(fmaxf's NaN handling for `a > b ? a : b`, a hardware atomic for a CAS loop); renaming never does.

A note at each renamed definition says so. Token-level uses (inactive code, macro bodies) cannot be
told apart from calls of HIP's overloads: they stay, and a warning names the first such use per file
(with the user's float arguments they now call HIP's function).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from xlate.core.model import (
    Emitter,
    Fix,
    RefOrigin,
    Region,
    RuleInfo,
    Severity,
    SourceFile,
    SourceModel,
    TokenKind,
)
from xlate.rewrite.syntax import Tok, match_backward, match_forward, scopes, significant, split_top

CODE = "XL511"
_DOC_XL511 = """\
Projects define functions that HIP's headers already declare with the same signature: `max`/`min`
for float (the CUDA samples' `helper_math.h` pattern), `atomicMax`/`atomicMin` for float or double
through compare-and-swap loops, `atomicAdd` for double under `#if __CUDA_ARCH__ < 600` (active in the
host pass, where `__CUDA_ARCH__` is undefined; XL513 keeps it out of the device pass). The translation
is a redefinition error.

The signatures HIP declares are generated from the pinned HIP headers (`hip_runtime.h`,
`hip_fp16.h`, `hip_bf16.h`) by parsing them with libclang in the host and the gfx942 device pass and
collecting every non-template function at global scope with its canonical parameter types
(`xlate/data/cuda_headers/hip_functions.txt`, same generator). A function *defined* in compiled code
at global scope (or in `extern "C"`) of a project file, not a template, whose name and normalised
parameter types (`unsigned long long int*` = `unsigned long long *`; parameter names, top-level
`const` and `__restrict__` dropped) match one of them collides.

Fix: rename, not remove. Every global function of that name the project defines or declares (all
overloads, templates included, so overload resolution among them is unchanged) and every use clang
resolved to one of them, in every project file (headers included), becomes `xlate_user_<name>`. Uses
that resolved to CUDA's own overloads (`max(int, int)`; `atomicAdd(double*, double)` from device code
compiled for sm_80, where the user's version under `#if __CUDA_ARCH__ < 600` exists in the host pass
only: the device pass's resolution decides) keep the name and call HIP's. Removing the user's
definition would be shorter but changes what the program computes wherever HIP's function differs (fmaxf's NaN handling against
`a > b ? a : b`, a hardware atomic against a CAS loop); renaming keeps the user's code exactly.
A note at each renamed definition. Uses the compiler did not check (inactive code, macro bodies:
`#define BIGGER(a, b) max(a, b)`) cannot be told apart from calls of HIP's overloads: they stay, with
a warning at the first one per file; a use inside a class or named namespace that resolved to the
project (possibly a member of the same name) is left with a warning. Member functions and functions
in namespaces never collide and are not touched.

Tests: `tests/rules/XL509`–`XL511` (fixtures, run by `tests/rules/test_fixtures.py`; `tests/rules/test_xl5xx.py` has the gfx942
compile test), `tests/rules/test_cuda_parity.py` (names nvcc 13.0 accepts parse without XL901; a
header/two-source project renamed consistently; the generated lists match the headers).

Fixtures: `tests/rules/XL511/` (one format for every code, run by tests/rules/test_fixtures.py). Every edit
keeps the number of lines; translating the output again changes nothing.
"""

ORDER = 130  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "user-overload-collision",
                  "a user function with a signature HIP already declares (float max, CAS-loop atomicMax "
                  "for float) is renamed xlate_user_<name> with its uses", fix=Fix.SOMETIMES, doc=_DOC_XL511)]

PREFIX = "xlate_user_"
SIGS_FILE = Path(__file__).resolve().parents[3] / "data" / "cuda_headers" / "hip_functions.txt"

_INT_WORDS = {"unsigned", "signed", "long", "short"}
_DROP = {"__restrict__", "__restrict", "restrict", "register", "struct", "class", "enum", "union"}
_TYPE_WORDS = {"int", "float", "double", "char", "long", "short", "unsigned", "signed", "bool", "void",
               "const", "volatile", "wchar_t", "size_t"}
_SPEC = {"const", "volatile", "noexcept", "throw", "override", "final", "&", "&&", "__attribute__"}


@lru_cache(maxsize=1)
def hip_signatures() -> dict[str, frozenset[tuple[str, ...]]]:
    out: dict[str, set[tuple[str, ...]]] = {}
    for line in SIGS_FILE.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        name, _, params = line.partition("\t")
        types = tuple(normalize_type(p.replace("*", " * ").replace("&", " & ").split())
                      for p in params.split(", ")) if params else ()
        out.setdefault(name, set()).add(types)
    return {k: frozenset(v) for k, v in out.items()}


def normalize_type(words: list[str]) -> str:
    """One spelling per type: `unsigned long long int * const` -> `unsigned long long *`."""
    words = [w for w in words if w not in _DROP]
    stars = [i for i, w in enumerate(words) if w in ("*", "&", "&&")]
    if stars:  # const after the last pointer applies to the parameter itself
        last = stars[-1]
        words = words[:last + 1] + [w for w in words[last + 1:] if w not in ("const", "volatile")]
    else:
        words = [w for w in words if w not in ("const", "volatile")]
    base_end = stars[0] if stars else len(words)
    base, rest = words[:base_end], words[base_end:]
    quals = [w for w in base if w in ("const", "volatile")]
    core = [w for w in base if w not in ("const", "volatile")]
    if "int" in core and set(core) & _INT_WORDS and core != ["int"]:
        core = [w for w in core if w != "int"]
    if core == ["unsigned"]:
        core = ["unsigned", "int"]
    if core in (["signed"], ["signed", "int"]):
        core = ["int"]
    if "signed" in core and "char" not in core:
        core = [w for w in core if w != "signed"]
    text = " ".join(quals + core)
    if rest:
        text += " " + "".join(w for w in rest if w in ("*", "&", "&&"))
        # const between pointers (`float * const *`) is kept as written by clang: rare, compared as is
        inner = [w for w in rest if w not in ("*", "&", "&&")]
        if inner:
            text += " " + " ".join(inner)
    return text


def _param_types(toks: list[Tok], open_i: int, close_i: int) -> tuple[str, ...] | None:
    if close_i == open_i + 1:
        return ()
    parts = split_top(toks, open_i + 1, close_i)
    if parts is None:
        return None
    out = []
    for a, b in parts:
        words = [t.spelling for t in toks[a:b]]
        if "=" in words:
            words = words[:words.index("=")]
        if words == ["void"] and len(parts) == 1:
            return ()
        if not words or "..." in words or "[" in words or "(" in words or "<" in words:
            return None
        last = toks[a + len(words) - 1]
        if last.kind is TokenKind.IDENTIFIER and last.spelling not in _TYPE_WORDS and len(words) > 1 \
                and words[-2] != "::":
            words = words[:-1]  # the parameter's name
        out.append(normalize_type(words))
    return tuple(out)


def _global(stack: tuple) -> bool:
    """At namespace scope of the global namespace (extern "C" blocks count)."""
    return all(sc.kind == "namespace" and [t.spelling for t in sc.head][:1] == ["extern"] for sc in stack)


def _definitions(sf: SourceFile, toks: list[Tok]) -> list[tuple[int, str, tuple[str, ...] | None]]:
    """(index of the name, name, parameter types) of every function defined at global scope; the types
    are None for a template (never a collision, but renamed with the others of its name)."""
    where = scopes(toks)
    out = []
    for i, t in enumerate(toks):
        if t.spelling != "{" or t.region is not Region.ACTIVE:
            continue
        if i + 1 >= len(where) or not where[i + 1] or where[i + 1][-1].kind != "function":
            continue
        if not _global(where[i]):
            continue
        j = i - 1
        while j >= 0 and toks[j].spelling != ")":
            if toks[j].spelling not in _SPEC and not toks[j].is_ident:
                break
            j -= 1
        if j < 0 or toks[j].spelling != ")":
            continue
        if j + 1 < i and toks[j + 1].spelling == "->":
            continue  # trailing return types: not the shape these collisions take
        op = match_backward(toks, j)
        if op is None or op == 0:
            continue
        name_tok = toks[op - 1]
        if name_tok.kind is not TokenKind.IDENTIFIER or (op >= 2 and toks[op - 2].spelling in ("::", "operator")):
            continue
        head = [x.spelling for x in where[i + 1][-1].head]
        types = None if "template" in head else _param_types(toks, op, j)
        out.append((op - 1, name_tok.spelling, types))
    return out


def _declarations(toks: list[Tok], name: str) -> list[int]:
    """Indices of `name (` at global scope followed by `;` after the parameters: prototypes."""
    where = scopes(toks)
    out = []
    for i, t in enumerate(toks):
        if t.spelling != name or t.region is not Region.ACTIVE or i + 1 >= len(toks) or toks[i + 1].spelling != "(":
            continue
        if not _global(where[i]) or (i > 0 and toks[i - 1].spelling in ("::", ".", "->")):
            continue
        close = match_forward(toks, i + 1)
        k = close + 1 if close is not None else len(toks)
        while k < len(toks) and (toks[k].spelling in _SPEC or toks[k].is_ident):
            k += 1
        if close is not None and k < len(toks) and toks[k].spelling == ";":
            out.append(i)
    return out


def _nested(where: list[tuple]) -> list[bool]:
    """Per token: inside a class or a named namespace (where `name` may mean a member of the project)."""
    return [any(sc.kind == "class" or (sc.kind == "namespace" and [t.spelling for t in sc.head][:1] != ["extern"])
                for sc in stack) for stack in where]


def run(model: SourceModel, emit: Emitter) -> None:
    sigs = hip_signatures()
    sig_toks = {sf.path: significant(sf) for sf in model.files.values()}
    colliding: dict[str, list[tuple[SourceFile, Tok, tuple[str, ...]]]] = {}
    user_defined: dict[str, list[tuple[SourceFile, int]]] = {}
    for sf in model.files.values():
        toks = sig_toks[sf.path]
        for idx, name, types in _definitions(sf, toks):
            user_defined.setdefault(name, []).append((sf, idx))
            if name.startswith(PREFIX) or name not in sigs or types is None:
                continue
            if types in sigs[name]:
                colliding.setdefault(name, []).append((sf, toks[idx], types))
    for name, defs in sorted(colliding.items()):
        new = PREFIX + name
        renamed: set[tuple[Path, int]] = set()
        for sf in model.files.values():
            toks = sig_toks[sf.path]
            targets = {idx for f, idx in user_defined.get(name, []) if f is sf}
            targets.update(_declarations(toks, name))
            nested = _nested(scopes(toks))
            warned = False
            for i, t in enumerate(toks):
                if t.spelling != name or t.kind is not TokenKind.IDENTIFIER:
                    continue
                prev = toks[i - 1].spelling if i > 0 else ""
                qualified = prev in (".", "->") or (prev == "::" and i > 1 and toks[i - 2].kind is TokenKind.IDENTIFIER)
                if t.ref is RefOrigin.PROJECT and not qualified and i not in targets and nested[i]:
                    emit.diag(CODE, Severity.WARNING, sf.path, t.start,
                              f"`{name}` inside a class or namespace may name a member of the project rather than "
                              f"the global `{name}` that became `{new}` (XL511): left as is; if it meant the "
                              f"global one, write `{new}`")
                    continue
                if i not in targets and t.ref is RefOrigin.PROJECT and t.device_ref is RefOrigin.CUDA_API:
                    continue  # the device pass calls CUDA's own overload (the user's is host-pass only)
                if i in targets or (t.ref is RefOrigin.PROJECT and not qualified):
                    emit.edit(sf.path, t.start, t.end, new, origin=CODE)
                    renamed.add((sf.path, t.start))
                elif t.region in (Region.INACTIVE, Region.MACRO_BODY) and not qualified and not warned \
                        and i + 1 < len(toks) and toks[i + 1].spelling == "(":
                    warned = True
                    emit.diag(CODE, Severity.WARNING, sf.path, t.start,
                              f"`{name}(` here was not checked by the compiler (inactive code or a macro body), so "
                              f"it is left as is; the project's own `{name}` became `{new}` (XL511): if this call "
                              f"meant the project's, rename it to `{new}`")
        uses = len(renamed) - len(defs)
        for sf, tok, types in defs:
            emit.diag(CODE, Severity.NOTE, sf.path, tok.start,
                      f"`{name}({', '.join(types)})` is also declared by HIP's headers (a redefinition there): "
                      f"renamed `{new}` with the project's {max(uses, 0)} other use(s) of it, so the program "
                      f"keeps computing with its own definition; uses of CUDA's/HIP's own `{name}` overloads "
                      "are unchanged")
