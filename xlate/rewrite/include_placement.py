"""Where `#include <xlate/...>` (one of xlate's support headers) goes: one allocator per file, shared
by the warp analysis (xlate/rewrite/warp/includes.py, <xlate/compat32.h>) and the support-header rules
(rules/_support_include.py), so two headers never land on one line.

The rule, in order of preference (docs/rules/XL200.md):

1. An existing line, so line numbers never change (compat32 only: the line of the first CUDA runtime
   include, whose directive becomes a comment). Otherwise the first *free* line before the first use:
   empty, or starting with a `//` comment; not inside braces, a `/* */` comment or a backslash-continued
   line; outside every `#if` group but one without `#else`/`#elif` that only `#endif` lines follow
   (an include guard, a file wrapped in `#ifdef X`), so that the include is active wherever the rest of
   the file is (a rule asks at its first use; a later use may sit in another branch); not taken by
   another support header.
2. Otherwise new lines: `#include <header>` then `#line N` (N: the number the following line had, so
   diagnostics, `__LINE__`, asserts and memcheck reports still name the user's lines), inserted at the
   start of a line between two file-scope declarations -- after the last `;`, function or namespace /
   `extern "C"` body, or preprocessor directive before the first use that leaves the code outside
   braces and `#if` groups as in 1. (the start of the file, after a byte order mark, when there is
   none) -- and never at the start of a line that holds another support header's include (several
   insertions at one line start compose).

Lines are handed out first come, first served, per file: compat32's first (the support rules ask the
warp analysis before asking for a line), then in the fixed registration order of the rules, so one
input always gives the same output. A header asked for again gets the line it has when that line is
before the new use, else one more include of it (the headers have include guards).
"""

from __future__ import annotations

import bisect
import re
import weakref
from dataclasses import dataclass

from xlate.core.model import Region, SourceFile, TokenKind
from xlate.rewrite.syntax import Tok, scopes, significant

BOM = b"\xef\xbb\xbf"
_NOT_CODE = (Region.DIRECTIVE, Region.MACRO_BODY)
# after a `}` that ends a declaration these continue the expression (a lambda at file scope)
_CONTINUES = frozenset({";", ",", ")", "(", ".", "->", "[", "="})
_RUNTIME_INCLUDE = re.compile(rb"^(?:\xef\xbb\xbf)?[ \t]*#[ \t]*include[ \t]*[<\"](cuda_runtime\.h|cuda\.h|"
                              rb"hip/hip_runtime\.h|cuda_runtime_api\.h)[>\"][^\n]*$", re.MULTILINE)


def includes_header(data: bytes, header: str) -> bool:
    """Whether a preprocessor line of `data` includes `header` (a comment naming it does not count)."""
    pat = rb"^(?:\xef\xbb\xbf)?[ \t]*#[ \t]*include[ \t]*[<\"]" + re.escape(header.encode()) + rb"[>\"]"
    return re.search(pat, data, re.MULTILINE) is not None


def line_body(data: bytes, pos: int) -> int:
    """Where the text of the line starting at `pos` begins: after a UTF-8 byte order mark on the first
    line (an include put before it would leave the mark in the middle of the file)."""
    return pos + len(BOM) if pos == 0 and data.startswith(BOM) else pos


def continued_line(data: bytes, pos: int) -> bool:
    """True when the line starting at `pos` continues the previous one (a backslash before the newline)."""
    j = pos - 2
    if j >= 0 and data[j:j + 1] == b"\r":
        j -= 1
    return j >= 0 and data[j:j + 1] == b"\\"


@dataclass(frozen=True)
class Placement:
    """One include: insert `text` at byte `offset`. `line` is the 1-based line of the input it sits on
    (or, `inserted`, the line its `#line` directive names: the one it is inserted before); `use`: the
    first use it was placed for."""

    header: str
    offset: int
    text: str
    line: int
    inserted: bool
    use: int


class FileSlots:
    """The include allocator of one file: its free lines, the scope of every position, what is taken."""

    def __init__(self, sf: SourceFile):
        data = self.data = sf.data
        toks = significant(sf)
        sc = scopes(toks)
        self.toks = toks
        self.starts = [t.start for t in toks]
        self.braces: list[int] = []  # brace depth after each token
        self.conds: list[tuple[tuple[int, int], ...]] = []  # #if branches (group, branch) after each token
        self.closes: list[str] = []  # kind of the scope a `}` closes ("" for other tokens)
        self.nl_starts = [0] + [m.end() for m in re.finditer(rb"\n", data)]
        cond: list[tuple[int, int]] = []
        endif_at: dict[int, int] = {}  # #if group -> index of its #endif's `#`
        branched: set[int] = set()  # #if groups with an #else or #elif
        for i, t in enumerate(toks):
            if t.spelling == "#" and i + 1 < len(toks) and self._starts_directive(t.start):
                d = toks[i + 1].spelling
                if d in ("if", "ifdef", "ifndef"):
                    cond.append((i, 0))
                elif d in ("elif", "elifdef", "elifndef", "else") and cond:
                    cond[-1] = (cond[-1][0], cond[-1][1] + 1)
                    branched.add(cond[-1][0])
                elif d == "endif" and cond:
                    endif_at[cond.pop()[0]] = i
            code = t.region not in _NOT_CODE
            self.braces.append(len(sc[i]) + (1 if code and t.spelling == "{" else 0))
            self.conds.append(tuple(cond))
            closed = sc[i - 1][len(sc[i])] if code and t.spelling == "}" and i and len(sc[i - 1]) > len(sc[i]) \
                else None
            self.closes.append(closed.kind if closed is not None else "")
        self.busy: set[int] = set()  # 0-based lines holding code, directives or part of a /* */ comment
        self.comments: list[tuple[int, int]] = []  # /* */ comments
        for t in sf.tokens:
            if t.kind is not TokenKind.COMMENT or data[t.start:t.start + 2] == b"/*":
                self.busy.update(range(self.line_of(t.start), self.line_of(max(t.start, t.end - 1)) + 1))
            if t.kind is TokenKind.COMMENT and data[t.start:t.start + 2] == b"/*":
                self.comments.append((t.start, t.end))
        # the front end keeps comments out of the token list and records the /* */ ones apart: a blank
        # line inside a licence comment is not a free line
        for start, end in sf.block_comments:
            self.busy.update(range(self.line_of(start), self.line_of(max(start, end - 1)) + 1))
        self.comments = sorted(set(self.comments) | set(sf.block_comments))
        # #if groups without #else that only #endif lines follow (an include guard, a file wrapped in
        # `#ifdef X` ... `#endif`): active wherever the rest of the file is
        tail = len(toks)
        while tail:
            k = self._first_on_line(tail - 1)
            if toks[k].spelling != "#" or k + 1 >= len(toks) or toks[k + 1].spelling != "endif":
                break
            tail = k
        self.enclosing = {g for g, e in endif_at.items() if e >= tail and g not in branched}
        self.crlf = b"\r\n" in data[:data.find(b"\n") + 1] if b"\n" in data else False
        self.claimed: set[int] = set()  # lines holding a support include on an existing line
        self.inserted_at: set[int] = set()  # lines before which new include lines go
        self.placed: dict[str, list[Placement]] = {}
        self.noted: set[tuple[int, Placement]] = set()  # (emitter, placement) pairs whose note was given

    # -- positions
    def line_of(self, offset: int) -> int:
        """0-based line of a byte offset."""
        return bisect.bisect_right(self.nl_starts, offset) - 1

    def _starts_directive(self, offset: int) -> bool:
        """Whether `offset` (a `#`) is the first character of a preprocessor line, by the text: the
        front end marks the first line of a file that starts with a byte order mark as code."""
        pos = self.nl_starts[self.line_of(offset)]
        return not continued_line(self.data, pos) and self.data[line_body(self.data, pos):offset].strip() == b""

    def _directive_token(self, t: Tok) -> bool:
        """Whether token `t` is part of a preprocessor line (a directive or a macro body)."""
        if t.region in _NOT_CODE:
            return True
        line = self.line_of(t.start)
        while line and continued_line(self.data, self.nl_starts[line]):
            line -= 1
        pos = line_body(self.data, self.nl_starts[line])
        return self.data[pos:t.end].lstrip()[:1] == b"#"

    def _state(self, offset: int, *, inclusive: bool = False) -> tuple[int, tuple[tuple[int, int], ...]]:
        """(brace depth, #if branches) after the last token starting before `offset` (at it, inclusive)."""
        k = (bisect.bisect_right if inclusive else bisect.bisect_left)(self.starts, offset) - 1
        return (self.braces[k], self.conds[k]) if k >= 0 else (0, ())

    def _first_on_line(self, i: int) -> int:
        """The index of the first token on the line of token `i`."""
        line_start = self.nl_starts[self.line_of(self.toks[i].start)]
        return bisect.bisect_left(self.starts, line_start)

    def _fits(self, pos: int, use: int) -> bool:
        """Whether an include at line start `pos` is at file scope and active whenever `use` and the rest
        of the file are: outside every #if group but those that enclose all that follows, unbranched
        (rules ask for a header at its first use only; a later use may sit in another branch)."""
        braces, conds = self._state(pos)
        return braces == 0 and all(g in self.enclosing for g, _ in conds) \
            and conds == self._state(use, inclusive=True)[1][:len(conds)]

    def _in_comment(self, pos: int) -> bool:
        k = bisect.bisect_left(self.comments, (pos,)) - 1  # the last /* */ comment starting before pos
        return k >= 0 and self.comments[k][1] > pos

    # -- allocation
    def place(self, header: str, first_use: int, *, runtime_line: bool = False) -> Placement:
        """Where `#include <header>` goes so that it is in effect at `first_use` (see the module doc).
        `runtime_line`: the line of a CUDA runtime include may hold it (compat32.h includes HIP's runtime)."""
        for p in self.placed.get(header, []):
            if p.offset <= first_use:
                return p
        inc = f"#include <{header}>"
        p = self._existing_line(header, inc, first_use, runtime_line) or self._new_lines(header, inc, first_use)
        self.placed.setdefault(header, []).append(p)
        return p

    def _existing_line(self, header: str, inc: str, first_use: int, runtime_line: bool) -> Placement | None:
        data = self.data
        if runtime_line:
            for m in _RUNTIME_INCLUDE.finditer(data, 0, first_use):
                line = self.line_of(m.start())
                if line not in self.claimed and line not in self.inserted_at and self._fits(m.start(), first_use) \
                        and not continued_line(data, m.start()) and not data[m.start():m.end()].rstrip().endswith(b"\\"):
                    self.claimed.add(line)
                    return Placement(header, line_body(data, m.start()), inc + " // ", line + 1, False, first_use)
        for line, pos in enumerate(self.nl_starts):
            if pos >= first_use or pos >= len(data):
                break
            if line in self.busy or line in self.claimed or line in self.inserted_at or continued_line(data, pos) \
                    or self._in_comment(pos) or not self._fits(pos, first_use):
                continue
            at = line_body(data, pos)
            end = data.find(b"\n", pos)
            text = data[at:len(data) if end < 0 else end].rstrip(b"\r")
            if text.strip() == b"":
                fits = inc
            elif text.startswith(b"//") and not text.endswith(b"\\"):
                fits = inc + " "
            else:
                continue
            self.claimed.add(line)
            return Placement(header, at, fits, line + 1, False, first_use)
        return None

    def _new_lines(self, header: str, inc: str, first_use: int) -> Placement:
        line = self._insertion_line(first_use)
        while line in self.claimed:  # a free line another include holds: the next one (same scope)
            line += 1
        self.inserted_at.add(line)
        nl = "\r\n" if self.crlf else "\n"
        return Placement(header, line_body(self.data, self.nl_starts[line]), f"{inc}{nl}#line {line + 1}{nl}",
                         line + 1, True, first_use)

    def _insertion_line(self, first_use: int) -> int:
        """The 0-based line before which new include lines go: the start of the line after the last
        file-scope boundary before `first_use` that keeps the use's #if branches, else line 0."""
        data, toks = self.data, self.toks
        k = bisect.bisect_left(self.starts, first_use) - 1
        for i in range(k, -1, -1):
            t = toks[i]
            if self.braces[i] != 0:
                continue
            if self._directive_token(t):
                end = self._directive_end(t.end)
            elif t.spelling == ";" or (self.closes[i] in ("function", "namespace")
                                        and (i + 1 >= len(toks) or toks[i + 1].spelling not in _CONTINUES)):
                end = t.end
            else:
                continue
            line = self.line_of(end) + 1
            if line >= len(self.nl_starts):
                continue
            pos = self.nl_starts[line]
            nxt = toks[i + 1].start if i + 1 < len(toks) else len(data)
            if pos <= first_use and nxt >= pos and not continued_line(data, pos) and not self._in_comment(pos) \
                    and self._fits(pos, first_use):
                return line
        return 0

    def _directive_end(self, offset: int) -> int:
        """The offset of the newline ending the (backslash-continued) preprocessor line around `offset`."""
        data = self.data
        while True:
            nl = data.find(b"\n", offset)
            if nl < 0:
                return len(data)
            if not continued_line(data, nl + 1):
                return nl
            offset = nl + 1


# per SourceFile (by identity, for as long as it lives): the rules of one translation share its lines
_SLOTS: dict[int, tuple[weakref.ref, object, FileSlots]] = {}


def file_slots(sf: SourceFile) -> FileSlots:
    """The include allocator of `sf` (one per SourceFile object and token list)."""
    hit = _SLOTS.get(id(sf))
    if hit is not None and hit[0]() is sf and hit[1] is sf.tokens:
        return hit[2]
    slots = FileSlots(sf)
    key = id(sf)
    _SLOTS[key] = (weakref.ref(sf, lambda _r: _SLOTS.pop(key, None)), sf.tokens, slots)
    return slots
