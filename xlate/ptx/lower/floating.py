"""Floating-point instructions: add/sub/mul/fma/mad on f32/f64 (every rounding mode, .ftz, .sat)
and on f16/bf16/f16x2/bf16x2, min/max, abs/neg, and the special functions rcp/sqrt/rsqrt/ex2/lg2/
sin/cos. Float blocks set `Ctx.uses_float` (the block then turns fp contraction off).

The opcodes add, sub, mul, mad, min, max, abs and neg are registered by integer.py, which hands
float types to the functions here."""

from __future__ import annotations

from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import Instruction
from xlate.ptx.lower.context import (
    Ctx,
    Handler,
    PType,
    blk,
    c_uint,
    check_mods,
    fbits,
    ffrom,
    float_c,
    fsuf,
    modifiers,
    need,
    one_type,
    ut,
)
from xlate.ptx.lower.operands import read_src, write_dst
from xlate.ptx.lower.rounding import FRND, f32_directed, f64_directed, half_compute, rounding_mode

# -- float helpers (C expressions over float/double values)


def ftz_expr(fw: int, x: str) -> str:
    tiny = "1.17549435e-38f" if fw == 32 else "2.2250738585072014e-308"
    return (f"((__builtin_fabs{fsuf(fw)}({x}) < {tiny}) ? "
            f"__builtin_copysign{fsuf(fw)}(({float_c(fw)})0, {x}) : ({x}))")


def sat01_expr(fw: int, x: str) -> str:
    z = "0.0f" if fw == 32 else "0.0"
    one = "1.0f" if fw == 32 else "1.0"
    # NaN and -0.0 (and everything below) become +0.0
    return f"(!(({x}) > {z}) ? {z} : (({x}) > {one} ? {one} : ({x})))"


def float_args(ctx: Ctx, ins: Instruction, ty: PType, n: int, ftz: bool) -> list[str]:
    """Declares float locals _xl_x0.. for the n source operands (after the destination)."""
    ctx.uses_float = True
    fw = ty.width
    decl = []
    for k in range(n):
        bits = read_src(ctx, ins.operands[1 + k], ty, ins.form)
        v = ffrom(fw, bits)
        if ftz and fw == 32:
            v = ftz_expr(32, v)
        decl.append(f"{float_c(fw)} _xl_x{k} = {v};")
    return decl


def float_result(ctx: Ctx, ins: Instruction, ty: PType, expr: str, mods: set[str]) -> str:
    fw = ty.width
    out = [f"{float_c(fw)} _xl_r = {expr};"]
    if "ftz" in mods and fw == 32:
        out.append(f"_xl_r = {ftz_expr(32, '_xl_r')};")
    if "sat" in mods:
        if fw != 32:  # PTX ISA (and ptxas): .sat is an .f32 modifier of add/sub/mul/fma/mad
            raise PtxSyntaxError(f".sat applies to .f32 only ({ins.form})", ins.pos)
        out.append(f"_xl_r = {sat01_expr(fw, '_xl_r')};")
    out.append(write_dst(ctx, ins.operands[0], ty, fbits(fw, "_xl_r"), ins.form))
    return " ".join(out)


FLOAT_ALU = {"f32", "f64"}


_OPNAME = {"+": "add", "-": "sub", "*": "mul"}


def float_binop(ctx: Ctx, ins: Instruction, ty: PType, op: str) -> str:
    if ty.name in HALF_KINDS:
        return _half_arith(ctx, ins, ty, _OPNAME[op])
    mods = check_mods(ins, FRND | {"ftz", "sat"})
    if ty.name not in FLOAT_ALU:
        raise PtxUnsupported(ins.form, ins.pos)
    if "ftz" in mods and ty.width != 32:
        raise PtxSyntaxError(f".ftz applies to .f32 only ({ins.form})", ins.pos)
    need(ins, 3)
    mode = rounding_mode(ins, mods)
    args = float_args(ctx, ins, ty, 2, "ftz" in mods)
    if mode == "rn":
        return blk(*args, float_result(ctx, ins, ty, f"_xl_x0 {op} _xl_x1", mods))
    if ty.width == 32:
        return blk(*args, *f32_directed(_OPNAME[op], mode), float_result(ctx, ins, ty, "_xl_f", mods))
    return blk(*args, *f64_directed(_OPNAME[op], mode), float_result(ctx, ins, ty, "_xl_s", mods))


HALF_KINDS = {"f16", "bf16", "f16x2", "bf16x2"}


def _half_arith(ctx: Ctx, ins: Instruction, ty: PType, op: str) -> str:
    """add/sub/mul/fma .rn on f16, bf16, f16x2, bf16x2 (see half_compute)."""
    check_mods(ins, {"rn"})
    n = 3 if op == "fma" else 2
    need(ins, n + 1)
    ctx.uses_float = True
    srcs = [read_src(ctx, o, ty, ins.form) for o in ins.operands[1:n + 1]]
    stmts = [f"{ut(ty.width)} _xl_in{k} = {s};" for k, s in enumerate(srcs)]
    stmts.append(f"{ut(ty.width)} _xl_out = 0;")
    stmts += half_compute(ty, op, n)
    stmts.append(write_dst(ctx, ins.operands[0], ty, "_xl_out", ins.form))
    return blk(*stmts)


def _half_absneg(ctx: Ctx, ins: Instruction, ty: PType) -> str:
    check_mods(ins, set())
    need(ins, 2)
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    sign = 0x80008000 if ty.width == 32 else 0x8000
    val = f"(({a}) & ~{c_uint(sign, ty.width)})" if ins.opcode == "abs" else f"(({a}) ^ {c_uint(sign, ty.width)})"
    return blk(write_dst(ctx, ins.operands[0], ty, f"({ut(ty.width)}){val}", ins.form))


def float_absneg(ctx: Ctx, ins: Instruction, ty: PType) -> str:
    """abs/neg{.ftz}.f32, .f64 and .f16/.bf16/.f16x2/.bf16x2: the sign bit cleared or flipped."""
    if ty.name in HALF_KINDS:
        return _half_absneg(ctx, ins, ty)
    mods = check_mods(ins, {"ftz"})
    if ty.name not in FLOAT_ALU:
        raise PtxUnsupported(ins.form, ins.pos)
    w = ty.width
    ctx.uses_float = True
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    stmts = [f"{ut(w)} _xl_a = {a};"]
    if "ftz" in mods:
        if w != 32:
            raise PtxSyntaxError(".ftz applies to .f32 only", ins.pos)
        # a denormal becomes a zero of the same sign before the sign operation
        stmts.append("if ((_xl_a & 0x7f800000u) == 0u) _xl_a &= 0x80000000u;")
    signbit = c_uint(1 << (w - 1), w)
    val = f"(_xl_a & ~{signbit})" if ins.opcode == "abs" else f"(_xl_a ^ {signbit})"
    stmts.append(write_dst(ctx, ins.operands[0], ty, f"({ut(w)}){val}", ins.form))
    return blk(*stmts)


def float_minmax(ctx: Ctx, ins: Instruction, ty: PType) -> str:
    """min/max{.ftz}{.NaN}.f32, min/max.f64 (PTX ISA): a NaN operand is ignored (both NaN: canonical
    NaN); with .NaN any NaN operand gives the canonical NaN; -0.0 is below +0.0."""
    mods = check_mods(ins, {"ftz", "NaN"})
    if ty.name not in FLOAT_ALU or (mods and ty.width != 32):
        raise PtxUnsupported(ins.form, ins.pos)
    need(ins, 3)
    fw = ty.width
    args = float_args(ctx, ins, ty, 2, "ftz" in mods)
    fc = float_c(fw)
    qnan = c_uint(0x7FFFFFFF if fw == 32 else 0x7FFFFFFFFFFFFFFF, fw)
    is_min = ins.opcode == "min"
    # order with -0 < +0: compare values, break the tie of equal zeros by the sign bit
    sb = f"({fbits(fw, '_xl_x0')} >> {fw - 1})"
    sb1 = f"({fbits(fw, '_xl_x1')} >> {fw - 1})"
    less = f"(_xl_x0 < _xl_x1 || (_xl_x0 == _xl_x1 && {sb} > {sb1}))"
    pick = f"({less} ? _xl_x0 : _xl_x1)" if is_min else f"({less} ? _xl_x1 : _xl_x0)"
    nan0, nan1 = "(_xl_x0 != _xl_x0)", "(_xl_x1 != _xl_x1)"
    if "NaN" in mods:
        res = f"(({nan0} || {nan1}) ? {qnan} : {fbits(fw, pick)})"
    else:
        res = (f"(({nan0} && {nan1}) ? {qnan} : {nan0} ? {fbits(fw, '_xl_x1')} : {nan1} ? "
               f"{fbits(fw, '_xl_x0')} : {fbits(fw, pick)})")
    del fc
    return blk(*args, write_dst(ctx, ins.operands[0], ty, f"({ut(fw)}){res}", ins.form))


def lower_fma(ctx: Ctx, ins: Instruction, allow_no_rnd: bool = False) -> str:
    ty = one_type(ins)
    if ty.name in HALF_KINDS and ins.opcode == "fma":
        if "rn" not in modifiers(ins):
            raise PtxSyntaxError(f"{ins.form} needs a rounding modifier (.rn)", ins.pos)
        return _half_arith(ctx, ins, ty, "fma")
    if ty.name not in FLOAT_ALU:
        raise PtxUnsupported(ins.form, ins.pos)
    mods = check_mods(ins, FRND | {"ftz", "sat"})
    if not mods & FRND and not allow_no_rnd:
        raise PtxSyntaxError(f"{ins.form} needs a rounding modifier (.rn .rz .rm .rp)", ins.pos)
    mode = rounding_mode(ins, mods)
    need(ins, 4)
    args = float_args(ctx, ins, ty, 3, "ftz" in mods)
    if mode == "rn":
        f = f"__builtin_fma{fsuf(ty.width)}(_xl_x0, _xl_x1, _xl_x2)"
        return blk(*args, float_result(ctx, ins, ty, f, mods))
    if ty.width != 32:
        raise PtxUnsupported(ins.form, ins.pos, "f64 fma with directed rounding (no exact method without "
                             "wider arithmetic)")
    return blk(*args, *f32_directed("fma", mode), float_result(ctx, ins, ty, "_xl_f", mods))


# -- special functions


def _h_sfu(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins)
    mods = check_mods(ins, {"approx", "ftz", "rn"})
    need(ins, 2)
    opc = ins.opcode
    if ty.name not in FLOAT_ALU:
        raise PtxUnsupported(ins.form, ins.pos)
    fw = ty.width
    s = fsuf(fw)
    if "approx" in mods:
        if fw != 32:
            raise PtxUnsupported(ins.form, ins.pos, ".approx forms are lowered for .f32")
        exprs = {"rcp": "1.0f / _xl_x0", "sqrt": "__builtin_sqrtf(_xl_x0)",
                 "rsqrt": "1.0f / __builtin_sqrtf(_xl_x0)", "ex2": "__builtin_exp2f(_xl_x0)",
                 "lg2": "__builtin_log2f(_xl_x0)", "sin": "__builtin_sinf(_xl_x0)",
                 "cos": "__builtin_cosf(_xl_x0)"}
    elif "rn" in mods:
        if opc not in ("rcp", "sqrt"):
            raise PtxUnsupported(ins.form, ins.pos)
        one = "1.0f" if fw == 32 else "1.0"
        exprs = {"rcp": f"{one} / _xl_x0", "sqrt": f"__builtin_sqrt{s}(_xl_x0)"}
    else:
        raise PtxSyntaxError(f"{ins.form} needs .approx or .rn", ins.pos)
    if "ftz" in mods and fw != 32:
        raise PtxSyntaxError(".ftz applies to .f32 only", ins.pos)
    args = float_args(ctx, ins, ty, 1, "ftz" in mods)
    return blk(*args, float_result(ctx, ins, ty, exprs[opc], mods))


HANDLERS: dict[str, Handler] = {
    "fma": lower_fma,
    "rcp": _h_sfu, "sqrt": _h_sfu, "rsqrt": _h_sfu, "ex2": _h_sfu, "lg2": _h_sfu, "sin": _h_sfu,
    "cos": _h_sfu,
}
