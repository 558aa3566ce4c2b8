"""Lowering of one inline asm statement (parsed PTX + its asm operands) to a HIP C++ block.

The result is ONE line of C++: `{ ... }`. It uses only portable C++ and builtins that both hip-clang
(gfx942) and a host C++ compiler provide, plus HIP device functions for the forms that need the GPU
(special registers, barriers, fences). See docs/ptx.md for the forms and their exact semantics.

Model of the registers: every PTX register and every asm operand is a local holding the *bits* of
the register (`unsigned int` for 32 bits, `bool` for predicates); an instruction reads its sources
as its instruction type (truncating wider registers, extending narrower ones) and writes its result
as bits, extending it to a wider destination register by the instruction type's signedness (PTX ISA
"Operand Size Exceeding Instruction-Type Size"). Asm operands are copied in at the start of the block
and copied out at its end, like a GCC register operand.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from xlate.ptx.asm import CONSTRAINT_WIDTH, AsmOperand, AsmStatement
from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import (
    Addr,
    AsmArg,
    Block,
    Imm,
    Instruction,
    LabelDef,
    LabelRef,
    Not,
    Operand,
    PredPair,
    Reg,
    RegDecl,
    Special,
    Vec,
)
from xlate.ptx.parser import parse_ptx

# ---------------------------------------------------------------------------------------- types

_UT = {8: "unsigned char", 16: "unsigned short", 32: "unsigned int", 64: "unsigned long long",
       128: "unsigned __int128"}
_ST = {8: "signed char", 16: "short", 32: "int", 64: "long long", 128: "__int128"}


@dataclass(frozen=True)
class PType:
    name: str
    width: int
    kind: str  # 'u' 's' 'b' 'f' 'pred'

    @property
    def signed(self) -> bool:
        return self.kind == "s"


TYPES: dict[str, PType] = {}
for _w in (8, 16, 32, 64):
    for _k in "usb":
        TYPES[f"{_k}{_w}"] = PType(f"{_k}{_w}", _w, _k)
TYPES["b128"] = PType("b128", 128, "b")
for _n, _w in (("f16", 16), ("bf16", 16), ("f32", 32), ("f64", 64), ("f16x2", 32), ("bf16x2", 32)):
    TYPES[_n] = PType(_n, _w, "f")
TYPES["pred"] = PType("pred", 1, "pred")

WARP_MODES = ("compat32", "native64")
# xlate's support header with the shared-window conversions (xlate/rewrite/support/include)
SHARED_HEADER = "xlate/ptx_shared.h"


def ut(w: int) -> str:
    return _UT[w]


def st(w: int) -> str:
    return _ST[w]


def calc_t(w: int) -> str:
    """The unsigned type integer arithmetic of width w is computed in (no promotion to int)."""
    return "unsigned int" if w <= 32 else _UT[w]


def mask(w: int) -> int:
    return (1 << w) - 1


def c_uint(v: int, w: int) -> str:
    v &= mask(w)
    if w <= 32:
        return f"{v:#x}u"
    if w == 64:
        return f"{v:#x}ull"
    return f"(((unsigned __int128){v >> 64:#x}ull << 64) | {v & mask(64):#x}ull)"


def f32_of(bits: str) -> str:
    return f"__builtin_bit_cast(float, (unsigned int)({bits}))"


def f64_of(bits: str) -> str:
    return f"__builtin_bit_cast(double, (unsigned long long)({bits}))"


def bits_of_f32(x: str) -> str:
    return f"__builtin_bit_cast(unsigned int, (float)({x}))"


def bits_of_f64(x: str) -> str:
    return f"__builtin_bit_cast(unsigned long long, (double)({x}))"


def _float_c(fw: int) -> str:
    return "float" if fw == 32 else "double"


def _fbits(fw: int, x: str) -> str:
    return bits_of_f32(x) if fw == 32 else bits_of_f64(x)


def _ffrom(fw: int, bits: str) -> str:
    return f32_of(bits) if fw == 32 else f64_of(bits)


def _fsuf(fw: int) -> str:
    return "f" if fw == 32 else ""


# ---------------------------------------------------------------------------------------- state


@dataclass
class _Var:
    cname: str
    width: int  # 1 for predicates
    is_pred: bool = False


@dataclass
class _Ctx:
    stmt_operands: list[AsmOperand]
    warp_mode: str
    uid: str
    decls: list[str] = field(default_factory=list)
    scopes: list[dict[str, _Var]] = field(default_factory=list)
    asm_vars: dict[int, _Var] = field(default_factory=dict)
    asm_imm: dict[int, str] = field(default_factory=dict)
    counter: int = 0
    carry_live: bool = False  # a .cc instruction earlier in this statement set the carry
    uses_carry: bool = False
    uses_float: bool = False
    forms: list[str] = field(default_factory=list)
    headers: set[str] = field(default_factory=set)  # support headers the code needs (<xlate/...>)

    def fresh(self, base: str) -> str:
        self.counter += 1
        return f"_xl_{base}{self.counter}"

    def lookup(self, r: Reg) -> _Var:
        for sc in reversed(self.scopes):
            if r.name in sc:
                return sc[r.name]
        raise PtxSyntaxError(f"register {r.name!r} is not declared (declare it with .reg)", r.pos)


@dataclass
class Lowered:
    code: str  # one line of C++: a brace-scoped block
    forms: list[str]  # the PTX forms lowered, in order
    headers: tuple[str, ...] = ()  # support headers the code calls into, e.g. "xlate/ptx_shared.h"


# ---------------------------------------------------------------------------------------- entry


def lower_asm(stmt: AsmStatement, *, warp_mode: str = "compat32", uid: str = "0") -> Lowered:
    """Lower a parsed asm statement. Raises PtxSyntaxError / PtxUnsupported with PTX positions."""
    if warp_mode not in WARP_MODES:
        raise ValueError(f"warp_mode must be one of {WARP_MODES}")
    block = parse_ptx(stmt.template, stmt.named())
    return lower_block(block, stmt.operands, warp_mode=warp_mode, uid=uid)


def lower_block(block: Block, operands: list[AsmOperand], *, warp_mode: str = "compat32",
                uid: str = "0") -> Lowered:
    ctx = _Ctx(operands, warp_mode, uid)
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
        v = _Var(f"_xl_a{i}", w)
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
    return Lowered(code, ctx.forms, tuple(sorted(ctx.headers)))


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


def _lower_items(ctx: _Ctx, block: Block) -> list[str]:
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


def _declare(ctx: _Ctx, d: RegDecl) -> None:
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
            scope[name] = _Var(cname, 1, True)
            ctx.decls.append(f"bool {cname} = false;")
        else:
            scope[name] = _Var(cname, ty.width)
            ctx.decls.append(f"{ut(ty.width)} {cname} = {c_uint(0, ty.width)};")


# ---------------------------------------------------------------------------------------- operands


def _imm_bits(ctx: _Ctx, imm: Imm, ty: PType, form: str) -> str:
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


def _src(ctx: _Ctx, op: Operand, ty: PType, form: str) -> str:
    """C expression of the operand's bits as an unsigned value of the instruction type's width."""
    w = ty.width
    if isinstance(op, Imm):
        return _imm_bits(ctx, op, ty, form)
    if isinstance(op, Special):
        sw, expr = _special(ctx, op, form)
        return _resize(expr, sw, w, ty.signed)
    if isinstance(op, AsmArg):
        if op.index in ctx.asm_imm:
            return f"(({ut(w)}){ctx.asm_imm[op.index]})"
        var = _asm_var(ctx, op)
        return _resize(var.cname, var.width, w, ty.signed)
    if isinstance(op, Reg):
        var = ctx.lookup(op)
        if var.is_pred:
            raise PtxSyntaxError(f"predicate {op.name!r} used as a .{ty.name} operand", op.pos)
        return _resize(var.cname, var.width, w, ty.signed)
    raise PtxSyntaxError(f"this operand kind is not allowed as a source of {form}", op.pos)


def _asm_var(ctx: _Ctx, op: AsmArg) -> _Var:
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


def _dst(ctx: _Ctx, op: Operand, ty: PType, value: str, form: str) -> str:
    """Statement writing `value` (bits of the instruction type's width) to destination `op`."""
    if isinstance(op, Reg) and op.name == "_":
        return ""
    if isinstance(op, AsmArg):
        if op.index in ctx.asm_imm:
            raise PtxSyntaxError(f"%{op.index} is an immediate ('n') and cannot be written", op.pos)
        var = _asm_var(ctx, op)
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


def _pred_src(ctx: _Ctx, op: Operand, form: str) -> str:
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


def _pred_dst(ctx: _Ctx, op: Operand, form: str) -> str:
    if isinstance(op, Reg):
        if op.name == "_":
            return ""
        var = ctx.lookup(op)
        if not var.is_pred:
            raise PtxSyntaxError(f"{op.name!r} is not a predicate", op.pos)
        return var.cname
    raise PtxSyntaxError(f"{form} needs a predicate destination", op.pos)


# ---------------------------------------------------------------------------------------- special registers

_XYZ = {"x": "x", "y": "y", "z": "z"}
_VEC_SREG = {"tid": "threadIdx", "ntid": "blockDim", "ctaid": "blockIdx", "nctaid": "gridDim"}


def _special(ctx: _Ctx, sp: Special, form: str) -> tuple[int, str]:
    name = sp.name[1:]
    base, _, comp = name.partition(".")
    compat = ctx.warp_mode == "compat32"
    if base in _VEC_SREG:
        if not comp:
            raise PtxUnsupported(f"{form} %{base}", sp.pos, "read one component (%tid.x)")
        return 32, f"((unsigned int){_VEC_SREG[base]}.{comp})"
    if base == "laneid":
        return 32, "((unsigned int)__lane_id() & 31u)" if compat else "((unsigned int)__lane_id())"
    if base == "warpid":
        width = 32 if compat else "warpSize"
        return 32, (f"((unsigned int)((threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))"
                    f" / {width}))")
    if base.startswith("lanemask_"):
        if not compat:
            raise PtxUnsupported(f"{form} %{base}", sp.pos, "32-bit lane masks in native64 mode")
        lane = "((unsigned int)__lane_id() & 31u)"
        kind = base[len("lanemask_"):]
        exprs = {
            "eq": f"(1u << {lane})",
            "lt": f"((1u << {lane}) - 1u)",
            "le": f"((2u << {lane}) - 1u)",
            "gt": f"(~((2u << {lane}) - 1u))",
            "ge": f"(~((1u << {lane}) - 1u))",
        }
        if kind not in exprs:
            raise PtxUnsupported(f"{form} %{base}", sp.pos, "unknown lane mask")
        return 32, exprs[kind]
    if base == "clock":
        return 32, "((unsigned int)clock64())"
    if base == "clock64":
        return 64, "((unsigned long long)clock64())"
    if base == "globaltimer":
        # gfx942's constant-rate wall clock runs at 100 MHz: one tick is 10 ns.
        return 64, "((unsigned long long)wall_clock64() * 10ull)"
    if base == "globaltimer_lo":
        return 32, "((unsigned int)((unsigned long long)wall_clock64() * 10ull))"
    if base == "globaltimer_hi":
        return 32, "((unsigned int)(((unsigned long long)wall_clock64() * 10ull) >> 32))"
    raise PtxUnsupported(f"{form} %{base}", sp.pos, "special register not lowered")


# ---------------------------------------------------------------------------------------- instructions


def _types_in(ins: Instruction) -> list[PType]:
    return [TYPES[s] for s in ins.suffixes if s in TYPES]


def _mods(ins: Instruction) -> set[str]:
    return {s for s in ins.suffixes if s not in TYPES}


def _need(ins: Instruction, n: int) -> None:
    if len(ins.operands) != n:
        raise PtxSyntaxError(f"{ins.form} takes {n} operands, found {len(ins.operands)}", ins.pos)


def _one_type(ins: Instruction, allowed: set[str] | None = None) -> PType:
    tys = _types_in(ins)
    if len(tys) != 1 or (allowed is not None and tys[0].name not in allowed):
        raise PtxUnsupported(ins.form, ins.pos)
    return tys[0]


def _check_mods(ins: Instruction, allowed: set[str]) -> set[str]:
    m = _mods(ins)
    if not m <= allowed:
        raise PtxUnsupported(ins.form, ins.pos, f"modifier(s) {', '.join('.' + x for x in sorted(m - allowed))}")
    return m


def _lower_instr(ctx: _Ctx, ins: Instruction) -> str:
    handler = _HANDLERS.get(ins.opcode)
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


def _blk(*stmts: str) -> str:
    return "{ " + " ".join(s for s in stmts if s) + " }"


# -- float helpers (C expressions over float/double values)


def _ftz(fw: int, x: str) -> str:
    tiny = "1.17549435e-38f" if fw == 32 else "2.2250738585072014e-308"
    return (f"((__builtin_fabs{_fsuf(fw)}({x}) < {tiny}) ? "
            f"__builtin_copysign{_fsuf(fw)}(({_float_c(fw)})0, {x}) : ({x}))")


def _sat01(fw: int, x: str) -> str:
    z = "0.0f" if fw == 32 else "0.0"
    one = "1.0f" if fw == 32 else "1.0"
    # NaN and -0.0 (and everything below) become +0.0
    return f"(!(({x}) > {z}) ? {z} : (({x}) > {one} ? {one} : ({x})))"


def _float_args(ctx: _Ctx, ins: Instruction, ty: PType, n: int, ftz: bool) -> list[str]:
    """Declares float locals _xl_x0.. for the n source operands (after the destination)."""
    ctx.uses_float = True
    fw = ty.width
    decl = []
    for k in range(n):
        bits = _src(ctx, ins.operands[1 + k], ty, ins.form)
        v = _ffrom(fw, bits)
        if ftz and fw == 32:
            v = _ftz(32, v)
        decl.append(f"{_float_c(fw)} _xl_x{k} = {v};")
    return decl


def _float_result(ctx: _Ctx, ins: Instruction, ty: PType, expr: str, mods: set[str]) -> str:
    fw = ty.width
    out = [f"{_float_c(fw)} _xl_r = {expr};"]
    if "ftz" in mods and fw == 32:
        out.append(f"_xl_r = {_ftz(32, '_xl_r')};")
    if "sat" in mods:
        if fw != 32:  # PTX ISA (and ptxas): .sat is an .f32 modifier of add/sub/mul/fma/mad
            raise PtxSyntaxError(f".sat applies to .f32 only ({ins.form})", ins.pos)
        out.append(f"_xl_r = {_sat01(fw, '_xl_r')};")
    out.append(_dst(ctx, ins.operands[0], ty, _fbits(fw, "_xl_r"), ins.form))
    return " ".join(out)


_FLOAT_ALU = {"f32", "f64"}


_OPNAME = {"+": "add", "-": "sub", "*": "mul"}


def _rounding(ins: Instruction, mods: set[str]) -> str:
    rnd = mods & _FRND
    if len(rnd) > 1:
        raise PtxSyntaxError(f"{ins.form} has more than one rounding modifier", ins.pos)
    return rnd.pop() if rnd else "rn"


def _float_binop(ctx: _Ctx, ins: Instruction, ty: PType, op: str) -> str:
    if ty.name in _HALF_KINDS:
        return _half_arith(ctx, ins, ty, _OPNAME[op])
    mods = _check_mods(ins, _FRND | {"ftz", "sat"})
    if ty.name not in _FLOAT_ALU:
        raise PtxUnsupported(ins.form, ins.pos)
    if "ftz" in mods and ty.width != 32:
        raise PtxSyntaxError(f".ftz applies to .f32 only ({ins.form})", ins.pos)
    _need(ins, 3)
    mode = _rounding(ins, mods)
    args = _float_args(ctx, ins, ty, 2, "ftz" in mods)
    if mode == "rn":
        return _blk(*args, _float_result(ctx, ins, ty, f"_xl_x0 {op} _xl_x1", mods))
    if ty.width == 32:
        return _blk(*args, *_f32_directed(_OPNAME[op], mode), _float_result(ctx, ins, ty, "_xl_f", mods))
    return _blk(*args, *_f64_directed(_OPNAME[op], mode), _float_result(ctx, ins, ty, "_xl_s", mods))


# -- directed rounding and 16-bit float arithmetic (exact methods, no floating-point environment)
#
# Every result is computed as an exact pair (s, e) of doubles, value = s + e with s = rn(value)
# (TwoSum; products of f32/f16/bf16 values are exact in double), and then rounded once to the
# destination with the requested mode. See docs/ptx.md, "Directed rounding".

_STEP64 = {  # statements moving double `_xl_s` one ulp down (toward -inf) / up, by its bits
    "down": ("{ unsigned long long _xl_u = __builtin_bit_cast(unsigned long long, _xl_s);"
             " _xl_u = (_xl_u == 0ull) ? 0x8000000000000001ull : ((_xl_u >> 63) ? _xl_u + 1ull : _xl_u - 1ull);"
             " _xl_s = __builtin_bit_cast(double, _xl_u); }"),
    "up": ("{ unsigned long long _xl_u = __builtin_bit_cast(unsigned long long, _xl_s);"
           " _xl_u = (_xl_u == 0x8000000000000000ull) ? 1ull : ((_xl_u >> 63) ? _xl_u - 1ull : _xl_u + 1ull);"
           " _xl_s = __builtin_bit_cast(double, _xl_u); }"),
}


def _two_sum(x: str, y: str) -> str:
    """double _xl_s = rn(x + y), _xl_e = the exact error (Knuth's TwoSum; NaN when _xl_s is not finite)."""
    return (f"double _xl_tx = {x}, _xl_ty = {y}; double _xl_s = _xl_tx + _xl_ty;"
            " double _xl_bb = _xl_s - _xl_tx;"
            " double _xl_e = (_xl_tx - (_xl_s - _xl_bb)) + (_xl_ty - _xl_bb);")


# value = _xl_s + _xl_e exactly: replace _xl_s by the value rounded to ODD in double precision
# (truncate toward zero, set the last bit when inexact). Rounding that once to a format with at most
# 51 bits of precision gives the correctly rounded value in any mode (round-to-odd: an odd double is
# neither a representable value nor a midpoint of such a format).
def _to_odd(s: str = "_xl_s", e: str = "_xl_e") -> str:
    return (f"if ({e} < 0.0 || {e} > 0.0) {{ unsigned long long _xl_u = __builtin_bit_cast(unsigned long long, {s});"
            f" if (({e} > 0.0) != !(_xl_u >> 63)) _xl_u -= 1ull;"
            f" {s} = __builtin_bit_cast(double, _xl_u | 1ull); }}")


_STICKY = _to_odd()


def _rm_zero(x: str, y: str) -> str:
    """IEEE 754: an exact zero sum of operands of opposite sign (or two -0) is -0 under .rm."""
    return (f"if (_xl_s == 0.0 && _xl_e == 0.0) _xl_s = ((__builtin_bit_cast(unsigned long long, (double)({x})) |"
            f" __builtin_bit_cast(unsigned long long, (double)({y}))) >> 63) ? -0.0 : 0.0;")


def _exact_pair(op: str, xs: list[str]) -> list[str]:
    """Statements computing the exact pair (_xl_s, _xl_e) of op over doubles xs (f32/f16/bf16 inputs:
    their products are exact in double)."""
    if op in ("add", "sub"):
        return [_two_sum(xs[0], xs[1] if op == "add" else f"-({xs[1]})")]
    if op == "mul":
        return [f"double _xl_s = ({xs[0]}) * ({xs[1]}); double _xl_e = 0.0;"]
    # fma: a*b exact, then TwoSum with c
    return [f"double _xl_p = ({xs[0]}) * ({xs[1]});", _two_sum("_xl_p", xs[2])]


def _zero_operands(op: str, xs: list[str]) -> tuple[str, str] | None:
    if op == "add":
        return xs[0], xs[1]
    if op == "sub":
        return xs[0], f"-({xs[1]})"
    if op == "fma":
        return "_xl_p", xs[2]
    return None


def _f32_directed(op: str, mode: str) -> list[str]:
    """float _xl_r = op(_xl_x0, _xl_x1[, _xl_x2]) rounded with `mode`, computed exactly via double."""
    xs = [f"(double)_xl_x{k}" for k in range(3 if op == "fma" else 2)]
    stmts = _exact_pair(op, xs)
    z = _zero_operands(op, xs)
    if mode == "rm" and z:
        stmts.append(_rm_zero(*z))
    stmts.append(_STICKY)
    stmts.append("double _xl_x = _xl_s; float _xl_f = (float)_xl_x;")
    stmts.append("if (_xl_x == _xl_x) {")
    stmts += _round_directed(mode)
    stmts.append("}")
    return stmts


def _f64_directed(op: str, mode: str) -> list[str]:
    """double _xl_s = op(_xl_x0, _xl_x1) (add/sub/mul) rounded with `mode`: rn result plus the sign
    of the exact error (TwoSum for add/sub; fma-based TwoProduct for mul, scaled by 2^1000 when the
    error could underflow)."""
    if op in ("add", "sub"):
        y = "_xl_x1" if op == "add" else "-_xl_x1"
        stmts = [_two_sum("_xl_x0", y)]
        if mode == "rm":
            stmts.append(_rm_zero("_xl_x0", y))
    else:
        # mantissas in [0.5, 1): their product and its fma error are exact; scaling back by the
        # exponent rounds once (ldexp), exactly when the result is normal
        stmts = ["double _xl_s = _xl_x0 * _xl_x1; double _xl_e = 0.0;",
                 ("if (_xl_x0 != 0.0 && _xl_x1 != 0.0 && __builtin_fabs(_xl_x0) != __builtin_inf()"
                  " && __builtin_fabs(_xl_x1) != __builtin_inf()) {"
                  " int _xl_ea = 0, _xl_eb = 0; double _xl_ma = __builtin_frexp(_xl_x0, &_xl_ea);"
                  " double _xl_mb = __builtin_frexp(_xl_x1, &_xl_eb); int _xl_E = _xl_ea + _xl_eb;"
                  " double _xl_pm = _xl_ma * _xl_mb; double _xl_pe = __builtin_fma(_xl_ma, _xl_mb, -_xl_pm);"
                  " double _xl_s2 = __builtin_ldexp(_xl_pm, _xl_E);"
                  " if (__builtin_fabs(_xl_s2) == __builtin_inf() || __builtin_ldexp(_xl_s2, -_xl_E) == _xl_pm) {"
                  " _xl_s = _xl_s2; _xl_e = _xl_pe; } else { "
                  + _to_odd("_xl_pm", "_xl_pe") +
                  " _xl_s = __builtin_ldexp(_xl_pm, _xl_E); _xl_e = _xl_pm - __builtin_ldexp(_xl_s, -_xl_E); } }")]
    # overflow of finite operands: the rn result is inf, the directed one may be the largest finite
    big = "0x1.fffffffffffffp1023"
    ovf = {"rz": f"_xl_s = _xl_s > 0.0 ? {big} : -{big};",
           "rm": f"if (_xl_s > 0.0) _xl_s = {big};",
           "rp": f"if (_xl_s < 0.0) _xl_s = -{big};"}[mode]
    stmts.append("if (__builtin_fabs(_xl_s) == __builtin_inf() && __builtin_fabs(_xl_x0) != __builtin_inf()"
                 f" && __builtin_fabs(_xl_x1) != __builtin_inf()) {{ {ovf} }}")
    down, up = _STEP64["down"], _STEP64["up"]
    if mode == "rm":
        stmts.append(f"else if (_xl_e < 0.0) {down}")
    elif mode == "rp":
        stmts.append(f"else if (_xl_e > 0.0) {up}")
    else:  # rz: toward zero when the error points toward zero
        stmts.append(f"else if ((_xl_e < 0.0 && !(__builtin_bit_cast(unsigned long long, _xl_s) >> 63)) ||"
                     f" (_xl_e > 0.0 && (__builtin_bit_cast(unsigned long long, _xl_s) >> 63))) {{"
                     f" if (_xl_e < 0.0) {down} else {up} }}")
    return stmts


_HALF_KINDS = {"f16", "bf16", "f16x2", "bf16x2"}


def _half_to_double(kind: str, bits16: str) -> str:
    if kind == "f16":
        return f"(double)__builtin_bit_cast(_Float16, (unsigned short)({bits16}))"
    return f"(double)__builtin_bit_cast(float, (unsigned int)(unsigned short)({bits16}) << 16)"


def _half_compute(ty: PType, op: str, n: int) -> list[str]:
    """Statements setting `_xl_out` (declared, zero) to op over the 16-bit lanes of `_xl_in0..`:
    exact pair in double, rounded to odd, to float with round-to-odd, then to the 16-bit format to
    nearest even (correct: 24 >= 11 + 2)."""
    base = ty.name.removesuffix("x2")
    halves = 2 if ty.name.endswith("x2") else 1
    stmts = []
    for h in range(halves):
        xs = [_half_to_double(base, f"_xl_in{k} >> {16 * h}") for k in range(n)]
        body = _exact_pair(op, xs)
        body.append(_STICKY)
        # double -> float, rounding to odd: truncate toward zero, set the last bit when inexact
        body.append("float _xl_f = (float)_xl_s; if ((double)_xl_f != _xl_s && _xl_s == _xl_s) {"
                    " unsigned int _xl_fu = __builtin_bit_cast(unsigned int, _xl_f);"
                    " if (__builtin_fabs((double)_xl_f) > __builtin_fabs(_xl_s)) _xl_fu -= 1u;"
                    " _xl_f = __builtin_bit_cast(float, _xl_fu | 1u); }")
        body.append(f"_xl_out |= ({ut(ty.width)})((unsigned int)({_to_half(base, '_xl_f')}) << {16 * h});")
        stmts.append(_blk(*body))
    return stmts


def _half_arith(ctx: _Ctx, ins: Instruction, ty: PType, op: str) -> str:
    """add/sub/mul/fma .rn on f16, bf16, f16x2, bf16x2 (see _half_compute)."""
    _check_mods(ins, {"rn"})
    n = 3 if op == "fma" else 2
    _need(ins, n + 1)
    ctx.uses_float = True
    srcs = [_src(ctx, o, ty, ins.form) for o in ins.operands[1:n + 1]]
    stmts = [f"{ut(ty.width)} _xl_in{k} = {s};" for k, s in enumerate(srcs)]
    stmts.append(f"{ut(ty.width)} _xl_out = 0;")
    stmts += _half_compute(ty, op, n)
    stmts.append(_dst(ctx, ins.operands[0], ty, "_xl_out", ins.form))
    return _blk(*stmts)


def _half_absneg(ctx: _Ctx, ins: Instruction, ty: PType) -> str:
    _check_mods(ins, set())
    _need(ins, 2)
    a = _src(ctx, ins.operands[1], ty, ins.form)
    sign = 0x80008000 if ty.width == 32 else 0x8000
    val = f"(({a}) & ~{c_uint(sign, ty.width)})" if ins.opcode == "abs" else f"(({a}) ^ {c_uint(sign, ty.width)})"
    return _blk(_dst(ctx, ins.operands[0], ty, f"({ut(ty.width)}){val}", ins.form))


def _float_minmax(ctx: _Ctx, ins: Instruction, ty: PType) -> str:
    """min/max{.ftz}{.NaN}.f32, min/max.f64 (PTX ISA): a NaN operand is ignored (both NaN: canonical
    NaN); with .NaN any NaN operand gives the canonical NaN; -0.0 is below +0.0."""
    mods = _check_mods(ins, {"ftz", "NaN"})
    if ty.name not in _FLOAT_ALU or (mods and ty.width != 32):
        raise PtxUnsupported(ins.form, ins.pos)
    _need(ins, 3)
    fw = ty.width
    args = _float_args(ctx, ins, ty, 2, "ftz" in mods)
    fc = _float_c(fw)
    qnan = c_uint(0x7FFFFFFF if fw == 32 else 0x7FFFFFFFFFFFFFFF, fw)
    is_min = ins.opcode == "min"
    # order with -0 < +0: compare values, break the tie of equal zeros by the sign bit
    sb = f"({_fbits(fw, '_xl_x0')} >> {fw - 1})"
    sb1 = f"({_fbits(fw, '_xl_x1')} >> {fw - 1})"
    less = f"(_xl_x0 < _xl_x1 || (_xl_x0 == _xl_x1 && {sb} > {sb1}))"
    pick = f"({less} ? _xl_x0 : _xl_x1)" if is_min else f"({less} ? _xl_x1 : _xl_x0)"
    nan0, nan1 = "(_xl_x0 != _xl_x0)", "(_xl_x1 != _xl_x1)"
    if "NaN" in mods:
        res = f"(({nan0} || {nan1}) ? {qnan} : {_fbits(fw, pick)})"
    else:
        res = (f"(({nan0} && {nan1}) ? {qnan} : {nan0} ? {_fbits(fw, '_xl_x1')} : {nan1} ? "
               f"{_fbits(fw, '_xl_x0')} : {_fbits(fw, pick)})")
    del fc
    return _blk(*args, _dst(ctx, ins.operands[0], ty, f"({ut(fw)}){res}", ins.form))


# -- add / sub / mul / mad


def _carry_in(ctx: _Ctx, ins: Instruction) -> None:
    if not ctx.carry_live:
        raise PtxUnsupported(ins.form, ins.pos,
                             "reads the carry flag, but no .cc instruction earlier in this asm statement "
                             "set it (carry chains across asm statements are not lowered; "
                             "merge the statements into one asm)")


def _h_addsub(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins)
    opc = ins.opcode
    is_sub = opc in ("sub", "subc")
    if ty.kind == "f":
        if opc not in ("add", "sub"):
            raise PtxUnsupported(ins.form, ins.pos)
        return _float_binop(ctx, ins, ty, "-" if is_sub else "+")
    mods = _check_mods(ins, {"cc", "sat"})
    _need(ins, 3)
    w = ty.width
    if w not in (16, 32, 64):
        raise PtxUnsupported(ins.form, ins.pos)
    a = _src(ctx, ins.operands[1], ty, ins.form)
    b = _src(ctx, ins.operands[2], ty, ins.form)
    d = ins.operands[0]
    sign = "-" if is_sub else "+"
    if "sat" in mods:
        if ty.name != "s32" or "cc" in mods or opc in ("addc", "subc"):
            raise PtxUnsupported(ins.form, ins.pos, ".sat applies to .s32 add/sub only")
        return _blk(f"long long _xl_t = (long long)(int)({a}) {sign} (long long)(int)({b});",
                    "_xl_t = _xl_t > 2147483647LL ? 2147483647LL : (_xl_t < -2147483648LL ? -2147483648LL : _xl_t);",
                    _dst(ctx, d, ty, "(unsigned int)_xl_t", ins.form))
    with_cin = opc in ("addc", "subc")
    sets_cc = "cc" in mods
    if (with_cin or sets_cc) and w not in (32, 64):
        raise PtxUnsupported(ins.form, ins.pos, "carry forms are .u32/.s32/.u64/.s64")
    if with_cin:
        _carry_in(ctx, ins)
    if not with_cin and not sets_cc:
        ct = calc_t(w)
        return _blk(_dst(ctx, d, ty, f"({ut(w)})(({ct})({a}) {sign} ({ct})({b}))", ins.form))
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
    stmts.append(_dst(ctx, d, ty, "_xl_r", ins.form))
    return _blk(*stmts)


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


def _h_mul(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins)
    if ty.kind == "f":
        return _float_binop(ctx, ins, ty, "*")
    mods = _check_mods(ins, {"lo", "hi", "wide"})
    _need(ins, 3)
    if ty.width not in (16, 32, 64) or ty.kind == "b":
        raise PtxUnsupported(ins.form, ins.pos)
    part = _mul_parts(ins, ty, mods)
    if part == "wide" and ty.width == 64:
        raise PtxUnsupported(ins.form, ins.pos, ".wide takes 16- or 32-bit sources")
    a = _src(ctx, ins.operands[1], ty, ins.form)
    b = _src(ctx, ins.operands[2], ty, ins.form)
    expr, rty = _int_product(ty, part, a, b)
    return _blk(_dst(ctx, ins.operands[0], rty, expr, ins.form))


def _h_mad(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins)
    if ty.kind == "f":
        if ins.opcode != "mad":
            raise PtxUnsupported(ins.form, ins.pos)
        return _h_fma(ctx, ins, allow_no_rnd=True)
    mods = _check_mods(ins, {"lo", "hi", "wide", "sat", "cc"})
    _need(ins, 4)
    if ty.width not in (16, 32, 64) or ty.kind == "b":
        raise PtxUnsupported(ins.form, ins.pos)
    part = _mul_parts(ins, ty, mods - {"sat", "cc"})
    if part == "wide" and ty.width == 64:
        raise PtxUnsupported(ins.form, ins.pos, ".wide takes 16- or 32-bit sources")
    a = _src(ctx, ins.operands[1], ty, ins.form)
    b = _src(ctx, ins.operands[2], ty, ins.form)
    prod, rty = _int_product(ty, part, a, b)
    c = _src(ctx, ins.operands[3], rty, ins.form)
    d = ins.operands[0]
    if "sat" in mods:
        if ty.name != "s32" or part != "hi" or "cc" in mods or ins.opcode == "madc":
            raise PtxUnsupported(ins.form, ins.pos, ".sat applies to mad.hi.sat.s32 only")
        return _blk(f"long long _xl_t = (long long)(int)({prod}) + (long long)(int)({c});",
                    "_xl_t = _xl_t > 2147483647LL ? 2147483647LL : (_xl_t < -2147483648LL ? -2147483648LL : _xl_t);",
                    _dst(ctx, d, ty, "(unsigned int)_xl_t", ins.form))
    with_cin = ins.opcode == "madc"
    sets_cc = "cc" in mods
    if not with_cin and not sets_cc:
        ct = calc_t(rty.width)
        return _blk(_dst(ctx, d, rty, f"({ut(rty.width)})(({ct})({prod}) + ({ct})({c}))", ins.form))
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
    stmts.append(_dst(ctx, d, rty, "_xl_r", ins.form))
    return _blk(*stmts)


def _h_fma(ctx: _Ctx, ins: Instruction, allow_no_rnd: bool = False) -> str:
    ty = _one_type(ins)
    if ty.name in _HALF_KINDS and ins.opcode == "fma":
        if "rn" not in _mods(ins):
            raise PtxSyntaxError(f"{ins.form} needs a rounding modifier (.rn)", ins.pos)
        return _half_arith(ctx, ins, ty, "fma")
    if ty.name not in _FLOAT_ALU:
        raise PtxUnsupported(ins.form, ins.pos)
    mods = _check_mods(ins, _FRND | {"ftz", "sat"})
    if not mods & _FRND and not allow_no_rnd:
        raise PtxSyntaxError(f"{ins.form} needs a rounding modifier (.rn .rz .rm .rp)", ins.pos)
    mode = _rounding(ins, mods)
    _need(ins, 4)
    args = _float_args(ctx, ins, ty, 3, "ftz" in mods)
    if mode == "rn":
        f = f"__builtin_fma{_fsuf(ty.width)}(_xl_x0, _xl_x1, _xl_x2)"
        return _blk(*args, _float_result(ctx, ins, ty, f, mods))
    if ty.width != 32:
        raise PtxUnsupported(ins.form, ins.pos, "f64 fma with directed rounding (no exact method without "
                             "wider arithmetic)")
    return _blk(*args, *_f32_directed("fma", mode), _float_result(ctx, ins, ty, "_xl_f", mods))


# -- div / rem (integer)


def _h_divrem(ctx: _Ctx, ins: Instruction) -> str:
    """div/rem .u16/.s16/.u32/.s32/.u64/.s64: C's truncating division and the remainder with the
    dividend's sign (PTX ISA, "Integer Arithmetic Instructions: div, rem"). The ISA leaves division
    by zero unspecified and does not define the signed overflow MIN / -1; C++ makes both undefined
    behaviour, so xlate defines them: x / 0 = all ones, x % 0 = x, MIN / -1 = MIN, MIN % -1 = 0."""
    ty = _one_type(ins)
    if ty.kind not in ("u", "s") or ty.width not in (16, 32, 64):
        raise PtxUnsupported(ins.form, ins.pos, "floating-point div is not lowered")
    _check_mods(ins, set())
    _need(ins, 3)
    w = ty.width
    a = _src(ctx, ins.operands[1], ty, ins.form)
    b = _src(ctx, ins.operands[2], ty, ins.form)
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
    return _blk(calc, _dst(ctx, ins.operands[0], ty, "_xl_r", ins.form))


# -- min / max / abs / neg


def _h_minmax(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins)
    if ty.kind == "f":
        return _float_minmax(ctx, ins, ty)
    _check_mods(ins, set())
    if ty.kind not in ("u", "s") or ty.width not in (16, 32, 64):
        raise PtxUnsupported(ins.form, ins.pos, "packed and .relu min/max are not lowered")
    _need(ins, 3)
    a = _src(ctx, ins.operands[1], ty, ins.form)
    b = _src(ctx, ins.operands[2], ty, ins.form)
    t = st(ty.width) if ty.signed else ut(ty.width)
    cmp = "<" if ins.opcode == "min" else ">"
    return _blk(f"{t} _xl_a = ({t})({a}); {t} _xl_b = ({t})({b});",
                _dst(ctx, ins.operands[0], ty, f"({ut(ty.width)})(_xl_a {cmp} _xl_b ? _xl_a : _xl_b)", ins.form))


def _h_absneg(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins)
    _need(ins, 2)
    if ty.name in _HALF_KINDS:
        return _half_absneg(ctx, ins, ty)
    if ty.kind == "f":
        mods = _check_mods(ins, {"ftz"})
        if ty.name not in _FLOAT_ALU:
            raise PtxUnsupported(ins.form, ins.pos)
        w = ty.width
        ctx.uses_float = True
        a = _src(ctx, ins.operands[1], ty, ins.form)
        stmts = [f"{ut(w)} _xl_a = {a};"]
        if "ftz" in mods:
            if w != 32:
                raise PtxSyntaxError(".ftz applies to .f32 only", ins.pos)
            # a denormal becomes a zero of the same sign before the sign operation
            stmts.append("if ((_xl_a & 0x7f800000u) == 0u) _xl_a &= 0x80000000u;")
        signbit = c_uint(1 << (w - 1), w)
        val = f"(_xl_a & ~{signbit})" if ins.opcode == "abs" else f"(_xl_a ^ {signbit})"
        stmts.append(_dst(ctx, ins.operands[0], ty, f"({ut(w)}){val}", ins.form))
        return _blk(*stmts)
    _check_mods(ins, set())
    if ty.kind != "s" or ty.width not in (16, 32, 64):
        raise PtxUnsupported(ins.form, ins.pos)
    w = ty.width
    ct = calc_t(w)
    a = _src(ctx, ins.operands[1], ty, ins.form)
    if ins.opcode == "neg":
        v = f"({ut(w)})(({ct})0 - ({ct})({a}))"
    else:  # abs of the most negative value is itself (two's complement wrap)
        v = f"({ut(w)})((({st(w)})({a}) < 0) ? ({ct})0 - ({ct})({a}) : ({ct})({a}))"
    return _blk(_dst(ctx, ins.operands[0], ty, v, ins.form))


# -- logic and shifts


def _h_logic(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins)
    _check_mods(ins, set())
    opc = ins.opcode
    nsrc = 1 if opc in ("not", "cnot") else 2
    _need(ins, 1 + nsrc)
    if ty.kind == "pred":
        if opc == "cnot":
            raise PtxUnsupported(ins.form, ins.pos)
        srcs = [_pred_src(ctx, o, ins.form) for o in ins.operands[1:]]
        expr = {"and": " && ", "or": " || ", "xor": " != "}
        dst = _pred_dst(ctx, ins.operands[0], ins.form)
        val = f"!{srcs[0]}" if opc == "not" else "(" + expr[opc].join(srcs) + ")"
        return _blk(f"{dst} = {val};" if dst else "")
    if ty.kind != "b" or ty.width not in (16, 32, 64):
        raise PtxUnsupported(ins.form, ins.pos)
    w = ty.width
    s = [_src(ctx, o, ty, ins.form) for o in ins.operands[1:]]
    if opc == "not":
        v = f"({ut(w)})(~({s[0]}))"
    elif opc == "cnot":
        v = f"({ut(w)})(({s[0]}) == 0 ? 1 : 0)"
    else:
        sym = {"and": "&", "or": "|", "xor": "^"}[opc]
        v = f"({ut(w)})(({s[0]}) {sym} ({s[1]}))"
    return _blk(_dst(ctx, ins.operands[0], ty, v, ins.form))


def _h_shift(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins)
    _check_mods(ins, set())
    _need(ins, 3)
    w = ty.width
    if w not in (16, 32, 64) or (ins.opcode == "shl" and ty.kind != "b"):
        raise PtxUnsupported(ins.form, ins.pos)
    a = _src(ctx, ins.operands[1], ty, ins.form)
    n = _src(ctx, ins.operands[2], TYPES["u32"], ins.form)
    ct = calc_t(w)
    # PTX clamps shift amounts greater than the register width
    stmts = [f"unsigned int _xl_n = {n}; if (_xl_n > {w}u) _xl_n = {w}u;"]
    if ins.opcode == "shl":
        v = f"(_xl_n >= {w}u ? ({ut(w)})0 : ({ut(w)})(({ct})({a}) << _xl_n))"
    elif ty.signed:
        sct = "int" if w <= 32 else st(w)
        v = f"({ut(w)})(({sct})({st(w)})({a}) >> (_xl_n >= {w}u ? {w - 1}u : _xl_n))"
    else:
        v = f"(_xl_n >= {w}u ? ({ut(w)})0 : ({ut(w)})(({ct})({a}) >> _xl_n))"
    stmts.append(_dst(ctx, ins.operands[0], ty, v, ins.form))
    return _blk(*stmts)


def _h_lop3(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins, {"b32"})
    _check_mods(ins, set())
    _need(ins, 5)
    a, b, c = (_src(ctx, o, ty, ins.form) for o in ins.operands[1:4])
    lut_op = ins.operands[4]
    stmts = [f"unsigned int _xl_a = {a}, _xl_b = {b}, _xl_c = {c};"]
    terms = []
    for idx in range(8):
        ta = "_xl_a" if idx & 4 else "~_xl_a"
        tb = "_xl_b" if idx & 2 else "~_xl_b"
        tc = "_xl_c" if idx & 1 else "~_xl_c"
        terms.append(f"({ta} & {tb} & {tc})")
    if isinstance(lut_op, Imm) and not lut_op.is_float:
        lut = int(lut_op.value) & 0xFF
        used = [terms[i] for i in range(8) if lut >> i & 1]
        v = "(" + " | ".join(used) + ")" if used else "0u"
    elif isinstance(lut_op, AsmArg) and lut_op.index in ctx.asm_imm:
        lut = f"(unsigned int){ctx.asm_imm[lut_op.index]}"
        v = "(" + " | ".join(f"((({lut} >> {i}) & 1u) ? {terms[i]} : 0u)" for i in range(8)) + ")"
    else:
        raise PtxSyntaxError("lop3's immLut must be an immediate", lut_op.pos)
    stmts.append(_dst(ctx, ins.operands[0], ty, f"(unsigned int){v}", ins.form))
    return _blk(*stmts)


def _field_c(p: str, ln: str, w: int) -> str:
    """bfe/bfi position and length: mod 256 for 32-bit types (PTX ISA); the full 32-bit values for
    64-bit types (as an H100 does: docs/ptx.md, "Findings from the GPU recordings")."""
    if w == 32:
        return f"unsigned int _xl_p = ({p}) & 0xffu, _xl_l = ({ln}) & 0xffu;"
    return f"unsigned int _xl_p = ({p}), _xl_l = ({ln});"


def _h_bfe(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins, {"u32", "s32", "u64", "s64"})
    _check_mods(ins, set())
    _need(ins, 4)
    w = ty.width
    ct = ut(w)
    a = _src(ctx, ins.operands[1], ty, ins.form)
    p = _src(ctx, ins.operands[2], TYPES["u32"], ins.form)
    ln = _src(ctx, ins.operands[3], TYPES["u32"], ins.form)
    stmts = [f"{ct} _xl_a = {a}; {_field_c(p, ln, w)}",
             f"unsigned int _xl_n = _xl_p >= {w}u ? 0u : ({w}u - _xl_p < _xl_l ? {w}u - _xl_p : _xl_l);",
             f"{ct} _xl_m = _xl_n >= {w}u ? ({ct})~({ct})0 : (({ct})1 << _xl_n) - 1u;",
             f"{ct} _xl_r = (_xl_p >= {w}u ? ({ct})0 : (_xl_a >> _xl_p)) & _xl_m;"]
    if ty.signed:
        stmts.append("unsigned long long _xl_top = (unsigned long long)_xl_p + _xl_l - 1ull;")
        stmts.append(f"unsigned int _xl_sb = _xl_l == 0u ? 0u : (unsigned int)((_xl_a >> "
                     f"(_xl_top < {w - 1}ull ? (unsigned int)_xl_top : {w - 1}u)) & 1u);")
        stmts.append("if (_xl_sb) _xl_r |= ~_xl_m;")
    stmts.append(_dst(ctx, ins.operands[0], ty, "_xl_r", ins.form))
    return _blk(*stmts)


def _h_bfi(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins, {"b32", "b64"})
    _check_mods(ins, set())
    _need(ins, 5)
    w = ty.width
    ct = ut(w)
    a = _src(ctx, ins.operands[1], ty, ins.form)
    b = _src(ctx, ins.operands[2], ty, ins.form)
    p = _src(ctx, ins.operands[3], TYPES["u32"], ins.form)
    ln = _src(ctx, ins.operands[4], TYPES["u32"], ins.form)
    stmts = [f"{ct} _xl_a = {a}, _xl_b = {b}; {_field_c(p, ln, w)}",
             f"unsigned int _xl_n = _xl_p >= {w}u ? 0u : ({w}u - _xl_p < _xl_l ? {w}u - _xl_p : _xl_l);",
             (f"{ct} _xl_m = _xl_n == 0u ? ({ct})0 : "
              f"((_xl_n >= {w}u ? ({ct})~({ct})0 : (({ct})1 << _xl_n) - 1u) << _xl_p);"),
             f"{ct} _xl_r = _xl_n == 0u ? _xl_b : ((_xl_b & ~_xl_m) | ((_xl_a << _xl_p) & _xl_m));",
             _dst(ctx, ins.operands[0], ty, "_xl_r", ins.form)]
    return _blk(*stmts)


def _h_bitcount(ctx: _Ctx, ins: Instruction) -> str:
    opc = ins.opcode
    allowed = {"brev": {"b32", "b64"}, "popc": {"b32", "b64"}, "clz": {"b32", "b64"},
               "bfind": {"u32", "s32", "u64", "s64"}}[opc]
    ty = _one_type(ins, allowed)
    mods = _check_mods(ins, {"shiftamt"} if opc == "bfind" else set())
    _need(ins, 2)
    w = ty.width
    ct = ut(w)
    a = _src(ctx, ins.operands[1], ty, ins.form)
    ll = "ll" if w == 64 else ""
    u32 = TYPES["u32"]
    if opc == "brev":
        return _blk(f"{ct} _xl_x = {a}, _xl_r = 0;",
                    f"for (int _xl_i = 0; _xl_i < {w}; ++_xl_i) {{ _xl_r = (_xl_r << 1) | (_xl_x & 1u); _xl_x >>= 1; }}",
                    _dst(ctx, ins.operands[0], ty, "_xl_r", ins.form))
    if opc == "popc":
        return _blk(_dst(ctx, ins.operands[0], u32, f"(unsigned int)__builtin_popcount{ll}({a})", ins.form))
    if opc == "clz":
        return _blk(f"{ct} _xl_x = {a};",
                    _dst(ctx, ins.operands[0], u32,
                         f"(_xl_x == 0u ? {w}u : (unsigned int)__builtin_clz{ll}(_xl_x))", ins.form))
    stmts = [f"{ct} _xl_x = {a};"]
    if ty.signed:
        stmts.append(f"if (_xl_x >> {w - 1}) _xl_x = ~_xl_x;")
    stmts.append(f"unsigned int _xl_r = _xl_x == 0u ? 0xffffffffu : {w - 1}u - (unsigned int)__builtin_clz{ll}(_xl_x);")
    if "shiftamt" in mods:
        stmts.append(f"if (_xl_r != 0xffffffffu) _xl_r = {w - 1}u - _xl_r;")
    stmts.append(_dst(ctx, ins.operands[0], u32, "_xl_r", ins.form))
    return _blk(*stmts)


# prmt.b32.mode: for each mode, the source byte index of d.b0..d.b3 for c[1:0] = 0..3 (PTX ISA, prmt)
PRMT_MODES: dict[str, tuple[tuple[int, int, int, int], ...]] = {
    "f4e": ((0, 1, 2, 3), (1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6)),
    "b4e": ((0, 7, 6, 5), (1, 0, 7, 6), (2, 1, 0, 7), (3, 2, 1, 0)),
    "rc8": ((0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 2, 2), (3, 3, 3, 3)),
    "ecl": ((0, 1, 2, 3), (1, 1, 2, 3), (2, 2, 2, 3), (3, 3, 3, 3)),
    "ecr": ((0, 0, 0, 0), (0, 1, 1, 1), (0, 1, 2, 2), (0, 1, 2, 3)),
    "rc16": ((0, 1, 0, 1), (2, 3, 2, 3), (0, 1, 0, 1), (2, 3, 2, 3)),
}


def _h_prmt(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins, {"b32"})
    mods = _check_mods(ins, set(PRMT_MODES))
    if len(mods) > 1:
        raise PtxSyntaxError("prmt takes at most one mode", ins.pos)
    _need(ins, 4)
    a, b, c = (_src(ctx, o, ty, ins.form) for o in ins.operands[1:4])
    stmts = [f"unsigned long long _xl_t = ((unsigned long long)({b}) << 32) | (unsigned long long)({a});",
             f"unsigned int _xl_c = {c}, _xl_r = 0u;"]
    if not mods:
        stmts.append("for (int _xl_i = 0; _xl_i < 4; ++_xl_i) { unsigned int _xl_s = (_xl_c >> (4 * _xl_i)) & 0xfu;"
                     " unsigned int _xl_y = (unsigned int)(_xl_t >> (8u * (_xl_s & 7u))) & 0xffu;"
                     " if (_xl_s & 8u) _xl_y = (_xl_y & 0x80u) ? 0xffu : 0u;"
                     " _xl_r |= _xl_y << (8 * _xl_i); }")
    else:
        table = PRMT_MODES[mods.pop()]
        packed = 0
        for ctl, idxs in enumerate(table):
            for i, src in enumerate(idxs):
                packed |= src << (16 * ctl + 4 * i)
        stmts.append(f"unsigned long long _xl_tb = {packed:#x}ull; unsigned int _xl_k = _xl_c & 3u;")
        stmts.append("for (int _xl_i = 0; _xl_i < 4; ++_xl_i) {"
                     " unsigned int _xl_s = (unsigned int)(_xl_tb >> (16u * _xl_k + 4u * _xl_i)) & 0xfu;"
                     " _xl_r |= ((unsigned int)(_xl_t >> (8u * _xl_s)) & 0xffu) << (8 * _xl_i); }")
    stmts.append(_dst(ctx, ins.operands[0], ty, "_xl_r", ins.form))
    return _blk(*stmts)


def _h_shf(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins, {"b32"})
    mods = _check_mods(ins, {"l", "r", "wrap", "clamp"})
    if len(mods & {"l", "r"}) != 1 or len(mods & {"wrap", "clamp"}) != 1:
        raise PtxSyntaxError("shf needs .l or .r and .wrap or .clamp", ins.pos)
    _need(ins, 4)
    a, b, c = (_src(ctx, o, ty, ins.form) for o in ins.operands[1:4])
    n = "(_xl_c < 32u ? _xl_c : 32u)" if "clamp" in mods else "(_xl_c & 31u)"
    stmts = [f"unsigned long long _xl_t = ((unsigned long long)({b}) << 32) | (unsigned long long)({a});",
             f"unsigned int _xl_c = {c}; unsigned int _xl_n = {n};"]
    v = "(unsigned int)((_xl_t << _xl_n) >> 32)" if "l" in mods else "(unsigned int)(_xl_t >> _xl_n)"
    stmts.append(_dst(ctx, ins.operands[0], ty, v, ins.form))
    return _blk(*stmts)


# -- comparisons and selection

_INT_CMP = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">=",
            "lo": "<", "ls": "<=", "hi": ">", "hs": ">="}
_FLOAT_CMP_ORDERED = {"eq": "{a} == {b}", "ne": "({a} < {b} || {a} > {b})", "lt": "{a} < {b}",
                      "le": "{a} <= {b}", "gt": "{a} > {b}", "ge": "{a} >= {b}",
                      "equ": "!({a} < {b} || {a} > {b})", "neu": "{a} != {b}", "ltu": "!({a} >= {b})",
                      "leu": "!({a} > {b})", "gtu": "!({a} <= {b})", "geu": "!({a} < {b})",
                      "num": "({a} == {a} && {b} == {b})", "nan": "({a} != {a} || {b} != {b})"}
_BOOL_OPS = {"and": "&&", "or": "||", "xor": "!="}


def _compare(ctx: _Ctx, ins: Instruction, ty: PType, cmp: str, a_op: Operand, b_op: Operand,
             ftz: bool) -> tuple[list[str], str]:
    a = _src(ctx, a_op, ty, ins.form)
    b = _src(ctx, b_op, ty, ins.form)
    if ty.kind == "f":
        if ty.name not in _FLOAT_ALU or cmp not in _FLOAT_CMP_ORDERED:
            raise PtxUnsupported(ins.form, ins.pos)
        fw = ty.width
        fa, fb = _ffrom(fw, a), _ffrom(fw, b)
        if ftz:
            fa, fb = _ftz(fw, fa), _ftz(fw, fb)
        ctx.uses_float = True
        return ([f"{_float_c(fw)} _xl_fa = {fa}, _xl_fb = {fb};"],
                "(" + _FLOAT_CMP_ORDERED[cmp].format(a="_xl_fa", b="_xl_fb") + ")")
    if cmp not in _INT_CMP:
        raise PtxUnsupported(ins.form, ins.pos, f"comparison .{cmp} on integers")
    if ty.kind == "b" and cmp not in ("eq", "ne"):
        raise PtxSyntaxError(f"{ins.form}: .b types allow .eq and .ne only", ins.pos)
    signed = ty.signed and cmp not in ("lo", "ls", "hi", "hs")
    t = st(ty.width) if signed else ut(ty.width)
    return [f"{t} _xl_ia = ({t})({a}), _xl_ib = ({t})({b});"], f"(_xl_ia {_INT_CMP[cmp]} _xl_ib)"


def _cmp_mods(ins: Instruction) -> tuple[str, str | None, bool, PType, PType | None]:
    tys = _types_in(ins)
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


def _h_setp(ctx: _Ctx, ins: Instruction) -> str:
    cmp, bop, ftz, ty, _ = _cmp_mods(ins)
    n = 4 if bop else 3
    _need(ins, n)
    d = ins.operands[0]
    if isinstance(d, PredPair):
        p, q = _pred_dst(ctx, d.first, ins.form), _pred_dst(ctx, d.second, ins.form)
    else:
        p, q = _pred_dst(ctx, d, ins.form), ""
    stmts, res = _compare(ctx, ins, ty, cmp, ins.operands[1], ins.operands[2], ftz)
    stmts.append(f"bool _xl_t = {res};")
    if bop:
        c = _pred_src(ctx, ins.operands[3], ins.form)
        stmts.append(f"bool _xl_c = {c};")
        pv, qv = f"(_xl_t {_BOOL_OPS[bop]} _xl_c)", f"(!_xl_t {_BOOL_OPS[bop]} _xl_c)"
    else:
        pv, qv = "_xl_t", "!_xl_t"
    if p:
        stmts.append(f"{p} = {pv};")
    if q:
        stmts.append(f"{q} = {qv};")
    return _blk(*stmts)


def _h_set(ctx: _Ctx, ins: Instruction) -> str:
    cmp, bop, ftz, sty, dty = _cmp_mods(ins)
    assert dty is not None
    if dty.name not in ("u32", "s32", "f32"):
        raise PtxUnsupported(ins.form, ins.pos)
    _need(ins, 4 if bop else 3)
    stmts, res = _compare(ctx, ins, sty, cmp, ins.operands[1], ins.operands[2], ftz)
    stmts.append(f"bool _xl_t = {res};")
    if bop:
        stmts.append(f"_xl_t = (_xl_t {_BOOL_OPS[bop]} {_pred_src(ctx, ins.operands[3], ins.form)});")
    one = "0x3f800000u" if dty.name == "f32" else "0xffffffffu"
    stmts.append(_dst(ctx, ins.operands[0], dty, f"(_xl_t ? {one} : 0u)", ins.form))
    return _blk(*stmts)


def _h_selp(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins)
    _check_mods(ins, set())
    _need(ins, 4)
    if ty.kind == "pred":
        raise PtxUnsupported(ins.form, ins.pos)
    a = _src(ctx, ins.operands[1], ty, ins.form)
    b = _src(ctx, ins.operands[2], ty, ins.form)
    c = _pred_src(ctx, ins.operands[3], ins.form)
    return _blk(_dst(ctx, ins.operands[0], ty, f"({c} ? ({a}) : ({b}))", ins.form))


# -- mov


def _h_mov(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins)
    _check_mods(ins, set())
    _need(ins, 2)
    d, s = ins.operands
    if ty.kind == "pred":
        dst = _pred_dst(ctx, d, ins.form)
        return _blk(f"{dst} = {_pred_src(ctx, s, ins.form)};" if dst else "")
    w = ty.width
    if isinstance(s, Vec):  # pack: mov.b64 d, {lo, hi}
        k = len(s.items)
        if ty.kind != "b" or w % k or w // k < 8:
            raise PtxUnsupported(ins.form, ins.pos, "vector mov packs into .b types")
        ew = w // k
        parts = [f"(({ut(w)}){_src(ctx, it, TYPES[f'b{ew}'], ins.form)} << {ew * i})"
                 for i, it in enumerate(s.items)]
        return _blk(_dst(ctx, d, ty, "(" + " | ".join(parts) + ")", ins.form))
    if isinstance(d, Vec):  # unpack: mov.b64 {lo, hi}, s
        k = len(d.items)
        if ty.kind != "b" or w % k or w // k < 8:
            raise PtxUnsupported(ins.form, ins.pos, "vector mov unpacks .b types")
        ew = w // k
        stmts = [f"{ut(w)} _xl_v = {_src(ctx, s, ty, ins.form)};"]
        for i, it in enumerate(d.items):
            stmts.append(_dst(ctx, it, TYPES[f"b{ew}"], f"({ut(ew)})(_xl_v >> {ew * i})", ins.form))
        return _blk(*stmts)
    if isinstance(s, (Addr, LabelRef)):
        raise PtxUnsupported(ins.form, ins.pos, "mov of an address or label")
    return _blk(_dst(ctx, d, ty, _src(ctx, s, ty, ins.form), ins.form))


# -- cvt

_IRND = {"rni": "__builtin_rint", "rzi": "__builtin_trunc", "rmi": "__builtin_floor", "rpi": "__builtin_ceil"}
_FRND = {"rn", "rz", "rm", "rp"}
_INT_RANGE = {f"u{w}": (0, (1 << w) - 1) for w in (8, 16, 32, 64)} | {
    f"s{w}": (-(1 << (w - 1)), (1 << (w - 1)) - 1) for w in (8, 16, 32, 64)}


def _c_i128(v: int) -> str:
    if v < 0:
        return f"((__int128)({v + 1}LL) - 1)" if v == -(1 << 63) else f"((__int128)({v}LL))"
    return f"((__int128)({v}ull))"


def _round_directed(mode: str) -> list[str]:
    """Statements adjusting float `_xl_f` (= (float)_xl_x rounded to nearest) from double `_xl_x`
    (exact) to the directed rounding `mode` by stepping one ulp on the float's bits."""
    if mode == "rn":
        return []
    down = ("{ unsigned int _xl_u = __builtin_bit_cast(unsigned int, _xl_f);"
            " _xl_u = (_xl_u == 0u) ? 0x80000001u : ((_xl_u >> 31) ? _xl_u + 1u : _xl_u - 1u);"
            " _xl_f = __builtin_bit_cast(float, _xl_u); }")
    up = ("{ unsigned int _xl_u = __builtin_bit_cast(unsigned int, _xl_f);"
          " _xl_u = (_xl_u == 0x80000000u) ? 1u : ((_xl_u >> 31) ? _xl_u - 1u : _xl_u + 1u);"
          " _xl_f = __builtin_bit_cast(float, _xl_u); }")
    if mode == "rm":
        return [f"if ((double)_xl_f > _xl_x) {down}"]
    if mode == "rp":
        return [f"if ((double)_xl_f < _xl_x) {up}"]
    # rz: toward zero
    return [f"if (_xl_x > 0.0 && (double)_xl_f > _xl_x) {down}",
            f"if (_xl_x < 0.0 && (double)_xl_f < _xl_x) {up}"]


def _h_cvt(ctx: _Ctx, ins: Instruction) -> str:
    tys = _types_in(ins)
    if len(tys) != 2 or any(t.kind == "pred" for t in tys):
        raise PtxUnsupported(ins.form, ins.pos)
    dty, aty = tys
    mods = _check_mods(ins, set(_IRND) | _FRND | {"ftz", "sat"})
    rnd = [m for m in mods if m in _IRND or m in _FRND]
    if len(rnd) > 1:
        raise PtxSyntaxError(f"{ins.form} has more than one rounding modifier", ins.pos)
    r = rnd[0] if rnd else None
    ftz, sat = "ftz" in mods, "sat" in mods
    packed = dty.name in ("f16x2", "bf16x2")
    _need(ins, 3 if packed else 2)
    d = ins.operands[0]
    dint, aint = dty.kind in "usb", aty.kind in "usb"
    if dint and aint:
        if r or ftz:
            raise PtxSyntaxError(f"{ins.form}: integer conversions take no rounding or .ftz", ins.pos)
        a = _src(ctx, ins.operands[1], aty, ins.form)
        typed = f"({st(aty.width) if aty.signed else ut(aty.width)})({a})"
        if sat:
            lo, hi = _INT_RANGE[dty.name if dty.kind != "b" else "u" + str(dty.width)]
            return _blk(f"__int128 _xl_v = (__int128){typed};",
                        f"_xl_v = _xl_v < {_c_i128(lo)} ? {_c_i128(lo)} : (_xl_v > {_c_i128(hi)} ? {_c_i128(hi)} : _xl_v);",
                        _dst(ctx, d, dty, f"({ut(dty.width)})_xl_v", ins.form))
        return _blk(_dst(ctx, d, dty, f"({ut(dty.width)}){typed}", ins.form))
    ctx.uses_float = True
    if packed:
        if aty.name != "f32" or r != "rn" or ftz or sat:
            raise PtxUnsupported(ins.form, ins.pos)
        half = "f16" if dty.name == "f16x2" else "bf16"
        hi_ = _to_half(half, _ffrom(32, _src(ctx, ins.operands[1], aty, ins.form)))
        lo_ = _to_half(half, _ffrom(32, _src(ctx, ins.operands[2], aty, ins.form)))
        return _blk(f"unsigned int _xl_h = (unsigned int)({hi_}), _xl_l = (unsigned int)({lo_});",
                    _dst(ctx, d, dty, "((_xl_h << 16) | _xl_l)", ins.form))
    # source as a C float/double value
    a = _src(ctx, ins.operands[1], aty, ins.form)
    stmts: list[str] = []
    if aint:
        src_c = f"({st(aty.width) if aty.signed else ut(aty.width)})({a})"
    elif aty.name == "f16":
        src_c = f"(float)__builtin_bit_cast(_Float16, (unsigned short)({a}))"
    elif aty.name == "bf16":
        src_c = f"__builtin_bit_cast(float, (unsigned int)({a}) << 16)"
    elif aty.name in ("f32", "f64"):
        src_c = _ffrom(aty.width, a)
        if ftz and aty.name == "f32":
            src_c = _ftz(32, src_c)
    else:
        raise PtxUnsupported(ins.form, ins.pos)
    if dint:  # float -> int: rounding to integral required, saturating, NaN -> 0
        if r not in _IRND:
            raise PtxUnsupported(ins.form, ins.pos, "float-to-integer conversions need .rni/.rzi/.rmi/.rpi")
        fw = 64 if aty.name == "f64" else 32
        fc = _float_c(fw)
        lo, hi = _INT_RANGE[dty.name if dty.kind != "b" else "u" + str(dty.width)]
        dt_u = ut(dty.width)
        lo_c = f"({dt_u})({c_uint(lo, dty.width)})"  # lo's bits (two's complement for signed types)
        # NaN: the PTX ISA says 0; an H100 gives the destination's top bit alone from f64 sources
        # and to 64-bit destinations (docs/ptx.md, "Findings from the GPU recordings")
        nan_v = c_uint(1 << (dty.width - 1), dty.width) if (fw == 64 or dty.width == 64) else c_uint(0, dty.width)
        stmts += [f"{fc} _xl_x = {_IRND[r]}{_fsuf(fw)}(({fc})({src_c}));",
                  # compare in floating point: lo and hi+1 are powers of two, exact in float/double
                  (f"{dt_u} _xl_r = (_xl_x != _xl_x) ? ({dt_u}){nan_v} : (_xl_x <= ({fc})({lo}.0) ? {lo_c} : "
                   f"(_xl_x >= ({fc})({hi}.0) ? ({dt_u}){c_uint(hi, dty.width)} : "
                   f"({dt_u})({st(dty.width) if dty.signed else dt_u})_xl_x));"),
                  _dst(ctx, d, dty, "_xl_r", ins.form)]
        return _blk(*stmts)
    # destination is floating point
    if dty.name in ("f16", "bf16"):
        if r != "rn" or ftz or sat or aty.name != "f32":
            raise PtxUnsupported(ins.form, ins.pos, "conversions to f16/bf16 are lowered from .f32 with .rn")
        return _blk(_dst(ctx, d, dty, f"({_to_half(dty.name, src_c)})", ins.form))
    if dty.name not in ("f32", "f64"):
        raise PtxUnsupported(ins.form, ins.pos)
    fw = dty.width
    fc = _float_c(fw)
    if aint:
        if r not in _FRND:  # ptxas: "Rounding modifier required for instruction 'cvt'"
            raise PtxSyntaxError(f"{ins.form}: integer-to-float conversions need a rounding modifier "
                                 "(.rn .rz .rm .rp)", ins.pos)
        mode = r
        if fw == 64 and aty.width <= 32 or mode == "rn":
            stmts.append(f"{fc} _xl_r = ({fc})({src_c});")
        elif fw == 32 and aty.width <= 32:
            stmts.append(f"double _xl_x = (double)({src_c}); float _xl_f = (float)_xl_x;")
            stmts += _round_directed(mode)
            stmts.append("float _xl_r = _xl_f;")
        else:
            raise PtxUnsupported(ins.form, ins.pos, "directed rounding from 64-bit integers")
    else:
        aw = 32 if aty.name in ("f16", "bf16") else aty.width
        if r in _IRND:
            if aw != fw:
                raise PtxSyntaxError(f"{ins.form}: .{r} converts between equal float types", ins.pos)
            stmts.append(f"{fc} _xl_r = {_IRND[r]}{_fsuf(fw)}(({fc})({src_c}));")
        elif aw == 64 and fw == 32:
            if r is None:
                raise PtxSyntaxError(f"{ins.form}: narrowing float conversions need a rounding modifier", ins.pos)
            stmts.append(f"double _xl_x = {src_c}; float _xl_f = (float)_xl_x;")
            stmts.append("if (_xl_x == _xl_x) {")
            stmts += _round_directed(r)
            stmts.append("}")
            stmts.append("float _xl_r = _xl_f;")
        else:
            if r is not None and r not in _FRND:
                raise PtxUnsupported(ins.form, ins.pos)
            stmts.append(f"{fc} _xl_r = ({fc})({src_c});")
    if ftz and fw == 32:
        stmts.append(f"_xl_r = {_ftz(32, '_xl_r')};")
    if sat:
        stmts.append(f"_xl_r = {_sat01(fw, '_xl_r')};")
    stmts.append(_dst(ctx, d, dty, _fbits(fw, "_xl_r"), ins.form))
    return _blk(*stmts)


def _to_half(kind: str, fexpr: str) -> str:
    """Bits (unsigned short) of float `fexpr` rounded to nearest-even as f16 or bf16."""
    if kind == "f16":
        return f"__builtin_bit_cast(unsigned short, (_Float16)({fexpr}))"
    # bf16: round the float's bits to nearest even; NaN stays a (quiet) NaN
    u = f"__builtin_bit_cast(unsigned int, (float)({fexpr}))"
    return (f"[&]() -> unsigned short {{ unsigned int _xl_u = {u};"
            " if ((_xl_u & 0x7fffffffu) > 0x7f800000u) return (unsigned short)((_xl_u >> 16) | 0x40u);"
            " return (unsigned short)((_xl_u + 0x7fffu + ((_xl_u >> 16) & 1u)) >> 16); }()")


# -- special functions


def _h_sfu(ctx: _Ctx, ins: Instruction) -> str:
    ty = _one_type(ins)
    mods = _check_mods(ins, {"approx", "ftz", "rn"})
    _need(ins, 2)
    opc = ins.opcode
    if ty.name not in _FLOAT_ALU:
        raise PtxUnsupported(ins.form, ins.pos)
    fw = ty.width
    s = _fsuf(fw)
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
    args = _float_args(ctx, ins, ty, 1, "ftz" in mods)
    return _blk(*args, _float_result(ctx, ins, ty, exprs[opc], mods))


# -- dot products


def _h_dp(ctx: _Ctx, ins: Instruction) -> str:
    tys = _types_in(ins)
    mods = _check_mods(ins, {"lo", "hi"})
    if len(tys) != 2 or any(t.name not in ("u32", "s32") for t in tys):
        raise PtxUnsupported(ins.form, ins.pos)
    _need(ins, 4)
    at, bt = tys
    u32 = TYPES["u32"]
    a, b, c = (_src(ctx, o, u32, ins.form) for o in ins.operands[1:4])
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
    stmts.append(_dst(ctx, ins.operands[0], dty, "_xl_r", ins.form))
    return _blk(*stmts)


# -- control flow, barriers, fences, memory


def _h_trap(ctx: _Ctx, ins: Instruction) -> str:
    """trap: abort the kernel (PTX ISA: "Perform trap operation"); __builtin_trap on both targets."""
    _check_mods(ins, set())
    _need(ins, 0)
    return "__builtin_trap();"


def _h_bra(ctx: _Ctx, ins: Instruction) -> str:
    _check_mods(ins, {"uni"})
    _need(ins, 1)
    tgt = ins.operands[0]
    if not isinstance(tgt, Reg):
        raise PtxSyntaxError("bra needs a label", tgt.pos)
    return f"goto _xl_L{ctx.uid}_{tgt.name};"


def _h_bar(ctx: _Ctx, ins: Instruction) -> str:
    mods = _mods(ins)
    opc = ins.opcode
    if opc == "barrier" and mods <= {"sync", "aligned"} and "sync" in mods or (
            opc == "bar" and mods <= {"sync", "aligned"} and "sync" in mods):
        if len(ins.operands) == 1 and isinstance(ins.operands[0], Imm) and ins.operands[0].value == 0:
            return "__syncthreads();"
        if not ins.operands:
            return "__syncthreads();"
        raise PtxUnsupported(ins.form, ins.pos, "named barriers / thread counts (gfx942 has one barrier per block)")
    raise PtxUnsupported(ins.form, ins.pos, "named barriers (bar.arrive, bar.red) have no gfx942 equivalent")


def _h_fence(ctx: _Ctx, ins: Instruction) -> str:
    mods = _mods(ins)
    _need(ins, 0)
    scope = mods & {"cta", "gl", "sys", "gpu"}
    if ins.opcode == "membar" and len(scope) == 1 and mods == scope or ins.opcode == "fence" and len(scope) == 1 and mods - scope <= {"sc", "acq_rel"}:
        s = scope.pop()
    else:
        raise PtxUnsupported(ins.form, ins.pos)
    return {"cta": "__threadfence_block();", "gl": "__threadfence();", "gpu": "__threadfence();",
            "sys": "__threadfence_system();"}[s]


_SPACES = {"global", "shared", "shared::cta"}
_CACHE = {"ca", "cg", "cs", "lu", "cv", "wb", "wt", "nc"}
_ORDERS = {"relaxed": "__ATOMIC_RELAXED", "acquire": "__ATOMIC_ACQUIRE", "release": "__ATOMIC_RELEASE",
           "acq_rel": "__ATOMIC_ACQ_REL"}
_SCOPES = {"cta", "gpu", "sys"}


def _is_hint(m: str) -> bool:
    """Cache-eviction and prefetch-size hints (`.L1::evict_last`, `.L2::128B` ...): performance only."""
    return m.startswith(("L1::", "L2::")) and m != "L2::cache_hint"


def _address(ctx: _Ctx, ins: Instruction, op: Operand, mods: set[str]) -> str:
    """C expression (unsigned long long) of the address operand `[base+off]` as a generic pointer.
    Global and generic addresses are pointers on both targets. A `.shared` address is a
    shared-window address: a 32-bit register holds one (CUDA's __cvta_generic_to_shared,
    cvta.to.shared), converted with xlate_ptx_shared_ptr of <xlate/ptx_shared.h>; a 64-bit register
    holds a window address or a generic pointer to the shared variable (xlate_ptx_shared_ptr64 tells
    them apart). docs/ptx.md, "Memory, atomics and asynchronous copies"."""
    if not isinstance(op, Addr):
        raise PtxSyntaxError(f"{ins.form} needs an address operand [..]", op.pos)
    if op.base is None:
        raise PtxUnsupported(ins.form, ins.pos, "absolute addresses")
    if mods & {"shared", "shared::cta"}:
        width = None
        if isinstance(op.base, AsmArg) and op.base.index not in ctx.asm_imm:
            width = _asm_var(ctx, op.base).width
        elif isinstance(op.base, Reg):
            width = ctx.lookup(op.base).width
        if width not in (32, 64):
            raise PtxUnsupported(ins.form, ins.pos, "a .shared address is a 32-bit shared-window address or a "
                                 "64-bit register")
        ctx.headers.add(SHARED_HEADER)
        if width == 32:
            base = _src(ctx, op.base, TYPES["u32"], ins.form)
            win = f"(unsigned int)(({base}) + (unsigned int)({op.offset}))"
            return f"((unsigned long long)(__UINTPTR_TYPE__)xlate_ptx_shared_ptr({win}))"
        base = _src(ctx, op.base, TYPES["u64"], ins.form)
        return (f"((unsigned long long)(__UINTPTR_TYPE__)xlate_ptx_shared_ptr64(({base}) + "
                f"(unsigned long long)({op.offset}LL)))")
    base = _src(ctx, op.base, TYPES["u64"], ins.form)
    return f"(({base}) + (unsigned long long)({op.offset}LL))"


def _space_mods(ins: Instruction, mods: set[str], extra: set[str]) -> set[str]:
    bad = {m for m in mods if m not in _SPACES | extra and not _is_hint(m)}
    if bad:
        why = ("state space not lowered (global, shared and generic addresses are)"
               if bad & {"local", "const", "param", "shared::cluster", "tex"} else
               f"modifier(s) {', '.join('.' + x for x in sorted(bad))}")
        raise PtxUnsupported(ins.form, ins.pos, why)
    return mods


def _h_ldst(ctx: _Ctx, ins: Instruction) -> str:
    mods = _mods(ins)
    ty = _one_type(ins)
    if ty.kind == "pred" or ty.width < 8:
        raise PtxUnsupported(ins.form, ins.pos)
    _space_mods(ins, mods, _CACHE | {"volatile", "v2", "v4", "weak"} | set(_ORDERS) | _SCOPES)
    vec = [m for m in mods if m in ("v2", "v4")]
    order = mods & set(_ORDERS)
    if "nc" in mods and ins.opcode != "ld":
        raise PtxSyntaxError(".nc is a load qualifier", ins.pos)
    if order and (vec or "volatile" in mods or len(order) > 1 or order & {"acq_rel"}
                  or (ins.opcode == "ld" and "release" in order) or (ins.opcode == "st" and "acquire" in order)):
        raise PtxUnsupported(ins.form, ins.pos, "memory-order qualifiers on this ld/st")
    _need(ins, 2)
    n = int(vec[0][1]) if vec else 1
    addr_op = ins.operands[1] if ins.opcode == "ld" else ins.operands[0]
    val_op = ins.operands[0] if ins.opcode == "ld" else ins.operands[1]
    addr = _address(ctx, ins, addr_op, mods)
    vol = "volatile " if "volatile" in mods else ""
    ptr = f"(({vol}{ut(ty.width)}*){addr})"
    items = list(val_op.items) if isinstance(val_op, Vec) else [val_op]
    if len(items) != n:
        raise PtxSyntaxError(f"{ins.form} moves {n} value(s), the operand has {len(items)}", val_op.pos)
    stmts = [f"{vol}{ut(ty.width)} *_xl_p = {ptr};"]
    if order:  # ld.acquire / ld.relaxed / st.release / st.relaxed (+ scope): an atomic access
        o = _ORDERS[order.pop()]
        if ins.opcode == "ld":
            stmts.append(_dst(ctx, items[0], ty, f"__atomic_load_n(_xl_p, {o})", ins.form))
        else:
            stmts.append(f"__atomic_store_n(_xl_p, {_src(ctx, items[0], ty, ins.form)}, {o});")
        return _blk(*stmts)
    for i, it in enumerate(items):
        if ins.opcode == "ld":
            stmts.append(_dst(ctx, it, ty, f"_xl_p[{i}]", ins.form))
        else:
            stmts.append(f"_xl_p[{i}] = {_src(ctx, it, ty, ins.form)};")
    return _blk(*stmts)


_ATOM_OPS = {"add", "min", "max", "inc", "dec", "cas", "exch", "and", "or", "xor"}


def _h_atom(ctx: _Ctx, ins: Instruction) -> str:
    """atom/red{.sem}{.scope}{.space}.op.type: GCC/Clang __atomic builtins (both targets; system
    scope on gfx942, at least the scope PTX asks for); inc/dec as a compare-exchange loop."""
    mods = _mods(ins)
    ops = mods & _ATOM_OPS
    ty = _one_type(ins)
    _space_mods(ins, mods, _ATOM_OPS | set(_ORDERS) | _SCOPES | {"noftz"})
    if len(ops) != 1:
        raise PtxSyntaxError(f"{ins.form} needs one operation (.add .min .max .inc .dec .cas .exch .and .or .xor)",
                             ins.pos)
    op = ops.pop()
    if ty.name in _HALF_KINDS:
        return _atom_half(ctx, ins, ty, op, mods)
    order = mods & set(_ORDERS)
    if len(order) > 1:
        raise PtxSyntaxError(f"{ins.form} has more than one memory order", ins.pos)
    o = _ORDERS[order.pop()] if order else "__ATOMIC_RELAXED"
    fail_o = {"__ATOMIC_RELEASE": "__ATOMIC_RELAXED", "__ATOMIC_ACQ_REL": "__ATOMIC_ACQUIRE"}.get(o, o)
    is_red = ins.opcode == "red"
    if is_red and op in ("cas", "exch"):
        raise PtxSyntaxError(f"{ins.form}: red has no .{op}", ins.pos)
    kinds_ok = {
        # ptxas: ".add requires .u32 or .s32 or .u64 or .f64 or f16 or f16x2 or .f32 or .bf16 or .bf16x2"
        "add": {"u32", "s32", "u64", "f32", "f64"}, "min": {"u32", "s32", "u64", "s64"},
        "max": {"u32", "s32", "u64", "s64"}, "inc": {"u32"}, "dec": {"u32"},
        "cas": {"b32", "b64"}, "exch": {"b32", "b64"},  # ptxas rejects .u32 .s32 .u64 .s64 here
        "and": {"b32", "b64"}, "or": {"b32", "b64"}, "xor": {"b32", "b64"},
    }[op]
    if ty.name not in kinds_ok:
        raise PtxSyntaxError(f"{ins.form}: .{op} takes {' '.join('.' + k for k in sorted(kinds_ok))} "
                             "(PTX ISA, ptxas)", ins.pos)
    nsrc = 2 if op == "cas" else 1
    _need(ins, (0 if is_red else 1) + 1 + nsrc)
    ops_ = list(ins.operands)
    d = None if is_red else ops_.pop(0)
    addr = _address(ctx, ins, ops_[0], mods)
    w = ty.width
    if ty.kind == "f":
        ct = _float_c(w)
        ctx.uses_float = True
        b = _ffrom(w, _src(ctx, ops_[1], ty, ins.form))
    else:
        ct = st(w) if ty.signed else ut(w)
        b = f"({ct})({_src(ctx, ops_[1], ty, ins.form)})"
    stmts = [f"{ct} *_xl_p = ({ct}*){addr}; {ct} _xl_b = {b}; {ct} _xl_old;"]
    if op in ("add", "min", "max", "and", "or", "xor"):
        fn = {"add": "add", "min": "min", "max": "max", "and": "and", "or": "or", "xor": "xor"}[op]
        stmts.append(f"_xl_old = __atomic_fetch_{fn}(_xl_p, _xl_b, {o});")
    elif op == "exch":
        stmts.append(f"_xl_old = __atomic_exchange_n(_xl_p, _xl_b, {o});")
    elif op == "cas":
        c = f"({ct})({_src(ctx, ops_[2], ty, ins.form)})"
        stmts.append(f"_xl_old = _xl_b; __atomic_compare_exchange_n(_xl_p, &_xl_old, {c}, false, {o}, {fail_o});")
    else:  # PTX ISA: inc: old >= b ? 0 : old + 1; dec: old == 0 || old > b ? b : old - 1
        new = "(_xl_old >= _xl_b ? 0u : _xl_old + 1u)" if op == "inc" else \
            "((_xl_old == 0u || _xl_old > _xl_b) ? _xl_b : _xl_old - 1u)"
        stmts.append(f"_xl_old = __atomic_load_n(_xl_p, __ATOMIC_RELAXED);"
                     f" while (!__atomic_compare_exchange_n(_xl_p, &_xl_old, {new}, true, {o}, {fail_o})) {{ }}")
    if d is not None:
        bits = _fbits(w, "_xl_old") if ty.kind == "f" else f"({ut(w)})_xl_old"
        stmts.append(_dst(ctx, d, ty, bits, ins.form))
    return _blk(*stmts)


def _atom_half(ctx: _Ctx, ins: Instruction, ty: PType, op: str, mods: set[str]) -> str:
    """atom/red.add.noftz.{f16,f16x2,bf16,bf16x2}: a compare-exchange loop whose new value is the
    correctly rounded sum (_half_compute)."""
    if op != "add" or "noftz" not in mods:
        raise PtxUnsupported(ins.form, ins.pos, "16-bit float atomics are lowered for .add.noftz")
    order = mods & set(_ORDERS)
    if len(order) > 1:
        raise PtxSyntaxError(f"{ins.form} has more than one memory order", ins.pos)
    o = _ORDERS[order.pop()] if order else "__ATOMIC_RELAXED"
    fail_o = {"__ATOMIC_RELEASE": "__ATOMIC_RELAXED", "__ATOMIC_ACQ_REL": "__ATOMIC_ACQUIRE"}.get(o, o)
    is_red = ins.opcode == "red"
    _need(ins, 2 if is_red else 3)
    ops_ = list(ins.operands)
    d = None if is_red else ops_.pop(0)
    ctx.uses_float = True
    ct = ut(ty.width)
    addr = _address(ctx, ins, ops_[0], mods)
    stmts = [f"{ct} *_xl_p = ({ct}*){addr}; {ct} _xl_b = {_src(ctx, ops_[1], ty, ins.form)};",
             f"{ct} _xl_old = __atomic_load_n(_xl_p, __ATOMIC_RELAXED);",
             "while (true) {", f"{ct} _xl_in0 = _xl_old, _xl_in1 = _xl_b; {ct} _xl_out = 0;",
             *_half_compute(ty, "add", 2),
             f"if (__atomic_compare_exchange_n(_xl_p, &_xl_old, _xl_out, true, {o}, {fail_o})) break; }}"]
    if d is not None:
        stmts.append(_dst(ctx, d, ty, "_xl_old", ins.form))
    return _blk(*stmts)


def _h_cvta(ctx: _Ctx, ins: Instruction) -> str:
    """cvta{.to}.global.u64: identity (global and generic addresses coincide on both targets).
    cvta.to.shared.{u32,u64} d, a: generic -> shared-window address; cvta.shared.{u32,u64} d, a:
    window -> generic pointer (<xlate/ptx_shared.h>; a source that already is the other kind, a
    window below 2^32 or a pointer above, passes unchanged, see xlate_ptx_shared_ptr64)."""
    mods = _mods(ins)
    ty = _one_type(ins)
    space = mods - {"to"}
    _need(ins, 2)
    if space == {"global"} and ty.name in ("u64", "b64"):
        return _blk(_dst(ctx, ins.operands[0], ty, _src(ctx, ins.operands[1], ty, ins.form), ins.form))
    if space not in ({"shared"}, {"shared::cta"}) or ty.name not in ("u32", "u64", "b32", "b64"):
        raise PtxUnsupported(ins.form, ins.pos, "cvta is lowered for .global (64-bit) and .shared addresses")
    ctx.headers.add(SHARED_HEADER)
    d, a = ins.operands
    u64 = TYPES["u64"]
    if "to" in mods:  # the source is a generic address (or already a window address)
        src = _src(ctx, a, u64, ins.form) if _reg_width(ctx, a) == 64 else _src(ctx, a, TYPES["u32"], ins.form)
        val = f"xlate_ptx_shared_window64((unsigned long long)({src}))"
        return _blk(_dst(ctx, d, u64, f"(unsigned long long)({val})", ins.form))
    if _reg_width(ctx, d) != 64:
        raise PtxUnsupported(ins.form, ins.pos, "a generic address is 64 bits wide: the destination of "
                             "cvta.shared must be a 64-bit register")
    src = _src(ctx, a, ty, ins.form)
    val = f"(unsigned long long)(__UINTPTR_TYPE__)xlate_ptx_shared_ptr64((unsigned long long)({src}))"
    return _blk(_dst(ctx, d, u64, val, ins.form))


def _reg_width(ctx: _Ctx, op: Operand) -> int | None:
    """Width of the register an operand names (asm operand or .reg), None for other operands."""
    if isinstance(op, AsmArg) and op.index not in ctx.asm_imm:
        return _asm_var(ctx, op).width
    if isinstance(op, Reg) and op.name != "_":
        return ctx.lookup(op).width
    return None


def _h_prefetch(ctx: _Ctx, ins: Instruction) -> str:
    """prefetch{.global,.local}.{L1,L2}, prefetchu.L1: a performance hint; the address is evaluated
    and nothing is loaded (no architectural effect in PTX)."""
    mods = _mods(ins)
    levels = {m for m in mods if m in ("L1", "L2") or _is_hint(m)}
    if not levels or mods - levels - {"global"}:
        raise PtxUnsupported(ins.form, ins.pos)
    _need(ins, 1)
    addr = _address(ctx, ins, ins.operands[0], mods)
    return _blk(f"(void)({addr});")


def _h_nanosleep(ctx: _Ctx, ins: Instruction) -> str:
    """nanosleep.u32 t: PTX ISA — the thread sleeps for a duration "approximately close to" t, in
    [0, 2*t]; 0 is a valid duration, so the lowering does not sleep (it evaluates t)."""
    _one_type(ins, {"u32"})
    _check_mods(ins, set())
    _need(ins, 1)
    return _blk(f"(void)({_src(ctx, ins.operands[0], TYPES['u32'], ins.form)});")


def _h_cp(ctx: _Ctx, ins: Instruction) -> str:
    """cp.async.{ca,cg}.shared{::cta}.global [dst], [src], cp-size{, src-size}: copied synchronously
    (cp-size bytes, bytes from src-size on zero-filled, PTX ISA); commit_group / wait_group N /
    wait_all are then no-ops: every copy of a group is complete when the instruction ends. The copy
    is made visible to other threads by the __syncthreads the CUDA code must already have after
    its wait_group."""
    mods = _mods(ins)
    if "async" not in mods:
        raise PtxUnsupported(ins.form, ins.pos, "bulk and tensor copies are not lowered")
    rest = mods - {"async"}
    if rest in ({"commit_group"}, {"wait_all"}):
        _need(ins, 0)
        return ";"
    if rest == {"wait_group"}:
        _need(ins, 1)
        return ";"
    if "bulk" in rest or "mbarrier" in " ".join(rest):
        raise PtxUnsupported(ins.form, ins.pos, "bulk and mbarrier-based copies are not lowered")
    cache = rest & {"ca", "cg"}
    spaces = rest - cache
    spaces = {"shared" if s == "shared::cta" else s for s in spaces if not _is_hint(s)}
    if len(cache) != 1 or spaces != {"shared", "global"} or not ins.form.startswith(
            f"cp.async.{next(iter(cache))}.shared"):
        raise PtxUnsupported(ins.form, ins.pos)
    if len(ins.operands) not in (3, 4):
        raise PtxSyntaxError(f"{ins.form} takes [dst], [src], cp-size[, src-size]", ins.pos)
    dst = _address(ctx, ins, ins.operands[0], {"shared"})
    src = _address(ctx, ins, ins.operands[1], {"global"})
    size_op = ins.operands[2]
    if isinstance(size_op, AsmArg) and size_op.index in ctx.asm_imm:
        # an "n" operand (deepspeed: "n"(AccessSize)): a constant of the C++ code, whose value the
        # lowering cannot see; ptxas accepts 4, 8 or 16 (16 for .cg), so the copy takes the value
        # as it is
        n_expr = f"(unsigned int){ctx.asm_imm[size_op.index]}"
    elif not isinstance(size_op, Imm) or size_op.is_float or size_op.value not in (4, 8, 16):
        raise PtxSyntaxError("cp.async cp-size is the immediate 4, 8 or 16 (or an \"n\" operand)", size_op.pos)
    elif "cg" in cache and size_op.value != 16:
        raise PtxSyntaxError("cp.async.cg copies 16 bytes", size_op.pos)
    else:
        n_expr = f"{int(size_op.value)}u"
    srcsize = _src(ctx, ins.operands[3], TYPES["u32"], ins.form) if len(ins.operands) == 4 else n_expr
    return _blk(f"unsigned char *_xl_d = (unsigned char*){dst}; const unsigned char *_xl_s = (const unsigned char*){src};",
                f"unsigned int _xl_n = {srcsize}, _xl_cs = {n_expr};",
                "for (unsigned int _xl_i = 0; _xl_i < _xl_cs; ++_xl_i) _xl_d[_xl_i] = _xl_i < _xl_n ? _xl_s[_xl_i] : 0;")


def _h_match(ctx: _Ctx, ins: Instruction) -> str:
    """match.any.sync.b32/b64 d, a, membermask and match.all.sync.b32/b64 d{|p}, a, membermask, with
    the 32-lane semantics of compat32 (results are masks over the caller's 32-lane half)."""
    mods = _mods(ins)
    kinds = mods & {"any", "all"}
    tys = [t.name for t in _types_in(ins)]
    if "sync" not in mods or len(kinds) != 1 or mods - kinds - {"sync"} or tys not in (["b32"], ["b64"]):
        raise PtxUnsupported(ins.form, ins.pos)
    _need(ins, 3)
    d, a, mm = ins.operands
    mask = _warp_mask(ctx, ins, mm)
    ty = TYPES[tys[0]]
    p = ""
    if isinstance(d, PredPair):
        if "any" in kinds:
            raise PtxSyntaxError("match.any has no predicate destination", d.pos)
        d, p = d.first, _pred_dst(ctx, d.second, ins.form)
    val = f"({ut(ty.width)})({_src(ctx, a, ty, ins.form)})"
    stmts = [f"unsigned long long _xl_m = {mask};"]
    if "any" in kinds:
        stmts.append(f"unsigned int _xl_r = (unsigned int)(__match_any_sync(_xl_m, {val}) >> {_HALF});")
    else:
        stmts.append(f"int _xl_pr = 0; unsigned int _xl_r = (unsigned int)(__match_all_sync(_xl_m, {val}, &_xl_pr)"
                     f" >> {_HALF});")
        if p:
            stmts.append(f"{p} = _xl_pr != 0;")
    stmts.append(_dst(ctx, d, TYPES["b32"], "_xl_r", ins.form))
    return _blk(*stmts)


# -- warp operations (32-lane PTX semantics; in compat32 a warp is the caller's 32-lane half)

_HALF = "((unsigned int)__lane_id() & 32u)"  # first lane of the caller's 32-lane half


def _warp_mask(ctx: _Ctx, ins: Instruction, op: Operand) -> str:
    if ctx.warp_mode != "compat32":
        raise PtxUnsupported(ins.form, ins.pos, "32-lane warp operations need --warp-mode compat32")
    m = _src(ctx, op, TYPES["b32"], ins.form)
    # the PTX member mask names lanes of the caller's 32-lane half; HIP 7 takes 64-bit masks
    return f"((unsigned long long)({m}) << {_HALF})"


def _h_shfl(ctx: _Ctx, ins: Instruction) -> str:
    mods = _mods(ins)
    tys = _types_in(ins)
    modes = mods & {"up", "down", "bfly", "idx"}
    if len(modes) != 1 or mods - modes - {"sync"} or [t.name for t in tys] != ["b32"]:
        raise PtxUnsupported(ins.form, ins.pos)
    if "sync" in mods:
        _need(ins, 5)
        d, a, b, c, mm = ins.operands
        mask = _warp_mask(ctx, ins, mm)
    else:
        # shfl without .sync (pre-Volta PTX, e.g. old CUB): PTX ISA — all threads of the warp must
        # execute the same shfl, so it is shfl.sync over the whole (32-lane) warp
        _need(ins, 4)
        d, a, b, c = ins.operands
        mask = _warp_mask(ctx, ins, Imm(0xFFFFFFFF, ins.pos))
    p = ""
    if isinstance(d, PredPair):
        d, p = d.first, _pred_dst(ctx, d.second, ins.form)
    u32 = TYPES["u32"]
    mode = modes.pop()
    # PTX ISA shfl.sync: c packs the clamp value (bits 4:0) and the segment mask (bits 12:8)
    stmts = [(f"unsigned int _xl_a = {_src(ctx, a, TYPES['b32'], ins.form)}, _xl_b = {_src(ctx, b, u32, ins.form)},"
             f" _xl_c = {_src(ctx, c, u32, ins.form)};"),
             "unsigned int _xl_lane = (unsigned int)__lane_id() & 31u;",
             "unsigned int _xl_seg = (_xl_c >> 8) & 31u, _xl_clamp = _xl_c & 31u;",
             "unsigned int _xl_max = (_xl_lane & _xl_seg) | (_xl_clamp & ~_xl_seg), _xl_min = _xl_lane & _xl_seg;"]
    j, ok = {
        "up": ("(unsigned int)((int)_xl_lane - (int)_xl_b)", "((int)_xl_j >= (int)_xl_min)"),
        "down": ("_xl_lane + _xl_b", "(_xl_j <= _xl_max)"),
        "bfly": ("_xl_lane ^ _xl_b", "(_xl_j <= _xl_max)"),
        "idx": ("_xl_min | (_xl_b & 31u & ~_xl_seg)", "(_xl_j <= _xl_max)"),
    }[mode]
    stmts.append(f"unsigned int _xl_j = {j}; bool _xl_ok = {ok}; if (!_xl_ok) _xl_j = _xl_lane;")
    stmts.append(f"unsigned int _xl_r = (unsigned int)__shfl_sync({mask}, (int)_xl_a, (int)_xl_j, 32);")
    stmts.append(_dst(ctx, d, TYPES["b32"], "_xl_r", ins.form))
    if p:
        stmts.append(f"{p} = _xl_ok;")
    return _blk(*stmts)


def _h_vote(ctx: _Ctx, ins: Instruction) -> str:
    mods = _mods(ins)
    kinds = mods & {"all", "any", "uni", "ballot"}
    if "sync" not in mods or len(kinds) != 1 or mods - kinds - {"sync"}:
        raise PtxUnsupported(ins.form, ins.pos)
    _need(ins, 3)
    d, q, mm = ins.operands
    mask = _warp_mask(ctx, ins, mm)
    stmts = [f"unsigned long long _xl_m = {mask};",
             f"unsigned int _xl_bal = (unsigned int)(__ballot_sync(_xl_m, {_pred_src(ctx, q, ins.form)}) >> {_HALF});",
             "unsigned int _xl_mm = (unsigned int)(_xl_m >> " + _HALF + ");"]
    kind = kinds.pop()
    if kind == "ballot":
        if [t.name for t in _types_in(ins)] != ["b32"]:
            raise PtxUnsupported(ins.form, ins.pos)
        stmts.append(_dst(ctx, d, TYPES["b32"], "(_xl_bal & _xl_mm)", ins.form))
        return _blk(*stmts)
    if [t.name for t in _types_in(ins)] != ["pred"]:
        raise PtxUnsupported(ins.form, ins.pos)
    val = {"all": "((_xl_bal & _xl_mm) == _xl_mm)", "any": "((_xl_bal & _xl_mm) != 0u)",
           "uni": "((_xl_bal & _xl_mm) == _xl_mm || (_xl_bal & _xl_mm) == 0u)"}[kind]
    dst = _pred_dst(ctx, d, ins.form)
    if dst:
        stmts.append(f"{dst} = {val};")
    return _blk(*stmts)


def _h_ldmatrix(ctx: _Ctx, ins: Instruction) -> str:
    """ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared{::cta}.b16 d, [a] (PTX ISA, warp-level
    matrix load; 32-lane warps, compat32): lanes 8j..8j+7 give the row addresses of 8x8 matrix j (16
    bytes per row); lane l receives, for each matrix, the b16 pair at row l/4, columns 2(l%4) and
    2(l%4)+1 (.trans: the pair at rows 2(l%4), 2(l%4)+1 of column l/4), the lower column (row) in the
    low half. Row addresses move between lanes with __shfl_sync (width 32)."""
    mods = _mods(ins)
    nums = mods & {"x1", "x2", "x4"}
    space = mods & {"shared", "shared::cta"}
    if (mods - nums - space - {"sync", "aligned", "trans"} != {"m8n8"} or len(nums) != 1 or len(space) != 1
            or "sync" not in mods or "aligned" not in mods or [t.name for t in _types_in(ins)] != ["b16"]):
        raise PtxUnsupported(ins.form, ins.pos, "ldmatrix is lowered for .m8n8 .x1/.x2/.x4 (.trans) .shared .b16")
    _need(ins, 2)
    num = int(nums.pop()[1])
    d, a = ins.operands
    items = list(d.items) if isinstance(d, Vec) else [d]
    if len(items) != num:
        raise PtxSyntaxError(f"{ins.form} writes {num} register(s), the operand has {len(items)}", d.pos)
    mask = _warp_mask(ctx, ins, Imm(0xFFFFFFFF, ins.pos))
    if not isinstance(a, Addr) or a.base is None:
        raise PtxSyntaxError(f"{ins.form} needs an address operand [..]", a.pos)
    ctx.headers.add(SHARED_HEADER)
    width = _reg_width(ctx, a.base)
    if width == 32:  # a window address: shuffle it, convert after (LDS accesses on gfx942)
        own = f"(unsigned int)(({_src(ctx, a.base, TYPES['u32'], ins.form)}) + (unsigned int)({a.offset}))"
        row = ("(const unsigned char*)xlate_ptx_shared_ptr((unsigned int)__shfl_sync(_xl_m, (int)_xl_own, "
               "(int)(_xl_r), 32))")
        stmts = [f"unsigned int _xl_own = {own};"]
    elif width == 64:
        own = f"(({_src(ctx, a.base, TYPES['u64'], ins.form)}) + (unsigned long long)({a.offset}LL))"
        row = ("(const unsigned char*)xlate_ptx_shared_ptr64(__shfl_sync(_xl_m, _xl_own, (int)(_xl_r), 32))")
        stmts = [f"unsigned long long _xl_own = {own};"]
    else:
        raise PtxUnsupported(ins.form, ins.pos, "the address must be a 32- or 64-bit register")
    stmts += [f"unsigned long long _xl_m = {mask};", "unsigned int _xl_l = (unsigned int)__lane_id() & 31u;"]
    for j, it in enumerate(items):
        if "trans" in mods:
            halves = [(f"unsigned short _xl_h{k}; {{ unsigned int _xl_r = {8 * j}u + 2u * (_xl_l & 3u) + {k}u;"
                       f" __builtin_memcpy(&_xl_h{k}, {row} + 2u * (_xl_l >> 2), 2); }}") for k in (0, 1)]
            stmts.append(_blk(*halves, _dst(ctx, it, TYPES["b32"], "((unsigned int)_xl_h0 | ((unsigned int)_xl_h1 << 16))",
                                            ins.form)))
        else:
            stmts.append(_blk(f"unsigned int _xl_r = {8 * j}u + (_xl_l >> 2); unsigned int _xl_v;",
                              f"__builtin_memcpy(&_xl_v, {row} + 4u * (_xl_l & 3u), 4);",
                              _dst(ctx, it, TYPES["b32"], "_xl_v", ins.form)))
    return _blk(*stmts)


_HANDLERS = {
    "add": _h_addsub, "sub": _h_addsub, "addc": _h_addsub, "subc": _h_addsub,
    "mul": _h_mul, "mad": _h_mad, "madc": _h_mad, "fma": _h_fma,
    "min": _h_minmax, "max": _h_minmax, "abs": _h_absneg, "neg": _h_absneg,
    "div": _h_divrem, "rem": _h_divrem,
    "and": _h_logic, "or": _h_logic, "xor": _h_logic, "not": _h_logic, "cnot": _h_logic,
    "shl": _h_shift, "shr": _h_shift, "lop3": _h_lop3, "bfe": _h_bfe, "bfi": _h_bfi,
    "brev": _h_bitcount, "popc": _h_bitcount, "clz": _h_bitcount, "bfind": _h_bitcount,
    "prmt": _h_prmt, "shf": _h_shf, "setp": _h_setp, "set": _h_set, "selp": _h_selp,
    "mov": _h_mov, "cvt": _h_cvt,
    "rcp": _h_sfu, "sqrt": _h_sfu, "rsqrt": _h_sfu, "ex2": _h_sfu, "lg2": _h_sfu, "sin": _h_sfu,
    "cos": _h_sfu, "dp4a": _h_dp, "dp2a": _h_dp,
    "bra": _h_bra, "bar": _h_bar, "barrier": _h_bar, "membar": _h_fence, "fence": _h_fence,
    "ld": _h_ldst, "st": _h_ldst, "shfl": _h_shfl, "vote": _h_vote,
    "atom": _h_atom, "red": _h_atom, "cvta": _h_cvta, "prefetch": _h_prefetch, "nanosleep": _h_nanosleep,
    "prefetchu": _h_prefetch, "cp": _h_cp, "trap": _h_trap, "match": _h_match, "ldmatrix": _h_ldmatrix,
}

_UNSUPPORTED_WHY = {
    "mma": "tensor-core matrix instructions have no portable lowering (use rocWMMA/MFMA code)",
    "wgmma": "warpgroup matrix instructions have no gfx942 equivalent",
    "stmatrix": "matrix fragment stores belong to mma and are not lowered",
    "tcgen05": "tensor memory has no gfx942 equivalent",
}
