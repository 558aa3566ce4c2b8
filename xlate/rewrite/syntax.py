"""Token-level syntax helpers shared by the rule modules and the warp analysis (xlate/rewrite/warp/).

Rules work on `SourceFile.tokens`; these helpers give them a list of significant tokens (comments
dropped, `<<<`/`>>>` merged whether the lexer ran in CUDA mode or in C++ mode), bracket matching,
a heuristic for template angle brackets, and the scope (namespace, class, function; device or host)
of every token outside preprocessor lines. Nothing here edits text.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from xlate.core.model import Region, SourceFile, TokenKind

OPEN = {"(": ")", "[": "]", "{": "}"}
CLOSE = {v: k for k, v in OPEN.items()}


@dataclass(frozen=True)
class Tok:
    spelling: str
    start: int
    end: int
    kind: TokenKind
    region: Region
    ref: object = None
    device_ref: object = None  # the device pass's resolution where it differs from `ref` (core.model.Token)

    @property
    def is_ident(self) -> bool:
        return self.kind in (TokenKind.IDENTIFIER, TokenKind.KEYWORD)


# significant() per SourceFile: every rule module asks for it (8 of them: half the rules' time on small
# files). Keyed by the object, checked by identity of the file and of its token list; a new list is
# returned each time (the Tok objects are frozen and shared).
_SIGNIFICANT: dict[int, tuple[SourceFile, list, list[Tok]]] = {}


def significant(sf: SourceFile) -> list[Tok]:
    """Non-comment tokens of `sf`, with adjacent `<<`+`<` (and `>>`+`>` etc.) merged into `<<<`/`>>>`."""
    hit = _SIGNIFICANT.get(id(sf))
    if hit is not None and hit[0] is sf and hit[1] is sf.tokens:
        return list(hit[2])
    out = _significant(sf)
    if len(_SIGNIFICANT) >= 256:
        _SIGNIFICANT.clear()
    _SIGNIFICANT[id(sf)] = (sf, sf.tokens, out)
    return list(out)


def _significant(sf: SourceFile) -> list[Tok]:
    raw = [t for t in sf.tokens if t.kind is not TokenKind.COMMENT]
    out: list[Tok] = []
    i = 0
    while i < len(raw):
        t = raw[i]
        merged = None
        if t.spelling in ("<", "<<", ">", ">>") and t.kind is TokenKind.PUNCTUATION:
            want = "<<<" if t.spelling[0] == "<" else ">>>"
            text, j, end = t.spelling, i, t.end
            while len(text) < 3 and j + 1 < len(raw) and raw[j + 1].start == end \
                    and raw[j + 1].spelling in ("<", "<<", ">", ">>", "<<<", ">>>") \
                    and raw[j + 1].spelling[0] == want[0] and raw[j + 1].region is t.region:
                j += 1
                text += raw[j].spelling
                end = raw[j].end
            if text == want:
                merged = Tok(want, t.start, end, TokenKind.PUNCTUATION, t.region)
                i = j + 1
        if merged is None:
            merged = Tok(t.spelling, t.start, t.end, t.kind, t.region, t.ref, t.device_ref)
            i += 1
        out.append(merged)
    return out


def pasted(toks: list[Tok], i: int) -> bool:
    """`#tok`, `tok ## x` or `x ## tok` in a macro body: the token's spelling itself is used (stringified
    or pasted), so a rule must not rewrite it. Neighbours in another region do not count."""
    t = toks[i]
    prev = toks[i - 1] if i > 0 and toks[i - 1].region is t.region else None
    nxt = toks[i + 1] if i + 1 < len(toks) and toks[i + 1].region is t.region else None
    if prev is not None and prev.spelling in ("#", "##"):
        return True
    return nxt is not None and nxt.spelling == "##"


def same_region(a: Tok, b: Tok) -> bool:
    return a.region is b.region


def _match(toks: list[Tok], i: int, step: int, end: int, pairs: dict[str, str], others: dict[str, str],
           skipped: Collection[object] | None) -> int | None:
    region = toks[i].region
    stack = [pairs[toks[i].spelling]]
    for j in range(i + step, end, step):
        t = toks[j]
        if t.region is not region:
            if skipped is None:
                return None
            if t.region in skipped or region in skipped:
                continue
        s = t.spelling
        if s in pairs:
            stack.append(pairs[s])
        elif s in others:
            if stack[-1] != s:
                return None
            stack.pop()
            if not stack:
                return j
    return None


def match_forward(toks: list[Tok], i: int, limit: int | None = None, *,
                  skipped: Collection[object] | None = None) -> int | None:
    """Index of the bracket closing the opening bracket at `i`, or None. A token of another region
    than the bracket's ends the search, unless `skipped` is given: then tokens in between whose
    region, or the bracket's, is one of `skipped` (preprocessor lines, macro bodies) are passed over."""
    return _match(toks, i, 1, len(toks) if limit is None else limit, OPEN, CLOSE, skipped)


def match_backward(toks: list[Tok], i: int, *, skipped: Collection[object] | None = None) -> int | None:
    """Index of the bracket opening the closing bracket at `i`, or None (regions as match_forward)."""
    return _match(toks, i, -1, -1, CLOSE, OPEN, skipped)


_ANGLE_STOP = {";", "{", "}", "&&", "||", "<<<", ">>>"}
_CLOSERS = {">": 1, ">>": 2, ">>>": 3}


def template_close(toks: list[Tok], i: int, limit: int) -> int | None:
    """If the `<` at `i` (after a name) opens a template argument list that closes before `limit`,
    the index of the closing `>` (or of the `>>`/`>>>` token that closes it); else None."""
    depth = 1
    j = i + 1
    while j < limit:
        s = toks[j].spelling
        if s in _ANGLE_STOP or s in (")", "]"):
            return None
        if s in ("(", "["):
            k = match_forward(toks, j, limit)
            if k is None:
                return None
            j = k + 1
            continue
        if s == "<" and j > 0 and toks[j - 1].is_ident:
            depth += 1
        elif s in _CLOSERS:
            depth -= _CLOSERS[s]
            if depth <= 0:
                return j
        j += 1
    return None


def template_open(toks: list[Tok], i: int, lo: int) -> int | None:
    """If the `>`/`>>`/`>>>` at `i` closes a template argument list opened after a name at or after
    `lo`, the index of the `<` that opens it (outermost one for `>>`); else None."""
    depth = _CLOSERS[toks[i].spelling]
    j = i - 1
    while j >= lo:
        s = toks[j].spelling
        if s in _ANGLE_STOP or s in ("(", "["):
            return None
        if s in (")", "]"):
            k = match_backward(toks, j)
            if k is None or k < lo:
                return None
            j = k - 1
            continue
        if s in _CLOSERS:
            depth += _CLOSERS[s]
        elif s == "<":
            if j == 0 or not toks[j - 1].is_ident:
                return None
            depth -= 1
            if depth == 0:
                return j
        j -= 1
    return None


def split_top(toks: list[Tok], lo: int, hi: int) -> list[tuple[int, int]] | None:
    """Split toks[lo:hi] at commas outside brackets and template argument lists.
    Returns [start, end) index pairs, or None when the brackets do not balance."""
    parts: list[tuple[int, int]] = []
    start = lo
    j = lo
    while j < hi:
        s = toks[j].spelling
        if s in OPEN:
            k = match_forward(toks, j, hi)
            if k is None:
                return None
            j = k + 1
            continue
        if s in CLOSE:
            return None
        if s == "<" and j > lo and toks[j - 1].is_ident:
            k = template_close(toks, j, hi)
            if k is not None:
                j = k + 1
                continue
        if s == ",":
            parts.append((start, j))
            start = j + 1
        j += 1
    parts.append((start, hi))
    return parts


def has_bare_comma(toks: list[Tok], lo: int, hi: int) -> bool:
    """True when toks[lo:hi] has a comma outside parentheses/brackets/braces (the preprocessor would
    split a macro argument there)."""
    depth = 0
    for j in range(lo, hi):
        s = toks[j].spelling
        if s in OPEN:
            depth += 1
        elif s in CLOSE:
            depth -= 1
        elif s == "," and depth == 0:
            return True
    return False


# ------------------------------------------------------------------------------------------ scopes

_BLOCK_HEADS = {"if", "for", "while", "switch", "else", "do", "try", "catch"}
_CLASS_KEYS = {"class", "struct", "union", "enum"}
_AFTER_PARAMS = {"const", "volatile", "noexcept", "override", "final", "mutable", "throw", "->", "&", "&&",
                 "__attribute__", "__restrict__"}


@dataclass
class Scope:
    kind: str  # "namespace", "class", "function", "block", "other"
    open_index: int  # index of the `{` in the significant token list
    head: list[Tok] = field(default_factory=list)  # tokens between the previous ; { } and the {
    device_only: bool = False  # code in a __global__/__device__ (not __host__) function
    kernel: bool = False
    anonymous: bool = False  # an unnamed namespace


def _head(toks: list[Tok], b: int) -> list[Tok]:
    j = b - 1
    while j >= 0:
        t = toks[j]
        if t.region in (Region.DIRECTIVE, Region.MACRO_BODY):
            j -= 1
            continue
        if t.spelling in (";", "{", "}"):
            break
        if t.spelling in (")", "]"):
            k = match_backward(toks, j)
            if k is None:
                break
            j = k - 1
            continue
        j -= 1
    return [t for t in toks[j + 1:b] if t.region not in (Region.DIRECTIVE, Region.MACRO_BODY)]


def _classify(head: list[Tok], parent: Scope | None) -> Scope:
    words = [t.spelling for t in head]
    sc = Scope("other", -1, head)
    inherited = parent is not None and parent.device_only and parent.kind in ("function", "block")
    if not words or words[0] in _BLOCK_HEADS:
        sc.kind = "block" if parent is not None and parent.kind in ("function", "block") else "other"
        sc.device_only = inherited
        return sc
    if "namespace" in words:
        sc.kind = "namespace"
        k = words.index("namespace")
        sc.anonymous = k == len(words) - 1 or words[k + 1] in ("{", "__attribute__")
        return sc
    if words[0] == "extern" and len(words) == 2 and head[1].kind is TokenKind.LITERAL:
        sc.kind = "namespace"
        return sc
    # a function (or lambda) body: a parameter list, then only specifiers before the {
    last_close = None
    depth = 0
    for idx, w in enumerate(words):
        if w in ("(", "["):
            depth += 1
        elif w in (")", "]"):
            depth -= 1
            if depth == 0 and w == ")":
                last_close = idx
    if last_close is not None:
        rest = words[last_close + 1:]
        if all(w in _AFTER_PARAMS or head[last_close + 1 + n].is_ident or w in ("::", "<", ">", "*", "(", ")",
                                                                                 ",")
               for n, w in enumerate(rest)) and not ("=" in words and words.index("=") < last_close
                                                      and "[" not in words):
            sc.kind = "function"
            dev = "__device__" in words or "__global__" in words
            host = "__host__" in words
            sc.kernel = "__global__" in words
            sc.device_only = (dev and not host) or inherited
            return sc
    if any(w in _CLASS_KEYS for w in words):
        sc.kind = "class"
        return sc
    sc.kind = "block" if parent is not None and parent.kind in ("function", "block") else "other"
    sc.device_only = inherited
    return sc


@dataclass
class _Cond:
    """An open #if group while scopes() walks the tokens: the scope stack at its #if, the stack at the
    end of each finished branch with whether that branch holds active code, and that for the current one."""
    start: list[Scope]
    ends: list[tuple[list[Scope], bool]] = field(default_factory=list)
    active: bool = False


def scopes(toks: list[Tok]) -> list[tuple[Scope, ...]]:
    """For every significant token, the stack of scopes it sits in (outermost first). Tokens of
    preprocessor lines and macro bodies get the stack around them (they are not parsed).

    The branches of an #if group are alternatives: each starts from the stack at the #if, and after the
    #endif the stack is the one at the end of the branch that holds active code (the first branch when
    none does), so braces opened in both `#if` and `#else` (`if (a) {` / `if (b) {`, one `}` after the
    #endif) count once."""
    stack: list[Scope] = []
    out: list[tuple[Scope, ...]] = []
    cur: tuple[Scope, ...] = ()
    conds: list[_Cond] = []
    for i, t in enumerate(toks):
        if t.region is Region.DIRECTIVE and t.spelling == "#" and i + 1 < len(toks):
            d = toks[i + 1].spelling
            if d in ("if", "ifdef", "ifndef"):
                conds.append(_Cond(list(stack)))
            elif d in ("elif", "elifdef", "elifndef", "else") and conds:
                conds[-1].ends.append((list(stack), conds[-1].active))
                conds[-1].active = False
                stack = list(conds[-1].start)
                cur = tuple(stack)
            elif d == "endif" and conds:
                c = conds.pop()
                ends = c.ends + [(list(stack), c.active)]
                chosen = next((s for s, act in ends if act), ends[0][0])
                if conds and any(act for _, act in ends):
                    conds[-1].active = True
                stack = list(chosen)
                cur = tuple(stack)
        if t.region not in (Region.DIRECTIVE, Region.MACRO_BODY):
            if conds and t.region is not Region.INACTIVE:
                conds[-1].active = True
            if t.spelling == "{":
                sc = _classify(_head(toks, i), stack[-1] if stack else None)
                sc.open_index = i
                stack.append(sc)
                out.append(cur)
                cur = tuple(stack)
                continue
            if t.spelling == "}":
                if stack:
                    stack.pop()
                cur = tuple(stack)
        out.append(cur)
    return out
