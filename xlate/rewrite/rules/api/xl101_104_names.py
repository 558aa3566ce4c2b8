"""XL1xx: rename CUDA API names (runtime, driver, types, enum values, macros) to their HIP names.

The table is data: xlate/data/api/cuda_hip.csv (columns in xlate/data/api/README.md).

Which identifier tokens are looked at:

* `tok.ref` is CUDA_API (the parser resolved it to xlate's CUDA prelude): checked use.
* `tok.ref` is UNRESOLVED (inactive branch, macro body, directive, a file clang could not fully
  parse, or a name clang saw no declaration for): token-level use, reported with XL104.
* `tok.ref` is PROJECT (the user's own declaration) or SYSTEM (a third-party header): never touched.

Skipped at token level: `.name` / `->name` member accesses, `ns::name` when `ns` is not a CUDA
namespace, the macro name of `#define`/`#undef`, and the lines of `#include`-like directives
(those belong to XL5xx). `struct_field` rows apply only to checked uses.

Rows whose note starts with "does not compile as written in host code" (HIP declares the function
`__device__` only, or its HIP body calls a device-only helper, where CUDA also offers it to host
code) depend on the execution space of the function around the use (xlate.rewrite.syntax
scopes): in a `__device__`/`__global__` function (not `__host__ __device__`, or a lambda inside one)
the use compiles, and XL103 is reported only for what else the note says (a missing overload); in a
host function it cannot compile, so XL103 is an error; in a `__host__ __device__` function (and
outside functions, in macro bodies or in code the parser did not check) it stays a warning: clang
diagnoses the call only if the function is emitted for the host, which an inline or template one
used from device code only is not.

Rows that map to functions of xlate's <xlate/fp16_extras.h> (CUDA fp16/bf16 functions HIP 7.2
lacks, `xlate_...`), or to a name of <xlate/launch_ex.h> (CUDA's launch attributes with every member,
cudaLaunchKernelEx, the programmatic-dependent-launch device functions): the header is included before
the first use, on a free existing line (line numbers never change) that no other support include
takes, else as new lines followed by `#line` with an XL103 note (xlate/rewrite/include_placement.py).

A `different` row whose note starts with "valid execution:" (the HIP form runs one of the executions
CUDA permits, such as a programmatic dependent launch run in stream order) is reported as an XL103
note, not a warning.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

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
from xlate.core.tables import ApiEntry, load_table
from xlate.rewrite.rules._support_include import include_support_header
from xlate.rewrite.rules.api import xl105_call_forms as api_versions
from xlate.rewrite.support import SUPPORT_INCLUDE
from xlate.rewrite.syntax import scopes, significant
from xlate.rewrite.warp.model import analyze

_SHARED_0 = """\
Table: `xlate/data/api/cuda_hip.csv`, generated (see `xlate/data/api/README.md`); `xlate coverage`
shows what it covers (`docs/coverage.md`). Checked use = the parser resolved the name to xlate's CUDA
prelude in compiled code; token-level use = an unresolved name in an inactive branch, a macro body,
a directive, or a file clang could not fully parse. The user's own names (declared in the project)
and names declared in third-party headers are never renamed.
"""
_SHARED_1 = """\
Tests: `tests/rewrite/test_api_names.py` (rule behaviour on hand-built models), `tests/api/`
(generated compile verification of every supported row for gfx942, an XL102 fixture per family of
held-back names in `tests/api/XL102/`, enum and struct differences, coverage, generator;
`tests/api/test_fp16_extras.py` runs the fp16/bf16 support functions on the cpu backend against
numpy and exact rational arithmetic; `tests/api/test_execution_space.py` the XL103 cases above).
"""
_DOC_XL101 = """\
Severity: (none). A supported CUDA name in checked code is renamed to its HIP name; counted in the edit summary, no message.
""" + "\n" + _SHARED_0 + "\n" + """\
A renamed type after `struct`/`union`/`enum`/`class` in a use (`struct cudaLaunchParams *p`) loses
the keyword (`hipLaunchParams *p`): many HIP types are typedefs, which C++ does not allow after
`struct`. A tag declaration or definition (`struct cudaX;`, `struct cudaX {`) keeps it.

CUDA's calling-convention macros `CUDAAPI` and `CUDARTAPI` (empty on Linux, `__stdcall` on Windows;
HIP has none) are deleted, with the space after them: `typedef CUresult (CUDAAPI *PFN_cuInit)(unsigned)`
declares the same pointer type without them. A test of the macro itself (`#ifdef CUDAAPI`) is left as
written, and is false with HIP's headers.

Device functions and math functions that HIP declares under the same name are table rows with
`hip == cuda`: never edited, counted as covered, and compile-verified like the rest.

CUDA fp16/bf16 functions that HIP 7.2 lacks and xlate implements itself (`__double2half` rounded
once, the `__h*2_mask` comparisons, half/bf16 <-> integer and float -> bf16 conversions in every
rounding mode; `xlate coverage --category bf16`) are renamed to `xlate_...` functions of
`<xlate/fp16_extras.h>` (xlate's support directory, on the include path of both backends). The
rule includes that header before the first use: on an existing empty or `//` line at file scope that
no other support include takes, else as a new line followed by `#line` with an XL103 note
(every support include follows one rule: docs/rules/XL200.md). Still unsupported (XL102): `__hcmadd`,
`__hfma_relu`/`__hfma2_relu`, `make_bfloat162`,
`__float2bfloat162_rn`, `__floats2bfloat162_rn` (the cpu backend has no `__hip_bfloat162`, and
CUDA's NaN/zero results of the others are not specified precisely enough to reproduce exactly).
""" + "\n" + _SHARED_1
_DOC_XL102 = """\
Severity: error (warning at token level). A CUDA API with no HIP equivalent is used; the use is left as written (so the compiler stops there too), the message gives the table's reason and what to do.
""" + "\n" + _SHARED_0 + "\n" + """\
Still unsupported fp16/bf16 functions and why: see XL101 (`<xlate/fp16_extras.h>`).
""" + "\n" + _SHARED_1
_DOC_XL103 = """\
Severity: warning (error in host code, see below). Renamed, but the HIP API behaves differently (enumerator values, missing struct fields, missing overloads, ignored settings); the message carries the table's note.

Functions HIP declares `__device__` only where CUDA also offers them to host code (the integer <->
half conversions, the `_sat` arithmetic: the note starts with "does not compile as written in host
code") depend on the function around the use, judged from its declaration's tokens: in a
`__device__` or `__global__` function (not `__host__ __device__`, and lambdas inside one) the use
compiles, so no XL103 (only what else the note says, such as a missing bf16 overload); in a host
function (none of `__host__`/`__device__`/`__global__`, no ALL_CAPS word that could be a macro
expanding to one, and lambdas inside one) it cannot compile: XL103 **error**; in a `__host__
__device__` function, behind such a macro, or outside a function body it stays a warning, since
clang reports the call only if the function is emitted for the host (an inline or template one
used from device code only is not).

The fp16/bf16 functions HIP 7.2 lacks are renamed to `xlate_...` functions of `<xlate/fp16_extras.h>`, which the rule includes on a free line (XL101); when the file has no such line, it goes on a new line followed by `#line` and XL103 is a note saying so (docs/rules/XL200.md).
""" + "\n" + _SHARED_1
_DOC_XL104 = """\
Severity: note. Renamed at token level only (once per name and file); says why the compiler did not check it.
""" + "\n" + _SHARED_0

ORDER = 10  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [
    RuleInfo("XL101", "api-rename", "CUDA API name renamed to its HIP equivalent (no message)",
             fix=Fix.ALWAYS, doc=_DOC_XL101),
    RuleInfo("XL102", "api-unsupported", "CUDA API with no HIP equivalent: left as written (error)",
             fix=Fix.NEVER, doc=_DOC_XL102),
    RuleInfo("XL103", "api-different", "renamed, but the HIP API behaves differently (warning with a note)",
             fix=Fix.ALWAYS, doc=_DOC_XL103),
    RuleInfo("XL104", "api-token-level", "renamed at token level only: the compiler did not check the use (note)",
             fix=Fix.ALWAYS, doc=_DOC_XL104),
]

HOST_CODE_NOTE = "does not compile as written in host code"
_DEVICE_COMPILES = "uses in device code compile"

_NOT_RENAMED_DIRECTIVES = frozenset({"include", "include_next", "import", "pragma", "error", "warning", "line"})
_NAME_DIRECTIVES = frozenset({"define", "undef"})


def directive(sf: SourceFile, offset: int) -> str:
    """The directive name of the (possibly continued) preprocessor line holding `offset`."""
    data = sf.data
    start = data.rfind(b"\n", 0, offset) + 1
    while start > 1:
        j = start - 2  # the byte before the newline that ends the previous line
        if j >= 0 and data[j:j + 1] == b"\r":
            j -= 1
        if j >= 0 and data[j:j + 1] == b"\\":
            start = data.rfind(b"\n", 0, j) + 1
        else:
            break
    m = re.match(rb"[ \t]*#[ \t]*([A-Za-z_]+)", data[start:start + 200])
    return m.group(1).decode() if m else ""


def _token_level_reason(model: SourceModel, sf: SourceFile, region: Region) -> str:
    if region is Region.INACTIVE:
        return "inactive preprocessor branch"
    if region is Region.MACRO_BODY:
        return "macro body"
    if region is Region.DIRECTIVE:
        return "preprocessor directive"
    if sf.path in model.unchecked:
        return f"file not fully parsed: {model.unchecked[sf.path]}"
    return "the parser found no declaration for it"


_ELABORATED = frozenset({"struct", "union", "enum", "class"})
_TAG_DECLARATION_FOLLOWERS = frozenset({"{", ";", ":", "final"})


def _drop_elaborated_keyword(sf: SourceFile, toks: list, i: int, emit: Emitter, origin: str) -> None:
    """`struct cudaLaunchParams *p` -> `hipLaunchParams *p`: many HIP types are typedefs, which C++
    does not allow after `struct`/`enum` (`struct hipLaunchParams` is an error), while a plain type
    name works for a tag and a typedef alike. A tag definition or declaration (`struct cudaX {`,
    `struct cudaX;`) keeps its keyword."""
    if i == 0 or toks[i - 1].spelling not in _ELABORATED:
        return
    nxt = toks[i + 1].spelling if i + 1 < len(toks) else ";"
    if nxt in _TAG_DECLARATION_FOLLOWERS:
        return
    kw = toks[i - 1]
    if i >= 2 and toks[i - 2].spelling in ("enum",) and kw.spelling in ("class", "struct"):
        return  # `enum class X` is a declaration
    emit.edit(sf.path, kw.start, toks[i].start, "", origin=origin)


FP16_HEADER = "xlate/fp16_extras.h"
LAUNCH_EX_HEADER = "xlate/launch_ex.h"
MEM_DECOMPRESS_HEADER = "xlate/mem_decompress.h"
POINTER_ATTRIBUTES_HEADER = "xlate/pointer_attributes.h"
UNIFIED_COPY_HEADER = "xlate/unified_copy.h"  # cuMemcpy, cuMemcpyAsync: hipMemcpyDefault
DRIVER_ENTRY_POINT_HEADER = "xlate/driver_entry_point.h"  # cudaGetDriverEntryPoint, cuGetProcAddress: CUDA names
CUDA_ERRORS_HEADER = "xlate/cuda_errors.h"  # CUDA error codes HIP lacks, as values HIP never returns
NV_ATOMIC_HEADER = "xlate/nv_atomic.h"  # CUDA 12.8's __nv_atomic_* built-in functions
INT_INTRINSICS_HEADER = "xlate/int_intrinsics.h"  # __popc, __ffs, __umul24 with CUDA's types
ROUNDED_MATH_HEADER = "xlate/rounded_math.h"  # __fadd_ru, __frcp_rd, ...: directed rounding modes
FLOAT_OVERLOADS_HEADER = "xlate/float_overloads.h"  # exp10(float), sincos(float, ...): CUDA's C++ overloads

# A `different` row whose note starts with this is reported as a note: the HIP form runs one of the
# executions CUDA permits (xlate_cudaLaunchKernelEx dropping programmatic dependent launch).
VALID_EXECUTION_NOTE = "valid execution: "


@lru_cache(maxsize=1)
def fp16_extras_functions() -> frozenset[str]:
    """The `xlate_...` functions <xlate/fp16_extras.h> defines."""
    text = (SUPPORT_INCLUDE / FP16_HEADER).read_text(encoding="utf-8")
    return frozenset(re.findall(r"^__host__ __device__ inline [\w:* ]+?\b(xlate_\w+)\(", text, re.MULTILINE))


@cache
def declared_names(header: str = LAUNCH_EX_HEADER) -> frozenset[str]:
    """The `xlate_...` names a support header (<xlate/launch_ex.h>, <xlate/mem_decompress.h>) declares at the
    start of a line: its unions, structs, typedefs, constants, (template) functions, and enumerations with
    their enumerators; and the `XLATE_...` constants a C-and-C++ header defines as parenthesised macros
    (<xlate/cuda_errors.h>)."""
    text = (SUPPORT_INCLUDE / header).read_text(encoding="utf-8")
    names = set(re.findall(r"^(?:union |struct |enum |typedef \w+ |constexpr \w+ |(?:__device__ )?inline [\w:* ]+?\b"
                           r"|XLATE_\w+_INLINE [\w:* ]+?\b)(xlate_\w+)\b", text, re.MULTILINE))
    names.update(re.findall(r"^#define (XLATE_\w+) \(", text, re.MULTILINE))
    for body in re.findall(r"^enum xlate_\w+ \{([^}]*)\};", text, re.MULTILINE):
        names.update(re.findall(r"\b(xlate_\w+)\b", body))
    return frozenset(names)


@lru_cache(maxsize=1)
def support_header_of() -> dict[str, str]:
    """`xlate_...` name -> the support header (relative to the support folder) that declares it."""
    out = dict.fromkeys(declared_names(MEM_DECOMPRESS_HEADER), MEM_DECOMPRESS_HEADER)
    out.update(dict.fromkeys(declared_names(POINTER_ATTRIBUTES_HEADER), POINTER_ATTRIBUTES_HEADER))
    out.update(dict.fromkeys(declared_names(UNIFIED_COPY_HEADER), UNIFIED_COPY_HEADER))
    out.update(dict.fromkeys(declared_names(DRIVER_ENTRY_POINT_HEADER), DRIVER_ENTRY_POINT_HEADER))
    out.update(dict.fromkeys(declared_names(LAUNCH_EX_HEADER), LAUNCH_EX_HEADER))
    out.update(dict.fromkeys(fp16_extras_functions(), FP16_HEADER))
    out.update(dict.fromkeys(declared_names(CUDA_ERRORS_HEADER), CUDA_ERRORS_HEADER))
    out.update(dict.fromkeys(declared_names(NV_ATOMIC_HEADER), NV_ATOMIC_HEADER))
    out.update(dict.fromkeys(declared_names(INT_INTRINSICS_HEADER), INT_INTRINSICS_HEADER))
    out.update(dict.fromkeys(declared_names(ROUNDED_MATH_HEADER), ROUNDED_MATH_HEADER))
    out.update(dict.fromkeys(declared_names(FLOAT_OVERLOADS_HEADER), FLOAT_OVERLOADS_HEADER))
    return out


def _include_support(model: SourceModel, sf: SourceFile, header: str, first_use: int, emit: Emitter) -> None:
    """`#include <HEADER>` before `first_use` (rules/_support_include.py; a note of XL103 when it needs
    new lines)."""
    include_support_header(model, sf, header, first_use, emit, origin="XL101", code="XL103")


# CUDA's calling-convention macros: empty on Linux (HIP has none), deleted where the CUDA API's are meant
CALLING_CONVENTIONS = frozenset({"CUDAAPI", "CUDARTAPI"})

# Words before a name that make `word name;` a statement, not a declaration of `name`.
_NOT_A_TYPE = frozenset({"return", "throw", "case", "else", "do", "new", "delete", "typeid", "sizeof", "alignof",
                         "co_return", "co_yield", "co_await", "goto", "decltype", "noexcept"})


def _declares_own_name(toks: list, i: int) -> bool:
    """True when the unchecked identifier at `i` is the declarator of a project declaration -- a
    variable, member or parameter the project names like a CUDA function (xgboost's driver-API table
    `MemCreateFn *cuMemCreate{nullptr};`, its uses being `api.cuMemCreate(...)`): a type word, `*`,
    `&` or `>` before it and `{`, `=`, `;`, `[`, `,` or `)` after it. Renaming the declaration but not
    the member uses (skipped after `.`/`->`) would break the code."""
    if i == 0 or i + 1 >= len(toks):
        return False
    prev, nxt = toks[i - 1], toks[i + 1]
    if nxt.spelling not in ("{", "=", ";", "[", ",", ")"):
        return False
    if prev.spelling in ("*", "&", "&&", ">"):
        return i >= 2 and (toks[i - 2].kind is TokenKind.IDENTIFIER or toks[i - 2].spelling in (">", "*", "&"))
    return prev.kind is TokenKind.IDENTIFIER and prev.spelling not in _NOT_A_TYPE


def device_part(note: str) -> str:
    """What a HOST_CODE_NOTE row's note says beyond host code: its clauses after the first one
    (`; `-separated), without "uses in device code compile"; empty when there is nothing else."""
    clauses = [c.strip() for c in note.split("; ")[1:]]
    return "; ".join(c for c in clauses if c and c != _DEVICE_COMPILES)


_MACRO_LIKE = re.compile(r"[A-Z][A-Z0-9_]+")


def _execution_spaces(sf: SourceFile) -> dict[int, str]:
    """Start offset of each token inside a function body -> "device" (a __device__/__global__
    function, not __host__ __device__, or a block or lambda inside one), "host" (a function whose
    head has none of __device__/__global__/__host__ ... and no macro-like ALL_CAPS word that could
    expand to one, or a lambda inside such a function) or "unknown" (__host__ __device__, or not
    sure)."""
    toks = significant(sf)
    out: dict[int, str] = {}
    for t, stack in zip(toks, scopes(toks)):
        if stack and stack[-1].device_only:
            out[t.start] = "device"
            continue
        space = ""
        for k in range(len(stack) - 1, -1, -1):
            sc = stack[k]
            if sc.kind != "function":
                continue
            params = next((n for n, h in enumerate(sc.head) if h.spelling == "("), len(sc.head))
            words = {h.spelling for h in sc.head}
            if words & {"__device__", "__global__", "__host__"}:
                space = "unknown"  # device-only ones were caught by device_only above
                break
            if any(h.is_ident and _MACRO_LIKE.fullmatch(h.spelling) for h in sc.head[:params]):
                space = "unknown"
                break
            space = "host"
            if not any(s.kind in ("function", "block") for s in stack[:k]):
                break  # not a lambda: a plain host function
        if space:
            out[t.start] = space
    return out


def run(model: SourceModel, emit: Emitter) -> None:
    table = load_table()
    warp_edits = analyze(model).edits()  # one pass over the project, not one per file
    for sf in model.files.values():
        # a name the warp analysis replaces itself (native64: `__popc` of a 64-lane set becomes the 64-bit
        # function, already under its HIP name): the same text here, so that the two edits are one
        warp_names = {(s, e): text for s, e, text, _code in warp_edits.get(sf.path, [])}
        firsts = _run_file(model, sf, table, warp_names, emit)
        for header, first in sorted(firsts.items()):
            _include_support(model, sf, header, first, emit)


def _run_file(model: SourceModel, sf: SourceFile, table: dict[str, ApiEntry], warp_names: dict[tuple[int, int], str],
              emit: Emitter) -> dict[str, int]:
    """Renames and reports the file's uses; returns, per support header, the offset of the first use
    renamed to one of its names (<xlate/fp16_extras.h>, <xlate/launch_ex.h>)."""
    reported_token_level: set[str] = set()
    headers = support_header_of()
    firsts: dict[str, int] = {}
    spaces: dict[int, str] | None = None  # computed on the first HOST_CODE_NOTE row
    toks = [t for t in sf.tokens if t.kind is not TokenKind.COMMENT]
    for i, tok in enumerate(toks):
        if tok.kind is not TokenKind.IDENTIFIER:
            continue
        if tok.spelling in CALLING_CONVENTIONS and tok.ref not in (RefOrigin.PROJECT, RefOrigin.SYSTEM):
            d = directive(sf, tok.start)  # a use, or a macro body; never a test or a (un)definition of it
            if d == "" or (d == "define" and i > 0 and toks[i - 1].spelling != "define"):
                start, end = tok.start, tok.end  # with one space beside it: after it, else before it
                if sf.data[end:end + 1] == b" ":
                    end += 1
                elif start > 0 and sf.data[start - 1:start] == b" ":
                    start -= 1
                emit.edit(sf.path, start, end, "", origin="XL101")
            continue
        entry = table.get(tok.spelling)
        if entry is None or tok.ref in (RefOrigin.PROJECT, RefOrigin.SYSTEM):
            continue
        checked = tok.ref is RefOrigin.CUDA_API and tok.region is Region.ACTIVE
        if not checked:
            if entry.kind == "struct_field":
                continue
            prev = toks[i - 1] if i > 0 else None
            if prev is not None and prev.spelling in (".", "->"):
                continue
            if prev is not None and prev.spelling == "::" and i > 1:
                qual = toks[i - 2]
                if qual.kind is TokenKind.IDENTIFIER and qual.spelling not in table:
                    continue
            if tok.region is not Region.ACTIVE:  # directive lines inside inactive branches count too
                d = directive(sf, tok.start)
                if d in _NOT_RENAMED_DIRECTIVES:
                    continue
                if d in _NAME_DIRECTIVES and prev is not None and prev.spelling == d:
                    continue
            if entry.kind == "function" and _declares_own_name(toks, i):
                continue  # the project's own member/variable named like the API (`Fn *cuMemCreate{nullptr};`)
            if (entry.kind == "function" and entry.category == "math" and entry.hip != entry.cuda
                    and (i + 1 >= len(toks) or toks[i + 1].spelling != "(")):
                # a math function's name that is not called (`y1`, `j0`, `exp10` are common variable names):
                # code the compiler did not check gets no rename there
                continue
        if entry.status == "unsupported":
            how = "" if checked else " (in code the compiler did not check)"
            emit.diag("XL102", Severity.ERROR if checked else Severity.WARNING, sf.path, tok.start,
                      f"{entry.cuda} has no HIP equivalent{how}; left as written: {entry.note or 'rewrite this use'}")
            continue
        if entry.hip != entry.cuda:
            # a form of the call with its own HIP name (CUDA 11's 5-argument cudaGraphInstantiate: XL105)
            hip = warp_names.get((tok.start, tok.end)) or api_versions.call_form_name(entry.cuda, toks, i) \
                or entry.hip
            header = headers.get(hip)
            if header is not None and header not in firsts:
                firsts[header] = tok.start
            origin = "XL101" if checked else "XL104"
            emit.edit(sf.path, tok.start, tok.end, hip, origin=origin)
            if entry.kind == "type":
                _drop_elaborated_keyword(sf, toks, i, emit, origin)
        if entry.status == "different" and checked and entry.note.startswith(HOST_CODE_NOTE):
            if spaces is None:
                spaces = _execution_spaces(sf)
            space = spaces.get(tok.start, "")
            if space == "device":
                rest = device_part(entry.note)
                if rest:
                    emit.diag("XL103", Severity.WARNING, sf.path, tok.start,
                              f"{entry.cuda} translated to {entry.hip}, which behaves differently: {rest}")
            elif space == "host":
                emit.diag("XL103", Severity.ERROR, sf.path, tok.start,
                          f"{entry.cuda} cannot be used in this host function after translation: {entry.note}; "
                          "move the use into device code or write it with host functions (for example via float)")
            else:
                emit.diag("XL103", Severity.WARNING, sf.path, tok.start,
                          f"{entry.cuda} translated to {entry.hip}, which behaves differently: {entry.note} "
                          "(this __host__ __device__ code fails to compile if it is emitted for the host)")
        elif entry.status == "different" and entry.note.startswith(VALID_EXECUTION_NOTE):
            emit.diag("XL103", Severity.NOTE, sf.path, tok.start,
                      f"{entry.cuda} translated to {entry.hip}: {entry.note[len(VALID_EXECUTION_NOTE):]}")
        elif entry.status == "different":
            emit.diag("XL103", Severity.WARNING, sf.path, tok.start,
                      f"{entry.cuda} translated to {entry.hip}, which behaves differently: {entry.note}",
                      fixit=entry.hip if entry.hip != entry.cuda else None)
        if not checked and entry.hip != entry.cuda and entry.cuda not in reported_token_level:
            reported_token_level.add(entry.cuda)
            why = _token_level_reason(model, sf, tok.region)
            emit.diag("XL104", Severity.NOTE, sf.path, tok.start,
                      f"{entry.cuda} renamed to {entry.hip} at token level only ({why}); "
                      "the compiler did not check this use", fixit=entry.hip)
    return firsts
