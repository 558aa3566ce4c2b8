"""XL502: kernel launches `k<<<grid, block[, smem[, stream]]>>>(args)` become
`hipLaunchKernelGGL(k, grid, block, smem, stream, args)`.

Only the launch punctuation is replaced; the kernel, the configuration and the arguments stay as
written (with their comments and newlines), so the line count never changes:

* `<<<` becomes `,`; `>>>` becomes the missing defaults (`, 0, 0` / `, 0`); the `(` of the argument
  list becomes `,` (or disappears when there are no arguments); `hipLaunchKernelGGL(` is inserted
  before the kernel and the `)` of the argument list closes it.
* a kernel expression with a comma outside parentheses (`k<float, 256>`) is wrapped in
  `HIP_KERNEL_NAME(...)`; a configuration argument with such a comma is wrapped in parentheses
  (the macro would split it otherwise).
* grid and block are not wrapped in `dim3(...)`: HIP's macro parenthesizes them into `<<<...>>>` and
  a `dim3` converts implicitly from an integer; a backend's `hipLaunchKernelGGL` must accept any
  argument convertible to `dim3`.
* HIP's `hipLaunchKernelGGL` is a statement (`do { ... } while (0)`). A launch that is a whole
  expression statement keeps that form; a launch anywhere else (inside a larger expression, an
  argument of a macro such as `CHECK(k<<<...>>>(...))`, a whole macro body whose use is unknown) is
  written as the expression `([&]{ hipLaunchKernelGGL(...); }())`.
* `__VA_ARGS__` as the arguments of a launch in a macro body is kept as is: when it is empty the
  macro gets an empty last argument, which HIP's macro forwards as an empty argument list.

A launch in a `__global__`/`__device__` function is dynamic parallelism: not translated here,
reported by XL507 (lang/xl503_508_language.py). A launch that cannot be parsed is an error
diagnostic at its `<<<`, and its text is left as is.
"""

from __future__ import annotations

from dataclasses import dataclass

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel, TokenKind
from xlate.rewrite.syntax import (
    Tok,
    has_bare_comma,
    match_backward,
    match_forward,
    scopes,
    significant,
    split_top,
    template_open,
)

CODE = "XL502"
_DOC_XL502 = """\
Only the launch punctuation is replaced, the kernel, configuration and arguments stay in place with
their comments and newlines: `hipLaunchKernelGGL(` is inserted before the kernel, `<<<` becomes `,`,
`>>>` becomes the missing defaults (`, 0, 0` or `, 0`; shared memory and stream default to 0), the `(`
of the arguments becomes `,` (or goes when there are none) and the `)` closes the macro.

* Kernel expressions: names, qualified names (`ns::k`, `::k`), template ids with nested angle
  brackets (`k<A<B>, C>`), calls, `(*fp)`, `table[i]`. A kernel expression with a comma outside
  parentheses is wrapped in `HIP_KERNEL_NAME(…)`. In a macro body the name may be pasted from
  parameters (`test_##NAME##N<<<…>>>`): the whole pasted name is the kernel.
* Configuration arguments are split at commas outside brackets and template argument lists, so
  `(n + 255) >> 8`, `1 << 6`, `(a > b ? 1 : 2)` stay whole. An argument with a comma outside
  parentheses (`f<1, 2>(n)`) is wrapped in parentheses.
* Grid and block are **not** wrapped in `dim3(…)`: HIP 7.2's macro expands to
  `kernel<<<(numBlocks), (numThreads), (memPerBlock), (streamId)>>>(__VA_ARGS__)` in a do/while, and
  `dim3` converts implicitly from an integer. A backend's `hipLaunchKernelGGL` must accept any
  argument convertible to `dim3`, and an empty last argument (below).
* HIP's macro is a statement. A launch that is a whole expression statement (after `;`, `{`, `}`,
  `else`, `do`, a `case`/`default`/label colon, or the condition of `if`/`for`/`while`/`switch`, and
  followed by `;`) keeps the statement form. Anywhere else (inside an expression, a macro argument such
  as `CHECK(k<<<…>>>(…))`, a macro body whose use is unknown) it becomes
  `([&]{ hipLaunchKernelGGL(…); }())`, which hip-clang and a host C++ compiler both accept.
* In macro bodies, `__VA_ARGS__` as the arguments is kept: `hipLaunchKernelGGL(k, g, b, 0, 0, __VA_ARGS__)`
  gives HIP's macro an empty last argument when the user's `__VA_ARGS__` is empty, which it forwards
  as an empty argument list.
* A launch that cannot be parsed (no `>>>`, 1 or more than 4 configuration arguments, no argument
  list) is an error at its `<<<`, and the text is left as is.
* A launch in a `__global__`/`__device__` (not `__host__`) function is dynamic parallelism: XL507.

Fixtures: `tests/rules/XL502/` (one format for every code, run by tests/rules/test_fixtures.py). Every edit
keeps the number of lines; translating the output again changes nothing.
"""

ORDER = 100  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [
    RuleInfo(CODE, "kernel-launch",
             "kernel<<<grid, block, smem, stream>>>(args) becomes hipLaunchKernelGGL(kernel, grid, block, "
             "smem, stream, args)", fix=Fix.SOMETIMES, doc=_DOC_XL502),
]

LAUNCH_MACRO = "hipLaunchKernelGGL"
EXPR_PREFIX = "([&]{ "
EXPR_SUFFIX = "; }())"


@dataclass
class Launch:
    kernel: tuple[int, int]  # significant-token index range [lo, hi) of the kernel expression
    open3: int  # index of <<<
    close3: int  # index of >>>
    config: list[tuple[int, int]]  # index ranges of the configuration arguments
    lparen: int  # index of the ( of the argument list
    rparen: int  # index of its )
    statement: bool  # the launch is a whole expression statement


@dataclass
class LaunchError:
    index: int  # index of <<<
    reason: str


def kernel_start(toks: list[Tok], k: int) -> int | None:
    """Walk back over the postfix expression ending at token `k`; return its first index."""
    region = toks[k].region
    while k >= 0 and toks[k].region is region:
        s = toks[k].spelling
        if s in (">", ">>", ">>>"):
            m = template_open(toks, k, 0)
            if m is None:
                return None
            k = m - 1  # the template's name
            continue
        if s == ")":
            m = match_backward(toks, k)
            if m is None:
                return None
            before = toks[m - 1] if m > 0 and toks[m - 1].region is region else None
            if before is not None and (before.is_ident and before.spelling not in _NOT_CALLEE
                                       or before.spelling in (")", "]", ">", ">>")):
                k = m - 1  # a call: its callee precedes
                continue
            return m  # a parenthesized primary expression: (*fp), (table[i])
        if s == "]":
            m = match_backward(toks, k)
            if m is None:
                return None
            k = m - 1
            continue
        if toks[k].is_ident and s not in _NOT_CALLEE:
            start = k
            p = k - 1
            # a name pasted in a macro body: test_##NAME##N<<<...>>> launches the whole pasted name
            while (p >= 1 and toks[p].region is region and toks[p].spelling == "##"
                   and toks[p - 1].region is region
                   and (toks[p - 1].is_ident or toks[p - 1].kind is TokenKind.LITERAL)):
                start = p - 1
                p = start - 1
            if p >= 0 and toks[p].region is region and toks[p].spelling == "template":
                p -= 1
            if p >= 0 and toks[p].region is region and toks[p].spelling in ("::", ".", "->"):
                if toks[p].spelling == "::" and (p == 0 or toks[p - 1].region is not region
                                                 or not _ends_operand(toks[p - 1])):
                    return p  # ::k (global qualifier)
                k = p - 1
                continue
            return start
        return None
    return None


_NOT_CALLEE = {"return", "if", "while", "for", "switch", "else", "do", "case", "throw", "co_return", "sizeof",
               "new", "delete", "operator"}


def _ends_operand(t: Tok) -> bool:
    return (t.is_ident and t.spelling not in _NOT_CALLEE) or t.spelling in (")", "]", ">", ">>")


def _is_statement_start(toks: list[Tok], p: int, region: Region) -> bool:
    """Does the token at `p` (just before an expression) end a previous statement or open one?"""
    if p < 0 or toks[p].region is not region:
        return False
    s = toks[p].spelling
    if s in (";", "{", "}", "else", "do"):
        return True
    if s == ")":
        m = match_backward(toks, p)
        return m is not None and m > 0 and toks[m - 1].spelling in ("if", "while", "for", "switch")
    if s == ":":
        if p > 0 and toks[p - 1].spelling == "default":
            return True
        if p > 0 and toks[p - 1].is_ident and (p < 2 or toks[p - 2].spelling in (";", "{", "}")):
            return True  # a label
        j = p - 1
        while j >= 0 and toks[j].region is region and toks[j].spelling not in (";", "{", "}", "?"):
            if toks[j].spelling == "case":
                return True
            j -= 1
    return False


def find_launches(toks: list[Tok]) -> list[Launch | LaunchError]:
    """Every `<<<` of the token list, parsed as a launch or reported as unparsable."""
    found: list[Launch | LaunchError] = []
    for i, t in enumerate(toks):
        if t.spelling != "<<<":
            continue
        region = t.region
        if i == 0 or toks[i - 1].region is not region:
            found.append(LaunchError(i, "no kernel before <<<"))
            continue
        lo = kernel_start(toks, i - 1)
        if lo is None:
            found.append(LaunchError(i, "cannot tell which kernel is launched"))
            continue
        # the configuration: up to the >>> outside brackets
        j = i + 1
        close3 = None
        while j < len(toks) and toks[j].region is region:
            s = toks[j].spelling
            if s in ("(", "[", "{"):
                m = match_forward(toks, j)
                if m is None:
                    break
                j = m + 1
                continue
            if s in (";", "{", "}", ")", "]", "<<<"):
                break
            if s == ">>>":
                close3 = j
                break
            j += 1
        if close3 is None:
            found.append(LaunchError(i, "no matching >>> for <<<"))
            continue
        config = split_top(toks, i + 1, close3)
        if config is None or not 2 <= len(config) <= 4 or any(a == b for a, b in config):
            found.append(LaunchError(i, "the launch configuration must have 2 to 4 non-empty arguments"))
            continue
        lp = close3 + 1
        if lp >= len(toks) or toks[lp].region is not region or toks[lp].spelling != "(":
            found.append(LaunchError(i, "no argument list after >>>"))
            continue
        rp = match_forward(toks, lp)
        if rp is None:
            found.append(LaunchError(i, "the argument list after >>> is not closed"))
            continue
        nxt = toks[rp + 1] if rp + 1 < len(toks) and toks[rp + 1].region is region else None
        statement = nxt is not None and nxt.spelling == ";" and _is_statement_start(toks, lo - 1, region)
        found.append(Launch((lo, i), i, close3, config, lp, rp, statement))
    return found


def _spaces_before(data: bytes, pos: int, floor: int) -> int:
    """Start of the blanks before `pos` (not below `floor`); `pos` itself when they indent a line."""
    p = pos
    while p > floor and data[p - 1:p] in (b" ", b"\t"):
        p -= 1
    return pos if p == 0 or data[p - 1:p] == b"\n" else p


def _spaces_after(data: bytes, pos: int) -> int:
    while pos < len(data) and data[pos:pos + 1] in (b" ", b"\t"):
        pos += 1
    return pos


def _comma(data: bytes, nxt: int) -> str:
    """A comma, and a blank unless a line break follows."""
    return "," if data[nxt:nxt + 1] in (b"\n", b"\r", b"") else ", "


def rewrite_launch(sf: SourceFile, toks: list[Tok], ln: Launch, emit: Emitter) -> None:
    data = sf.data
    klo, khi = ln.kernel
    kstart, kend = toks[klo].start, toks[khi - 1].end
    wrap_name = has_bare_comma(toks, klo, khi)
    prefix = ("" if ln.statement else EXPR_PREFIX) + LAUNCH_MACRO + "(" + ("HIP_KERNEL_NAME(" if wrap_name else "")
    emit.edit(sf.path, kstart, kstart, prefix, origin=CODE)
    # <<< (with the blanks around it) -> ", "
    o = toks[ln.open3]
    a = _spaces_before(data, o.start, kend)
    b = _spaces_after(data, o.end)
    emit.edit(sf.path, a, b, (")" if wrap_name else "") + _comma(data, b), origin=CODE)
    for lo, hi in ln.config:
        if has_bare_comma(toks, lo, hi):
            emit.edit(sf.path, toks[lo].start, toks[lo].start, "(", origin=CODE)
            emit.edit(sf.path, toks[hi - 1].end, toks[hi - 1].end, ")", origin=CODE)
    defaults = {2: ", 0, 0", 3: ", 0", 4: ""}[len(ln.config)]
    c = toks[ln.close3]
    lp = toks[ln.lparen]
    empty_args = ln.rparen == ln.lparen + 1
    a = _spaces_before(data, c.start, toks[ln.config[-1][1] - 1].end)
    if data.count(b"\n", c.end, lp.start) == 0 and not data[c.end:lp.start].strip():
        # >>> and ( with only blanks between them: one edit
        b = lp.end if empty_args else _spaces_after(data, lp.end)
        emit.edit(sf.path, a, b, defaults + ("" if empty_args else _comma(data, b)), origin=CODE)
    else:
        emit.edit(sf.path, a, c.end, defaults, origin=CODE)
        b = lp.end if empty_args else _spaces_after(data, lp.end)
        emit.edit(sf.path, lp.start, b, "" if empty_args else _comma(data, b), origin=CODE)
    if not ln.statement:
        rp = toks[ln.rparen]
        emit.edit(sf.path, rp.end, rp.end, EXPR_SUFFIX, origin=CODE)


class _Recorder:
    """An Emitter that keeps a launch's edits, so that they go out only if they overlap none of the
    file's other launches."""

    def __init__(self):
        self.edits: list[tuple] = []

    def edit(self, file, start: int, end: int, text: str, *, origin: str) -> None:
        self.edits.append((file, start, end, text))


def overlaps(s1: int, e1: int, s2: int, e2: int) -> bool:
    """Whether two edits [s1, e1) and [s2, e2) conflict in the engine: their ranges share a byte,
    or one inserts strictly inside the range the other replaces."""
    if max(s1, s2) < min(e1, e2):
        return True
    return (s1 == e1 and s2 < s1 < e2) or (s2 == e2 and s1 < s2 < e1)


def in_device_code(stack: tuple) -> bool:
    return bool(stack) and stack[-1].device_only


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        toks = significant(sf)
        if not any(t.spelling == "<<<" for t in toks):
            continue
        where = scopes(toks)
        done: list[tuple] = []  # the edits of the launches rewritten in this file
        for item in find_launches(toks):
            if isinstance(item, LaunchError):
                if toks[item.index].region is not Region.INACTIVE:
                    emit.diag(CODE, Severity.ERROR, sf.path, toks[item.index].start,
                              f"cannot translate this kernel launch: {item.reason}; it is left as is: "
                              "rewrite it as hipLaunchKernelGGL(kernel, grid, block, smem, stream, args)")
                continue
            if toks[item.open3].region is not Region.MACRO_BODY and in_device_code(where[item.open3]):
                continue  # dynamic parallelism: XL507
            rec = _Recorder()
            rewrite_launch(sf, toks, item, rec)
            clash = next((o for o in rec.edits for d in done if overlaps(o[1], o[2], d[1], d[2])), None)
            if clash is not None:
                # malformed code (`a<b<c>>><<<...`): two launches claim the same bytes
                line = sf.line_col(clash[1])[0]
                emit.diag(CODE, Severity.ERROR, sf.path, toks[item.open3].start,
                          f"cannot translate this kernel launch: its text overlaps another launch at line {line} "
                          "(unbalanced brackets?); it is left as is: rewrite it as "
                          "hipLaunchKernelGGL(kernel, grid, block, smem, stream, args)")
                continue
            for e in rec.edits:
                emit.edit(*e, origin=CODE)
            done.extend(rec.edits)
