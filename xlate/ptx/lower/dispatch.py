"""The handler registry and the walk over one asm statement's block: asm operands copied in and
out, `.reg` declarations, labels, guards, and each instruction dispatched by opcode to the handler of
its family (HANDLERS of integer.py, floating.py, ... control.py).

The result is ONE line of C++: `{ ... }`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xlate.ptx.asm import CONSTRAINT_WIDTH, AsmOperand, AsmStatement
from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import Block, Instruction, LabelDef, RegDecl
from xlate.ptx.lower.bits import HANDLERS as BITS
from xlate.ptx.lower.compare import HANDLERS as COMPARE
from xlate.ptx.lower.context import (
    TYPES,
    WARP_MODES,
    Ctx,
    Handler,
    Var,
    bits_of_f32,
    bits_of_f64,
    c_uint,
    f32_of,
    f64_of,
    ut,
)
from xlate.ptx.lower.control import HANDLERS as CONTROL
from xlate.ptx.lower.conversion import HANDLERS as CONVERSION
from xlate.ptx.lower.floating import HANDLERS as FLOATING
from xlate.ptx.lower.integer import HANDLERS as INTEGER
from xlate.ptx.lower.matrix import HANDLERS as MATRIX
from xlate.ptx.lower.memory import HANDLERS as MEMORY
from xlate.ptx.lower.video import HANDLERS as VIDEO
from xlate.ptx.lower.warp import HANDLERS as WARP
from xlate.ptx.parser import parse_ptx


@dataclass
class Lowered:
    code: str  # one line of C++: a brace-scoped block
    forms: list[str]  # the PTX forms lowered, in order
    headers: tuple[str, ...] = ()  # support headers the code calls into, e.g. "xlate/ptx_shared.h"
    stops: tuple[str, ...] = ()  # forms lowered to a run-time stop where they cannot be honoured, with why


def lower_asm(stmt: AsmStatement, *, warp_mode: str = "compat32", uid: str = "0") -> Lowered:
    """Lower a parsed asm statement. Raises PtxSyntaxError / PtxUnsupported with PTX positions."""
    if warp_mode not in WARP_MODES:
        raise ValueError(f"warp_mode must be one of {WARP_MODES}")
    block = parse_ptx(stmt.template, stmt.named())
    return lower_block(block, stmt.operands, warp_mode=warp_mode, uid=uid)


def lower_block(block: Block, operands: list[AsmOperand], *, warp_mode: str = "compat32",
                uid: str = "0") -> Lowered:
    ctx = Ctx(operands, warp_mode, uid)
    prologue: list[str] = []
    epilogue: list[str] = []
    for i, op in enumerate(operands):
        letter = op.letter
        if letter.isdigit():
            continue
        if letter == "n":
            ctx.asm_imm[i] = f"((unsigned long long)({op.expr}))"
            continue
        w = CONSTRAINT_WIDTH[letter]
        v = Var(f"_xl_a{i}", w)
        ctx.asm_vars[i] = v
        init = c_uint(0, w)
        if op.is_read:
            init = _copy_in(letter, op.expr, w)
        prologue.append(f"{ut(w)} {v.cname} = {init};")
        if op.is_output:
            epilogue.append(_copy_out(letter, op.expr, v.cname))
    # matching constraints ("0"): the input initialises output N's register
    for i, op in enumerate(operands):
        letter = op.letter
        if letter.isdigit():
            j = int(letter)
            if j >= len(operands) or j not in ctx.asm_vars or not operands[j].is_output:
                raise PtxSyntaxError(f"matching constraint \"{letter}\" names no output operand", 0)
            tv = ctx.asm_vars[j]
            src_letter = operands[j].letter
            prologue.append(f"{tv.cname} = {_copy_in(src_letter, op.expr, tv.width)};")
            ctx.asm_vars[i] = tv
    ctx.scopes.append({})
    body = _lower_items(ctx, block)
    ctx.scopes.pop()
    head = []
    if ctx.uses_float:
        head.append('_Pragma("clang fp contract(off)")')
    if ctx.uses_carry:
        ctx.decls.append("unsigned int _xl_cf = 0u;")
    code = " ".join(["{", *head, *prologue, *ctx.decls, *body, *epilogue, "}"])
    return Lowered(code, ctx.forms, tuple(sorted(ctx.headers)), tuple(dict.fromkeys(ctx.stops)))


def _copy_in(letter: str, expr: str, w: int) -> str:
    if letter == "f":
        return bits_of_f32(expr)
    if letter == "d":
        return bits_of_f64(expr)
    return f"({ut(w)})({expr})"


def _copy_out(letter: str, expr: str, cname: str) -> str:
    if letter == "f":
        return f"({expr}) = {f32_of(cname)};"
    if letter == "d":
        return f"({expr}) = {f64_of(cname)};"
    return f"({expr}) = {cname};"


def _lower_items(ctx: Ctx, block: Block) -> list[str]:
    out: list[str] = []
    for item in block.items:
        if isinstance(item, Block):
            ctx.scopes.append({})
            out.append("{")
            out.extend(_lower_items(ctx, item))
            out.append("}")
            ctx.scopes.pop()
        elif isinstance(item, RegDecl):
            _declare(ctx, item)
        elif isinstance(item, LabelDef):
            out.append(f"_xl_L{ctx.uid}_{item.name}: ;")
        else:
            out.append(_lower_instr(ctx, item))
    return out


def _declare(ctx: Ctx, d: RegDecl) -> None:
    ty = TYPES.get(d.type)
    if ty is None:
        raise PtxUnsupported(f".reg .{d.type}", d.pos, "unknown register type")
    scope = ctx.scopes[-1]
    names: list[str] = []
    for name, count in d.names:
        if count is None:
            names.append(name)
        else:
            names.extend(f"{name}{k}" for k in range(count))
    for name in names:
        safe = "".join(c if c.isalnum() or c == "_" else "_" for c in name)
        cname = ctx.fresh(f"r_{safe}_")
        if ty.kind == "pred":
            scope[name] = Var(cname, 1, True)
            ctx.decls.append(f"bool {cname} = false;")
        else:
            scope[name] = Var(cname, ty.width)
            ctx.decls.append(f"{ut(ty.width)} {cname} = {c_uint(0, ty.width)};")


def _lower_instr(ctx: Ctx, ins: Instruction) -> str:
    handler = HANDLERS.get(ins.opcode)
    if handler is None:
        why = _UNSUPPORTED_WHY.get(ins.opcode, "instruction not lowered")
        raise PtxUnsupported(ins.form, ins.pos, why)
    body = handler(ctx, ins)
    ctx.forms.append(ins.form)
    if ins.guard is not None:
        var = ctx.lookup(ins.guard.pred)
        if not var.is_pred:
            raise PtxSyntaxError(f"guard {ins.guard.pred.name!r} is not a predicate", ins.guard.pos)
        cond = f"!{var.cname}" if ins.guard.negate else var.cname
        return f"if ({cond}) {{ {body} }}"
    return body


def _registry(*families: dict[str, Handler]) -> dict[str, Handler]:
    """One opcode -> handler table from the families' tables (an opcode belongs to one family)."""
    table: dict[str, Handler] = {}
    for fam in families:
        dup = table.keys() & fam.keys()
        if dup:
            raise AssertionError(f"opcodes registered twice: {sorted(dup)}")
        table.update(fam)
    return table


HANDLERS = _registry(INTEGER, FLOATING, BITS, COMPARE, CONVERSION, CONTROL, MEMORY, WARP, MATRIX, VIDEO)

_UNSUPPORTED_WHY = {
    "wgmma": "warpgroup matrix instructions have no gfx942 equivalent",
    "stmatrix": "matrix fragment stores belong to mma and are not lowered",
    "tcgen05": "tensor memory has no gfx942 equivalent",
}
