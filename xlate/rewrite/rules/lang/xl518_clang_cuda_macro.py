"""XL518: the user's own tests of `__CUDA__`, clang's CUDA-mode macro, keep the answer xlate's parse gave
them (defined), so the compile takes the branches xlate parsed and translated.

clang defines `__CUDA__` whenever it compiles CUDA, in the host and the device pass. xlate's parse is
clang in CUDA mode, so it reads a project's `#if defined(__clang__) && defined(__CUDA__)` branch, checks
it and rewrites it. hip-clang compiles HIP, where clang defines `__HIP__` instead (XL517 answers that one
as nvcc does, undefined): untouched, the final compile takes the other branch, which xlate never parsed.
Projects use the test for what clang as a CUDA compiler needs and nvcc does not. Eigen's Tensor module
declares its reduction kernels as class friends with `friend __global__` under
`defined(__clang__) && (defined(__CUDA__) || defined(__HIP__))` and as plain `friend` otherwise (nvcc
accepts that; clang rejects it: "__host__ function 'FullReductionKernel' cannot overload __global__
function"), and its `half` pops a `#pragma push_macro` under `defined(__clang__) && defined(__CUDA__)`.

* `#ifdef __CUDA__` -> `#if 1`, `#ifndef __CUDA__` -> `#if 0` (`#elifdef`/`#elifndef` likewise);
* `defined(__CUDA__)`, `defined __CUDA__` -> `1`;
* a value in a preprocessor line or a macro body -> `1` (clang defines it as 1).

Left alone, as in XL517: a use in ordinary code; a token next to `#` or `##` in a macro body; every
use when the project `#define`s or `#undef`s `__CUDA__` itself (a warning at the definition: its own
definition decides); a file that is HIP already (its parse included a `hip/` header) and a translation
with no CUDA in it. nvcc itself leaves `__CUDA__` undefined: the branch a project wrote for nvcc is the
one clang would reject, and xlate's parse, the translation and the final compile are clang's.
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, RuleInfo, SourceModel
from xlate.rewrite.rules.lang._macros import answer_user_tests

CODE = "XL518"
NAME = "__CUDA__"
_DOC_XL518 = """\
clang defines `__CUDA__` whenever it compiles CUDA (host and device pass). xlate's parse is clang in CUDA
mode, so it parses, checks and rewrites a project's `#if defined(__clang__) && defined(__CUDA__)` branch;
hip-clang compiles HIP and defines `__HIP__` instead (which XL517 answers as nvcc does, undefined), so the
final compile would take the other branch, code xlate never parsed. Projects use the test for what clang
as a CUDA compiler needs: Eigen declares its reduction kernels as class friends with `friend __global__`
under `defined(__clang__) && (defined(__CUDA__) || defined(__HIP__))` and as plain `friend` otherwise,
which nvcc accepts and clang rejects ("__host__ function 'FullReductionKernel' cannot overload __global__
function"). So the user's tests get the parse's answer:

| use | becomes |
|---|---|
| `#ifdef __CUDA__` / `#ifndef __CUDA__` | `#if 1` / `#if 0` |
| `defined(__CUDA__)`, `defined __CUDA__` | `1` |
| a value in a preprocessor line or macro body | `1` |

Left alone, as in XL517: a use in ordinary code; a token next to `#` or `##` in a macro body; every use
when the project defines or undefines `__CUDA__` itself (warning at the `#define`/`#undef`); a file that
is HIP already (its parse included a `hip/` header) and a translation with no CUDA in it. (nvcc leaves
`__CUDA__` undefined; the branch a project wrote for nvcc is the one clang rejects.) One note per
rewritten use.

Fixtures: `tests/rules/XL518/` (run by tests/rules/test_fixtures.py); the friend-kernel program builds
for gfx942 and runs on the cpu target (tests/rules/XL518/test_xl518_build.py).
"""

ORDER = 85  # registration order among the rule modules (xlate/rewrite/registry.py): after XL517's 84
RULES = [RuleInfo(CODE, "clang-cuda-macro",
                  "the user's own tests of __CUDA__ (clang's CUDA mode) answer as in xlate's parse (defined): "
                  "the compile takes the branches xlate parsed and translated", fix=Fix.ALWAYS, doc=_DOC_XL518)]


def run(model: SourceModel, emit: Emitter) -> None:
    answer_user_tests(model, emit, CODE, lambda name: name == NAME, "1", True,
                      lambda name: f"xlate's parse (clang in CUDA mode) defines {name} and translated that branch; "
                                   "hip-clang (HIP mode) does not")
