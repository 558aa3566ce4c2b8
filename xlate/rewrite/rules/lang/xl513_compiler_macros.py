"""XL513: nvcc's compiler macros `__CUDA_ARCH__` and `__CUDACC__`, and the CUDA runtime's version
macros `CUDART_VERSION` and `__CUDART_API_VERSION`, in the user's code, in HIP's terms.

nvcc defines `__CUDACC__` while it compiles CUDA source and `__CUDA_ARCH__` (the architecture number,
e.g. 800) in the device pass only. hip-clang defines neither; it predefines `__HIPCC__` for HIP
source and `__HIP_DEVICE_COMPILE__` (1) in the device pass. Left alone, `#ifdef __CUDA_ARCH__` takes
the *host* branch inside device code on an AMD GPU (the code computes something else, silently), and
`#if __CUDA_ARCH__ >= 700` takes the old-architecture fallback. Defining the CUDA macros on the
compiler's command line is no answer: HIP's libraries (rocThrust, hipCUB, rocPRIM) read `__CUDACC__`
and `__CUDA_ARCH__` as "this is NVIDIA's compiler" and pick their CUDA code paths.

So the user's own tokens are rewritten (library headers never see a CUDA macro):
* `__CUDACC__` -> `__HIPCC__`;
* `__CUDA_ARCH__` where only its presence counts (`#ifdef`, `#ifndef`, `defined(...)`, `defined X`)
  -> `__HIP_DEVICE_COMPILE__`;
* `__CUDA_ARCH__` as a value (`#if __CUDA_ARCH__ >= 700`, `int a = __CUDA_ARCH__;`) ->
  `(__HIP_DEVICE_COMPILE__ * 800)`: 800 in the device pass, 0 in an `#if` of the host pass (where an
  undefined name counts 0, as `__CUDA_ARCH__` does under nvcc), and, outside `#if`, a compile error in
  host code, as with nvcc. 800 is the architecture the translation was checked for: the device parse
  runs with `--cuda-gpu-arch` sm_80 (xlate.parse.flags.DEVICE_ARCH), so the branches xlate checked
  are the ones that are compiled.

Inside the body of a function that runs on the host only (no `__device__`/`__global__` written on it,
not `constexpr`; xlate/parse/host_only.py), `__CUDA_ARCH__` in a conditional directive gets the host
pass's answer instead, undefined (`#ifndef` -> `#if 1`, `defined(...)` -> `0`, a value -> `0`), on every
target: nvcc generates no device code for such a function, so the host pass's text is the one that runs,
and the CPU backend, which compiles a source once, would otherwise compile the device branch into it.
A project macro that only the parse's device pass defines (`#define EIGEN_GPU_COMPILE_PHASE` under
`#if defined(__CUDA_ARCH__)`; xlate/parse/side_macros.py) stands for the same test and gets the same
answer there, and a project macro whose integer value depends on the side (`#define ON_GPU 1` under
`#ifdef __CUDA_ARCH__`, `0` otherwise) reads as the host pass's literal in an `#if` there.
Except in a conditional one of whose groups holds an `#error` line: there each pass keeps its own answer
(`__HIP_DEVICE_COMPILE__`), because nvcc's device pass reaches or skips that `#error` by the device
answer. CMake's FindOpenMP test source for CUDA guards `#error "_OPENMP not defined!"` with `#elif
!defined(__CUDA_ARCH__)` in `main`; only the host compiler gets the OpenMP flag, so with the host answer
the hip-clang device pass reached the `#error` and every `find_package(OpenMP)` of a CUDA project failed.

Left alone, with a warning: a `#define`/`#undef` of either name (the user defines the macro for some
other compiler; renaming the definition would redefine HIP's own macro), and a token next to `#` or `##`
in a macro body (stringified or pasted: the spelling itself is used).

The runtime's version macros (cuda_runtime_api.h defines them, and nvcc includes it in every CUDA
source; HIP's headers define neither) become what they are under the CUDA version xlate reports
(xlate/core/cuda_version.py): a value use the number (12090 for 12.9), `#ifdef NAME` `#if 1`,
`#ifndef NAME` `#if 0`, `defined(NAME)` `1`. Not a command-line definition: HIP's
libraries read `CUDART_VERSION` as "HIP on the NVIDIA platform" (hipsparse.h, rocThrust) and hide APIs,
and a literal needs nothing from the compiler's command line (`xlate translate` output compiled by hand).
A `#define`/`#undef` of a version name by the user (outside the `#ifndef NAME` fallback guard, which
nvcc skips since the name is defined) is kept with a warning, and then no use of that name in the
translation is rewritten: they read the user's definition, as under nvcc after it, and a use before it
(CUDA's value under nvcc) cannot be told apart at token level.

`CUDA_VERSION` is not rewritten: cuda.h defines it, and nvcc includes that only where the code does, so
whether it is defined depends on the includes (the parse sees that; a token rule does not). xlate-nvcc
passes it on the command line (xlate/pipeline/targets.py); HIP's headers do not read it.
"""

from __future__ import annotations

import re

from xlate.core.cuda_version import DEFAULT, cuda_version_number
from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel, TokenKind
from xlate.parse.flags import DEVICE_ARCH, device_arch_number
from xlate.parse.regions import directive_lines, in_ranges
from xlate.rewrite.rules.lang._macros import after_defined, directive, fixed_answer, is_defined_name
from xlate.rewrite.syntax import Tok, pasted, significant

CODE = "XL513"
_ARCH = device_arch_number()  # sm_80 -> 800, nvcc's __CUDA_ARCH__ spelling
# the default version's number, for the documentation only: the rule reads the version at each run
_NUMBER = DEFAULT[0] * 1000 + DEFAULT[1] * 10
_DOC_XL513 = f"""\
nvcc defines `__CUDACC__` for CUDA source and `__CUDA_ARCH__` (e.g. 800) in the device pass only;
hip-clang defines neither, but predefines `__HIPCC__` and, in the device pass, `__HIP_DEVICE_COMPILE__`.
Untouched, `#ifdef __CUDA_ARCH__` inside device code would take the host branch on an AMD GPU, silently.
Passing the CUDA macros on the command line is no answer: HIP's own libraries (rocThrust, hipCUB)
read them as "NVIDIA's compiler" and pick their CUDA paths. So the user's tokens are rewritten:

| CUDA | HIP |
|---|---|
| `__CUDACC__` | `__HIPCC__` |
| `__CUDA_ARCH__` in `#ifdef`, `#ifndef`, `defined(...)` | `__HIP_DEVICE_COMPILE__` |
| `__CUDA_ARCH__` as a value (`#if __CUDA_ARCH__ >= 700`) | `(__HIP_DEVICE_COMPILE__ * {_ARCH})` |

{_ARCH} is the architecture the translation was checked for (the device parse uses `{DEVICE_ARCH}`), so
the branches xlate checked are the ones compiled: {_ARCH} in the device pass, 0 in a host-pass `#if`
(an undefined name), a compile error in host code outside `#if` (as with nvcc). xlate's CPU backend
compiles a CUDA source as host C++ with the device pass's answer (`__HIP_DEVICE_COMPILE__` is 1, the
value {_ARCH}), because kernels are what these tests select (a kernel built with the host answer would
compute nothing or something else); where the source preprocesses differently without it, it compiles
the source a second time with the host answer for host code (docs/cpu-backend.md, "Two compiles where
the passes differ").

Inside the body of a function that runs on the host only (neither `__device__` nor `__global__` written
on it, not `constexpr`), a test of `__CUDA_ARCH__` in `#if`/`#ifdef`/`#ifndef`/`#elif` gets nvcc's
host-pass answer on every target: undefined, so `#ifndef __CUDA_ARCH__` becomes `#if 1`, `defined(...)`
`0` and a value `0`. nvcc's device pass sees the other answer there but generates no code for such a
function, so what runs is the host pass's either way; the front end finds these bodies in the AST
(lambdas and functions defined inside them keep the device test). A host function's own
`#ifndef __CUDA_ARCH__` setup then runs on the CPU backend too. A project macro that only the parse's
device pass defines stands for the same test and gets the same answer there: Eigen's tests write
`#if !defined(EIGEN_GPU_COMPILE_PHASE)`, which Eigen defines under `#if defined(__CUDA_ARCH__) || ...`
(a name some configuration defines for the host too is left alone); one whose integer value depends on
the side (`#define ON_GPU 1` under `#ifdef __CUDA_ARCH__`, `0` otherwise) reads as the host pass's
literal in an `#if` there. A conditional one of whose groups holds an `#error` line keeps each pass's own
answer (`__HIP_DEVICE_COMPILE__`; a project macro is left as written), with the reason in the note: nvcc's
device pass reaches or skips that `#error` by the device answer, and CMake's FindOpenMP test source for
CUDA guards `#error "_OPENMP not defined!"` with `#elif !defined(__CUDA_ARCH__)` in `main`, where only the
host compiler gets the OpenMP flag (with the host answer every CUDA project's `find_package(OpenMP)` failed
for gfx942). The answers are those of the translation's own defines (xlate-nvcc translates
with the build's). A `__host__ __device__` function (or a lambda) called from the host gets the host
answer on the CPU backend from its second compile; without xlate's pass plugin there (no LLVM headers)
it takes the device branch. Host `.cpp` files get no device pass, as with nvcc. One note per rewritten
token.

Kept, with a warning: `#define`/`#undef` of either name (the code defines it for another compiler;
renaming would redefine HIP's macro) and a token stringified or pasted in a macro body (`#`, `##`).

The CUDA runtime's version macros, `CUDART_VERSION` and `__CUDART_API_VERSION` (cuda_runtime_api.h,
which nvcc includes in every CUDA source), are defined by no HIP header, so
`#if CUDART_VERSION >= 11070` would compile its other branch after translation. Defining them on the
command line is no answer either: hipSPARSE and rocThrust read `CUDART_VERSION` as "HIP on the NVIDIA
platform" and hide APIs. So the user's tokens become what they are under the reported CUDA version
(`XLATE_CUDA_VERSION`, docs/toolchain.md; {_NUMBER} for the default, {DEFAULT[0]}.{DEFAULT[1]}):

| CUDA | HIP |
|---|---|
| `CUDART_VERSION`, `__CUDART_API_VERSION` as a value | the number, e.g. `{_NUMBER}` |
| `#ifdef NAME` / `#ifndef NAME` | `#if 1` / `#if 0` |
| `defined(NAME)`, `defined NAME` | `1` |

The translated code then needs nothing from the compiler's command line. The names count as defined in
every translated file, as they are in a CUDA source under nvcc; the difference from nvcc: a host `.cpp`
that tests them before it includes any CUDA header (there nvcc has not defined them yet).
`CUDA_VERSION` (cuda.h's) is left as written: nvcc defines it only where the code includes `cuda.h`,
which a token rewrite cannot tell; xlate-nvcc passes it on the command line.

A `#define`/`#undef` of a version name is kept with a warning, and then no use of that name is
rewritten anywhere in the translation: the uses read the code's own definition (what nvcc does after
it; a use before it cannot be told apart at token level). The exception is the fallback
`#ifndef NAME` + `#define NAME ...` (or `#if !defined(NAME)`): nvcc skips it, since CUDA defines the
name, and so does the translation (the guard becomes `#if 0`; the uses are rewritten).

Fixtures: `tests/rules/XL513/` (run by tests/rules/test_fixtures.py).
"""

ORDER = 81  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "compiler-macros",
                  "__CUDACC__ -> __HIPCC__, __CUDA_ARCH__ -> __HIP_DEVICE_COMPILE__ (presence) or "
                  f"(__HIP_DEVICE_COMPILE__ * {_ARCH}) (value): hip-clang defines neither CUDA macro; "
                  "CUDART_VERSION, __CUDART_API_VERSION -> the reported CUDA version's number "
                  "(HIP's headers define neither)",
                  fix=Fix.ALWAYS, doc=_DOC_XL513)]

_NAMES = {"__CUDACC__", "__CUDA_ARCH__"}
_VERSION_NAMES = {"CUDART_VERSION", "__CUDART_API_VERSION"}


def run(model: SourceModel, emit: Emitter) -> None:
    user_defined = _user_defined_versions(model)
    number = str(cuda_version_number())
    for sf in model.files.values():
        toks = significant(sf)
        place = _HostOnly(sf, _chains_with_error(sf.data, toks))
        for i, t in enumerate(toks):
            if t.kind is not TokenKind.IDENTIFIER:
                continue
            if t.spelling in model.device_only_macros and t.spelling not in _NAMES:
                keyword = directive(sf, t)
                where = place.of(t) if keyword in _CONDITIONS else None
                if where == _HOST:
                    _host_answer(sf, toks, i, keyword, emit, wrapper=True)
                elif where == _KEPT:
                    emit.diag(CODE, Severity.NOTE, sf.path, t.start, f"`{t.spelling}` kept{_KEPT_FOR_ERROR}")
                continue
            if t.spelling in model.host_macro_values and t.spelling not in _NAMES:
                keyword = directive(sf, t)
                where = place.of(t) if keyword in ("if", "elif") and not after_defined(toks, i) else None
                if where == _HOST:
                    _host_value(sf, t, model.host_macro_values[t.spelling], emit)
                elif where == _KEPT:
                    emit.diag(CODE, Severity.NOTE, sf.path, t.start, f"`{t.spelling}` kept{_KEPT_FOR_ERROR}")
                continue
            if t.spelling in _VERSION_NAMES:
                _version_token(sf, toks, i, number, t.spelling in user_defined, emit)
                continue
            if t.spelling not in _NAMES:
                continue
            keyword = directive(sf, t)
            if keyword in ("define", "undef") and is_defined_name(toks, i):
                emit.diag(CODE, Severity.WARNING, sf.path, t.start,
                          f"`#{keyword} {t.spelling}` kept: the code sets nvcc's macro itself; hip-clang "
                          "does not define it, so check which branches this selects on AMD GPUs")
                continue
            if t.region is Region.MACRO_BODY and pasted(toks, i):
                emit.diag(CODE, Severity.WARNING, sf.path, t.start,
                          f"`{t.spelling}` kept: stringified or pasted in a macro body")
                continue
            where = place.of(t) if keyword in _CONDITIONS else None
            if t.spelling == "__CUDA_ARCH__" and where == _HOST:
                _host_answer(sf, toks, i, keyword, emit)
                continue
            new, why = _replacement(t.spelling, keyword, toks, i)
            if where == _KEPT:
                why += _KEPT_FOR_ERROR
            emit.edit(sf.path, t.start, t.end, new, origin=CODE)
            emit.diag(CODE, Severity.NOTE, sf.path, t.start, f"`{t.spelling}` -> `{new}`: {why}", fixit=new)


_CONDITIONS = {"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef"}
_HOST, _KEPT = "host", "kept"


class _HostOnly:
    """Where a conditional's token lies with respect to the host-only bodies of one file."""

    def __init__(self, sf: SourceFile, erring: list[tuple[int, int]]) -> None:
        self.sf, self.erring = sf, erring
        self.host_starts = [s for s, _ in sf.host_only]
        self.erring_starts = [s for s, _ in erring]

    def of(self, t: Tok) -> str | None:
        """_HOST: in a host-only body, the conditional takes the host pass's answer; _KEPT: there too, but its
        chain holds an #error, so each pass keeps its own answer (_DOC_XL513); None: elsewhere."""
        if not in_ranges(self.sf.host_only, self.host_starts, t.start):
            return None
        return _KEPT if in_ranges(self.erring, self.erring_starts, t.start) else _HOST
_OPENS = {"if", "ifdef", "ifndef"}
_CONTINUES = {"elif", "elifdef", "elifndef", "else"}


def _chains_with_error(data: bytes, toks: list[Tok]) -> list[tuple[int, int]]:
    """Byte spans of the `#if`/`#elif`/`#else` lines of each conditional chain one of whose groups holds an
    `#error` line itself (not inside a nested conditional), in file order."""
    out: list[tuple[int, int]] = []
    stack: list[tuple[list[tuple[int, int]], list[bool]]] = []
    for i, j, name in directive_lines(data, [(t.start, t.end, t.spelling) for t in toks]):
        span = (toks[i].start, toks[j - 1].end)
        if name in _OPENS:
            stack.append(([span], [False]))
        elif name in _CONTINUES and stack:
            stack[-1][0].append(span)
        elif name == "endif" and stack:
            spans, err = stack.pop()
            if err[0]:
                out.extend(spans)
        elif name == "error" and stack:
            stack[-1][1][0] = True
    return sorted(out)


_KEPT_FOR_ERROR = ("; each pass keeps its own answer although the function runs on the host only, because a "
                   "group of this conditional holds #error, which nvcc's device pass reaches or skips by the "
                   "device answer (CMake's FindOpenMP test for CUDA guards `#error` with `#elif "
                   "!defined(__CUDA_ARCH__)`, and only the host compiler gets -fopenmp)")


def _host_value(sf: SourceFile, t: Tok, value: str, emit: Emitter) -> None:
    """A project macro whose integer value depends on the side, read in an `#if` inside a host-only body: the
    host pass's literal."""
    emit.edit(sf.path, t.start, t.end, value, origin=CODE)
    emit.diag(CODE, Severity.NOTE, sf.path, t.start,
              f"`{t.spelling}` -> `{value}`: inside a function that runs on the host only (no __device__/__global__, "
              f"not constexpr), where nvcc compiles the host pass's answer: the parse's host pass defines "
              f"{t.spelling} as {value}, its device pass otherwise", fixit=value)


def _host_answer(sf: SourceFile, toks: list[Tok], i: int, keyword: str, emit: Emitter, wrapper: bool = False) -> None:
    """`__CUDA_ARCH__`, or a project macro only the device pass defines (`wrapper`), in a conditional inside a
    host-only function's body: undefined, 0 (see the docstring)."""
    start, end, new = fixed_answer(toks, i, keyword, "0", defined=False)
    old = sf.span(start, end)
    name = toks[i].spelling
    what = (f"{name} is defined in the device pass only (the parse's device pass defines it, its host pass "
            "does not), so it is undefined" if wrapper else "__CUDA_ARCH__ undefined")
    emit.edit(sf.path, start, end, new, origin=CODE)
    emit.diag(CODE, Severity.NOTE, sf.path, toks[i].start,
              f"`{old}` -> `{new}`: inside a function that runs on the host only (no __device__/__global__, "
              f"not constexpr), where nvcc compiles the host pass's answer: {what}", fixit=new)


def _version_token(sf: SourceFile, toks: list[Tok], i: int, number: str, user_defined: bool,
                   emit: Emitter) -> None:
    """One use of CUDART_VERSION / __CUDART_API_VERSION (see the module docstring)."""
    t = toks[i]
    keyword = directive(sf, t)
    if keyword in ("define", "undef") and is_defined_name(toks, i):
        if not _fallback(sf, t):
            emit.diag(CODE, Severity.WARNING, sf.path, t.start,
                      f"`#{keyword} {t.spelling}` kept, and no use of {t.spelling} in this translation is "
                      "rewritten: they read this definition (HIP's headers define none; CUDA's value is "
                      f"{number}); HIP's libraries read a defined CUDART_VERSION as the NVIDIA platform")
        return
    if user_defined:
        return  # the code's own definition decides (warned at the definition)
    if t.region is Region.MACRO_BODY and pasted(toks, i):
        emit.diag(CODE, Severity.WARNING, sf.path, t.start, f"`{t.spelling}` kept: stringified or pasted in a macro body")
        return
    start, end, new = fixed_answer(toks, i, keyword, number, defined=True)
    old = sf.span(start, end)
    emit.edit(sf.path, start, end, new, origin=CODE)
    emit.diag(CODE, Severity.NOTE, sf.path, t.start,
              f"`{old}` -> `{new}`: CUDA's headers define {t.spelling} ({number}, the reported CUDA version), "
              "HIP's do not", fixit=new)


def _user_defined_versions(model: SourceModel) -> set[str]:
    """The version names some user file `#define`s or `#undef`s, other than in a fallback guard."""
    out: set[str] = set()
    for sf in model.files.values():
        toks = significant(sf)
        for i, t in enumerate(toks):
            if t.spelling in _VERSION_NAMES and t.kind is TokenKind.IDENTIFIER and is_defined_name(toks, i) \
                    and not _fallback(sf, t):
                out.add(t.spelling)
    return out


_GUARD = r"[ \t]*#[ \t]*(?:ifndef[ \t]+{0}|if[ \t]*![ \t]*defined[ \t]*(?:\([ \t]*{0}[ \t]*\)|[ \t]+{0}))[ \t]*(?://.*)?"


def _fallback(sf: SourceFile, t: Tok) -> bool:
    """`#define NAME` right below `#ifndef NAME` or `#if !defined(NAME)` (blank and `//` comment lines
    between them allowed): a fallback, which nvcc skips because CUDA's headers define the name."""
    if directive(sf, t) != "define":
        return False
    end = sf.data.rfind(b"\n", 0, t.start)
    guard = re.compile(_GUARD.format(re.escape(t.spelling)).encode())
    while end > 0:
        start = sf.data.rfind(b"\n", 0, end) + 1
        line = sf.data[start:end]
        if line.strip() and not line.lstrip().startswith(b"//"):
            return guard.fullmatch(line.rstrip(b"\r")) is not None
        end = start - 1
    return False


def _replacement(name: str, keyword: str | None, toks: list[Tok], i: int) -> tuple[str, str]:
    if name == "__CUDACC__":
        return "__HIPCC__", "hip-clang's macro for code compiled as GPU source"
    if keyword in ("ifdef", "ifndef") or after_defined(toks, i):
        return "__HIP_DEVICE_COMPILE__", "defined in the device pass only, as nvcc's __CUDA_ARCH__"
    return (f"(__HIP_DEVICE_COMPILE__ * {_ARCH})",
            f"{_ARCH} in the device pass (the {DEVICE_ARCH} the translation was checked for), 0 in a host-pass #if")
