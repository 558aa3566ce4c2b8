"""Reading and writing operands: registers, asm operands (`%N`), immediates, special registers
and predicates, each as C expressions over the register bits (context.py, "Model of the registers")."""

from __future__ import annotations

import struct

from xlate.ptx.errors import PtxSyntaxError
from xlate.ptx.ir import AsmArg, Imm, Not, Operand, Reg, Special
from xlate.ptx.lower.context import Ctx, PType, Var, c_uint, st, ut
from xlate.ptx.lower.special import special_reg


def _imm_bits(ctx: Ctx, imm: Imm, ty: PType, form: str) -> str:
    if ty.kind == "f" and ty.name in ("f32", "f64"):
        fw = ty.width
        if imm.float_bits is not None and imm.float_width == fw:
            return c_uint(imm.float_bits, fw)
        val = float(imm.value)
        if fw == 32:
            try:
                b = struct.unpack("<I", struct.pack("<f", val))[0]
            except OverflowError:
                b = 0x7F800000 if val > 0 else 0xFF800000
            return c_uint(b, 32)
        return c_uint(struct.unpack("<Q", struct.pack("<d", val))[0], 64)
    if imm.is_float:
        if imm.float_bits is not None and imm.float_width == ty.width:
            return c_uint(imm.float_bits, ty.width)
        raise PtxSyntaxError(f"a floating-point immediate cannot be a .{ty.name} operand of {form}", imm.pos)
    return c_uint(int(imm.value), ty.width)


def read_src(ctx: Ctx, op: Operand, ty: PType, form: str) -> str:
    """C expression of the operand's bits as an unsigned value of the instruction type's width."""
    w = ty.width
    if isinstance(op, Imm):
        return _imm_bits(ctx, op, ty, form)
    if isinstance(op, Special):
        sw, expr = special_reg(ctx, op, form)
        return _resize(expr, sw, w, ty.signed)
    if isinstance(op, AsmArg):
        if op.index in ctx.asm_imm:
            return f"(({ut(w)}){ctx.asm_imm[op.index]})"
        var = asm_var(ctx, op)
        return _resize(var.cname, var.width, w, ty.signed)
    if isinstance(op, Reg):
        var = ctx.lookup(op)
        if var.is_pred:
            raise PtxSyntaxError(f"predicate {op.name!r} used as a .{ty.name} operand", op.pos)
        return _resize(var.cname, var.width, w, ty.signed)
    raise PtxSyntaxError(f"this operand kind is not allowed as a source of {form}", op.pos)


def asm_var(ctx: Ctx, op: AsmArg) -> Var:
    if op.index >= len(ctx.stmt_operands):
        raise PtxSyntaxError(f"%{op.index} names no asm operand (there are {len(ctx.stmt_operands)})", op.pos)
    return ctx.asm_vars[op.index]


def _resize(expr: str, from_w: int, to_w: int, signed: bool) -> str:
    if from_w == to_w:
        return expr
    if from_w > to_w:
        return f"(({ut(to_w)})({expr}))"
    if signed:
        return f"(({ut(to_w)})({st(to_w)})({st(from_w)})({expr}))"
    return f"(({ut(to_w)})({expr}))"


def write_dst(ctx: Ctx, op: Operand, ty: PType, value: str, form: str) -> str:
    """Statement writing `value` (bits of the instruction type's width) to destination `op`."""
    if isinstance(op, Reg) and op.name == "_":
        return ""
    if isinstance(op, AsmArg):
        if op.index in ctx.asm_imm:
            raise PtxSyntaxError(f"%{op.index} is an immediate ('n') and cannot be written", op.pos)
        var = asm_var(ctx, op)
        if not ctx.stmt_operands[op.index].is_output:
            raise PtxSyntaxError(f"%{op.index} is an input operand but {form} writes it "
                                 "(use an output or '+' constraint)", op.pos)
    elif isinstance(op, Reg):
        var = ctx.lookup(op)
        if var.is_pred:
            raise PtxSyntaxError(f"predicate {op.name!r} used as a .{ty.name} destination", op.pos)
    else:
        raise PtxSyntaxError(f"the destination of {form} must be a register", op.pos)
    return f"{var.cname} = {_resize(value, ty.width, var.width, ty.signed)};"


def read_pred(ctx: Ctx, op: Operand, form: str) -> str:
    neg = False
    if isinstance(op, Not):
        op, neg = op.inner, True
    if isinstance(op, Reg):
        var = ctx.lookup(op)
        if not var.is_pred:
            raise PtxSyntaxError(f"{op.name!r} is not a predicate", op.pos)
        return f"(!{var.cname})" if neg else var.cname
    if isinstance(op, Imm) and not op.is_float and not neg:
        return "true" if op.value else "false"
    raise PtxSyntaxError(f"{form} needs a predicate operand here", op.pos)


def pred_dst(ctx: Ctx, op: Operand, form: str) -> str:
    if isinstance(op, Reg):
        if op.name == "_":
            return ""
        var = ctx.lookup(op)
        if not var.is_pred:
            raise PtxSyntaxError(f"{op.name!r} is not a predicate", op.pos)
        return var.cname
    raise PtxSyntaxError(f"{form} needs a predicate destination", op.pos)


def reg_width(ctx: Ctx, op: Operand) -> int | None:
    """Width of the register an operand names (asm operand or .reg), None for other operands."""
    if isinstance(op, AsmArg) and op.index not in ctx.asm_imm:
        return asm_var(ctx, op).width
    if isinstance(op, Reg) and op.name != "_":
        return ctx.lookup(op).width
    return None
