"""XL516: a `__host__` function called from a `__host__ __device__` function that device code instantiates.

    struct Gemm { template <class T> static void run(T* p, int n) { /* host-only: std::vector, BLAS ... */ } };
    template <class T> __host__ __device__ void product(T* p, int n) {
      if (n > 16) Gemm::run(p, n);        // a path device code never takes
      else for (int i = 0; i < n; ++i) p[i] *= 2;
    }
    __global__ void k(float* p) { product(p, 4); }

nvcc compiles this with a warning ("calling a __host__ function from a __host__ __device__ function is not
allowed"); what the device does if it ever reaches the call is undefined. clang's device pass rejects it
("reference to __host__ function 'run<float>' in __host__ __device__ function"), so Eigen, Kokkos-style
code, glm and many header libraries do not compile for gfx942 as written. The front end
(xlate.parse.model) records each such function declared in a project file (SourceModel.
host_calls_from_device) instead of reporting XL901; this rule gives the function a device-side body in
the gfx942 device pass only: `XLATE_HOST_FN` (`__host__ __device__` there, empty elsewhere) before its
name, and its body wrapped in `#if XLATE_HOST_FN_STUB` (a call of `xlate_host_function_reached`, which
prints the function's name and stops the kernel) `#else` (the original body) `#endif`, with `#line`
directives that keep the original line numbers. The host pass and the cpu target compile the function
exactly as written.
"""

from __future__ import annotations

from xlate.core.model import (
    Emitter,
    Fix,
    HostCallFromDevice,
    Region,
    RuleInfo,
    Severity,
    SourceFile,
    SourceModel,
)
from xlate.rewrite.rules._support_include import include_support_header
from xlate.rewrite.rules.lang._decl import token_at
from xlate.rewrite.syntax import OPEN, Tok, match_forward, significant

CODE = "XL516"
HEADER = "xlate/host_fn.h"
_DOC = """\
nvcc compiles a call from a `__host__ __device__` function to a `__host__` function with a warning
("calling a __host__ function from a __host__ __device__ function is not allowed"), also where device
code instantiates the caller; what the GPU does if it ever runs the call is undefined. Header libraries
rely on it for paths device code never takes (Eigen's large-matrix products and Householder
sequences, code instantiated for both sides):

```cuda
struct Gemm { template <class T> static void run(T* p, int n) { std::vector<T> w(p, p + n); /* ... */ } };
template <class T> __host__ __device__ void product(T* p, int n) {
  if (n > 16) Gemm::run(p, n);   // never taken on the device
  else for (int i = 0; i < n; ++i) p[i] *= 2;
}
__global__ void k(float* p) { product(p, 4); }
```

clang's device pass rejects it ("reference to __host__ function 'run<float>' in __host__ __device__
function"), so hip-clang cannot compile the translation as written. xlate's front end records every such
function declared in a project file (the device pass's diagnostic, with the function's "declared here"
location) instead of reporting XL901, and this rule gives the function a body for the gfx942 device pass
only:

```cpp
#include <xlate/host_fn.h>
struct Gemm { template <class T> static void XLATE_HOST_FN run(T* p, int n) {
#if XLATE_HOST_FN_STUB
xlate_host_function_reached("run", "gemm.cu:1");
#else
#line 1
 std::vector<T> w(p, p + n); /* ... */
#endif
#line 1
} };
```

`XLATE_HOST_FN` is `__host__ __device__` and `XLATE_HOST_FN_STUB` 1 in the gfx942 device pass (where
`__AMDGCN__` is defined), empty and 0 everywhere else: the host pass and the cpu target (one host
compile, where device code may call host code) compile the function exactly as written. On the GPU the
call no longer fails to compile; if it is reached, `xlate_host_function_reached` prints the function's
name and where it is declared and traps (the kernel fails with a launch error), instead of nvcc's
undefined behaviour. The `#line` directives keep every original line number. Warning, at the function's
declaration, naming the first call clang reported.

Not rewritten (error, at the declaration, with the reason; nvcc would compile the code, clang will not):
a function whose definition is not at the declaration clang names (declared in a class, defined outside
it, or defined in another file), constructors with a member initializer list, `= default`/`= delete`, a
function-try-block, a deduced return type (`auto f()` without `-> T`: the stub would change the type the
device pass deduces), a definition inside a macro's body, or a name that cannot be found as written at
the declaration. A function declared outside the project (a system or third-party header xlate does not
translate) stays an XL901 error. Fixtures: `tests/rules/XL516/`.
"""

ORDER = 83  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "host-function-from-device",
                  "a __host__ function called from a __host__ __device__ function that device code instantiates "
                  "(nvcc warns, clang rejects): it gets a device-side body that stops the kernel if reached",
                  fix=Fix.SOMETIMES, doc=_DOC)]

# tokens that may stand between a parameter list and the body of a function definition
_TRAILING_STOP = {";": "declared here without its body (defined elsewhere)",
                  "=": "defaulted, deleted or pure (`= ...`)",
                  ":": "a constructor with a member initializer list",
                  "try": "a function-try-block"}


def run(model: SourceModel, emit: Emitter) -> None:
    for path, calls in sorted(model.host_calls_from_device.items()):
        sf = model.files.get(path)
        if sf is None:
            continue
        toks = significant(sf)
        find = token_at(sf, toks)
        done: set[int] = set()
        for call in sorted(calls, key=lambda c: (c.line, c.col)):
            offset, i = find(call.line, call.col)
            if i is None:
                _refuse(emit, sf, offset or 0, call, "its name was not found at the declaration clang names")
                continue
            if i in done:
                continue
            done.add(i)
            found = _definition(toks, i)
            if isinstance(found, str):
                _refuse(emit, sf, toks[i].start, call, found)
                continue
            first, body_open, body_close = found
            _rewrite(model, sf, toks, call, first, body_open, body_close, emit)


def _definition(toks: list[Tok], i: int) -> tuple[int, int, int] | str:
    """For the declaration whose name is toks[i]: (index of the token the qualifier goes before, index of
    the body's `{`, index of its `}`), or the reason the rule cannot rewrite it."""
    if toks[i].region is not Region.ACTIVE:
        return "the definition is inside a macro's body or a preprocessor line"
    first = i
    if toks[i].spelling == "operator":
        j = i + 1
        if j + 1 < len(toks) and toks[j].spelling == "(" and toks[j + 1].spelling == ")":
            j += 2  # operator()
        while j < len(toks) and toks[j].spelling not in ("(", ";", "{"):
            j += 1
    else:
        if i > 0 and toks[i - 1].spelling == "~":
            first = i - 1
        j = i + 1
    if first > 0 and toks[first - 1].spelling == "::":
        return "a qualified (out-of-line) definition"
    if j >= len(toks) or toks[j].spelling != "(":
        return "no parameter list follows the name"
    close = match_forward(toks, j)
    if close is None:
        return "its parameter list does not close"
    k = close + 1
    while k < len(toks):
        s = toks[k].spelling
        if s == "{":
            break
        if s in _TRAILING_STOP:
            return _TRAILING_STOP[s]
        if s in OPEN:  # noexcept(...), throw(), __attribute__((...)), [[...]]
            end = match_forward(toks, k)
            if end is None:
                return "a bracket after its parameter list does not close"
            k = end
        k += 1
    else:
        return "no body follows"
    body_close = match_forward(toks, k)
    if body_close is None:
        return "its body does not close in the same preprocessor branch"
    if _deduced_return(toks, first, close):
        return "a deduced return type (`auto` without `-> T`)"
    return first, k, body_close


def _deduced_return(toks: list[Tok], first: int, params_close: int) -> bool:
    """`auto`/`decltype(auto)` among the declaration's specifiers and no trailing return type."""
    k = first - 1
    auto = False
    while k >= 0 and toks[k].spelling not in (";", "{", "}", ":") and toks[k].region is Region.ACTIVE:
        auto = auto or toks[k].spelling == "auto"
        k -= 1
    if not auto:
        return False
    j = params_close + 1
    while j < len(toks) and toks[j].spelling != "{":
        if toks[j].spelling == "->":
            return False
        j += 1
    return True


def _rewrite(model: SourceModel, sf: SourceFile, toks: list[Tok], call: HostCallFromDevice, first: int,
             body_open: int, body_close: int, emit: Emitter) -> None:
    name_at = toks[first].start
    open_line = sf.line_col(toks[body_open].start)[0]
    close_line = sf.line_col(toks[body_close].start)[0]
    where = f"{sf.rel.as_posix()}:{sf.line_col(name_at)[0]}"
    name = _plain_name(call.name).replace("\\", "\\\\").replace('"', '\\"')
    include_support_header(model, sf, HEADER, name_at, emit, origin=CODE, code=CODE)
    emit.edit(sf.path, name_at, name_at, "XLATE_HOST_FN ", origin=CODE)
    stub = (f"\n#if XLATE_HOST_FN_STUB\nxlate_host_function_reached(\"{name}\", \"{where}\");\n#else\n"
            f"#line {open_line}\n")
    emit.edit(sf.path, toks[body_open].end, toks[body_open].end, stub, origin=CODE,
              allow_line_change=True)  # type: ignore[call-arg]
    emit.edit(sf.path, toks[body_close].start, toks[body_close].start, f"\n#endif\n#line {close_line}\n",
              origin=CODE, allow_line_change=True)  # type: ignore[call-arg]
    use = f"{call.use_file.name}:{call.use_line}"
    emit.diag(CODE, Severity.WARNING, sf.path, name_at,
              f"`{call.name}` is a __host__ function called from a __host__ __device__ function that device code "
              f"instantiates (first at {use}): nvcc compiles this with a warning, clang rejects it. On gfx942 it gets "
              "a device-side body that stops the kernel with a message if it is ever reached (undefined with nvcc); "
              "the host code and the cpu target are unchanged")


def _plain_name(name: str) -> str:
    """`run<float>` -> `run`: the stub serves every instantiation of a template."""
    if name.endswith(">") and not name.startswith("operator") and "<" in name:
        return name[:name.index("<")]
    return name


def _refuse(emit: Emitter, sf: SourceFile, offset: int, call: HostCallFromDevice, why: str) -> None:
    emit.diag(CODE, Severity.ERROR, sf.path, offset,
              f"`{call.name}` is a __host__ function called from a __host__ __device__ function that device code "
              f"instantiates (first at {call.use_file.name}:{call.use_line}): nvcc compiles this with a warning, "
              f"clang rejects it, and xlate cannot give it a device-side body: {why}. Mark it __host__ __device__, "
              "or keep the call out of device code with #ifdef __CUDA_ARCH__")
