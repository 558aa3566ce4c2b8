"""Integer arithmetic: add/sub with carry chains (.cc, addc, subc), mul/mad (.lo .hi .wide, madc),
div/rem, min/max, abs/neg and the dot products dp4a/dp2a. Float types of add, sub, mul, mad, min,
max, abs and neg go to floating.py."""

from __future__ import annotations

from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import Instruction
from xlate.ptx.lower.context import (
    TYPES,
    Ctx,
    Handler,
    PType,
    blk,
    c_uint,
    calc_t,
    check_mods,
    mask,
    need,
    one_type,
    st,
    types_in,
    ut,
)
from xlate.ptx.lower.floating import float_absneg, float_binop, float_minmax, lower_fma
from xlate.ptx.lower.operands import read_src, write_dst

# -- add / sub / mul / mad


def _carry_in(ctx: Ctx, ins: Instruction) -> None:
    if not ctx.carry_live:
        raise PtxUnsupported(ins.form, ins.pos,
                             "reads the carry flag, but no .cc instruction earlier in this asm statement "
                             "set it (carry chains across asm statements are not lowered; "
                             "merge the statements into one asm)")


def _h_addsub(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins)
    opc = ins.opcode
    is_sub = opc in ("sub", "subc")
    if ty.kind == "f":
        if opc not in ("add", "sub"):
            raise PtxUnsupported(ins.form, ins.pos)
        return float_binop(ctx, ins, ty, "-" if is_sub else "+")
    mods = check_mods(ins, {"cc", "sat"})
    need(ins, 3)
    w = ty.width
    if w not in (16, 32, 64):
        raise PtxUnsupported(ins.form, ins.pos)
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    b = read_src(ctx, ins.operands[2], ty, ins.form)
    d = ins.operands[0]
    sign = "-" if is_sub else "+"
    if "sat" in mods:
        if ty.name != "s32" or "cc" in mods or opc in ("addc", "subc"):
            raise PtxUnsupported(ins.form, ins.pos, ".sat applies to .s32 add/sub only")
        return blk(f"long long _xl_t = (long long)(int)({a}) {sign} (long long)(int)({b});",
                    "_xl_t = _xl_t > 2147483647LL ? 2147483647LL : (_xl_t < -2147483648LL ? -2147483648LL : _xl_t);",
                    write_dst(ctx, d, ty, "(unsigned int)_xl_t", ins.form))
    with_cin = opc in ("addc", "subc")
    sets_cc = "cc" in mods
    if (with_cin or sets_cc) and w not in (32, 64):
        raise PtxUnsupported(ins.form, ins.pos, "carry forms are .u32/.s32/.u64/.s64")
    if with_cin:
        _carry_in(ctx, ins)
    if not with_cin and not sets_cc:
        ct = calc_t(w)
        return blk(write_dst(ctx, d, ty, f"({ut(w)})(({ct})({a}) {sign} ({ct})({b}))", ins.form))
    ctx.uses_carry = True
    ct = ut(w)
    stmts = [f"{ct} _xl_a = {a}; {ct} _xl_b = {b};"]
    cin = "(" + ct + ")_xl_cf" if with_cin else f"({ct})0"
    if not is_sub:
        stmts.append(f"{ct} _xl_s = _xl_a + _xl_b; unsigned int _xl_c1 = _xl_s < _xl_a;")
        stmts.append(f"{ct} _xl_r = _xl_s + {cin}; unsigned int _xl_c2 = _xl_r < _xl_s;")
    else:
        # borrow out: 1 when a < b + borrow_in (PTX sub.cc/subc: CC.CF holds the borrow)
        stmts.append(f"{ct} _xl_s = _xl_a - _xl_b; unsigned int _xl_c1 = _xl_a < _xl_b;")
        stmts.append(f"{ct} _xl_r = _xl_s - {cin}; unsigned int _xl_c2 = _xl_s < {cin};")
    if sets_cc:
        stmts.append("_xl_cf = _xl_c1 | _xl_c2;")
        ctx.carry_live = True
    stmts.append(write_dst(ctx, d, ty, "_xl_r", ins.form))
    return blk(*stmts)


def _mul_parts(ins: Instruction, ty: PType, mods: set[str]) -> str:
    parts = mods & {"lo", "hi", "wide"}
    if len(parts) != 1:
        raise PtxSyntaxError(f"{ins.form} needs exactly one of .lo .hi .wide", ins.pos)
    return parts.pop()


def _int_product(ty: PType, part: str, a: str, b: str) -> tuple[str, PType]:
    """(C expression of the product part, result type)."""
    w = ty.width
    if part == "wide":
        if w not in (16, 32):
            raise ValueError
        rw = 2 * w
        if ty.signed:
            return f"({ut(rw)})(({st(rw)})({st(w)})({a}) * ({st(rw)})({st(w)})({b}))", TYPES[f"s{rw}"]
        return f"(({ut(rw)})({a}) * ({ut(rw)})({b}))", TYPES[f"u{rw}"]
    if part == "lo":
        ct = calc_t(w)
        return f"({ut(w)})(({ct})({a}) * ({ct})({b}))", ty
    # hi
    rw = 2 * w
    if ty.signed:
        prod = f"(({st(rw)})({st(w)})({a}) * ({st(rw)})({st(w)})({b}))"
        return f"({ut(w)})(({ut(rw)}){prod} >> {w})", ty
    return f"({ut(w)})((({ut(rw)})({a}) * ({ut(rw)})({b})) >> {w})", ty


def _h_mul(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins)
    if ty.kind == "f":
        return float_binop(ctx, ins, ty, "*")
    mods = check_mods(ins, {"lo", "hi", "wide"})
    need(ins, 3)
    if ty.width not in (16, 32, 64) or ty.kind == "b":
        raise PtxUnsupported(ins.form, ins.pos)
    part = _mul_parts(ins, ty, mods)
    if part == "wide" and ty.width == 64:
        raise PtxUnsupported(ins.form, ins.pos, ".wide takes 16- or 32-bit sources")
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    b = read_src(ctx, ins.operands[2], ty, ins.form)
    expr, rty = _int_product(ty, part, a, b)
    return blk(write_dst(ctx, ins.operands[0], rty, expr, ins.form))


def _h_mad(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins)
    if ty.kind == "f":
        if ins.opcode != "mad":
            raise PtxUnsupported(ins.form, ins.pos)
        return lower_fma(ctx, ins, allow_no_rnd=True)
    mods = check_mods(ins, {"lo", "hi", "wide", "sat", "cc"})
    need(ins, 4)
    if ty.width not in (16, 32, 64) or ty.kind == "b":
        raise PtxUnsupported(ins.form, ins.pos)
    part = _mul_parts(ins, ty, mods - {"sat", "cc"})
    if part == "wide" and ty.width == 64:
        raise PtxUnsupported(ins.form, ins.pos, ".wide takes 16- or 32-bit sources")
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    b = read_src(ctx, ins.operands[2], ty, ins.form)
    prod, rty = _int_product(ty, part, a, b)
    c = read_src(ctx, ins.operands[3], rty, ins.form)
    d = ins.operands[0]
    if "sat" in mods:
        if ty.name != "s32" or part != "hi" or "cc" in mods or ins.opcode == "madc":
            raise PtxUnsupported(ins.form, ins.pos, ".sat applies to mad.hi.sat.s32 only")
        return blk(f"long long _xl_t = (long long)(int)({prod}) + (long long)(int)({c});",
                    "_xl_t = _xl_t > 2147483647LL ? 2147483647LL : (_xl_t < -2147483648LL ? -2147483648LL : _xl_t);",
                    write_dst(ctx, d, ty, "(unsigned int)_xl_t", ins.form))
    with_cin = ins.opcode == "madc"
    sets_cc = "cc" in mods
    if not with_cin and not sets_cc:
        ct = calc_t(rty.width)
        return blk(write_dst(ctx, d, rty, f"({ut(rty.width)})(({ct})({prod}) + ({ct})({c}))", ins.form))
    if rty.width not in (32, 64) or part == "wide":
        raise PtxUnsupported(ins.form, ins.pos, "carry forms of mad are .lo/.hi on 32/64-bit types")
    if with_cin:
        _carry_in(ctx, ins)
    ctx.uses_carry = True
    ct = ut(rty.width)
    cin = f"({ct})_xl_cf" if with_cin else f"({ct})0"
    stmts = [f"{ct} _xl_p = {prod}; {ct} _xl_c = {c};",
             f"{ct} _xl_s = _xl_p + _xl_c; unsigned int _xl_c1 = _xl_s < _xl_p;",
             f"{ct} _xl_r = _xl_s + {cin}; unsigned int _xl_c2 = _xl_r < _xl_s;"]
    if sets_cc:
        stmts.append("_xl_cf = _xl_c1 | _xl_c2;")
        ctx.carry_live = True
    stmts.append(write_dst(ctx, d, rty, "_xl_r", ins.form))
    return blk(*stmts)


# -- div / rem (integer)


def _h_divrem(ctx: Ctx, ins: Instruction) -> str:
    """div/rem .u16/.s16/.u32/.s32/.u64/.s64: C's truncating division and the remainder with the
    dividend's sign (PTX ISA, "Integer Arithmetic Instructions: div, rem"). The ISA leaves division
    by zero unspecified and does not define the signed overflow MIN / -1; C++ makes both undefined
    behaviour, so xlate defines them: x / 0 = all ones, x % 0 = x, MIN / -1 = MIN, MIN % -1 = 0."""
    ty = one_type(ins)
    if ty.kind not in ("u", "s") or ty.width not in (16, 32, 64):
        raise PtxUnsupported(ins.form, ins.pos, "floating-point div is not lowered")
    check_mods(ins, set())
    need(ins, 3)
    w = ty.width
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    b = read_src(ctx, ins.operands[2], ty, ins.form)
    u = ut(w)
    if ty.signed:
        t = st(w)
        lo = c_uint(1 << (w - 1), w)
        calc = (f"{t} _xl_a = ({t})({a}); {t} _xl_b = ({t})({b}); {u} _xl_r; "
                f"if (_xl_b == 0) _xl_r = {'(' + u + ')~(' + u + ')0' if ins.opcode == 'div' else '(' + u + ')_xl_a'}; "
                f"else if (({u})_xl_a == {lo} && _xl_b == -1) _xl_r = {lo if ins.opcode == 'div' else '0'}; "
                f"else _xl_r = ({u})(_xl_a {'/' if ins.opcode == 'div' else '%'} _xl_b);")
    else:
        calc = (f"{u} _xl_a = ({u})({a}); {u} _xl_b = ({u})({b}); {u} _xl_r = _xl_b == 0 ? "
                f"{'(' + u + ')~(' + u + ')0' if ins.opcode == 'div' else '_xl_a'} : "
                f"({u})(_xl_a {'/' if ins.opcode == 'div' else '%'} _xl_b);")
    return blk(calc, write_dst(ctx, ins.operands[0], ty, "_xl_r", ins.form))


# -- min / max / abs / neg


def _h_minmax(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins)
    if ty.kind == "f":
        return float_minmax(ctx, ins, ty)
    check_mods(ins, set())
    if ty.kind not in ("u", "s") or ty.width not in (16, 32, 64):
        raise PtxUnsupported(ins.form, ins.pos, "packed and .relu min/max are not lowered")
    need(ins, 3)
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    b = read_src(ctx, ins.operands[2], ty, ins.form)
    t = st(ty.width) if ty.signed else ut(ty.width)
    cmp = "<" if ins.opcode == "min" else ">"
    return blk(f"{t} _xl_a = ({t})({a}); {t} _xl_b = ({t})({b});",
                write_dst(ctx, ins.operands[0], ty, f"({ut(ty.width)})(_xl_a {cmp} _xl_b ? _xl_a : _xl_b)", ins.form))


def _h_absneg(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins)
    need(ins, 2)
    if ty.kind == "f":
        return float_absneg(ctx, ins, ty)
    check_mods(ins, set())
    if ty.kind != "s" or ty.width not in (16, 32, 64):
        raise PtxUnsupported(ins.form, ins.pos)
    w = ty.width
    ct = calc_t(w)
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    if ins.opcode == "neg":
        v = f"({ut(w)})(({ct})0 - ({ct})({a}))"
    else:  # abs of the most negative value is itself (two's complement wrap)
        v = f"({ut(w)})((({st(w)})({a}) < 0) ? ({ct})0 - ({ct})({a}) : ({ct})({a}))"
    return blk(write_dst(ctx, ins.operands[0], ty, v, ins.form))


# -- dot products


def _h_dp(ctx: Ctx, ins: Instruction) -> str:
    tys = types_in(ins)
    mods = check_mods(ins, {"lo", "hi"})
    if len(tys) != 2 or any(t.name not in ("u32", "s32") for t in tys):
        raise PtxUnsupported(ins.form, ins.pos)
    need(ins, 4)
    at, bt = tys
    u32 = TYPES["u32"]
    a, b, c = (read_src(ctx, o, u32, ins.form) for o in ins.operands[1:4])
    dty = TYPES["s32"] if (at.signed or bt.signed) else u32

    def elem(x: str, idx: int, w: int, signed: bool) -> str:
        e = f"((unsigned int)({x}) >> {idx * w}) & {mask(w):#x}u"
        return f"(int)({st(w)})({e})" if signed else f"(int)({e})"

    stmts = [f"unsigned int _xl_a = {a}, _xl_b = {b}; unsigned int _xl_r = {c};"]
    if ins.opcode == "dp4a":
        if mods:
            raise PtxUnsupported(ins.form, ins.pos)
        for i in range(4):
            stmts.append(f"_xl_r += (unsigned int)({elem('_xl_a', i, 8, at.signed)} * {elem('_xl_b', i, 8, bt.signed)});")
    else:
        if len(mods) != 1:
            raise PtxSyntaxError("dp2a needs .lo or .hi", ins.pos)
        base = 0 if "lo" in mods else 2
        for i in range(2):
            stmts.append(f"_xl_r += (unsigned int)({elem('_xl_a', i, 16, at.signed)} * "
                         f"{elem('_xl_b', base + i, 8, bt.signed)});")
    stmts.append(write_dst(ctx, ins.operands[0], dty, "_xl_r", ins.form))
    return blk(*stmts)


HANDLERS: dict[str, Handler] = {
    "add": _h_addsub, "sub": _h_addsub, "addc": _h_addsub, "subc": _h_addsub,
    "mul": _h_mul, "mad": _h_mad, "madc": _h_mad,
    "min": _h_minmax, "max": _h_minmax, "abs": _h_absneg, "neg": _h_absneg,
    "div": _h_divrem, "rem": _h_divrem, "dp4a": _h_dp, "dp2a": _h_dp,
}
