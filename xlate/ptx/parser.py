"""Lexer and recursive-descent parser for the PTX found in inline asm templates.

Input is the template as the C compiler sees it (string literals concatenated, C escapes decoded);
`%N` / `%[name]` are asm operands and `%%` stands for a literal `%` (so `%%laneid` is `%laneid`).

Grammar (one screen; `{ }` repetition, `[ ]` option):

    block       := { statement }
    statement   := '{' block '}'
                 | '.reg' TYPE regname { ',' regname } ';'     regname := NAME [ '<' INT '>' ]
                 | NAME ':'                                    (label)
                 | [ '@' ['!'] NAME ] OPCODE [ operand { ',' operand } ] ';'
                 | ';'
    operand     := '!' NAME | (NAME | ASMARG) '|' NAME | NAME | ASMARG | SPECIAL
                 | ['-'] NUMBER | '{' operand { ',' operand } '}' | '[' address ']'
    address     := ( NAME | ASMARG ) [ ('+'|'-') INT ] | INT
    OPCODE      := NAME { '.' SUFFIX }          e.g. add.cc.u32, ld.global.nc.v4.f32
    SUFFIX      := WORD { '::' WORD }           e.g. shared::cta, L1::no_allocate
    NUMBER      := decimal | 0x hex | 0fXXXXXXXX | 0dXXXXXXXXXXXXXXXX | decimal float

The last statement may omit its ';'. Comments (`//`, `/* */`) are skipped.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass

from xlate.ptx.errors import PtxSyntaxError
from xlate.ptx.ir import (
    Addr,
    AsmArg,
    Block,
    Guard,
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
    Statement,
    Vec,
)

# Special registers xlate knows by name (the lowering decides which it supports).
_SREG_VECTOR = {"tid", "ntid", "ctaid", "nctaid", "clusterid", "nclusterid", "cluster_ctaid",
                "cluster_nctaid"}


@dataclass(frozen=True)
class Tok:
    kind: str  # NAME DOTNAME ASMARG SPECIAL INT FLOAT HEXF PUNCT EOF
    text: str
    pos: int
    value: object = None


_TOKEN_RE = re.compile(r"""
    (?P<ws>[ \t\r\n\f\v]+)
  | (?P<lcomment>//[^\n]*)
  | (?P<bcomment>/\*.*?\*/)
  | (?P<hexf>0[fF][0-9a-fA-F]{8}(?![0-9a-zA-Z_])|0[dD][0-9a-fA-F]{16}(?![0-9a-zA-Z_]))
  | (?P<float>\d+\.\d*(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)
  | (?P<hex>0[xX][0-9a-fA-F]+[uU]?)
  | (?P<int>\d+[uU]?)
  | (?P<asmarg>%\d+|%\[[A-Za-z_]\w*\])
  | (?P<special>%%[A-Za-z_$][\w$]*(?:\.[xyz])?)
  | (?P<pctname>%[A-Za-z_$][\w$]*)
  | (?P<name>[A-Za-z_$][\w$]*(?:\.[\w$]+(?:::[\w$]+)*)*)
  | (?P<dotname>\.[A-Za-z_][\w$]*)
  | (?P<punct>[@!,;{}\[\]+\-|:<>])
""", re.VERBOSE | re.DOTALL)


def tokenize(text: str, named_args: dict[str, int] | None = None) -> list[Tok]:
    toks: list[Tok] = []
    i = 0
    n = len(text)
    while i < n:
        m = _TOKEN_RE.match(text, i)
        if m is None:
            if text.startswith("/*", i):
                raise PtxSyntaxError("unterminated /* comment", i)
            if text[i] == "%":
                raise PtxSyntaxError("'%' must be followed by an operand number, '%' or a register name "
                                     "(write '%%' for a literal '%')", i)
            raise PtxSyntaxError(f"unexpected character {text[i]!r}", i)
        kind = m.lastgroup
        s = m.group()
        if kind in ("ws", "lcomment", "bcomment"):
            pass
        elif kind == "hexf":
            bits = int("0x" + s[2:], 0)
            toks.append(Tok("HEXF", s, i, (bits, 32 if s[1] in "fF" else 64)))
        elif kind == "float":
            toks.append(Tok("FLOAT", s, i, float(s)))
        elif kind == "hex":
            toks.append(Tok("INT", s, i, int(s.rstrip("uU"), 0)))
        elif kind == "int":
            digits = s.rstrip("uU")
            # PTX follows C: a leading 0 means octal.
            if len(digits) > 1 and digits[0] == "0":
                if any(c in "89" for c in digits):
                    raise PtxSyntaxError(f"bad octal number {s!r}", i)
                val = int(digits, 8)
            else:
                val = int(digits)
            toks.append(Tok("INT", s, i, val))
        elif kind == "asmarg":
            if s[1] == "[":
                name = s[2:-1]
                if named_args is None or name not in named_args:
                    raise PtxSyntaxError(f"no asm operand named [{name}]", i)
                toks.append(Tok("ASMARG", s, i, named_args[name]))
            else:
                toks.append(Tok("ASMARG", s, i, int(s[1:])))
        elif kind == "special":
            toks.append(Tok("SPECIAL", s[1:], i))  # '%%laneid' is PTX '%laneid'
        elif kind == "pctname":
            # '%name' with a single '%': GCC-style templates reserve '%' for operands; accept it as the
            # PTX name (nvcc passes unknown '%x' through) so common hand-written code still parses.
            toks.append(Tok("SPECIAL", s, i))
        elif kind == "name":
            toks.append(Tok("NAME", s, i))
        elif kind == "dotname":
            toks.append(Tok("DOTNAME", s, i))
        else:
            toks.append(Tok("PUNCT", s, i))
        i = m.end()
    toks.append(Tok("EOF", "", n))
    return toks


class _Parser:
    def __init__(self, toks: list[Tok]):
        self.toks = toks
        self.i = 0

    # -- helpers
    def peek(self, k: int = 0) -> Tok:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def next(self) -> Tok:
        t = self.toks[self.i]
        if t.kind != "EOF":
            self.i += 1
        return t

    def at(self, kind: str, text: str | None = None) -> bool:
        t = self.peek()
        return t.kind == kind and (text is None or t.text == text)

    def expect(self, kind: str, text: str | None = None, what: str = "") -> Tok:
        t = self.peek()
        if t.kind != kind or (text is not None and t.text != text):
            want = what or (repr(text) if text else kind.lower())
            got = "end of text" if t.kind == "EOF" else repr(t.text)
            raise PtxSyntaxError(f"expected {want}, found {got}", t.pos)
        return self.next()

    # -- grammar
    def block(self, closing: str | None, pos: int) -> Block:
        items: list[Statement] = []
        while True:
            t = self.peek()
            if t.kind == "EOF":
                if closing is not None:
                    raise PtxSyntaxError("'{' is never closed", pos)
                return Block(items, pos)
            if t.kind == "PUNCT" and t.text == "}":
                if closing is None:
                    raise PtxSyntaxError("'}' without a matching '{'", t.pos)
                self.next()
                return Block(items, pos)
            st = self.statement()
            if st is not None:
                items.append(st)

    def statement(self) -> Statement | None:
        t = self.peek()
        if t.kind == "PUNCT" and t.text == ";":
            self.next()
            return None
        if t.kind == "PUNCT" and t.text == "{":
            self.next()
            return self.block("}", t.pos)
        if t.kind == "DOTNAME":
            return self.directive()
        if t.kind == "NAME" and self.peek(1).kind == "PUNCT" and self.peek(1).text == ":":
            self.next()
            self.next()
            if "." in t.text:
                raise PtxSyntaxError(f"bad label name {t.text!r}", t.pos)
            return LabelDef(t.text, t.pos)
        return self.instruction()

    def directive(self) -> Statement:
        t = self.next()
        if t.text != ".reg":
            raise PtxSyntaxError(f"directive {t.text} is not allowed here (only .reg declarations)", t.pos)
        ty = self.expect("DOTNAME", what="a register type such as .b32 or .pred")
        names: list[tuple[str, int | None]] = []
        while True:
            nt = self.peek()
            if nt.kind not in ("NAME", "SPECIAL") or "." in nt.text:
                raise PtxSyntaxError("expected a register name", nt.pos)
            self.next()
            count: int | None = None
            if self.at("PUNCT", "<"):
                self.next()
                ct = self.expect("INT", what="a register count")
                self.expect("PUNCT", ">")
                count = int(ct.value)  # type: ignore[arg-type]
                if count < 1 or count > 4096:
                    raise PtxSyntaxError("register count must be between 1 and 4096", ct.pos)
            names.append((nt.text, count))
            if self.at("PUNCT", ","):
                self.next()
                continue
            break
        self.end_of_statement()
        return RegDecl(ty.text[1:], names, t.pos)

    def end_of_statement(self) -> None:
        t = self.peek()
        if t.kind == "PUNCT" and t.text == ";":
            self.next()
            return
        if t.kind == "EOF" or (t.kind == "PUNCT" and t.text == "}"):
            return  # the last statement of a template or scope may omit ';'
        raise PtxSyntaxError(f"expected ';', found {t.text!r}", t.pos)

    def instruction(self) -> Instruction:
        guard: Guard | None = None
        t = self.peek()
        if t.kind == "PUNCT" and t.text == "@":
            self.next()
            neg = False
            if self.at("PUNCT", "!"):
                self.next()
                neg = True
            p = self.peek()
            if p.kind not in ("NAME", "SPECIAL") or "." in p.text:
                raise PtxSyntaxError("expected a predicate register after '@'", p.pos)
            self.next()
            guard = Guard(Reg(p.text, p.pos), neg, t.pos)
        op = self.peek()
        if op.kind != "NAME":
            got = "end of text" if op.kind == "EOF" else repr(op.text)
            raise PtxSyntaxError(f"expected an instruction, found {got}", op.pos)
        self.next()
        parts = op.text.split(".")
        if any(p == "" for p in parts):
            raise PtxSyntaxError(f"bad instruction name {op.text!r}", op.pos)
        operands: list[Operand] = []
        if not (self.at("PUNCT", ";") or self.at("EOF") or self.at("PUNCT", "}")):
            operands.append(self.operand())
            while self.at("PUNCT", ","):
                self.next()
                operands.append(self.operand())
        self.end_of_statement()
        return Instruction(parts[0], tuple(parts[1:]), tuple(operands), guard, op.pos)

    def reg_name(self) -> Reg:
        t = self.peek()
        if t.kind not in ("NAME", "SPECIAL") or "." in t.text:
            raise PtxSyntaxError("expected a register name", t.pos)
        self.next()
        return Reg(t.text, t.pos)

    def operand(self) -> Operand:
        t = self.peek()
        if t.kind == "PUNCT":
            if t.text == "!":
                self.next()
                return Not(self.reg_name(), t.pos)
            if t.text == "-":
                self.next()
                n = self.peek()
                if n.kind in ("INT", "FLOAT"):
                    self.next()
                    return Imm(-n.value, t.pos, None, 64 if n.kind == "FLOAT" else 0)  # type: ignore[operator]
                if n.kind == "HEXF":
                    self.next()
                    bits, w = n.value  # type: ignore[misc]
                    return Imm(0, t.pos, bits ^ (1 << (w - 1)), w)
                raise PtxSyntaxError("expected a number after '-'", n.pos)
            if t.text == "{":
                self.next()
                items = [self.operand()]
                while self.at("PUNCT", ","):
                    self.next()
                    items.append(self.operand())
                self.expect("PUNCT", "}", "'}' closing the vector operand")
                for it in items:
                    if isinstance(it, (Vec, Addr, PredPair, LabelRef)):
                        raise PtxSyntaxError("a vector operand holds registers or immediates only", it.pos)
                return Vec(tuple(items), t.pos)
            if t.text == "[":
                self.next()
                a = self.address(t.pos)
                self.expect("PUNCT", "]", "']' closing the address")
                return a
            raise PtxSyntaxError(f"expected an operand, found {t.text!r}", t.pos)
        if t.kind == "INT":
            self.next()
            return Imm(int(t.value), t.pos)  # type: ignore[arg-type]
        if t.kind == "FLOAT":
            self.next()
            return Imm(float(t.value), t.pos, None, 64)  # type: ignore[arg-type]
        if t.kind == "HEXF":
            self.next()
            bits, w = t.value  # type: ignore[misc]
            return Imm(_hexf_value(bits, w), t.pos, bits, w)
        if t.kind == "ASMARG":
            self.next()
            arg = AsmArg(int(t.value), t.pos)  # type: ignore[arg-type]
            if self.at("PUNCT", "|"):  # shfl.sync d|p: a register and a predicate destination
                self.next()
                return PredPair(arg, self.reg_name(), t.pos)
            return arg
        if t.kind == "SPECIAL":
            self.next()
            name = t.text
            base = name[1:].split(".")[0]
            if "." in name and base not in _SREG_VECTOR:
                raise PtxSyntaxError(f"bad special register {name!r}", t.pos)
            if self.at("PUNCT", "|"):
                raise PtxSyntaxError("'|' needs two predicate registers", self.peek().pos)
            return Special(name, t.pos)
        if t.kind == "NAME":
            self.next()
            if "." in t.text:
                raise PtxSyntaxError(f"unexpected {t.text!r} (missing ',' or ';'?)", t.pos)
            if self.at("PUNCT", "|"):
                self.next()
                second = self.reg_name()
                return PredPair(Reg(t.text, t.pos), second, t.pos)
            return Reg(t.text, t.pos)  # a register or a label; the lowering knows which by the opcode
        got = "end of text" if t.kind == "EOF" else repr(t.text)
        raise PtxSyntaxError(f"expected an operand, found {got}", t.pos)

    def address(self, pos: int) -> Addr:
        t = self.peek()
        base: Reg | AsmArg | None = None
        if t.kind == "INT":
            self.next()
            return Addr(None, int(t.value), pos)  # type: ignore[arg-type]
        if t.kind == "ASMARG":
            self.next()
            base = AsmArg(int(t.value), t.pos)  # type: ignore[arg-type]
        elif t.kind in ("NAME", "SPECIAL") and "." not in t.text:
            self.next()
            base = Reg(t.text, t.pos)
        else:
            raise PtxSyntaxError("expected a register, asm operand or number in the address", t.pos)
        off = 0
        if self.at("PUNCT", "+") or self.at("PUNCT", "-"):
            sign = -1 if self.next().text == "-" else 1
            if self.at("PUNCT", "-"):
                self.next()
                sign = -sign
            o = self.expect("INT", what="an offset")
            off = sign * int(o.value)  # type: ignore[arg-type]
        return Addr(base, off, pos)


def _hexf_value(bits: int, width: int) -> float:
    if width == 32:
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


def parse_ptx(text: str, named_args: dict[str, int] | None = None) -> Block:
    """Parse a PTX template (after C escape decoding). Raises PtxSyntaxError with a position."""
    return _Parser(tokenize(text, named_args)).block(None, 0)
