"""Data movement between registers and conversions: mov (also vector pack/unpack and special
registers) and cvt (integer, float, f16/bf16 and packed conversions, with rounding, .ftz, .sat)."""

from __future__ import annotations

from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import Addr, Instruction, LabelRef, Vec
from xlate.ptx.lower.context import (
    TYPES,
    Ctx,
    Handler,
    blk,
    c_uint,
    check_mods,
    fbits,
    ffrom,
    float_c,
    fsuf,
    need,
    one_type,
    st,
    types_in,
    ut,
)
from xlate.ptx.lower.floating import ftz_expr, sat01_expr
from xlate.ptx.lower.operands import pred_dst, read_pred, read_src, write_dst
from xlate.ptx.lower.rounding import FRND, round_directed, to_half

# -- mov


def _h_mov(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins)
    check_mods(ins, set())
    need(ins, 2)
    d, s = ins.operands
    if ty.kind == "pred":
        dst = pred_dst(ctx, d, ins.form)
        return blk(f"{dst} = {read_pred(ctx, s, ins.form)};" if dst else "")
    w = ty.width
    if isinstance(s, Vec):  # pack: mov.b64 d, {lo, hi}
        k = len(s.items)
        if ty.kind != "b" or w % k or w // k < 8:
            raise PtxUnsupported(ins.form, ins.pos, "vector mov packs into .b types")
        ew = w // k
        parts = [f"(({ut(w)}){read_src(ctx, it, TYPES[f'b{ew}'], ins.form)} << {ew * i})"
                 for i, it in enumerate(s.items)]
        return blk(write_dst(ctx, d, ty, "(" + " | ".join(parts) + ")", ins.form))
    if isinstance(d, Vec):  # unpack: mov.b64 {lo, hi}, s
        k = len(d.items)
        if ty.kind != "b" or w % k or w // k < 8:
            raise PtxUnsupported(ins.form, ins.pos, "vector mov unpacks .b types")
        ew = w // k
        stmts = [f"{ut(w)} _xl_v = {read_src(ctx, s, ty, ins.form)};"]
        for i, it in enumerate(d.items):
            stmts.append(write_dst(ctx, it, TYPES[f"b{ew}"], f"({ut(ew)})(_xl_v >> {ew * i})", ins.form))
        return blk(*stmts)
    if isinstance(s, (Addr, LabelRef)):
        raise PtxUnsupported(ins.form, ins.pos, "mov of an address or label")
    return blk(write_dst(ctx, d, ty, read_src(ctx, s, ty, ins.form), ins.form))


# -- cvt

_IRND = {"rni": "__builtin_rint", "rzi": "__builtin_trunc", "rmi": "__builtin_floor", "rpi": "__builtin_ceil"}

_INT_RANGE = {f"u{w}": (0, (1 << w) - 1) for w in (8, 16, 32, 64)} | {
    f"s{w}": (-(1 << (w - 1)), (1 << (w - 1)) - 1) for w in (8, 16, 32, 64)}


def _c_i128(v: int) -> str:
    if v < 0:
        return f"((__int128)({v + 1}LL) - 1)" if v == -(1 << 63) else f"((__int128)({v}LL))"
    return f"((__int128)({v}ull))"


def _h_cvt(ctx: Ctx, ins: Instruction) -> str:
    tys = types_in(ins)
    if len(tys) != 2 or any(t.kind == "pred" for t in tys):
        raise PtxUnsupported(ins.form, ins.pos)
    dty, aty = tys
    mods = check_mods(ins, set(_IRND) | FRND | {"ftz", "sat"})
    rnd = [m for m in mods if m in _IRND or m in FRND]
    if len(rnd) > 1:
        raise PtxSyntaxError(f"{ins.form} has more than one rounding modifier", ins.pos)
    r = rnd[0] if rnd else None
    ftz, sat = "ftz" in mods, "sat" in mods
    packed = dty.name in ("f16x2", "bf16x2")
    need(ins, 3 if packed else 2)
    d = ins.operands[0]
    dint, aint = dty.kind in "usb", aty.kind in "usb"
    if dint and aint:
        if r or ftz:
            raise PtxSyntaxError(f"{ins.form}: integer conversions take no rounding or .ftz", ins.pos)
        a = read_src(ctx, ins.operands[1], aty, ins.form)
        typed = f"({st(aty.width) if aty.signed else ut(aty.width)})({a})"
        if sat:
            lo, hi = _INT_RANGE[dty.name if dty.kind != "b" else "u" + str(dty.width)]
            return blk(f"__int128 _xl_v = (__int128){typed};",
                        f"_xl_v = _xl_v < {_c_i128(lo)} ? {_c_i128(lo)} : (_xl_v > {_c_i128(hi)} ? {_c_i128(hi)} : _xl_v);",
                        write_dst(ctx, d, dty, f"({ut(dty.width)})_xl_v", ins.form))
        return blk(write_dst(ctx, d, dty, f"({ut(dty.width)}){typed}", ins.form))
    ctx.uses_float = True
    if packed:
        if aty.name != "f32" or r != "rn" or ftz or sat:
            raise PtxUnsupported(ins.form, ins.pos)
        half = "f16" if dty.name == "f16x2" else "bf16"
        hi_ = to_half(half, ffrom(32, read_src(ctx, ins.operands[1], aty, ins.form)))
        lo_ = to_half(half, ffrom(32, read_src(ctx, ins.operands[2], aty, ins.form)))
        return blk(f"unsigned int _xl_h = (unsigned int)({hi_}), _xl_l = (unsigned int)({lo_});",
                    write_dst(ctx, d, dty, "((_xl_h << 16) | _xl_l)", ins.form))
    # source as a C float/double value
    a = read_src(ctx, ins.operands[1], aty, ins.form)
    stmts: list[str] = []
    if aint:
        src_c = f"({st(aty.width) if aty.signed else ut(aty.width)})({a})"
    elif aty.name == "f16":
        src_c = f"(float)__builtin_bit_cast(_Float16, (unsigned short)({a}))"
    elif aty.name == "bf16":
        src_c = f"__builtin_bit_cast(float, (unsigned int)({a}) << 16)"
    elif aty.name in ("f32", "f64"):
        src_c = ffrom(aty.width, a)
        if ftz and aty.name == "f32":
            src_c = ftz_expr(32, src_c)
    else:
        raise PtxUnsupported(ins.form, ins.pos)
    if dint:  # float -> int: rounding to integral required, saturating, NaN -> 0
        if r not in _IRND:
            raise PtxUnsupported(ins.form, ins.pos, "float-to-integer conversions need .rni/.rzi/.rmi/.rpi")
        fw = 64 if aty.name == "f64" else 32
        fc = float_c(fw)
        lo, hi = _INT_RANGE[dty.name if dty.kind != "b" else "u" + str(dty.width)]
        dt_u = ut(dty.width)
        lo_c = f"({dt_u})({c_uint(lo, dty.width)})"  # lo's bits (two's complement for signed types)
        # NaN: the PTX ISA says 0; an H100 gives the destination's top bit alone from f64 sources
        # and to 64-bit destinations (docs/ptx.md, "Findings from the GPU recordings")
        nan_v = c_uint(1 << (dty.width - 1), dty.width) if (fw == 64 or dty.width == 64) else c_uint(0, dty.width)
        stmts += [f"{fc} _xl_x = {_IRND[r]}{fsuf(fw)}(({fc})({src_c}));",
                  # compare in floating point: lo and hi+1 are powers of two, exact in float/double
                  (f"{dt_u} _xl_r = (_xl_x != _xl_x) ? ({dt_u}){nan_v} : (_xl_x <= ({fc})({lo}.0) ? {lo_c} : "
                   f"(_xl_x >= ({fc})({hi}.0) ? ({dt_u}){c_uint(hi, dty.width)} : "
                   f"({dt_u})({st(dty.width) if dty.signed else dt_u})_xl_x));"),
                  write_dst(ctx, d, dty, "_xl_r", ins.form)]
        return blk(*stmts)
    # destination is floating point
    if dty.name in ("f16", "bf16"):
        if r != "rn" or ftz or sat or aty.name != "f32":
            raise PtxUnsupported(ins.form, ins.pos, "conversions to f16/bf16 are lowered from .f32 with .rn")
        return blk(write_dst(ctx, d, dty, f"({to_half(dty.name, src_c)})", ins.form))
    if dty.name not in ("f32", "f64"):
        raise PtxUnsupported(ins.form, ins.pos)
    fw = dty.width
    fc = float_c(fw)
    if aint:
        if r not in FRND:  # ptxas: "Rounding modifier required for instruction 'cvt'"
            raise PtxSyntaxError(f"{ins.form}: integer-to-float conversions need a rounding modifier "
                                 "(.rn .rz .rm .rp)", ins.pos)
        mode = r
        if fw == 64 and aty.width <= 32 or mode == "rn":
            stmts.append(f"{fc} _xl_r = ({fc})({src_c});")
        elif fw == 32 and aty.width <= 32:
            stmts.append(f"double _xl_x = (double)({src_c}); float _xl_f = (float)_xl_x;")
            stmts += round_directed(mode)
            stmts.append("float _xl_r = _xl_f;")
        else:
            raise PtxUnsupported(ins.form, ins.pos, "directed rounding from 64-bit integers")
    else:
        aw = 32 if aty.name in ("f16", "bf16") else aty.width
        if r in _IRND:
            if aw != fw:
                raise PtxSyntaxError(f"{ins.form}: .{r} converts between equal float types", ins.pos)
            stmts.append(f"{fc} _xl_r = {_IRND[r]}{fsuf(fw)}(({fc})({src_c}));")
        elif aw == 64 and fw == 32:
            if r is None:
                raise PtxSyntaxError(f"{ins.form}: narrowing float conversions need a rounding modifier", ins.pos)
            stmts.append(f"double _xl_x = {src_c}; float _xl_f = (float)_xl_x;")
            stmts.append("if (_xl_x == _xl_x) {")
            stmts += round_directed(r)
            stmts.append("}")
            stmts.append("float _xl_r = _xl_f;")
        else:
            if r is not None and r not in FRND:
                raise PtxUnsupported(ins.form, ins.pos)
            stmts.append(f"{fc} _xl_r = ({fc})({src_c});")
    if ftz and fw == 32:
        stmts.append(f"_xl_r = {ftz_expr(32, '_xl_r')};")
    if sat:
        stmts.append(f"_xl_r = {sat01_expr(fw, '_xl_r')};")
    stmts.append(write_dst(ctx, d, dty, fbits(fw, "_xl_r"), ins.form))
    return blk(*stmts)


HANDLERS: dict[str, Handler] = {"mov": _h_mov, "cvt": _h_cvt}
