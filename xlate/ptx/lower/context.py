"""The shared lowering context: PTX types and their C spellings, the per-statement state (`Ctx`),
and the instruction-shape checks every handler uses (types, modifiers, operand counts).

Model of the registers: every PTX register and every asm operand is a local holding the *bits* of
the register (`unsigned int` for 32 bits, `bool` for predicates); an instruction reads its sources
as its instruction type (truncating wider registers, extending narrower ones) and writes its result
as bits, extending it to a wider destination register by the instruction type's signedness (PTX ISA
"Operand Size Exceeding Instruction-Type Size"). Asm operands are copied in at the start of the block
and copied out at its end, like a GCC register operand (dispatch.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from xlate.ptx.asm import AsmOperand
from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import Instruction, Reg

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


def float_c(fw: int) -> str:
    return "float" if fw == 32 else "double"


def fbits(fw: int, x: str) -> str:
    return bits_of_f32(x) if fw == 32 else bits_of_f64(x)


def ffrom(fw: int, bits: str) -> str:
    return f32_of(bits) if fw == 32 else f64_of(bits)


def fsuf(fw: int) -> str:
    return "f" if fw == 32 else ""


@dataclass
class Var:
    """The C local that holds a PTX register's (or an asm operand's) bits."""

    cname: str
    width: int  # 1 for predicates
    is_pred: bool = False


@dataclass
class Ctx:
    """The state of lowering one asm statement: its operands, the warp mode, the hoisted declarations
    and the register scopes, the carry flag, and what the code needs (forms lowered, headers)."""

    stmt_operands: list[AsmOperand]
    warp_mode: str
    uid: str
    decls: list[str] = field(default_factory=list)
    scopes: list[dict[str, Var]] = field(default_factory=list)
    asm_vars: dict[int, Var] = field(default_factory=dict)
    asm_imm: dict[int, str] = field(default_factory=dict)
    counter: int = 0
    carry_live: bool = False  # a .cc instruction earlier in this statement set the carry
    uses_carry: bool = False
    uses_float: bool = False
    forms: list[str] = field(default_factory=list)
    headers: set[str] = field(default_factory=set)  # support headers the code needs (<xlate/...>)
    stops: list[str] = field(default_factory=list)  # `form: why` of forms that stop the kernel where not honoured

    def fresh(self, base: str) -> str:
        self.counter += 1
        return f"_xl_{base}{self.counter}"

    def lookup(self, r: Reg) -> Var:
        for sc in reversed(self.scopes):
            if r.name in sc:
                return sc[r.name]
        raise PtxSyntaxError(f"register {r.name!r} is not declared (declare it with .reg)", r.pos)


# lowers one instruction to a C++ statement (each family module registers its opcodes in HANDLERS)
Handler = Callable[[Ctx, Instruction], str]


def types_in(ins: Instruction) -> list[PType]:
    return [TYPES[s] for s in ins.suffixes if s in TYPES]


def modifiers(ins: Instruction) -> set[str]:
    return {s for s in ins.suffixes if s not in TYPES}


def need(ins: Instruction, n: int) -> None:
    if len(ins.operands) != n:
        raise PtxSyntaxError(f"{ins.form} takes {n} operands, found {len(ins.operands)}", ins.pos)


def one_type(ins: Instruction, allowed: set[str] | None = None) -> PType:
    tys = types_in(ins)
    if len(tys) != 1 or (allowed is not None and tys[0].name not in allowed):
        raise PtxUnsupported(ins.form, ins.pos)
    return tys[0]


def check_mods(ins: Instruction, allowed: set[str]) -> set[str]:
    m = modifiers(ins)
    if not m <= allowed:
        raise PtxUnsupported(ins.form, ins.pos, f"modifier(s) {', '.join('.' + x for x in sorted(m - allowed))}")
    return m


def blk(*stmts: str) -> str:
    return "{ " + " ".join(s for s in stmts if s) + " }"
