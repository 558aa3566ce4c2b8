"""Scalar video instructions on whole 32-bit words: vadd, vsub, vabsdiff, vmin, vmax (`.dtype.atype.btype`)
and vshl, vshr (`.dtype.atype.u32.mode`), each with an optional secondary `.add` (old CUB's SHL_ADD,
SHR_ADD and IADD3 in util_ptx.cuh).

PTX ISA, "Scalar video instructions": the operands are sign- or zero-extended by their types, the
operation is computed without overflow (here in 64 bits, where every result fits), `.clamp` limits a
shift amount to 32 and `.wrap` takes it modulo 32, then the secondary operation adds c; without `.sat`
the destination receives the low 32 bits. Not lowered (PtxUnsupported): `.sat` (saturation to the
destination type, whose rule for intermediate results is not spelled out precisely enough to
reproduce), the secondary `.min`/`.max` (they compare the unsaturated intermediate result with c, whose
width the ISA leaves open), byte/half-word selectors and the data-merge form, and the SIMD variants
(vadd2, vadd4, ...).
"""

from __future__ import annotations

from xlate.ptx.errors import PtxUnsupported
from xlate.ptx.ir import Instruction
from xlate.ptx.lower.context import TYPES, Ctx, Handler, PType, blk, check_mods, types_in
from xlate.ptx.lower.operands import read_src, write_dst

_ARITH = {"vadd": "_xl_a + _xl_b", "vsub": "_xl_a - _xl_b",
          "vabsdiff": "(_xl_a > _xl_b ? _xl_a - _xl_b : _xl_b - _xl_a)",
          "vmin": "(_xl_a < _xl_b ? _xl_a : _xl_b)", "vmax": "(_xl_a > _xl_b ? _xl_a : _xl_b)"}


def _word(ctx: Ctx, ins: Instruction, k: int, ty: PType) -> str:
    """Operand k extended to 64 bits by its type (signed: sign-extended)."""
    v = read_src(ctx, ins.operands[k], ty, ins.form)
    return f"(long long)(int)({v})" if ty.signed else f"(long long)(unsigned int)({v})"


def _types(ins: Instruction) -> list[PType]:
    tys = types_in(ins)
    if len(tys) != 3 or any(t.name not in ("u32", "s32") for t in tys):
        raise PtxUnsupported(ins.form, ins.pos, "only the 32-bit word forms (.u32/.s32) are lowered")
    return tys


def _finish(ctx: Ctx, ins: Instruction, mods: set[str], dty: PType) -> list[str]:
    """The secondary `.add` (or none) and the write of the low 32 bits."""
    if "add" in mods:
        if len(ins.operands) != 4:
            raise PtxUnsupported(ins.form, ins.pos, "the secondary operation needs a c operand")
        c = read_src(ctx, ins.operands[3], TYPES["u32"], ins.form)
        stmts = [f"_xl_t = (long long)((unsigned long long)_xl_t + (unsigned int)({c}));"]
    elif len(ins.operands) != 3:
        raise PtxUnsupported(ins.form, ins.pos, "the data-merge form (a destination selector) is not lowered")
    else:
        stmts = []
    stmts.append(write_dst(ctx, ins.operands[0], dty, "(unsigned int)(unsigned long long)_xl_t", ins.form))
    return stmts


def _h_video(ctx: Ctx, ins: Instruction) -> str:
    dty, aty, bty = _types(ins)
    mods = check_mods(ins, {"add"})
    a, b = _word(ctx, ins, 1, aty), _word(ctx, ins, 2, bty)
    return blk(f"long long _xl_a = {a}, _xl_b = {b};", f"long long _xl_t = {_ARITH[ins.opcode]};",
               *_finish(ctx, ins, mods, dty))


def _h_vshift(ctx: Ctx, ins: Instruction) -> str:
    dty, aty, bty = _types(ins)
    if bty.name != "u32":
        raise PtxUnsupported(ins.form, ins.pos, "the shift amount's type is .u32")
    mods = check_mods(ins, {"clamp", "wrap", "add"})
    if len(mods & {"clamp", "wrap"}) != 1:
        raise PtxUnsupported(ins.form, ins.pos, "a shift needs .clamp or .wrap")
    a = _word(ctx, ins, 1, aty)
    b = read_src(ctx, ins.operands[2], TYPES["u32"], ins.form)
    n = "(_xl_n > 32u ? 32u : _xl_n)" if "clamp" in mods else "(_xl_n & 31u)"
    # 64-bit intermediate: a 32-bit word shifted left by up to 32 keeps its low 32 bits exactly (the
    # unsigned shift avoids signed overflow); a right shift of a signed word is arithmetic
    op = ("(long long)((unsigned long long)_xl_a << _xl_s)" if ins.opcode == "vshl" else "(_xl_a >> _xl_s)")
    return blk(f"long long _xl_a = {a}; unsigned int _xl_n = {b}; unsigned int _xl_s = {n};",
               f"long long _xl_t = {op};", *_finish(ctx, ins, mods, dty))


HANDLERS: dict[str, Handler] = {
    "vadd": _h_video, "vsub": _h_video, "vabsdiff": _h_video, "vmin": _h_video, "vmax": _h_video,
    "vshl": _h_vshift, "vshr": _h_vshift,
}
