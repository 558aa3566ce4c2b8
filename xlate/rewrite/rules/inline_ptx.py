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
its position in the template). XL303 (error): the asm statement or its PTX text does not parse.
In a macro body XL302/XL303 are warnings (the macro may serve host code), and the statement is
left as it was.
"""

from __future__ import annotations

from xlate.ptx import PtxSyntaxError, PtxUnsupported, lower_asm, parse_asm_statement
from xlate.rewrite.api import Emitter, Region, RuleInfo, Severity, SourceFile, SourceModel
from xlate.rewrite.rules._syntax import scopes as scope_stacks
from xlate.rewrite.rules._syntax import significant

RULES = [
    RuleInfo("XL301", "inline-ptx-lowered", "inline PTX asm statement lowered to HIP C++"),
    RuleInfo("XL302", "inline-ptx-unsupported", "inline PTX form that xlate does not lower"),
    RuleInfo("XL303", "inline-ptx-syntax", "inline asm statement or PTX text that does not parse"),
]

_KEYWORDS = {"asm", "__asm__", "__asm"}


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        _run_file(sf, model.warp_mode, emit)


def _in_device_code(stack: tuple) -> bool | None:
    """True in device functions, False in host functions, None outside functions."""
    for sc in reversed(stack):
        if sc.kind == "function":
            words = {t.spelling for t in sc.head}
            return sc.device_only or "__device__" in words or "__global__" in words
    if any(sc.device_only for sc in stack):
        return True
    return None


def _run_file(sf: SourceFile, warp_mode: str, emit: Emitter) -> None:
    toks = significant(sf)
    if not any(t.spelling in _KEYWORDS for t in toks):
        return
    stacks = scope_stacks(toks)
    ordinal = 0
    for i, t in enumerate(toks):
        if t.spelling not in _KEYWORDS or not t.is_ident:
            continue
        if t.region in (Region.INACTIVE, Region.DIRECTIVE):
            continue
        in_macro = t.region is Region.MACRO_BODY
        if not in_macro and _in_device_code(stacks[i]) is not True:
            continue  # host inline asm (or asm outside functions): not PTX
        ordinal += 1
        _lower_one(sf, t.start, in_macro, warp_mode, f"{ordinal}", emit)


def _lower_one(sf: SourceFile, start: int, in_macro: bool, warp_mode: str, uid: str, emit: Emitter) -> None:
    seg = sf.data[start:].decode("utf-8", errors="replace")

    def to_byte(char_off: int) -> int:
        return start + len(seg[:char_off].encode("utf-8", errors="replace"))

    soft = Severity.WARNING if in_macro else Severity.ERROR
    where = " in a macro body (left as is)" if in_macro else ""
    try:
        stmt = parse_asm_statement(seg, 0)
    except PtxSyntaxError as err:
        emit.diag("XL303", soft, sf.path, to_byte(err.pos), f"inline asm statement does not parse: {err.reason}"
                  f"{where}; rewrite it as HIP C++")
        return
    except PtxUnsupported as err:
        emit.diag("XL302", soft, sf.path, to_byte(err.pos), f"inline asm {err.form} is not lowered{where}; "
                  "rewrite it as HIP C++")
        return
    try:
        low = lower_asm(stmt, warp_mode=warp_mode, uid=uid)
    except PtxSyntaxError as err:
        emit.diag("XL303", soft, sf.path, to_byte(stmt.source_offset(err.pos)),
                  f"PTX in this asm statement does not parse: {err.reason}{where}; rewrite it as HIP C++")
        return
    except PtxUnsupported as err:
        why = f" ({err.why})" if err.why else ""
        emit.diag("XL302", soft, sf.path, to_byte(stmt.source_offset(err.pos)),
                  f"PTX form `{err.form}` is not lowered{why}{where}; rewrite this asm statement as HIP C++")
        return
    text = seg[:stmt.end]
    newlines = text.count("\n")
    pad = " \\\n" * newlines if in_macro else "\n" * newlines
    end = to_byte(stmt.end)
    emit.edit(sf.path, start, end, f"do {low.code} while (0){pad}", origin="XL301")
    forms = ", ".join(dict.fromkeys(low.forms)) or "no instructions"
    emit.diag("XL301", Severity.NOTE, sf.path, start, f"inline PTX lowered to HIP C++ ({forms})")
