"""XL513: nvcc's compiler macros `__CUDA_ARCH__` and `__CUDACC__` in the user's code, in HIP's terms.

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

Left alone, with a warning: a `#define`/`#undef` of either name (the user defines the macro for some
other compiler; renaming the definition would redefine HIP's own macro), and a token next to `#` or `##`
in a macro body (stringified or pasted: the spelling itself is used).
"""

from __future__ import annotations

import re

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel, TokenKind
from xlate.parse.flags import DEVICE_ARCH, device_arch_number
from xlate.rewrite.syntax import Tok, pasted, significant

CODE = "XL513"
_ARCH = device_arch_number()  # sm_80 -> 800, nvcc's __CUDA_ARCH__ spelling
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
compiles a CUDA source once, as host C++, and runs its kernels from that object, so each test has one
answer there: the device pass's (`__HIP_DEVICE_COMPILE__` is 1, the value {_ARCH}), because kernels are
what these tests select (a kernel built with the host answer would compute nothing or something else).
The difference from nvcc, on that backend only: host code in a CUDA source that tests the macro, e.g.
a `__host__ __device__` function called from the host, takes the device branch too. Host `.cpp`
files get no device pass, as with nvcc. One note per rewritten token.

Kept, with a warning: `#define`/`#undef` of either name (the code defines it for another compiler;
renaming would redefine HIP's macro) and a token stringified or pasted in a macro body (`#`, `##`).

Fixtures: `tests/rules/XL513/` (run by tests/rules/test_fixtures.py).
"""

ORDER = 81  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "compiler-macros",
                  "__CUDACC__ -> __HIPCC__, __CUDA_ARCH__ -> __HIP_DEVICE_COMPILE__ (presence) or "
                  f"(__HIP_DEVICE_COMPILE__ * {_ARCH}) (value): hip-clang defines neither CUDA macro",
                  fix=Fix.ALWAYS, doc=_DOC_XL513)]

_NAMES = {"__CUDACC__", "__CUDA_ARCH__"}
_DIRECTIVE = re.compile(rb"[ \t]*#[ \t]*([A-Za-z_]+)")


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        toks = significant(sf)
        for i, t in enumerate(toks):
            if t.spelling not in _NAMES or t.kind is not TokenKind.IDENTIFIER:
                continue
            directive = _directive(sf, t)
            if directive in ("define", "undef") and _is_defined_name(toks, i):
                emit.diag(CODE, Severity.WARNING, sf.path, t.start,
                          f"`#{directive} {t.spelling}` kept: the code sets nvcc's macro itself; hip-clang "
                          "does not define it, so check which branches this selects on AMD GPUs")
                continue
            if t.region is Region.MACRO_BODY and pasted(toks, i):
                emit.diag(CODE, Severity.WARNING, sf.path, t.start,
                          f"`{t.spelling}` kept: stringified or pasted in a macro body")
                continue
            new, why = _replacement(t.spelling, directive, toks, i)
            emit.edit(sf.path, t.start, t.end, new, origin=CODE)
            emit.diag(CODE, Severity.NOTE, sf.path, t.start, f"`{t.spelling}` -> `{new}`: {why}", fixit=new)


def _replacement(name: str, directive: str | None, toks: list[Tok], i: int) -> tuple[str, str]:
    if name == "__CUDACC__":
        return "__HIPCC__", "hip-clang's macro for code compiled as GPU source"
    if directive in ("ifdef", "ifndef") or _after_defined(toks, i):
        return "__HIP_DEVICE_COMPILE__", "defined in the device pass only, as nvcc's __CUDA_ARCH__"
    return (f"(__HIP_DEVICE_COMPILE__ * {_ARCH})",
            f"{_ARCH} in the device pass (the {DEVICE_ARCH} the translation was checked for), 0 in a host-pass #if")


def _directive(sf: SourceFile, t: Tok) -> str | None:
    """The directive keyword (`if`, `ifdef`, `define` ...) of the line holding `t`, continuation lines
    followed back to the line with the `#`."""
    data = sf.data
    start = data.rfind(b"\n", 0, t.start) + 1
    while start > 1 and data[start - 2:start - 1] == b"\\":
        start = data.rfind(b"\n", 0, start - 1) + 1
    m = _DIRECTIVE.match(data, start)
    return m.group(1).decode() if m else None


def _is_defined_name(toks: list[Tok], i: int) -> bool:
    """`#define NAME` / `#undef NAME`: the token right after the directive keyword."""
    return i >= 2 and toks[i - 1].spelling in ("define", "undef") and toks[i - 2].spelling == "#"


def _after_defined(toks: list[Tok], i: int) -> bool:
    """`defined NAME` or `defined ( NAME )`."""
    prev = toks[i - 1].spelling if i > 0 else ""
    if prev == "defined":
        return True
    return prev == "(" and i > 1 and toks[i - 2].spelling == "defined"
