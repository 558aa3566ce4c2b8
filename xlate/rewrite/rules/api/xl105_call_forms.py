"""XL105: CUDA runtime calls whose form changed between CUDA versions, or which CUDA accepts through a
C++ overload HIP does not have, translated to the HIP call that compiles.

* A kernel passed where CUDA's cuda_runtime.h has a template overload (`template <class T>
  cudaFuncSetCacheConfig(T *func, ...)`, `cudaFuncGetAttributes(attr, T *entry)`,
  `cudaFuncSetAttribute`, `cudaLaunchKernel`) and HIP only the C form taking `const void *` (a function
  does not convert to it implicitly): the argument is wrapped in `reinterpret_cast<const void *>(...)`,
  as HIP's own templates do. Which calls and which argument: xlate/data/cuda_headers/kernel_casts.txt,
  generated from the prelude and the pinned HIP headers.
* `cudaGraphInstantiate`: CUDA 12's `(exec, graph, flags = 0)` becomes `hipGraphInstantiateWithFlags`
  (the table's row), with `, 0` added when the flags were left to CUDA's default (HIP's has none);
  CUDA 11's five-argument `(exec, graph, errorNode, logBuffer, size)`, which CUDA 12 and 13 still accept
  through an overload in cuda_runtime.h, becomes HIP's five-argument `hipGraphInstantiate`.
* `cudaGraphExecUpdate` (and the driver's `cuGraphExecUpdate`): CUDA 12's `(exec, graph, &resultInfo)`
  has no HIP form (HIP 7.2 kept CUDA 11's `(exec, graph, &errorNode, &result)`, which translates as
  written). The table renames the call to `hipGraphExecUpdate` and `cudaGraphExecUpdateResultInfo` /
  `CUgraphExecUpdateResultInfo` to `xlate_hipGraphExecUpdateResultInfo`; both come from xlate's
  <xlate/graph.h> (a struct with CUDA's fields and a three-argument overload over HIP's function), which
  this rule includes before the first use (rules/_support_include.py). A call rewrite
  (`&info.errorNode, &info.result`) was not chosen: it needs the struct anyway, cannot take a pointer
  expression or a macro argument apart, and would rewrite the user's call where the overload keeps it.
* `cudaEventCreate(event, flags)` (an overload in cuda_runtime.h) -> `hipEventCreateWithFlags`.
* `cudaMemPrefetchAsync`: before CUDA 13 `(ptr, count, int device[, stream])` -> `hipMemPrefetchAsync`
  (the table's row); CUDA 13's `(ptr, count, cudaMemLocation, flags[, stream])` written with five
  arguments -> `hipMemPrefetchAsync_v2` (CUDA 12's `cudaMemPrefetchAsync_v2`). The prelude declares
  the form of the reported CUDA version (xlate.core.cuda_version: the device number for 12.x, the
  default; the location for 13.0), so a four-argument CUDA 13 call is a front-end error under CUDA 12,
  as with nvcc 12.

The renaming by argument count happens in the API rule (api/xl101_104_names.py asks `call_form_name`); this
module adds the casts, missing arguments and support includes and says what it did in a note.
"""

from __future__ import annotations

import re
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
from xlate.core.tables import load_table
from xlate.rewrite.rules._support_include import include_support_header, inserted_message
from xlate.rewrite.support import SUPPORT_INCLUDE
from xlate.rewrite.syntax import match_forward, significant, split_top

CODE = "XL105"
_DOC_XL105 = """\
Severity: note. A call whose form changed between CUDA versions or that relies on a C++ overload HIP lacks: translated to the HIP form that compiles (below).

A kernel passed to a call CUDA's `cuda_runtime.h` takes through a template overload while HIP has
only the C form with `const void *` (`cudaFuncSetCacheConfig`, `cudaFuncGetAttributes`,
`cudaFuncSetAttribute`, `cudaLaunchKernel`; the list `xlate/data/cuda_headers/kernel_casts.txt` is
generated from the prelude and the HIP headers, leaving out calls HIP has templates for, such as the
occupancy calculators) is wrapped in `reinterpret_cast<const void *>(…)` (not when already cast).
`cudaGraphInstantiate`: CUDA 12's `(exec, graph[, flags])` → `hipGraphInstantiateWithFlags` with `, 0`
added when the flags were defaulted; CUDA 11's five-argument form, which CUDA 12 and 13 still accept
through an overload in `cuda_runtime.h` (declared in the prelude too), → HIP's five-argument
`hipGraphInstantiate`. `cudaGraphExecUpdate` / `cuGraphExecUpdate`: CUDA 12's `(exec, graph, &resultInfo)` → `hipGraphExecUpdate`
with `xlate_hipGraphExecUpdateResultInfo` (the table's rows), an overload and a struct of xlate's
`<xlate/graph.h>` over HIP's four-argument function (HIP 7.2 has only CUDA 11's form, which translates
as written): this rule includes the header on an existing empty or `//` line at file scope before the
first use that no other support include takes, else on a new line followed by `#line` (a note)
(every support include follows one rule: docs/rules/XL200.md). The struct keeps CUDA's fields; `errorFromNode` is always
null (HIP does not report it). The prelude declares CUDA 11's forms of `cudaGraphExecUpdate` and
`cudaGraphInstantiate` under a CUDA 11 version (`XLATE_CUDA_VERSION`) and CUDA 12's from 12.0. CUDA 12.3's
edge-data forms (`cudaGraphAddDependencies_v2`, `cudaGraphGetEdges_v2`, `cudaStreamGetCaptureInfo_v3`, ...)
and conditional nodes (`cudaGraphConditionalHandleCreate`) have no HIP 7.2 counterpart: XL102 with the reason.
`cudaMemPrefetchAsync`: the device-number form of CUDA ≤ 12 →
`hipMemPrefetchAsync`; CUDA 13's location form with five arguments → `hipMemPrefetchAsync_v2`. The
prelude declares the device-number form while the reported CUDA version (`XLATE_CUDA_VERSION`, 12.x by
default) is below 13.0 and the location form from 13.0 (`CUDART_VERSION >= 13000`), so under CUDA 12
CUDA 13 code in a `#if CUDART_VERSION >= 13000` branch is translated at token level, and a
four-argument location call outside such a branch is an XL901 error, as it is with nvcc 12.
`cudaEventCreate(&event, flags)`, the C++ overload of `cuda_runtime.h` (GROMACS' GPU timers call it), →
`hipEventCreateWithFlags` (HIP has only the one-argument function); the one-argument call is HIP's
`hipEventCreate` (the table's row).
`cudaGetErrorString` in host lambdas (generic ones included) and templates is renamed like any other
use (`tests/rules/XL105/call_forms.cu`); in *device* code it is CUDA's device runtime, which HIP lacks (not handled).

Tests: `tests/rules/test_xl105.py`, fixtures `tests/rules/XL105/`; CUDA 12's graph update run on the cpu
target and compiled for gfx942: `tests/driver/test_graph_forms.py`.
"""

ORDER = 20  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "api-call-form",
                  "a CUDA call whose form changed between CUDA versions or relies on a C++ overload HIP lacks "
                  "(kernel as const void*, cudaGraphInstantiate's two forms, CUDA 12's cudaGraphExecUpdate, "
                  "cudaMemPrefetchAsync's location form, cudaEventCreate(event, flags))",
                           fix=Fix.ALWAYS, doc=_DOC_XL105)]

CASTS_FILE = Path(__file__).resolve().parents[3] / "data" / "cuda_headers" / "kernel_casts.txt"

# CUDA name -> {argument count: HIP name} where the table's one name does not fit every form
FORMS: dict[str, dict[int, str]] = {
    "cudaGraphInstantiate": {5: "hipGraphInstantiate"},
    "cudaMemPrefetchAsync": {5: "hipMemPrefetchAsync_v2"},
    "cudaEventCreate": {2: "hipEventCreateWithFlags"},
}
# CUDA name -> {argument count: text appended before `)`}: defaults CUDA has and HIP's function lacks
MISSING_DEFAULTS: dict[str, dict[int, str]] = {
    "cudaGraphInstantiate": {2: ", 0"},
}
CAST_OPEN = "reinterpret_cast<const void *>("
# CUDA name -> argument counts of the forms whose translation calls an overload of GRAPH_HEADER
GRAPH_HEADER = "xlate/graph.h"
GRAPH_FORMS: dict[str, frozenset[int]] = {
    "cudaGraphExecUpdate": frozenset({3}),
    "cuGraphExecUpdate": frozenset({3}),
    "cuGraphExecUpdate_v2": frozenset({3}),
}


@lru_cache(maxsize=1)
def kernel_casts() -> dict[str, int]:
    out: dict[str, int] = {}
    for line in CASTS_FILE.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, idx = line.split("\t")
            out[name] = int(idx)
    return out


def _args(toks: list, i: int) -> list[tuple[int, int]] | None:
    """Top-level argument token ranges [a, b) of the call whose name is toks[i], or None if not a call."""
    if i + 1 >= len(toks) or toks[i + 1].spelling != "(":
        return None
    depth = 0
    out: list[tuple[int, int]] = []
    start = i + 2
    for j in range(i + 1, len(toks)):
        s = toks[j].spelling
        if s in ("(", "[", "{"):
            depth += 1
        elif s in (")", "]", "}"):
            depth -= 1
            if depth == 0:
                if j > start or out:
                    out.append((start, j))
                return out
        elif s == "," and depth == 1:
            out.append((start, j))
            start = j + 1
    return None


def call_form_name(cuda: str, toks: list, i: int) -> str | None:
    """The HIP name for this call's form when it differs from the table's (api_names uses it)."""
    forms = FORMS.get(cuda)
    if not forms:
        return None
    args = _args(toks, i)
    return None if args is None else forms.get(len(args))


@lru_cache(maxsize=1)
def graph_header_types() -> frozenset[str]:
    """The CUDA type names the table renames to a struct of GRAPH_HEADER (`struct xlate_NAME {`)."""
    text = (SUPPORT_INCLUDE / GRAPH_HEADER).read_text(encoding="utf-8")
    structs = set(re.findall(r"^struct (xlate_\w+) \{", text, re.MULTILINE))
    return frozenset(e.cuda for e in load_table().values() if e.kind == "type" and e.hip in structs)


def _include_graph_header(model: SourceModel, sf: SourceFile, first_use: int, emit: Emitter) -> None:
    p = include_support_header(model, sf, GRAPH_HEADER, first_use, emit, origin=CODE, code=CODE, note=False)
    if p is not None:
        where = f" included on line {p.line}" if not p.inserted else "; " + inserted_message(GRAPH_HEADER, p.line)
        emit.diag(CODE, Severity.NOTE, sf.path, first_use,
                  f"CUDA 12's cudaGraphExecUpdate form: <{GRAPH_HEADER}> (its result struct and the three-argument "
                  f"overload of hipGraphExecUpdate){where}")


def _is_call_of_cuda(toks: list, i: int) -> bool:
    t = toks[i]
    if t.ref in (RefOrigin.PROJECT, RefOrigin.SYSTEM) or t.region is Region.DIRECTIVE:
        return False
    prev = toks[i - 1].spelling if i > 0 else ""
    if prev in (".", "->"):
        return False
    return not (prev == "::" and i > 1 and toks[i - 2].kind is TokenKind.IDENTIFIER)


def run(model: SourceModel, emit: Emitter) -> None:
    casts = kernel_casts()
    graph_types = graph_header_types()
    for sf in model.files.values():
        toks = significant(sf)
        graph_use: int | None = None  # the first use that needs GRAPH_HEADER
        for i, t in enumerate(toks):
            name = t.spelling
            if t.kind is not TokenKind.IDENTIFIER:
                continue
            if graph_use is None and name in graph_types and _is_call_of_cuda(toks, i):
                graph_use = t.start  # the type (not a call, but the same test: not the project's, not a member)
            if name not in casts and name not in FORMS and name not in MISSING_DEFAULTS and name not in GRAPH_FORMS:
                continue
            if not _is_call_of_cuda(toks, i):
                continue
            if i + 1 >= len(toks) or toks[i + 1].spelling != "(":
                continue
            close_i = match_forward(toks, i + 1)
            if close_i is None:
                continue
            args = [] if close_i == i + 2 else split_top(toks, i + 2, close_i)
            if args is None:
                continue
            said = []
            k = casts.get(name)
            if k is not None and k < len(args):
                a, b = args[k]
                text = sf.data[toks[a].start:toks[b - 1].end].decode("utf-8", "replace")
                if not text.startswith(("reinterpret_cast<const void", "(const void", "(void")):
                    emit.edit(sf.path, toks[a].start, toks[a].start, CAST_OPEN, origin=CODE)
                    emit.edit(sf.path, toks[b - 1].end, toks[b - 1].end, ")", origin=CODE)
                    said.append(f"argument {k + 1} cast to const void * (HIP has only the C form; CUDA's "
                                "template overload took the kernel itself)")
            if len(args) in GRAPH_FORMS.get(name, ()) and graph_use is None:
                graph_use = t.start
            hip = FORMS.get(name, {}).get(len(args))
            if hip:
                said.append(f"the {len(args)}-argument form becomes {hip}")
            extra = MISSING_DEFAULTS.get(name, {}).get(len(args))
            if extra:
                close = toks[close_i]
                emit.edit(sf.path, close.start, close.start, extra, origin=CODE)
                said.append(f"`{extra.lstrip(', ')}` added for the argument CUDA defaults and HIP does not")
            if said:
                emit.diag(CODE, Severity.NOTE, sf.path, t.start, f"{name}: " + "; ".join(said))
        if graph_use is not None:
            _include_graph_header(model, sf, graph_use, emit)
