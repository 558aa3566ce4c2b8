"""XL510: names CUDA's cuda_runtime.h brings in through standard headers, which HIP's does not.

nvcc compiles a .cu file with cuda_runtime.h included, and that header includes <string.h>,
<limits.h>, <cmath>, <cstdlib>, <utility> ... (xlate/data/cuda_headers/generate.py lists them), so
CUDA code calls memcpy or strlen from host code without including <cstring>. HIP's hip_runtime.h
declares memcpy/memset for the device only and brings no <string.h>: the translation stopped there.

A translated file that uses such a name (xlate/data/cuda_headers/transitive_names.txt, generated from
the standard headers and the pinned HIP headers: what cuda_runtime.h declares and hip_runtime.h does
not) and does not include the header declaring it itself gets `#include <xlate/cuda_host_includes.h>`
(xlate's support header: the same standard headers cuda_runtime.h includes) before the first use
(rules/_support_include.py: a free line, else new lines and `#line`), with a note. The user's own
functions of those names (declared in the project) do not count. `.c` files are left alone (no nvcc
there).
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
from xlate.rewrite.rules._support_include import already_included, include_support_header, inserted_message

CODE = "XL510"
_DOC_XL510 = """\
nvcc compiles every `.cu` file with `cuda_runtime.h`, which includes standard headers (CUDA 12/13,
host pass, checked with nvcc 13.0's headers: `<limits.h>` `<stddef.h>` from `driver_types.h`,
`<ctype.h>` from `crt/host_defines.h`, `<string.h>` `<time.h>` from `crt/common_functions.h`, `<math.h>`
`<stdlib.h>` `<cmath>` `<cstdlib>` from `crt/math_functions.h`, `<utility>` from `cuda_runtime.h`; the
device pass adds `<stdio.h>` `<stdlib.h>` `<assert.h>` `<new>`). Code relies on them: `INT_MAX`,
`memcpy`, `strlen`, `std::min` with only `<cuda_runtime.h>` included. (`FLT_MAX` and `printf` are
*not* brought by CUDA 13's headers in the host pass; nvcc 13.0 rejects them too.)

* The prelude includes the same headers (`driver_types.h`, `host_defines.h`, `cuda_runtime.h`,
  `device_functions.h`, `math_functions.h`), so such code parses without XL901.
* HIP's `hip_runtime.h` brings less: no `<string.h>` on the host (`memcpy`/`memset` are declared for
  the device only). The names CUDA's headers declare and HIP's do not for host code are generated
  from the headers with libclang (`xlate/data/cuda_headers/generate.py` →
  `transitive_names.txt`: `string.h`/`strings.h` functions and two `ctype.h` ones today). A file that
  calls one of them (not a member, not the project's own function of that name, not in a `.c` file)
  and does not include the declaring header itself gets `#include <xlate/cuda_host_includes.h>` (the
  support header including the list above) before the first use, with a note: on a free line, else as
  a new line followed by `#line` (the rule of every support include: docs/rules/XL200.md).

Fixtures: `tests/rules/XL510/` (one format for every code, run by tests/rules/test_fixtures.py). Every edit
keeps the number of lines unless the include needs new ones; translating the output again changes nothing.
"""

ORDER = 40  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "cuda-transitive-includes",
                  "a name CUDA's cuda_runtime.h declares through a standard header (memcpy, strlen ...) "
                  "and HIP's does not: <xlate/cuda_host_includes.h> is included", fix=Fix.SOMETIMES, doc=_DOC_XL510)]

HEADER = "xlate/cuda_host_includes.h"
NAMES_FILE = Path(__file__).resolve().parents[3] / "data" / "cuda_headers" / "transitive_names.txt"

# the C header a name's libc header belongs to -> every spelling of #include that provides it
_PROVIDERS = {
    "string.h": ("string.h", "cstring"),
    "strings.h": ("strings.h", "string.h", "cstring"),
    "ctype.h": ("ctype.h", "cctype"),
}


@lru_cache(maxsize=1)
def transitive_names() -> dict[str, str]:
    """name -> the standard header CUDA's headers declare it in (from the generated list)."""
    out: dict[str, str] = {}
    for line in NAMES_FILE.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, header = line.split()
            out[name] = header
    return out


def _included(sf: SourceFile, header: str) -> bool:
    return any(already_included(sf, h) for h in _PROVIDERS.get(header, (header,)))


def run(model: SourceModel, emit: Emitter) -> None:
    names = transitive_names()
    for sf in model.files.values():
        if sf.path.suffix == ".c" or already_included(sf, HEADER):
            continue
        toks = [t for t in sf.tokens if t.kind is not TokenKind.COMMENT]
        first = None
        for i, t in enumerate(toks):
            header = names.get(t.spelling)
            if header is None or t.kind is not TokenKind.IDENTIFIER or t.region is Region.DIRECTIVE:
                continue
            if t.ref is RefOrigin.PROJECT:
                continue  # the user's own function of that name
            prev = toks[i - 1] if i > 0 else None
            if prev is not None and prev.spelling in (".", "->"):
                continue  # a member
            if prev is not None and prev.spelling == "::" and i > 1 and toks[i - 2].kind is TokenKind.IDENTIFIER \
                    and toks[i - 2].spelling != "std":
                continue  # a name of another namespace or class (`::memcpy` and `std::memcpy` count)
            if i + 1 >= len(toks) or toks[i + 1].spelling != "(":
                continue  # only calls: `index` or `basename` as a variable of unresolved code is not a use
            if _included(sf, header):
                continue
            first = (t, header)
            break
        if first is None:
            continue
        tok, header = first
        p = include_support_header(model, sf, HEADER, tok.start, emit, origin=CODE, code=CODE, note=False)
        if p is not None:
            where = f"#include <{HEADER}> added on line {p.line}" if not p.inserted else inserted_message(HEADER, p.line)
            emit.diag(CODE, Severity.NOTE, sf.path, tok.start,
                      f"`{tok.spelling}` is declared by CUDA's cuda_runtime.h (through <{header}>) but not by HIP's "
                      f"hip_runtime.h: {where}")
