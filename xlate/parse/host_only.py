"""XL513's part of the front end: the bodies of functions that run on the host only, where a test of
`__CUDA_ARCH__` has one answer under nvcc whichever pass compiles it.

nvcc preprocesses a CUDA source twice, and in the device pass `__CUDA_ARCH__` is defined everywhere,
host functions included; but the device pass generates no code for a function without `__device__` or
`__global__`, so the code that runs from such a function is always the host pass's, where the macro is
undefined. That answer is what SourceFile.host_only marks: byte spans of the bodies of function
definitions with neither attribute written on them and not `constexpr`/`consteval` (clang makes those
implicitly `__host__ __device__`, and nvcc's `--expt-relaxed-constexpr` lets device code call them),
with every lambda and every other function defined inside them (a local class's `__device__` method, a
`[=] __device__` lambda) cut out. Only bodies whose text holds a `#` (a directive) are kept: nothing else
reads them, and the `constexpr` question costs a pretty-print. The tests XL513 answers there are of
`__CUDA_ARCH__` and of the project's macros that only the device pass defines (side_macros.py)."""

from __future__ import annotations

import re

from xlate.parse.libclang import declaration_text
from xlate.parse.regions import merge_ranges

_CONST_EVAL = re.compile(r"\bconst(?:expr|eval)\b")

# (body start, body end, function cursor, `__device__`/`__global__` written on it), as libclang.CursorMap has them
Function = tuple[int, int, object, bool]


def spans(functions: list[Function], lambdas: list[tuple[int, int]], data: bytes) -> list[tuple[int, int]]:
    """The host-only spans of one file (sorted, disjoint) from the AST walk's function bodies and lambda
    extents in it."""
    out: list[tuple[int, int]] = []
    for start, end, cursor, device in functions:
        if device or b"#" not in data[start:end]:
            continue
        if _CONST_EVAL.search(declaration_text(cursor)):
            continue
        out.extend(_minus((start, end), merge_ranges(_nested(functions, lambdas, start, end))))
    return merge_ranges(out)


def _nested(functions: list[Function], lambdas: list[tuple[int, int]], start: int, end: int) -> list[tuple[int, int]]:
    """Function bodies and lambdas strictly inside [start, end)."""
    spans_in = [(s, e) for s, e, _, _ in functions if start < s and e <= end]
    spans_in += [(s, e) for s, e in lambdas if start < s and e <= end]
    return spans_in


def _minus(span: tuple[int, int], holes: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """`span` without the (sorted, disjoint) `holes` inside it."""
    out: list[tuple[int, int]] = []
    at = span[0]
    for s, e in holes:
        if s > at:
            out.append((at, s))
        at = max(at, e)
    if at < span[1]:
        out.append((at, span[1]))
    return out
