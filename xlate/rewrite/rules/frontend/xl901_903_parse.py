"""XL901-XL903, XL910, XL911: what the libclang front end (xlate.parse.model.build_model) reports.

Registered here with their doc pages; emitted by xlate/parse. No run(): these codes are not rules.
"""

from __future__ import annotations

from xlate.core.model import Fix, RuleInfo

RULES = [
    RuleInfo("XL901", "clang-error", "clang reported an error (its message, at its line and column, with the pass)",
             fix=Fix.NEVER, doc="""\
clang reported an error while parsing a translation unit: the message is clang's, at clang's line and
column, with the pass (host or device). The file is still translated, at token level where clang could
not resolve it (XL902).

Severity:

- error in a project file;
- warning when the translation unit also misses an include (XL903), for a header parsed alone through
  a stub, or for a header outside the project;
- for an error inside xlate's CUDA prelude: an error at the project code or macro that caused it when
  clang's notes point into the project (a template of the prelude instantiated there, a project macro
  expanded there) or a project macro (`-D`/`-U`, or a `#define` of the translation unit) is named on
  the prelude's line; else an internal error naming the prelude line (please report it);
- a note "N more clang errors" after 20 per pass.

Example: a CUDA 13 four-argument `cudaMemPrefetchAsync(ptr, n, location, 0)` outside a
`#if CUDART_VERSION >= 13000` branch is an XL901 error while xlate reports a CUDA 12 version (the
default; `XLATE_CUDA_VERSION`), as it is with nvcc 12.
"""),
    RuleInfo("XL902", "not-checked", "a project file was not checked semantically; translated at token level only",
             fix=Fix.NEVER, doc="""\
A project file was not checked semantically: the reason is named (a missing include, a clang error,
a C source file, a libclang failure, an `#include` of a FIFO or device: XL908). Warning, at line 1 of
the file. The rules still translate it, at token level: names the parser could not resolve are
renamed where they match the tables (XL104, XL404 notes), but nothing was type-checked.

Example: `#include "missing.h"` (XL903) makes the including file unchecked:
`a.cu:1:1: warning: not checked semantically (missing include missing.h); translated at token level only [XL902]`.

Lines inactive in both passes (`#if 0`) are XL911, not XL902 (before, XL902 meant both).
"""),
    RuleInfo("XL903", "include-not-found", "an #include was not found; the parse goes on without it",
             fix=Fix.NEVER, doc="""\
An `#include` was not found (the include name, at the directive's line and column). Warning. The parse
goes on without it and the file is marked unchecked (XL902): code that uses what the header declares is
translated at token level. Give the include folders with `-I` or a compile database.
"""),
    RuleInfo("XL910", "front-end-failure", "the front end (libclang) failed on a file: killed, out of memory, "
             "too deep or too slow", fix=Fix.NEVER, doc="""\
The front end (libclang) failed on a file: its worker process was killed by a signal (SIGSEGV: usually a
stack overflow on very deeply nested code; SIGKILL: usually out of memory), ran out of memory or
recursion depth, or did not finish within `$XLATE_PARSE_TIMEOUT` seconds (default 600) per pass. Error.
The message names the file and the pass; after a failed host or device pass the file is translated at
token level only (XL902), after a failed lexing pass it is skipped.
"""),
    RuleInfo("XL911", "inactive-lines", "lines inactive in both the host and the device pass (#if 0 ...): "
             "translated at token level only", fix=Fix.NEVER, doc="""\
Lines inactive in both the host and the device pass (e.g. `#if 0`, or a branch neither pass takes), one
note per skipped branch, at its first line. The rules see these tokens as INACTIVE: CUDA names there are
still renamed at token level (the code may be enabled elsewhere), but nothing was checked.

Directive lines inside such a branch (`#include`, `#error`, `#define`, `#pragma`) are INACTIVE tokens;
the `#if`/`#else`/`#endif` lines stay DIRECTIVE. A header entered several times is inactive only where
every inclusion skipped it.

Example: `#if 0` ... `#endif` on lines 3-7 gives
`a.cu:4:1: note: lines 4-6 inactive in both the host and the device pass; translated at token level only [XL911]`.

This was XL902's second meaning before XL911 existed.
"""),
]
