"""XL3xx: inline PTX (`asm`, `asm volatile`, `__asm__` statements in device code) is parsed and lowered
to HIP C++ by xlate.ptx (docs/ptx.md).

The statement from its keyword to its closing `)` is replaced by `do { ... } while (0)` (so the `;`
after it and an `if`/`else` around it keep working), followed by as many newlines as the statement
spanned, so every later line keeps its number. In a macro body the newlines are written as
backslash-newline continuations.

Which statements: those in `__device__`/`__global__` functions (including `__host__ __device__`
ones) and those in macro bodies (whose use is unknown). Host functions' asm (x86 code) is left alone,
and so is asm in preprocessor branches that are inactive in both parse passes.

XL301 (note): lowered, naming the forms. XL302 (error): a PTX form xlate does not lower (named, at
its position in the template); (warning) a form lowered to a run-time stop where it cannot be honoured
(named barriers). XL303 (error): the asm statement or its PTX text does not parse.
In a macro body XL302/XL303 are warnings (the macro may serve host code), and the statement is
left as it was; a macro's asm whose first instruction is no PTX instruction (`lfence`, `rep; nop`, `dsb ld`:
x86 and Arm barriers in C headers, xlate/ptx/opcodes.py) is taken for host assembly, with an XL302 note.

Lowered code with shared-window addresses calls xlate's <xlate/ptx_shared.h>, and so do the
translations of CUDA's __cvta_generic_to_shared / __cvta_shared_to_generic (renamed by the API
table): the header is included before the first use on a free existing line (line numbers never
change) that no other support include takes, else as new lines followed by `#line` with an XL303
note (xlate/rewrite/include_placement.py).
"""

from __future__ import annotations

import bisect
from dataclasses import replace

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel, TokenKind
from xlate.ptx import AsmStatement, PtxSyntaxError, PtxUnsupported, lower_asm, parse_asm_variants
from xlate.ptx.lower import SHARED_HEADER
from xlate.ptx.opcodes import foreign_mnemonic
from xlate.rewrite.rules._support_include import include_support_header
from xlate.rewrite.syntax import scopes as scope_stacks
from xlate.rewrite.syntax import significant
from xlate.rewrite.warp import model as warp_model

_SHARED_0 = """\
Statements in `__device__`/`__global__` (also `__host__ __device__`) functions and in macro bodies
are lowered; host functions' asm (x86) and asm in preprocessor branches inactive in both passes are
left alone. The statement from `asm` to its `)` becomes `do { … } while (0)`, so `if (c) asm(...);
else` still parses. The operand expressions stay where they are, bound in source order to
references the lowered block uses (`asm("…" : "=r"(x[i]) : "r"(__cvta_generic_to_shared(p)))` →
`do { auto&& _xl_op0 = (x[i]); auto&& _xl_op1 = (__cvta_generic_to_shared(p)); { … } } while (0)`;
GCC also evaluates each operand once), so other rules still edit inside them (API renames); every
replaced piece keeps its newlines (backslash-newlines in a macro body), so line numbers stay.
When the lowered code or a call of `__cvta_generic_to_shared`/`__cvta_shared_to_generic` needs
`<xlate/ptx_shared.h>`, `#include <xlate/ptx_shared.h>` goes on an empty or `//` comment line at file
scope before the first use that no other support include takes, else on a new line followed by
`#line` with an XL303 note (every support include follows one rule: docs/rules/XL200.md).
"""
_SHARED_1 = """\
The lowering itself (grammar, IR, the forms lowered, rounding, memory, warp mode): docs/ptx.md. Tests: `tests/ptx/` (`tests/ptx/test_rule.py` for the rule on whole files).
"""
_DOC_XL301 = """\
Note: an asm statement was lowered; the message lists the PTX forms.
""" + "\n" + _SHARED_0 + "\n" + _SHARED_1
_DOC_XL302 = """\
Error: a PTX form xlate does not lower (named, at its position in the template); the statement is left as written, so the compiler stops there too. In a macro body it is a warning and the statement is kept (the macro may serve host code). What is not lowered and why: docs/ptx.md, "Not lowered".
Warning: a form lowered to a run-time stop where it cannot be honoured (named barriers: `bar.sync a, b` with a count other than the block's size, `bar.arrive`, `bar.red`; `exit`): the translation builds, a function holding the form that is never called (or only where it can be honoured) is harmless, and a thread that reaches it otherwise ends the kernel with a message naming the form.
""" + "\n" + _SHARED_0 + "\n" + _SHARED_1
_DOC_XL303 = """\
Error: the asm statement or its PTX text does not parse, or its template holds preprocessor lines xlate cannot resolve to the one text both passes compile (a conditional without `#else`, one whose branch depends on the pass, another directive; a conditional with one branch compiled by both passes and the others by neither is resolved: docs/ptx.md); a note when `<xlate/ptx_shared.h>` is needed and no free line can hold its include (it then goes on a new line followed by `#line`). In a macro body it is a warning and the statement is kept.
""" + "\n" + _SHARED_0 + "\n" + _SHARED_1

ORDER = 70  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [
    RuleInfo("XL301", "inline-ptx-lowered", "inline PTX asm statement lowered to HIP C++",
             fix=Fix.ALWAYS, doc=_DOC_XL301),
    RuleInfo("XL302", "inline-ptx-unsupported", "inline PTX form that xlate does not lower",
             fix=Fix.NEVER, doc=_DOC_XL302),
    RuleInfo("XL303", "inline-ptx-syntax", "inline asm statement or PTX text that does not parse",
             fix=Fix.NEVER, doc=_DOC_XL303),
]

ASM_KEYWORDS = {"asm", "__asm__", "__asm"}
# CUDA functions whose translations (xlate/data/api/cuda_hip.csv) live in <xlate/ptx_shared.h>
SHARED_FUNCTIONS = {"__cvta_generic_to_shared", "__cvta_shared_to_generic"}


def run(model: SourceModel, emit: Emitter) -> None:
    macros = _string_macros(model)
    for sf in model.files.values():
        first = _run_file(model, sf, model.warp_mode, macros, emit)
        if first is not None:
            _include(model, sf, first, emit)


def _in_device_code(stack: tuple) -> bool | None:
    """True in device functions, False in host functions, None outside functions."""
    for sc in reversed(stack):
        if sc.kind == "function":
            words = {t.spelling for t in sc.head}
            return sc.device_only or "__device__" in words or "__global__" in words
    if any(sc.device_only for sc in stack):
        return True
    return None


def _string_macros(model: SourceModel) -> dict[str, list[str]]:
    """Object-like macros of the project files: name -> the distinct replacement texts of its
    `#define`s outside branches inactive in both passes (several when #if branches define it
    differently). An asm template may be built from them (xlate.ptx.asm.parse_asm_statement)."""
    out: dict[str, list[str]] = {}
    for sf in model.files.values():
        toks = [t for t in sf.tokens if t.kind is not TokenKind.COMMENT]
        for k in range(len(toks) - 2):
            if toks[k].spelling != "#" or toks[k + 1].spelling != "define" or toks[k].region is Region.INACTIVE:
                continue
            name = toks[k + 2]
            j = k + 3
            if j < len(toks) and toks[j].spelling == "(" and toks[j].start == name.end:
                continue  # function-like
            body = []
            while j < len(toks) and toks[j].region is Region.MACRO_BODY:
                body.append(toks[j])
                j += 1
            text = sf.data[body[0].start:body[-1].end].decode("utf-8", "replace") if body else ""
            texts = out.setdefault(name.spelling, [])
            if text not in texts:
                texts.append(text)
    return out


def _mode_at(model: SourceModel, sf: SourceFile, i: int, warp_mode: str) -> str:
    """The warp size PTX at significant token `i` is lowered with: native64 only inside a function
    that XL220 (rules/warp/xl220_221_native64) rewrote for the wavefront width; compat32 everywhere else (a kernel that
    native64 keeps in compat32, device code without warp operations, macro bodies)."""
    if warp_mode != "native64":
        return warp_mode
    a = warp_model.analyze(model)
    fi = a.files.get(sf.path)
    if fi is None or i >= len(fi.owner):
        return "compat32"
    return a.mode_of(fi.owner[i])


def _run_file(model: SourceModel, sf: SourceFile, warp_mode: str, macros: dict[str, list[str]],
              emit: Emitter) -> int | None:
    """Lowers the file's asm statements; returns the offset of the first use of <xlate/ptx_shared.h>
    (a lowered statement that needs it, or a CUDA function it translates), None if there is none."""
    toks = significant(sf)
    first: int | None = None
    for t in toks:
        if t.spelling in SHARED_FUNCTIONS and t.is_ident and t.region in (Region.ACTIVE, Region.MACRO_BODY):
            first = t.start
            break
    if not any(t.spelling in ASM_KEYWORDS for t in toks):
        return first
    stacks = scope_stacks(toks)
    ordinal = 0
    for i, t in enumerate(toks):
        if t.spelling not in ASM_KEYWORDS or not t.is_ident:
            continue
        if t.region in (Region.INACTIVE, Region.DIRECTIVE):
            continue
        in_macro = t.region is Region.MACRO_BODY
        if not in_macro and _in_device_code(stacks[i]) is not True:
            continue  # host inline asm (or asm outside functions): not PTX
        ordinal += 1
        if _lower_one(sf, t.start, in_macro, _mode_at(model, sf, i, warp_mode), f"{ordinal}", macros, emit,
                      checked=sf.path not in model.unchecked) and (first is None or t.start < first):
            first = t.start
    return first


def _include(model: SourceModel, sf: SourceFile, first_use: int, emit: Emitter) -> None:
    """`#include <xlate/ptx_shared.h>` before `first_use` (rules/_support_include.py; a note of XL303
    when it needs new lines)."""
    include_support_header(model, sf, SHARED_HEADER, first_use, emit, origin="XL301", code="XL303")


def _bound(stmt: AsmStatement) -> AsmStatement:
    """`stmt` with operand K's expression replaced by the reference `_xl_opK` (see _lower_one)."""
    ops = [replace(op, expr=f"_xl_op{k}") for k, op in enumerate(stmt.operands)]
    n = len(stmt.outputs)
    return replace(stmt, outputs=ops[:n], inputs=ops[n:])


_OPENERS = {"if", "ifdef", "ifndef"}


class _Unsure(Exception):
    """A preprocessor directive inside an asm statement whose compiled text xlate cannot be sure of."""


def _conditionals_resolved(sf: SourceFile, start: int, checked: bool = True) -> bytes | None:
    """The file's bytes with the preprocessor conditionals inside the asm statement at byte `start`
    blanked to their compiled branch (directive lines and the other branches become spaces, newlines
    kept); None when the statement holds no directive. Raises _Unsure for a directive whose compiled
    text xlate cannot be sure of. Sure means: every group inside the statement has an `#else`, exactly one branch holds
    compiled (active) tokens and every other branch holds tokens compiled in neither pass, so both passes
    took that branch (old CUB's MatchAny picks `vote.ballot.sync` or `vote.ballot` with
    `#ifdef CUB_USE_COOPERATIVE_GROUPS`)."""
    toks = sf.tokens[bisect.bisect_left([t.end for t in sf.tokens], start + 1):]
    depth = 0
    groups: list[list[list[str]]] = []  # open groups: branches: regions of their own tokens
    blank: list[tuple[int, int]] = []
    seen = False
    k = 0
    while k < len(toks):
        t = toks[k]
        if t.region is Region.DIRECTIVE and t.spelling == "#" and k + 1 < len(toks):
            line = t.line
            word = toks[k + 1].spelling
            j = k
            while j < len(toks) and toks[j].line == line and toks[j].region is Region.DIRECTIVE:
                j += 1
            blank.append((t.start, toks[j - 1].end))
            if not checked:
                raise _Unsure("the file was not checked semantically, so which branch each pass compiled is "
                              "not known")
            if word in ("elif", "else", "endif") and not groups:
                raise _Unsure("a conditional opened before the statement")
            if word in _OPENERS:
                groups.append([[]])
                seen = True
            elif word in ("elif", "else"):
                groups[-1].append(["else"] if word == "else" else [])
            elif word == "endif":
                branches = groups.pop()
                active = [k for k, b in enumerate(branches) if Region.ACTIVE.value in b]
                others_inactive = all(Region.INACTIVE.value in b for k, b in enumerate(branches) if k not in active)
                if not (any(b[:1] == ["else"] for b in branches) and len(active) == 1 and others_inactive):
                    raise _Unsure("a conditional whose compiled branch is not the same in both passes, or has "
                                  "no #else")
            else:
                raise _Unsure(f"a #{word} line")
            k = j
            continue
        if groups:
            groups[-1][-1].append(t.region.value)
        if t.region is Region.INACTIVE:
            blank.append((t.start, t.end))
        elif t.region is Region.ACTIVE and t.spelling in ("(", ")"):
            depth += 1 if t.spelling == "(" else -1
            if depth == 0:
                break
        k += 1
    if groups:
        raise _Unsure("a conditional that does not close inside the statement")
    if not seen:
        return None
    data = bytearray(sf.data)
    for a, b in blank:
        data[a:b] = bytes(c if c in b"\r\n" else 32 for c in data[a:b])
    return bytes(data)


def _lower_one(sf: SourceFile, start: int, in_macro: bool, warp_mode: str, uid: str,
               macros: dict[str, list[str]], emit: Emitter, *, checked: bool = True) -> bool:
    """Lowers one statement; True when its lowering needs <xlate/ptx_shared.h>. `checked`: the file was
    parsed by both passes (not translated at token level only), so its regions say what each compiled."""
    try:
        resolved = None if in_macro else _conditionals_resolved(sf, start, checked)
    except _Unsure as why:
        emit.diag("XL303", Severity.ERROR, sf.path, start, f"inline asm statement holds preprocessor lines xlate "
                  f"cannot resolve to one text ({why}); rewrite it as HIP C++")
        return False
    seg = (resolved if resolved is not None else sf.data)[start:].decode("utf-8", errors="replace")

    def to_byte(char_off: int) -> int:
        return start + len(seg[:char_off].encode("utf-8", errors="replace"))

    soft = Severity.WARNING if in_macro else Severity.ERROR
    where = " in a macro body (left as is)" if in_macro else ""
    try:
        variants = parse_asm_variants(seg, 0, macros)
        stmt = variants[0]
    except PtxSyntaxError as err:
        emit.diag("XL303", soft, sf.path, to_byte(err.pos), f"inline asm statement does not parse: {err.reason}"
                  f"{where}; rewrite it as HIP C++")
        return False
    except PtxUnsupported as err:
        emit.diag("XL302", soft, sf.path, to_byte(err.pos), f"inline asm {err.form} is not lowered{where}; "
                  "rewrite it as HIP C++")
        return False
    foreign = foreign_mnemonic(stmt.template) if in_macro else None
    if foreign is not None:  # x86 or Arm barriers in the macros of C headers (StarPU's STARPU_RMB: lfence)
        emit.diag("XL302", Severity.NOTE, sf.path, start,
                  f"inline asm in a macro body is not PTX (`{foreign}` is no PTX instruction): taken for host "
                  "assembly and left as is; if device code uses this macro, write its effect as HIP C++")
        return False
    try:
        lows = [lower_asm(_bound(v), warp_mode=warp_mode, uid=uid) for v in variants]
    except PtxSyntaxError as err:
        emit.diag("XL303", soft, sf.path, to_byte(stmt.source_offset(err.pos)),
                  f"PTX in this asm statement does not parse: {err.reason}{where}; rewrite it as HIP C++")
        return False
    except PtxUnsupported as err:
        why = f" ({err.why})" if err.why else ""
        emit.diag("XL302", soft, sf.path, to_byte(stmt.source_offset(err.pos)),
                  f"PTX form `{err.form}` is not lowered{why}{where}; rewrite this asm statement as HIP C++")
        return False
    low = lows[0]
    if any(other.code != low.code for other in lows[1:]):
        names = ", ".join(f"`{m}`" for m in stmt.macros_used if len(macros[m]) > 1)
        emit.diag("XL303", soft, sf.path, start,
                  f"the asm template uses {names}, which #if branches define differently, and the "
                  f"definitions lower to different code{where}; rewrite this asm statement as HIP C++")
        return False
    # The operand expressions stay where they are, bound in source order to references the lowered
    # block uses (`"=r"(x[i])` -> `auto&& _xl_op0 = (x[i]);`), so other rules may still edit inside
    # them (API renames); every replaced piece keeps its newlines.
    ops = stmt.operands
    cuts = [0]
    for op in ops:
        cuts += [op.span[0], op.span[1]]
    cuts.append(stmt.end)
    if ops:
        pieces = (["do { auto&& _xl_op0 = ("] + [f"); auto&& _xl_op{k} = (" for k in range(1, len(ops))]
                  + [f"); {low.code} }} while (0)"])
    else:
        pieces = [f"do {low.code} while (0)"]
    for k, text in enumerate(pieces):
        a, b = cuts[2 * k], cuts[2 * k + 1]
        newlines = seg[a:b].count("\n")
        pad = " \\\n" * newlines if in_macro else "\n" * newlines
        emit.edit(sf.path, to_byte(a), to_byte(b), text + pad, origin="XL301")
    forms = ", ".join(dict.fromkeys(low.forms)) or "no instructions"
    emit.diag("XL301", Severity.NOTE, sf.path, start, f"inline PTX lowered to HIP C++ ({forms})")
    for stop in low.stops:
        form, why = stop.split(": ", 1)
        emit.diag("XL302", Severity.WARNING, sf.path, start,
                  f"PTX form `{form}` is lowered to a run-time stop ({why}): a thread that reaches it where it "
                  "cannot be honoured ends the kernel with a message; rewrite it as HIP C++ if it runs")
    return SHARED_HEADER in low.headers
