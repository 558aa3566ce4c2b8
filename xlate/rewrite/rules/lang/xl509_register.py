"""XL509: the `register` storage class is removed (C++17 removed it; nvcc accepts it, clang does not).

clang rejects `register` in C++17 (`ISO C++17 does not allow 'register' storage class specifier`,
-Wregister, an error by default); nvcc accepts it silently. CUDA code keeps it from C habits
(`register float acc = 0.f;`). The keyword has had no meaning since C++11, so removing it changes
nothing a program computes. Only the keyword token goes (with the blank after it, so the layout
stays): words containing it (`register_count`), strings (asm constraints such as `"r"`), comments and
asm templates are different tokens and are never touched.

Kept, with no edit:
* `.c` files (C, where `register` is valid and has a meaning: no address may be taken);
* explicit register variables (`register int x asm("r0");`, a GNU extension that needs the keyword);
* in a macro body, a `register` next to `#` or `##` (stringified or pasted into another token);
* a `register` that is a whole macro argument (`STR(register)`): a storage class is always followed
  by a type, never by `)` or `,`.

Elsewhere in a macro body (`#define REG register`, `#define ACC(n) register float n = 0`) the keyword
is removed as in code: in C++ it can only be the storage class, which has no effect, so every
expansion of the macro means the same without it. A macro that is also used from C sources keeps
compiling (a declaration without `register` is valid C). One note per removal.
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceModel, TokenKind
from xlate.rewrite.syntax import Tok, pasted, significant

CODE = "XL509"
_DOC_XL509 = """\
nvcc accepts `register` in C++17 code; clang rejects it (`ISO C++17 does not allow 'register' storage
class specifier`, an error by default). The keyword has meant nothing in C++ since C++11, so it is
removed (with the blank after it, so the layout stays) and a note says so. The prelude ignores
`-Wregister`, so the parse accepts such code like nvcc (no XL901). Only the keyword token is touched:
`register_count`, `"register"` in strings and asm templates (`"r"` constraints), comments are other
tokens.

Macros: in a `#define` body `register` is removed like in code (`#define REG register` becomes
`#define REG `, `#define ACC(n) register float n = 0` loses it): in C++ it can only be the storage
class, so every expansion means the same without it, and a body without it is still valid C. Kept:
a `register` next to `#` or `##` in a macro body (stringified or pasted into another token), a
`register` that is a whole macro argument (`STR(register)`: a storage class is always followed by a
type), explicit register variables (`register int x asm("r0")`, a GNU extension that needs it; a note
says it was kept), and `.c` files, where `register` is valid C with a meaning.

Fixtures: `tests/rules/XL509/` (one format for every code, run by tests/rules/test_fixtures.py). Every edit
keeps the number of lines; translating the output again changes nothing.
"""

ORDER = 80  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "register-storage-class",
                  "the `register` storage class (not C++17; clang rejects it) is removed, with a note",
                           fix=Fix.SOMETIMES, doc=_DOC_XL509)]

_ASM = {"asm", "__asm__", "__asm"}
_STOP = {";", "{", "}"}


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        if sf.path.suffix == ".c":
            continue
        toks = significant(sf)
        for i, t in enumerate(toks):
            if t.spelling != "register" or t.kind not in (TokenKind.KEYWORD, TokenKind.IDENTIFIER):
                continue
            if t.region is Region.DIRECTIVE:
                continue  # `#if defined(register)` and the like
            if t.region is Region.MACRO_BODY and pasted(toks, i):
                continue
            if _alone_as_argument(toks, i):
                continue  # `STR(register)`: a macro argument, not a storage class
            if _explicit_register_variable(toks, i):
                emit.diag(CODE, Severity.NOTE, sf.path, t.start,
                          "`register` kept: an explicit register variable (asm(\"...\") after the "
                          "declarator) needs it")
                continue
            end = t.end
            nxt = sf.data[end:end + 1]
            if nxt in (b" ", b"\t"):
                end += 1
            emit.edit(sf.path, t.start, end, "", origin=CODE)
            where = " (in a macro body: every expansion loses it too)" if t.region is Region.MACRO_BODY else ""
            emit.diag(CODE, Severity.NOTE, sf.path, t.start,
                      f"`register` removed{where}: C++17 has no register storage class (clang rejects "
                      "it, nvcc ignores it); the meaning is unchanged", fixit="")


def _alone_as_argument(toks: list[Tok], i: int) -> bool:
    """`(register)` or `, register,`: a storage class is always followed by a type, never by `)`/`,`."""
    prev = toks[i - 1].spelling if i > 0 else ""
    nxt = toks[i + 1].spelling if i + 1 < len(toks) else ""
    return prev in ("(", ",") and nxt in (")", ",")


def _explicit_register_variable(toks: list[Tok], i: int) -> bool:
    """`register T x asm("reg")`: an asm label before the end of the declaration."""
    depth = 0
    for t in toks[i + 1:i + 64]:
        if t.region is not toks[i].region:
            return False
        s = t.spelling
        if s in ("(", "["):
            depth += 1
        elif s in (")", "]"):
            depth -= 1
            if depth < 0:
                return False  # a parameter list ends: `void f(register int x)`
        elif s in _STOP or (s == "," and depth == 0) or s == "=":
            return False
        elif s in _ASM and depth == 0:
            return True
    return False
