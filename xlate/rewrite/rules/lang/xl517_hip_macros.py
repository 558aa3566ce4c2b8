"""XL517: the user's own tests of HIP's compiler and platform macros keep the answer they have under
nvcc (undefined), so the translation compiles the branches xlate parsed and translated.

Projects that support both vendors test HIP's macros beside CUDA's: `#if defined(__HIPCC__)`,
`#ifdef __HIP_PLATFORM_AMD__`, `#if HIP_VERSION >= 60000000`, `defined(__gfx942__)`. nvcc defines none
of them, and neither does xlate's parse (it parses CUDA as nvcc sees it), so the branches xlate read,
checked and rewrote are the CUDA ones. hip-clang defines them all, so without this rule the final
compile takes the project's HIP branches instead: code xlate never parsed (it may name headers that
are not in the translated tree, and got none of the warp-size or API rewrites), mixed with translated
code that assumed the CUDA branch (Eigen stops at its own `#error "NVCC as the target platform for
HIPCC is currently not supported."`, `defined(__NVCC__) && defined(__HIPCC__)`). XL513 turns the
user's `__CUDACC__` into `__HIPCC__`; this rule is its other half, for the user's own HIP names:

* `#ifdef NAME` -> `#if 0`, `#ifndef NAME` -> `#if 1` (`#elifdef`/`#elifndef` likewise);
* `defined(NAME)`, `defined NAME` -> `0`;
* a value (`#if HIP_VERSION >= 60000000`, `#define EIGEN_HIPCC __HIPCC__`) in a preprocessor line or
  a macro body -> `0`, which is what an undefined name counts in `#if`.

Names: `__HIPCC__`, `__HIP__`, `__HIP_DEVICE_COMPILE__`, `__HIP_PLATFORM_AMD__`, `__HIP_PLATFORM_HCC__`
and the rest of what hip-clang and HIP's headers predefine for AMD (`__HIPCC_RTC__`, `__HIP_ROCclr__`,
`__HIP_CLANG_ONLY__`, `__AMDGCN__`, `__AMDGPU__`, `__AMDGCN_WAVEFRONT_SIZE(__)`, `HIP_VERSION*`,
`__gfx<N>__`, `__HIP_ARCH_*__`, `__HIP_MEMORY_SCOPE_*`). `__HIP_PLATFORM_NVIDIA__`/`NVCC__` are left:
neither compiler defines them, so they already answer as under nvcc.

Left alone:
* a use in ordinary code (`int v = HIP_VERSION;`): under nvcc that is a compile error unless it sits
  in a branch the rewrites above already switch off;
* a token next to `#` or `##` in a macro body (its spelling is used);
* every use of a name the project `#define`s or `#undef`s itself (a warning at the definition): the
  project's own definition decides, as under nvcc;
* code that is HIP already, where the HIP macros mean what they say: a file whose parse included a
  `hip/` header (an `#include <hip/...>` the parse did not skip), e.g. a hand-written HIP file of the
  project; and a translation with no CUDA in it at all (no CUDA macro, API name, header or `<<<`), such
  as xlate's own output translated again (XL513 wrote its `__HIPCC__`).
"""

from __future__ import annotations

import re

from xlate.core.model import Emitter, Fix, RuleInfo, SourceModel
from xlate.rewrite.rules.lang._macros import answer_user_tests

CODE = "XL517"
_DOC_XL517 = """\
Projects written for both vendors test HIP's macros beside CUDA's (`#if defined(__HIPCC__)`,
`#ifdef __HIP_PLATFORM_AMD__`, `#if HIP_VERSION >= ...`, `defined(__gfx942__)`). nvcc defines none of
them and xlate's parse, which reads the code as nvcc does, neither: the branches xlate parsed, checked
and rewrote are the CUDA ones. hip-clang defines them all, so the final compile would take the
project's HIP branches instead, code xlate never parsed or translated (it can name headers that are
not in the translated tree), mixed with translated code written for the CUDA branch. Eigen, for one,
stops at its own `#error "NVCC as the target platform for HIPCC is currently not supported."`
(`defined(__NVCC__) && defined(__HIPCC__)`). XL513 turns the user's `__CUDACC__` into `__HIPCC__`;
XL517 gives the user's own HIP names the answer they have under nvcc, undefined:

| use | becomes |
|---|---|
| `#ifdef NAME` / `#ifndef NAME` | `#if 0` / `#if 1` |
| `defined(NAME)`, `defined NAME` | `0` |
| a value in a preprocessor line or macro body (`#if HIP_VERSION >= 60000000`) | `0` |

Names: `__HIPCC__`, `__HIP__`, `__HIP_DEVICE_COMPILE__`, `__HIP_PLATFORM_AMD__`, `__HIP_PLATFORM_HCC__`,
`__HIPCC_RTC__`, `__HIP_ROCclr__`, `__HIP_CLANG_ONLY__`, `__AMDGCN__`, `__AMDGPU__`,
`__AMDGCN_WAVEFRONT_SIZE(__)`, `HIP_VERSION` and its parts, `__gfx<N>__`, `__HIP_ARCH_*__`,
`__HIP_MEMORY_SCOPE_*`. One note per rewritten use.

Left alone: a use in ordinary code (a compile error under nvcc unless a rewritten test above switches
it off); a token next to `#` or `##` in a macro body; every use of a name the project defines or
undefines itself (warning at the `#define`/`#undef`: its own definition decides, as under nvcc); and
code that is HIP already: a file whose parse included a `hip/` header (an `#include <hip/...>` it did
not skip), such as a hand-written HIP file of the project, and a translation with no CUDA in it at all
(no CUDA macro, API name, header or `<<<`), such as xlate's own output translated again, whose
`__HIPCC__` XL513 wrote.

Fixtures: `tests/rules/XL517/` (run by tests/rules/test_fixtures.py); the translation of each compiles
for gfx942 and the cpu target (tests/rules/test_xl517_hip_macros_build.py).
"""

ORDER = 84  # registration order among the rule modules (xlate/rewrite/registry.py): after XL513's 81
RULES = [RuleInfo(CODE, "hip-platform-macros",
                  "the user's own tests of HIP's macros (__HIPCC__, __HIP_PLATFORM_AMD__, HIP_VERSION, "
                  "__gfx942__ ...) answer as under nvcc (undefined): the compile takes the branches xlate "
                  "parsed and translated", fix=Fix.ALWAYS, doc=_DOC_XL517)]

_NAMES = {"__HIPCC__", "__HIP__", "__HIP_DEVICE_COMPILE__", "__HIP_PLATFORM_AMD__", "__HIP_PLATFORM_HCC__",
          "__HIPCC_RTC__", "__HIP_ROCclr__", "__HIP_CLANG_ONLY__", "__AMDGCN__", "__AMDGPU__",
          "__AMDGCN_WAVEFRONT_SIZE", "__AMDGCN_WAVEFRONT_SIZE__"}
_PATTERN = re.compile(r"HIP_VERSION(_[A-Z_]+)?|__gfx[0-9a-z]+__|__HIP_ARCH_[A-Z0-9_]+__|__HIP_MEMORY_SCOPE_[A-Z]+")


def is_hip_name(name: str) -> bool:
    return name in _NAMES or _PATTERN.fullmatch(name) is not None


def run(model: SourceModel, emit: Emitter) -> None:
    answer_user_tests(model, emit, CODE, is_hip_name, "0", False,
                      lambda name: f"nvcc does not define {name} (hip-clang does), so the compile keeps the CUDA "
                                   "branch xlate parsed and translated",
                      kept=", as under nvcc")
