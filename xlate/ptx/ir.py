"""Instruction IR of the inline-asm PTX subset.

A parsed asm template is a `Block` of statements: `Instruction`, `RegDecl`, `LabelDef` and nested
`Block`s (PTX `{ }` scopes). Operands are small frozen dataclasses; every node records `pos`, its
character offset in the PTX text, for diagnostics.

A *form* is the opcode with its suffixes in source order, e.g. `add.cc.u32`, `cvt.rn.f16.f32`.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Reg:
    """A PTX register declared in the asm text (`.reg .b32 t;`), or `_` (the sink)."""

    name: str
    pos: int


@dataclass(frozen=True)
class AsmArg:
    """`%N` (or `%[name]`, resolved to its index by the statement parser): an asm operand."""

    index: int
    pos: int


@dataclass(frozen=True)
class Imm:
    """An immediate. Integers keep their value; `0f`/`0d` floats keep their bit pattern in `bits`;
    decimal floats (`1.5`) keep a Python float (PTX reads them as .f64)."""

    value: int | float
    pos: int
    float_bits: int | None = None  # set for 0fXXXXXXXX (32) and 0dXXXXXXXXXXXXXXXX (64)
    float_width: int = 0  # 32 or 64 for hex floats, 64 for decimal floats, 0 for integers

    @property
    def is_float(self) -> bool:
        return self.float_width != 0


@dataclass(frozen=True)
class Special:
    """A special register, e.g. `%laneid`, `%tid.x`, `%clock64`."""

    name: str
    pos: int


@dataclass(frozen=True)
class Addr:
    """`[base]`, `[base+off]`, `[off]`: base is a register or asm operand (or None)."""

    base: Reg | AsmArg | None
    offset: int
    pos: int


@dataclass(frozen=True)
class Vec:
    """`{a, b, c, d}` vector operand."""

    items: tuple[Operand, ...]
    pos: int


@dataclass(frozen=True)
class LabelRef:
    name: str
    pos: int


@dataclass(frozen=True)
class Not:
    """`!p`: a negated predicate source."""

    inner: Reg
    pos: int


@dataclass(frozen=True)
class PredPair:
    """`p|q`: the two destinations of setp (or `d|p` of shfl.sync, where first is a register)."""

    first: Reg | AsmArg
    second: Reg
    pos: int


Operand = Reg | AsmArg | Imm | Special | Addr | Vec | LabelRef | Not | PredPair


@dataclass(frozen=True)
class Guard:
    pred: Reg
    negate: bool
    pos: int


@dataclass
class Instruction:
    opcode: str
    suffixes: tuple[str, ...]  # without dots, in source order: ("cc", "u32")
    operands: tuple[Operand, ...]
    guard: Guard | None
    pos: int

    @property
    def form(self) -> str:
        return ".".join((self.opcode, *self.suffixes))


@dataclass
class RegDecl:
    """`.reg .type a, b<4>;` — `names` holds (name, count); count None for a single register.
    `p<4>` declares p0..p3."""

    type: str  # without dot: "pred", "b32", "f32"
    names: list[tuple[str, int | None]]
    pos: int


@dataclass
class LabelDef:
    name: str
    pos: int


@dataclass
class Block:
    items: list[Statement] = field(default_factory=list)
    pos: int = 0


Statement = Instruction | RegDecl | LabelDef | Block
