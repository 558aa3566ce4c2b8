"""The C level of an inline asm statement:

    asm [volatile] ( "template" "more template" : outputs : inputs : clobbers );
    operand := [ '[' name ']' ] "constraint" ( C expression )

`parse_asm_statement` decodes the template's string literals (C escapes), maps every template
character back to its offset in the source text (for diagnostics), and splits the operand lists.
It does not read the PTX; see xlate.ptx.parser.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported

_KEYWORDS = ("__asm__", "__asm", "asm")
_QUALIFIERS = {"volatile", "__volatile__", "__volatile", "inline", "__inline__"}
# Constraint letters and the PTX register width each binds to (bits). 'n' is an immediate.
CONSTRAINT_WIDTH = {"h": 16, "r": 32, "l": 64, "f": 32, "d": 64, "q": 128, "n": 64}


@dataclass(frozen=True)
class AsmOperand:
    constraint: str  # as written, e.g. "=r", "+l", "f", "n"
    expr: str  # the C expression text, as written
    name: str | None  # [name] for %[name]
    pos: int  # offset of the constraint string in the statement text
    span: tuple[int, int] = (0, 0)  # offsets of the text between the expression's parentheses

    @property
    def letter(self) -> str:
        return self.constraint.lstrip("=+&")

    @property
    def is_output(self) -> bool:
        return self.constraint.startswith(("=", "+"))

    @property
    def is_read(self) -> bool:
        return not self.constraint.startswith("=")


@dataclass
class AsmStatement:
    template: str  # decoded PTX text
    template_offsets: list[int]  # template[i] came from text offset template_offsets[i] (+1 entry at end)
    outputs: list[AsmOperand] = field(default_factory=list)
    inputs: list[AsmOperand] = field(default_factory=list)
    clobbers: list[str] = field(default_factory=list)
    volatile: bool = False
    end: int = 0  # offset just past the closing ')'
    macros_used: tuple[str, ...] = ()  # object-like macros expanded in the template, in order

    @property
    def operands(self) -> list[AsmOperand]:
        """GCC numbering: outputs first, then inputs."""
        return self.outputs + self.inputs

    def named(self) -> dict[str, int]:
        return {op.name: i for i, op in enumerate(self.operands) if op.name}

    def source_offset(self, template_pos: int) -> int:
        """Offset in the statement text of a PTX-text position."""
        if not self.template_offsets:
            return 0
        return self.template_offsets[max(0, min(template_pos, len(self.template_offsets) - 1))]


_SIMPLE_ESC = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "'": "'", "?": "?", "a": "\a",
               "b": "\b", "f": "\f", "v": "\v", "0": "\0"}
_WS_RE = re.compile(r"(?:\s+|//[^\n]*|/\*.*?\*/|\\\n)+", re.DOTALL)


class _Scan:
    def __init__(self, text: str, pos: int):
        self.text = text
        self.pos = pos

    def err(self, msg: str, pos: int | None = None) -> PtxSyntaxError:
        return PtxSyntaxError(msg, self.pos if pos is None else pos, in_statement=True)

    def ws(self) -> None:
        m = _WS_RE.match(self.text, self.pos)
        if m:
            self.pos = m.end()

    def peek(self) -> str:
        self.ws()
        return self.text[self.pos: self.pos + 1]

    def word(self) -> str | None:
        self.ws()
        m = re.compile(r"[A-Za-z_]\w*").match(self.text, self.pos)
        return m.group() if m else None

    def eat(self, s: str) -> None:
        self.ws()
        if not self.text.startswith(s, self.pos):
            got = self.text[self.pos: self.pos + 10] or "end of text"
            raise self.err(f"expected {s!r}, found {got!r}")
        self.pos += len(s)

    def string(self) -> tuple[str, list[int]]:
        """One C string literal at pos: decoded text and the source offset of each character."""
        self.ws()
        start = self.pos
        if self.text[self.pos: self.pos + 1] != '"':
            raise self.err("expected a string literal")
        i = self.pos + 1
        out: list[str] = []
        offs: list[int] = []
        t = self.text
        while True:
            if i >= len(t) or t[i] == "\n":
                raise self.err("unterminated string literal", start)
            c = t[i]
            if c == '"':
                self.pos = i + 1
                return "".join(out), offs
            if c == "\\":
                if i + 1 >= len(t):
                    raise self.err("unterminated string literal", start)
                e = t[i + 1]
                if e == "\n":  # line continuation inside the literal
                    i += 2
                    continue
                if e == "x":
                    m = re.compile(r"[0-9a-fA-F]+").match(t, i + 2)
                    if not m:
                        raise self.err("bad \\x escape", i)
                    out.append(chr(int(m.group(), 16) & 0xFF))
                    offs.append(i)
                    i = m.end()
                    continue
                if e in "01234567":
                    m = re.compile(r"[0-7]{1,3}").match(t, i + 1)
                    assert m is not None
                    out.append(chr(int(m.group(), 8) & 0xFF))
                    offs.append(i)
                    i = m.end()
                    continue
                if e in _SIMPLE_ESC:
                    out.append(_SIMPLE_ESC[e])
                    offs.append(i)
                    i += 2
                    continue
                raise self.err(f"unknown escape \\{e}", i)
            out.append(c)
            offs.append(i)
            i += 1

    def balanced_expr(self) -> tuple[str, int]:
        """`( expr )` with nested brackets, strings and chars: returns the expression text."""
        self.eat("(")
        start = self.pos
        depth = 0
        t = self.text
        i = self.pos
        pairs = {"(": ")", "[": "]", "{": "}"}
        stack: list[str] = []
        while i < len(t):
            c = t[i]
            if c in "\"'":
                j = i + 1
                while j < len(t) and t[j] != c:
                    j += 2 if t[j] == "\\" else 1
                if j >= len(t):
                    raise self.err("unterminated literal in an operand expression", i)
                i = j + 1
                continue
            if c in pairs:
                stack.append(pairs[c])
                depth += 1
            elif c in ")]}":
                if not stack:
                    if c != ")":
                        raise self.err(f"unbalanced {c!r} in an operand expression", i)
                    expr = t[start:i].strip()
                    if not expr:
                        raise self.err("empty operand expression", i)
                    self.pos = i + 1
                    return expr, start
                if stack.pop() != c:
                    raise self.err(f"unbalanced {c!r} in an operand expression", i)
            i += 1
        raise self.err("operand expression is never closed", start)


def find_asm_keyword(text: str, pos: int = 0) -> str | None:
    for kw in _KEYWORDS:
        if text.startswith(kw, pos) and not (text[pos + len(kw): pos + len(kw) + 1].isalnum()
                                             or text[pos + len(kw): pos + len(kw) + 1] == "_"):
            return kw
    return None


def parse_asm_statement(text: str, start: int = 0, macros: Mapping[str, str] | None = None) -> AsmStatement:
    """Parse the asm statement beginning at `text[start]` (the `asm` keyword). Offsets in the result
    and in errors are offsets into `text`.

    `macros` (name -> replacement text) are object-like macros the template may use: a template is
    a sequence of string literals and such macros, each expanding, possibly through other macros,
    to string literals (`#define LD "ld.global.u32"` then `asm(LD " %0, [%1];" ...)`). A macro that
    expands to anything else is a PtxSyntaxError naming it."""
    kw = find_asm_keyword(text, start)
    if kw is None:
        raise PtxSyntaxError("expected 'asm', '__asm' or '__asm__'", start, in_statement=True)
    sc = _Scan(text, start + len(kw))
    volatile = False
    while True:
        w = sc.word()
        if w in _QUALIFIERS:
            volatile = volatile or "volatile" in w
            sc.pos += len(w)
            continue
        if w == "goto":
            raise PtxUnsupported("asm goto", sc.pos, "asm goto (jumps to C labels) is not lowered")
        break
    sc.eat("(")
    parts: list[str] = []
    offs: list[int] = []
    used: list[str] = []
    while True:
        if sc.peek() == '"':
            s, o = sc.string()
            parts.append(s)
            offs.extend(o)
            continue
        w = sc.word()
        if w is None or not macros or w not in macros:
            break
        s = _expand_macro(w, macros, used, sc, ())
        parts.append(s)
        offs.extend([sc.pos] * len(s))  # every character of the expansion points at the macro name
        sc.pos += len(w)
    if not parts:
        w = sc.word()
        if w is not None:
            raise sc.err(f"the asm template must be string literals or macros defined as string literals; "
                         f"`{w}` is not such a macro (its definition is unknown to xlate)")
        raise sc.err("the asm template must be string literals (a macro or expression cannot be read)")
    template = "".join(parts)
    offs.append(sc.pos)
    st = AsmStatement(template, offs, volatile=volatile, macros_used=tuple(dict.fromkeys(used)))
    section = 0
    while True:
        c = sc.peek()
        if c == ")":
            sc.pos += 1
            break
        if c != ":":
            if c == "":
                raise sc.err("asm statement is never closed")
            raise sc.err(f"expected ':' or ')' after the template, found {c!r} "
                         "(a macro between string literals cannot be read)")
        sc.pos += 1
        section += 1
        if section > 3:
            raise PtxUnsupported("asm goto", sc.pos, "a fourth ':' section (goto labels) is not lowered")
        if section in (1, 2):
            target = st.outputs if section == 1 else st.inputs
            if sc.peek() not in (":", ")"):
                while True:
                    name = None
                    if sc.peek() == "[":
                        sc.pos += 1
                        name = sc.word()
                        if not name:
                            raise sc.err("expected an operand name after '['")
                        sc.pos += len(name)
                        sc.eat("]")
                    cpos = sc.pos
                    cons, _ = sc.string()
                    expr, estart = sc.balanced_expr()
                    op = AsmOperand(cons, expr, name, cpos, (estart, sc.pos - 1))
                    _check_constraint(op, section == 1, sc)
                    target.append(op)
                    if sc.peek() == ",":
                        sc.pos += 1
                        continue
                    break
        else:
            if sc.peek() not in (":", ")"):
                while True:
                    s, _ = sc.string()
                    st.clobbers.append(s.strip())
                    if sc.peek() == ",":
                        sc.pos += 1
                        continue
                    break
    st.end = sc.pos
    return st


def parse_asm_variants(text: str, start: int = 0, macros: Mapping[str, Sequence[str]] | None = None,
                       limit: int = 16) -> list[AsmStatement]:
    """parse_asm_statement with macros that may have several definitions (#if branches): one statement
    per combination of the definitions of the macros its template uses (at most `limit`), the first
    definitions first. A lowering is only right when all of them lower to the same code."""
    macros = macros or {}
    first = {k: v[0] for k, v in macros.items() if v}
    stmt = parse_asm_statement(text, start, first)
    multi = [m for m in stmt.macros_used if len(macros[m]) > 1]
    if not multi:
        return [stmt]
    combos: list[dict[str, str]] = [{}]
    for m in multi:
        combos = [{**c, m: body} for c in combos for body in macros[m]][:limit]
    return [parse_asm_statement(text, start, {**first, **c}) for c in combos]


def _expand_macro(name: str, macros: Mapping[str, str], used: list[str], at: _Scan,
                  active: tuple[str, ...]) -> str:
    """The string value of macro `name` (its replacement: string literals and such macros)."""
    if name in active:
        raise at.err(f"macro `{name}` in the asm template refers to itself")
    if len(active) > 32:
        raise at.err(f"macro `{name}` in the asm template nests too deeply")
    used.append(name)
    body = macros[name]
    sub = _Scan(body, 0)
    out: list[str] = []
    while True:
        c = sub.peek()
        if c == "":
            break
        if c == '"':
            try:
                s, _ = sub.string()
            except PtxSyntaxError as err:
                raise at.err(f"macro `{name}` in the asm template: {err.reason}") from None
            out.append(s)
            continue
        w = sub.word()
        if w is not None and w in macros:
            out.append(_expand_macro(w, macros, used, at, (*active, name)))
            sub.pos += len(w)
            continue
        shown = " ".join(body.split())
        raise at.err(f"macro `{name}` in the asm template expands to `{shown}`, not to string literals")
    return "".join(out)


def _check_constraint(op: AsmOperand, is_output: bool, sc: _Scan) -> None:
    c = op.constraint.strip()
    if is_output and not c.startswith(("=", "+")):
        raise sc.err(f"output constraint {c!r} must start with '=' or '+'", op.pos)
    if not is_output and c.startswith(("=", "+")):
        raise sc.err(f"input constraint {c!r} must not start with '=' or '+'", op.pos)
    letter = c.lstrip("=+&")
    if letter.isdigit():
        return  # matching constraint "0": same storage as output N
    if letter == "C":
        raise PtxUnsupported('asm constraint "C"', op.pos, "constant-string operands are not lowered")
    if letter not in CONSTRAINT_WIDTH:
        raise sc.err(f"unknown asm constraint {c!r} (PTX asm uses h r l f d q n)", op.pos)
    if is_output and letter == "n":
        raise sc.err("an immediate ('n') cannot be an output", op.pos)
