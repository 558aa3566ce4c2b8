"""Comparison and selection: setp (with .and/.or/.xor and p|q destinations), set and selp, on
integer and f32/f64 operands."""

from __future__ import annotations

from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import Instruction, Operand, PredPair
from xlate.ptx.lower.context import (
    TYPES,
    Ctx,
    Handler,
    PType,
    blk,
    check_mods,
    ffrom,
    float_c,
    need,
    one_type,
    st,
    types_in,
    ut,
)
from xlate.ptx.lower.floating import FLOAT_ALU, ftz_expr
from xlate.ptx.lower.operands import pred_dst, read_pred, read_src, write_dst

_INT_CMP = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">=",
            "lo": "<", "ls": "<=", "hi": ">", "hs": ">="}
_FLOAT_CMP_ORDERED = {"eq": "{a} == {b}", "ne": "({a} < {b} || {a} > {b})", "lt": "{a} < {b}",
                      "le": "{a} <= {b}", "gt": "{a} > {b}", "ge": "{a} >= {b}",
                      "equ": "!({a} < {b} || {a} > {b})", "neu": "{a} != {b}", "ltu": "!({a} >= {b})",
                      "leu": "!({a} > {b})", "gtu": "!({a} <= {b})", "geu": "!({a} < {b})",
                      "num": "({a} == {a} && {b} == {b})", "nan": "({a} != {a} || {b} != {b})"}
_BOOL_OPS = {"and": "&&", "or": "||", "xor": "!="}


def _compare(ctx: Ctx, ins: Instruction, ty: PType, cmp: str, a_op: Operand, b_op: Operand,
             ftz: bool) -> tuple[list[str], str]:
    a = read_src(ctx, a_op, ty, ins.form)
    b = read_src(ctx, b_op, ty, ins.form)
    if ty.kind == "f":
        if ty.name not in FLOAT_ALU or cmp not in _FLOAT_CMP_ORDERED:
            raise PtxUnsupported(ins.form, ins.pos)
        fw = ty.width
        fa, fb = ffrom(fw, a), ffrom(fw, b)
        if ftz:
            fa, fb = ftz_expr(fw, fa), ftz_expr(fw, fb)
        ctx.uses_float = True
        return ([f"{float_c(fw)} _xl_fa = {fa}, _xl_fb = {fb};"],
                "(" + _FLOAT_CMP_ORDERED[cmp].format(a="_xl_fa", b="_xl_fb") + ")")
    if cmp not in _INT_CMP:
        raise PtxUnsupported(ins.form, ins.pos, f"comparison .{cmp} on integers")
    if ty.kind == "b" and cmp not in ("eq", "ne"):
        raise PtxSyntaxError(f"{ins.form}: .b types allow .eq and .ne only", ins.pos)
    signed = ty.signed and cmp not in ("lo", "ls", "hi", "hs")
    t = st(ty.width) if signed else ut(ty.width)
    return [f"{t} _xl_ia = ({t})({a}), _xl_ib = ({t})({b});"], f"(_xl_ia {_INT_CMP[cmp]} _xl_ib)"


def _cmp_mods(ins: Instruction) -> tuple[str, str | None, bool, PType, PType | None]:
    tys = types_in(ins)
    mods = [s for s in ins.suffixes if s not in TYPES]
    cmps = [m for m in mods if m in _INT_CMP or m in _FLOAT_CMP_ORDERED]
    bools = [m for m in mods if m in _BOOL_OPS]
    rest = set(mods) - set(cmps) - set(bools) - {"ftz"}
    if len(cmps) != 1 or len(bools) > 1 or rest:
        raise PtxUnsupported(ins.form, ins.pos)
    if ins.opcode == "setp":
        if len(tys) != 1:
            raise PtxUnsupported(ins.form, ins.pos)
        return cmps[0], (bools[0] if bools else None), "ftz" in mods, tys[0], None
    if len(tys) != 2:
        raise PtxUnsupported(ins.form, ins.pos)
    return cmps[0], (bools[0] if bools else None), "ftz" in mods, tys[1], tys[0]


def _h_setp(ctx: Ctx, ins: Instruction) -> str:
    cmp, bop, ftz, ty, _ = _cmp_mods(ins)
    n = 4 if bop else 3
    need(ins, n)
    d = ins.operands[0]
    if isinstance(d, PredPair):
        p, q = pred_dst(ctx, d.first, ins.form), pred_dst(ctx, d.second, ins.form)
    else:
        p, q = pred_dst(ctx, d, ins.form), ""
    stmts, res = _compare(ctx, ins, ty, cmp, ins.operands[1], ins.operands[2], ftz)
    stmts.append(f"bool _xl_t = {res};")
    if bop:
        c = read_pred(ctx, ins.operands[3], ins.form)
        stmts.append(f"bool _xl_c = {c};")
        pv, qv = f"(_xl_t {_BOOL_OPS[bop]} _xl_c)", f"(!_xl_t {_BOOL_OPS[bop]} _xl_c)"
    else:
        pv, qv = "_xl_t", "!_xl_t"
    if p:
        stmts.append(f"{p} = {pv};")
    if q:
        stmts.append(f"{q} = {qv};")
    return blk(*stmts)


def _h_set(ctx: Ctx, ins: Instruction) -> str:
    cmp, bop, ftz, sty, dty = _cmp_mods(ins)
    assert dty is not None
    if dty.name not in ("u32", "s32", "f32"):
        raise PtxUnsupported(ins.form, ins.pos)
    need(ins, 4 if bop else 3)
    stmts, res = _compare(ctx, ins, sty, cmp, ins.operands[1], ins.operands[2], ftz)
    stmts.append(f"bool _xl_t = {res};")
    if bop:
        stmts.append(f"_xl_t = (_xl_t {_BOOL_OPS[bop]} {read_pred(ctx, ins.operands[3], ins.form)});")
    one = "0x3f800000u" if dty.name == "f32" else "0xffffffffu"
    stmts.append(write_dst(ctx, ins.operands[0], dty, f"(_xl_t ? {one} : 0u)", ins.form))
    return blk(*stmts)


def _h_selp(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins)
    check_mods(ins, set())
    need(ins, 4)
    if ty.kind == "pred":
        raise PtxUnsupported(ins.form, ins.pos)
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    b = read_src(ctx, ins.operands[2], ty, ins.form)
    c = read_pred(ctx, ins.operands[3], ins.form)
    return blk(write_dst(ctx, ins.operands[0], ty, f"({c} ? ({a}) : ({b}))", ins.form))


HANDLERS: dict[str, Handler] = {"setp": _h_setp, "set": _h_set, "selp": _h_selp}
