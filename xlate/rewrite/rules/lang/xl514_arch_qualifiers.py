"""XL514: an execution-space macro that is `__device__` only where `__CUDA_ARCH__` is defined.

    #ifdef __CUDA_ARCH__
    #define Q __device__
    #else
    #define Q
    #endif
    Q inline int f(int x) { return x + 1; }
    __global__ void k(int* p) { p[0] = f(1); }

nvcc compiles this: its host pass never checks what a `__global__` function calls. clang's host pass
(xlate's front end, and hip-clang's host compilation alike) sees `f` as a host function and rejects the
call from the kernel ("no matching function for call to 'f'"). The rule finds a macro defined
differently by the branches of `#ifdef __CUDA_ARCH__` / `#if defined(__CUDA_ARCH__)` (or `#ifndef`,
`#if !defined(...)`, branches swapped; `__HIP_DEVICE_COMPILE__` counts the same, so the translated output
is read the same way), whose device-branch definition holds `__device__` (and no `__host__` or
`__global__`) and whose host-branch definitions hold no execution-space keyword, and puts
`__host__ __device__` before the host definition's own tokens. The host pass then sees the functions as
`__host__ __device__`: their host code is unchanged, and device code may call them, as nvcc allowed.

Only where that is provably harmless at token level: every use of the macro in the translated files
(active in either pass, in inactive branches, and in the bodies of object-like macros, whose own uses
are then checked the same way) must qualify a function declaration or definition: a name (or an
`operator`) followed by a parameter list, then a body, a constructor's `:` initializer list, `= default`,
`= delete`, `= 0`, or a `;` after a parameter list that cannot be an initializer (empty, `void`, or
parameters that each start with a keyword or hold two names side by side). `__host__` on a variable is an
error, so a use on a variable, a type, an expression, or anything the rule cannot tell apart leaves the
macro as written, with a warning naming the macro and the reason. A condition that tests more than
`__CUDA_ARCH__` (`#if defined(__CUDA_ARCH__) && X`), a function-like macro, or a macro used in a
function-like macro's body or pasted, is refused the same way, and so is a host definition outside the
`__CUDA_ARCH__` conditional (Random123's `R123_CUDA_DEVICE` fallback in gccfeatures.h).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel, TokenKind
from xlate.rewrite.syntax import OPEN, Tok, pasted, significant

CODE = "XL514"
_DOC = """\
nvcc's host pass never checks what a `__global__` function calls, so code like

```cuda
#ifdef __CUDA_ARCH__
#define Q __device__
#else
#define Q
#endif
Q inline int f(int x) { return x + 1; }
__global__ void k(int* p) { p[0] = f(1); }
```

compiles with nvcc, while clang's host pass (xlate's front end, hip-clang's host compilation) sees `f`
as a host function called from a kernel: "no matching function for call to 'f'" (XL901), or a host
declaration that "cannot overload" a `__host__ __device__` one.

The rule looks for a macro defined in both branches of `#ifdef __CUDA_ARCH__` (also
`#if defined(__CUDA_ARCH__)`, `#if defined __CUDA_ARCH__`, and `#ifndef` / `#if !defined(...)` with
the branches swapped; `#elif` and `#else` are the host side), whose device definition holds
`__device__` (maybe with `__forceinline__`, `inline`, `static`...; no `__host__`, no `__global__`) and
whose host definition holds no execution-space keyword. It rewrites the host definition to
`__host__ __device__` followed by its own tokens (`#define Q` becomes `#define Q __host__ __device__`),
with a note at the `#define`: the functions it qualifies become `__host__ __device__` in the host pass;
their host code is unchanged, and device code may now call them, as nvcc allowed.

Only where that is provably harmless (`__host__` on a variable is an error): every use of the macro in
the translated files (active in either pass, in inactive branches, and inside object-like macros, whose
uses are checked in turn) must qualify a function declaration or definition: a name or `operator`
followed by a parameter list and then a body, a constructor's `:` list, `= default`, `= delete`, `= 0`,
or `;` after a parameter list that cannot be an initializer (empty, `void`, or each parameter starting
with a keyword or holding two names side by side). Otherwise the macro is left as written, with a
warning that names it and says why (nvcc would accept the code; clang's host pass may not). Refused the
same way: a condition testing more than `__CUDA_ARCH__` (`#if defined(__CUDA_ARCH__) && X`), a
function-like macro, a use inside a function-like macro or pasted with `##`.

Not covered, with a warning at the host definition: a macro whose host definition lies outside the
`__CUDA_ARCH__` conditional, e.g. Random123's `R123_CUDA_DEVICE` (`__device__` in nvccfeatures.h's
`#ifdef __CUDA_ARCH__`, empty in gccfeatures.h's `#ifndef R123_CUDA_DEVICE` fallback): which definition
each pass sees depends on the include order and the guards, and most of its uses lie in function-like
macros (array.h's member lists), which the rule does not follow.

The front end (XL901) still reports clang's host-pass errors on the source as written; the translated
output compiles (hip-clang for gfx942, xlate's cpu target), and translating it again is clean.

Fixtures: `tests/rules/XL514/` (run by tests/rules/test_fixtures.py).
"""

ORDER = 82  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "arch-qualifiers",
                  "a macro that is __device__ under __CUDA_ARCH__ and empty otherwise gets __host__ __device__ "
                  "in the host pass where it only qualifies functions (nvcc's host pass does not check kernels' "
                  "callees, clang's does)", fix=Fix.SOMETIMES, doc=_DOC)]

_ARCH_NAMES = ("__CUDA_ARCH__", "__HIP_DEVICE_COMPILE__")
_ARCH = "(?:__CUDA_ARCH__|__HIP_DEVICE_COMPILE__)"
_POS = re.compile(rf"^(?:defined\s*\(\s*{_ARCH}\s*\)|defined\s+{_ARCH})$")
_NEG = re.compile(rf"^!\s*(?:defined\s*\(\s*{_ARCH}\s*\)|defined\s+{_ARCH}|\(\s*defined\s*\(\s*{_ARCH}\s*\)\s*\))$")
_LINE = re.compile(rb"[^\n]*(?:\\\r?\n[^\n]*)*\n?")
_DIRECTIVE = re.compile(r"^[ \t]*#[ \t]*([A-Za-z_]+)[ \t]*(.*)$", re.DOTALL)
_DEFINE = re.compile(r"^([A-Za-z_]\w*)(\()?")
_WORD = re.compile(r"[A-Za-z_]\w*|\S")
_SPACES = {"__host__", "__device__", "__global__"}
_SKIP_PAREN = {"__attribute__", "__declspec", "alignas", "decltype", "__align__", "__launch_bounds__"}
_TRAILERS = {"const", "volatile", "noexcept", "throw", "override", "final", "&", "&&", "__attribute__"}


@dataclass
class _Def:
    sf: SourceFile
    name: str
    name_end: int  # byte offset just after the macro name
    body: list[str]
    function_like: bool
    side: str  # "device", "host", "mixed" (a condition testing more than __CUDA_ARCH__) or "" (neither)
    span: tuple[int, int]  # the #define line's bytes


@dataclass
class _Frame:
    kind: str  # "pos" (#ifdef-like), "neg" (#ifndef-like), "mixed" or "" (no __CUDA_ARCH__)
    branch: int = 0


@dataclass
class _Macros:
    defs: dict[str, list[_Def]] = field(default_factory=dict)


def _strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.DOTALL)
    return re.sub(r"//[^\n]*", " ", text).replace("\\\n", " ").replace("\\\r\n", " ")


def _side(stack: list[_Frame]) -> str:
    for fr in reversed(stack):
        if fr.kind == "mixed":
            return "mixed"
        if fr.kind in ("pos", "neg"):
            first = fr.branch == 0
            return "device" if first == (fr.kind == "pos") else "host"
    return ""


def _condition(directive: str, rest: str) -> str:
    cond = _strip_comments(rest).strip()
    if directive in ("ifdef", "ifndef"):
        if cond in _ARCH_NAMES:
            return "pos" if directive == "ifdef" else "neg"
        return ""
    if not any(n in cond for n in _ARCH_NAMES):
        return ""
    if _POS.match(cond):
        return "pos"
    if _NEG.match(cond):
        return "neg"
    return "mixed"


def _collect(sf: SourceFile, macros: _Macros) -> None:
    stack: list[_Frame] = []
    pos = 0
    for m in _LINE.finditer(sf.data):
        if not m.group(0):
            break
        start, pos = m.start(), m.end()
        line = m.group(0).decode("utf-8", "surrogateescape")
        d = _DIRECTIVE.match(line)
        if not d:
            continue
        directive, rest = d.group(1), d.group(2)
        if directive in ("if", "ifdef", "ifndef"):
            stack.append(_Frame(_condition(directive, rest)))
        elif directive in ("elif", "else") and stack:
            fr = stack[-1]
            fr.branch += 1
            if directive == "elif" and fr.kind == "neg":
                fr.kind = "mixed"  # `#ifndef __CUDA_ARCH__ ... #elif X`: device code under X only
            elif directive == "elif" and fr.kind == "" and any(n in rest for n in _ARCH_NAMES):
                fr.kind = "mixed"
        elif directive == "endif" and stack:
            stack.pop()
        elif directive == "define":
            body_text = _strip_comments(rest)
            dm = _DEFINE.match(body_text)
            if not dm:
                continue
            name = dm.group(1)
            name_off = start + len(line[:d.start(2)].encode("utf-8", "surrogateescape"))
            name_end = name_off + len(name.encode())
            body = body_text[dm.end():]
            if dm.group(2):
                body = body[body.find(")") + 1:] if ")" in body else ""
            macros.defs.setdefault(name, []).append(
                _Def(sf, name, name_end, _WORD.findall(body), bool(dm.group(2)), _side(stack), (start, pos)))


def _match(toks: list[Tok], i: int) -> int | None:
    """Index of the bracket closing toks[i], or None."""
    want, depth = OPEN[toks[i].spelling], 0
    for j in range(i, len(toks)):
        if toks[j].region is not toks[i].region:
            return None
        s = toks[j].spelling
        if s == toks[i].spelling:
            depth += 1
        elif s == want:
            depth -= 1
            if depth == 0:
                return j
    return None


def _param_like(toks: list[Tok], lo: int, hi: int) -> bool:
    """Whether toks[lo:hi] (inside a parameter list's parentheses) can only be parameters."""
    if lo == hi or (hi - lo == 1 and toks[lo].spelling == "void"):
        return True
    parts: list[list[Tok]] = [[]]
    depth = 0
    for t in toks[lo:hi]:
        if t.spelling in ("(", "[", "{", "<"):
            depth += 1
        elif t.spelling in (")", "]", "}", ">"):
            depth -= 1
        if t.spelling == "," and depth == 0:
            parts.append([])
        else:
            parts[-1].append(t)
    for p in parts:
        if not p:
            return False
        if p[0].kind is TokenKind.KEYWORD:
            continue
        if not any(a.kind is TokenKind.IDENTIFIER and b.kind is TokenKind.IDENTIFIER for a, b in itertools.pairwise(p)):
            return False
    return True


def _function_after(toks: list[Tok], i: int) -> str | None:
    """None when the declaration after the macro use toks[i] is a function's; else why it is not known to be."""
    region = toks[i].region
    j = i + 1
    while j < len(toks) and toks[j].region is region:
        s = toks[j].spelling
        if s in _SKIP_PAREN and j + 1 < len(toks) and toks[j + 1].spelling == "(":
            close = _match(toks, j + 1)
            if close is None:
                return "an unbalanced attribute follows it"
            j = close + 1
            continue
        if s == "operator":
            k = j + 1
            if k + 1 < len(toks) and toks[k].spelling == "(" and toks[k + 1].spelling == ")":
                k += 2
            while k < len(toks) and toks[k].spelling != "(":
                k += 1
            return _after_params(toks, k)
        if s in (";", "{", "}", "=", ",", ")", "[") or toks[j].kind in (TokenKind.LITERAL,):
            return f"it qualifies something other than a function (`{s}` before any parameter list)"
        if s == "(":
            prev = toks[j - 1]
            if prev.kind is not TokenKind.IDENTIFIER or j - 1 == i:
                return "it qualifies something other than a function (a parenthesis after a non-name)"
            return _after_params(toks, j)
        j += 1
    return "the declaration it qualifies ends where the rule cannot follow it"


def _after_params(toks: list[Tok], k: int) -> str | None:
    if k >= len(toks) or toks[k].spelling != "(":
        return "no parameter list found"
    close = _match(toks, k)
    if close is None:
        return "an unbalanced parameter list"
    j = close + 1
    while j < len(toks) and toks[j].region is toks[k].region:
        s = toks[j].spelling
        if s in ("{", ":"):
            return None
        if s == "=":
            nxt = toks[j + 1].spelling if j + 1 < len(toks) else ""
            return None if nxt in ("default", "delete", "0") else "it qualifies a variable with an initializer"
        if s == ";":
            return None if _param_like(toks, k + 1, close) else \
                "it qualifies a declaration that may be a variable with an initializer, not a function"
        if s == "->":
            while j < len(toks) and toks[j].spelling not in ("{", ";", "="):
                j += 1
            continue
        if s in _TRAILERS:
            if j + 1 < len(toks) and toks[j + 1].spelling == "(":
                c = _match(toks, j + 1)
                if c is None:
                    return "an unbalanced parenthesis"
                j = c + 1
                continue
            j += 1
            continue
        return f"it qualifies something the rule cannot tell is a function (`{s}` after the parentheses)"
    return "the declaration it qualifies ends where the rule cannot follow it"


def _uses_ok(model: SourceModel, macros: _Macros, name: str, seen: set[str]) -> str | None:
    """None when every use of macro `name` qualifies a function; else the reason it may not."""
    if name in seen:
        return None
    seen.add(name)
    for sf in model.files.values():
        toks = significant(sf)
        for i, t in enumerate(toks):
            if t.spelling != name or t.kind is not TokenKind.IDENTIFIER or t.region is Region.DIRECTIVE:
                continue
            where = f"{sf.path.name}:{sf.line_col(t.start)[0]}"
            if t.region is Region.MACRO_BODY:
                if pasted(toks, i):
                    return f"it is stringified or pasted at {where}"
                outer = next((d for ds in macros.defs.values() for d in ds
                              if d.sf is sf and d.span[0] <= t.start < d.span[1]), None)
                if outer is None or outer.function_like:
                    return f"it is used in a function-like macro at {where}"
                why = _uses_ok(model, macros, outer.name, seen)
                if why is not None:
                    return f"through macro `{outer.name}` ({where}): {why}"
                continue
            why = _function_after(toks, i)
            if why is not None:
                return f"{why} at {where}"
    return None


def run(model: SourceModel, emit: Emitter) -> None:
    macros = _Macros()
    for sf in model.files.values():
        _collect(sf, macros)
    for name, defs in macros.defs.items():
        device = [d for d in defs if d.side in ("device", "mixed") and "__device__" in d.body
                  and not {"__host__", "__global__"} & set(d.body)]
        if not device:
            continue
        # the host side's definitions (those under a mixed condition count, to be refused below)
        host = [d for d in defs if d.side in ("host", "mixed") and not _SPACES & set(d.body)]
        if any(d.side == "host" and _SPACES & set(d.body) for d in defs):
            continue
        d0 = device[0]
        line = f"{d0.sf.path.name}:{d0.sf.line_col(d0.span[0])[0]}"
        if not host:
            # Random123's shape: the host pass's definition is a fallback outside the conditional
            host = [d for d in defs if d.side == "" and not _SPACES & set(d.body)]
            why = "its host-pass definition lies outside the __CUDA_ARCH__ conditional (which definition " \
                  "each pass sees then depends on the include order and the guards)"
        elif any(d.side == "mixed" for d in defs):
            why = "one of its definitions depends on a condition that tests more than __CUDA_ARCH__"
        elif any(d.function_like for d in defs):
            why = "it is a function-like macro"
        elif any(d.side == "" for d in defs):
            why = "it is also defined outside the __CUDA_ARCH__ conditional"
        else:
            why = _uses_ok(model, macros, name, set())
        if why is not None:
            for h in host:
                emit.diag(CODE, Severity.WARNING, h.sf.path, h.name_end - len(name),
                          f"macro `{name}` left as written: it is __device__ under __CUDA_ARCH__ ({line}) and "
                          f"has no execution space in the host pass, but {why}; nvcc would accept the code "
                          "(its host pass does not check what kernels call), clang's host pass may reject calls "
                          "from device code to what it qualifies")
            continue
        for h in host:
            emit.edit(h.sf.path, h.name_end, h.name_end, " __host__ __device__", origin=CODE)
            emit.diag(CODE, Severity.NOTE, h.sf.path, h.name_end - len(name),
                      f"`{name}` is __device__ under __CUDA_ARCH__ ({line}): its host-pass definition now "
                      "starts with `__host__ __device__`; the functions it qualifies become __host__ __device__ "
                      "in the host pass (their host code is unchanged) and device code may call them, as nvcc "
                      "allowed", fixit=" __host__ __device__")

