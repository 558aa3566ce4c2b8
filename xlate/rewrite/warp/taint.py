"""native64 soundness: a taint analysis from warp-partition sources to sinks (docs/warp.md, "native64
soundness").

native64 changes exactly these values: the results of warp operations (shuffles wider than 16 lanes,
votes, ballots, activemask, match, reduce), `warpSize`, `__lane_id()`, cooperative-groups tiles, and
the lane/warp-index arithmetic that the scan rewrites (`tid & 31` -> `& (warpSize - 1)`, ...). They
are the *sources*. A kernel may be rewritten only if no source reaches a *sink*: a store that is not
to a local (non-pointer) variable or a local/`__shared__` array of the function (stores to pointer
parameters, globals, through local pointers or references, through any expression), an atomic,
printf, a call xlate cannot follow. Taint flows:

* through assignments (`x = e`, `x += e`, `x++`), declarations, and stores into local or shared
  arrays (a store to `s[...]` taints the whole array `s`);
* by control dependence: everything inside `if`/`for`/`while`/`do`/`switch` whose condition (or
  header) is tainted, the rest of the function (and the whole enclosing loop) after a
  `return`/`break`/`continue` under tainted control, and a whole statement whose expression holds a
  tainted token (`c ? a : b`, `p && f()`);
* through calls to device functions of the project: each is summarised for untainted arguments
  (its own sources) and for tainted arguments under tainted control (everything in it tainted);
  its result is tainted when its return statements are, and its sinks count at the call.

Anything it cannot follow where tainted values are involved (an unknown call, inline asm with a
tainted operand, `goto`, an lvalue it cannot name) counts as a sink. Inline asm whose PTX reads the
warp partition (`%laneid`, `%warpid`, `%lanemask_*`, `WARP_SZ`, shfl/vote/match/redux/activemask)
keeps the kernel in compat32 outright.

The result per kernel is None (no partition-dependent value reaches a sink: native64 computes what
compat32 computes) or the first sink found, `what (file:line)`. Each pass is linear in the tokens
of the function; passes repeat until the set of tainted names stops growing (at most _MAX_PASSES,
beyond which the kernel stays compat32).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.model import TokenKind
from xlate.rewrite.syntax import CLOSE, OPEN, Tok
from xlate.rewrite.warp.intrinsics import (
    ASM,
    ASM_NEXT,
    SHFL_LEGACY,
    SHFL_SYNC,
    WARP_OPS,
    WARP_PTX,
    is_full_mask_literal,
)
from xlate.rewrite.warp.records import callees
from xlate.rewrite.warp.tokens import ASSIGN, SKIPPED, int_value, line_of

_MAX_PASSES = 24
_CONTROL = {"if", "for", "while", "switch", "do"}
_EXITS = {"return", "break", "continue"}
# names that read the warp partition wherever they appear
_SOURCE_NAMES = {"warpSize", "__lane_id", "tiled_partition", "thread_block_tile", "coalesced_threads",
                 "coalesced_group", "labeled_partition", "binary_partition"}
# calls that neither write memory nor depend on anything but their arguments
_PURE = {"sqrt", "sqrtf", "rsqrt", "rsqrtf", "cbrt", "cbrtf", "exp", "expf", "exp2", "exp2f", "log", "logf", "log2",
         "log2f", "log10", "log10f", "pow", "powf", "sin", "sinf", "cos", "cosf", "tan", "tanf", "tanh", "tanhf",
         "fabs", "fabsf", "abs", "labs", "llabs", "min", "max", "fmin", "fminf", "fmax", "fmaxf", "floor", "floorf",
         "ceil", "ceilf", "round", "roundf", "rint", "rintf", "trunc", "truncf", "fma", "fmaf", "erf", "erff",
         "fmod", "fmodf", "isnan", "isinf", "isfinite", "signbit", "copysign", "copysignf", "hypot", "hypotf",
         "atan2", "atan2f", "asin", "acos", "atan", "asinf", "acosf", "atanf", "sinh", "cosh", "sinhf", "coshf",
         "umin", "umax", "llmin", "llmax", "ullmin", "ullmax", "sizeof", "alignof", "decltype", "static_cast",
         "reinterpret_cast", "const_cast", "dynamic_cast", "static_assert", "assert",
         # cooperative groups: group handles and their collectives (no memory writes)
         "this_thread_block", "this_grid", "reduce", "plus", "less", "greater", "bit_and", "bit_or", "bit_xor",
         "inclusive_scan", "exclusive_scan", "sync", "thread_rank", "meta_group_rank", "meta_group_size", "size",
         "num_threads", "group_index", "thread_index", "shfl", "shfl_up", "shfl_down", "shfl_xor", "ballot", "any",
         "all", "match_any", "match_all", "dim_threads", "is_valid", "group_dim",
         }
_PURE_PREFIXES = ("make_", "__int_as", "__float_as", "__double", "__float2", "__int2", "__uint2", "__ll2", "__ull2",
                  "__half2", "__h", "__f", "__d", "__popc", "__ffs", "__clz", "__brev", "__mul", "__umul", "__sad",
                  "__usad", "__byte_perm", "__funnelshift", "__ldg", "__ldca", "__ldcg", "__ldcs", "__ldlu", "__ldcv",
                  "__syncthreads", "__threadfence", "__expf", "__logf", "__sinf", "__cosf", "__powf", "__exp10f",
                  "__log2f", "__log10f", "__tanf", "__saturatef", "__rcp", "__dsqrt", "__fsqrt", "__frcp", "__fdiv",
                  "__nanosleep", "__builtin_expect", "__builtin_assume", "__assume", "__lane_id",
                  # the table's CUDA-typed forms (<xlate/fp16_extras.h>): a translation read again is the same
                  "xlate_popc", "xlate_ffs", "xlate_umul24")
_SINK_CALLS = {"printf", "memcpy", "memset", "malloc", "free", "assert"}


@dataclass
class Summary:
    ret: bool = False  # the return value depends on the warp partition
    sink: str | None = None  # the first partition-dependent sink, "what (file:line)"


@dataclass
class _Body:
    """One function body as a flat list of its active tokens, with the tables every pass needs."""

    toks: list[Tok]
    match: dict[int, int]
    seg: list[int]  # segment id per token (segments: stretches between `;`, `{`, `}`)
    seg_lo: list[int]
    seg_hi: list[int]
    regions: list[tuple[int, int, int, int]]  # (cond_lo, cond_hi, body_lo, body_hi) of each control statement
    loops: list[tuple[int, int]]  # bodies of loops
    params: dict[str, str]  # name -> "ptr" | "val"
    locals: dict[str, str]  # name -> "ptr" | "val" | "arr"
    sources: set[int] = field(default_factory=set)  # token indices that read the warp partition
    stuck: str | None = None  # something the analysis cannot follow at all


class Taint:
    """Per-translation taint analysis: call `kernel(fn)` for each kernel."""

    def __init__(self, analysis, source_offsets: dict[Path, set[int]]):
        self.a = analysis
        self.source_offsets = source_offsets
        self.by_name: dict[str, list] = {}
        for f in analysis.funcs:
            if f.device:
                self.by_name.setdefault(f.name, []).append(f)
        self.bodies: dict[int, _Body] = {}
        self.memo: dict[tuple[int, bool], Summary] = {}
        self.active: set[tuple[int, bool]] = set()

    def kernel(self, fn) -> str | None:
        return self.summary(fn, False).sink

    # -- summaries
    def summary(self, fn, tainted_in: bool) -> Summary:
        key = (id(fn), tainted_in)
        got = self.memo.get(key)
        if got is not None:
            return got
        if key in self.active:  # recursion: assume the worst
            return Summary(True, f"recursive call of {fn.name} ({self._where(fn, None)})")
        self.active.add(key)
        try:
            s = self._analyze(fn, tainted_in)
        finally:
            self.active.discard(key)
        self.memo[key] = s
        return s

    def _where(self, fn, tok: Tok | None) -> str:
        fi = self.a.files[fn.file]
        line = line_of(fi.sf, tok.start) if tok is not None else fn.line
        return f"{fn.file.name}:{line}"

    def _callees(self, name: str, caller) -> list:
        return callees(self.by_name, name, caller)

    # -- one function
    def _body(self, fn) -> _Body:
        b = self.bodies.get(id(fn))
        if b is None:
            b = self.bodies[id(fn)] = _prepare(self.a.files[fn.file].toks, fn, self.source_offsets.get(fn.file, set()))
        return b

    def _analyze(self, fn, tainted_in: bool) -> Summary:
        b = self._body(fn)
        L = b.toks
        n = len(L)
        if b.stuck:
            return Summary(True, f"{b.stuck} ({self._where(fn, L[0] if L else None)})")
        names: set[str] = set(b.params) if tainted_in else set()
        out = Summary()
        for _ in range(_MAX_PASSES):
            before = len(names)
            out = Summary()
            # segment taint (tokens only, then device calls' results)
            nseg = len(b.seg_lo)
            seg_t = [False] * nseg
            for k in range(n):
                if seg_t[b.seg[k]]:
                    continue
                if k in b.sources or (L[k].spelling in names and L[k].is_ident and _prev(L, k) not in (".", "->", "::")):
                    seg_t[b.seg[k]] = True
            # device calls: a result that depends on the partition taints its statement
            calls: list[tuple[int, list]] = []
            for k in range(n):
                t = L[k]
                if not t.is_ident or _next(L, k) != "(" or _prev(L, k) in (".", "->"):
                    continue
                callees = self._callees(t.spelling, fn)
                if callees:
                    calls.append((k, callees))
            for k, callees in calls:
                for g in callees:
                    if g is fn or self.summary(g, seg_t[b.seg[k]]).ret:
                        seg_t[b.seg[k]] = True
            # control taint: regions whose condition is tainted, then exits under tainted control
            diff = [0] * (n + 1)
            if tainted_in:
                diff[0] += 1
                diff[n] -= 1
            for cl, ch, bl, bh in b.regions:
                if any(seg_t[b.seg[q]] for q in range(cl, ch)):
                    diff[bl] += 1
                    diff[bh + 1] -= 1
            ctl = [False] * n
            run = 0
            for k in range(n):
                run += diff[k]
                ctl[k] = run > 0
            rest_from = None
            for k in range(n):
                if L[k].spelling in _EXITS and ctl[k]:
                    lo = k
                    for ll, lh in b.loops:
                        if ll <= k <= lh:
                            lo = min(lo, ll)
                    rest_from = lo if rest_from is None else min(rest_from, lo)
            if rest_from is not None:
                for k in range(rest_from, n):
                    ctl[k] = True
            # device calls: their sinks, for the taint of their arguments and control
            for k, callees in calls:
                tin = seg_t[b.seg[k]] or ctl[k]
                for g in callees:
                    if g is fn:
                        if out.sink is None:
                            out.sink = f"recursive call of {fn.name} ({self._where(fn, L[k])})"
                        continue
                    s = self.summary(g, tin)
                    if s.sink and out.sink is None:
                        out.sink = f"call of {g.name} at {self._where(fn, L[k])}: {s.sink}"
            # statements
            for k in range(n):
                t = L[k]
                s = t.spelling
                hot = seg_t[b.seg[k]] or ctl[k]
                if s in ASSIGN or s in ("++", "--"):
                    target = _lvalue(L, b, k)
                    if target is None:
                        if hot and out.sink is None:
                            out.sink = f"a store xlate cannot name at {self._where(fn, t)}"
                        continue
                    base, kind = target
                    if kind == "local":
                        if hot:
                            names.add(base)
                    elif hot and out.sink is None:
                        out.sink = f"a partition-dependent store to `{base}` at {self._where(fn, t)}"
                elif not hot:
                    continue
                elif s == "return" and not fn.kernel:
                    out.ret = True
                elif t.is_ident and _next(L, k) == "(" and _prev(L, k) not in ("::",) and out.sink is None:
                    if self._callees(s, fn) and _prev(L, k) not in (".", "->"):
                        continue  # handled above
                    if s == "atomicAdd" and fn.kernel and not tainted_in and _leader_count(b, k, names):
                        continue  # a warp's ballot count added once per warp: invariant (docs/warp.md)
                    if s.startswith(("atomic", "__atomic", "__st")):
                        out.sink = f"a partition-dependent atomic {s} at {self._where(fn, t)}"
                    elif s in _SINK_CALLS:
                        out.sink = f"a partition-dependent {s} at {self._where(fn, t)}"
                    elif s in ASM:
                        out.sink = f"inline asm with a partition-dependent operand at {self._where(fn, t)}"
                    elif t.kind is TokenKind.KEYWORD or s in _CONTROL or s in _PURE or s.startswith(_PURE_PREFIXES):
                        pass
                    else:
                        if s in WARP_OPS:
                            continue
                        out.sink = f"a call of `{s}` xlate cannot follow, with partition-dependent input, at " \
                                   f"{self._where(fn, t)}"
                elif s == "<<<" and out.sink is None:
                    out.sink = f"a kernel launch with partition-dependent input at {self._where(fn, t)}"
                elif s == "goto" and out.sink is None:
                    out.sink = f"goto under partition-dependent control at {self._where(fn, t)}"
            if len(names) == before:
                return out
        return Summary(True, f"the taint analysis of {fn.name} did not settle in {_MAX_PASSES} passes "
                             f"({self._where(fn, None)})")


def _prev(L: list[Tok], k: int) -> str:
    return L[k - 1].spelling if k > 0 else ""


def _next(L: list[Tok], k: int) -> str:
    return L[k + 1].spelling if k + 1 < len(L) else ""


def _lvalue(L: list[Tok], b: _Body, k: int) -> tuple[str, str] | None:
    """The variable an assignment / increment at `k` writes: (base name, "local" | "sink").
    None: an lvalue the analysis cannot name (through a cast, a call, parentheses)."""
    s = L[k].spelling
    if s in ("++", "--"):
        # x++ / a[i]++ / s.f++ (postfix) or ++x / ++a[i] (prefix)
        p = _prev(L, k)
        if p == "]" or (k > 0 and L[k - 1].is_ident and p not in _CONTROL and p != "return"):
            j = k - 1
        else:
            # prefix: walk to the end of the operand's postfix chain, then name its base
            j = k + 1
            if j >= len(L):
                return None
            if L[j].spelling == "*":
                return (L[j + 1].spelling if j + 1 < len(L) else "?", "sink")
            if not L[j].is_ident:
                return None
            return _classify(L, b, j, deref=False, arrow=False)
    else:
        j = k - 1
    arrow = False
    while j >= 0:
        t = L[j].spelling
        if t == "]":
            o = b.match.get(j)
            if o is None:
                return None
            j = o - 1
            continue
        if L[j].is_ident and j > 0 and L[j - 1].spelling in (".", "->"):
            arrow = arrow or L[j - 1].spelling == "->"
            j -= 2
            continue
        break
    if j < 0 or not L[j].is_ident or L[j].kind is TokenKind.KEYWORD and L[j].spelling not in ("this",):
        return None
    deref = False
    p = j - 1
    while p >= 0 and L[p].spelling == "*" and (p == 0 or L[p - 1].spelling in ("(", ";", "{", "}", ",", "=", ")", "*",
                                                                              "else", "do", ":", "?", "return")):
        deref = True
        p -= 1
    if p >= 0 and L[p].spelling in ("(",) and deref:
        return None  # (*p) = ...: not named here; treat as unknown
    return _classify(L, b, j, deref, arrow)


def _classify(L: list[Tok], b: _Body, j: int, deref: bool, arrow: bool) -> tuple[str, str]:
    name = L[j].spelling
    kind = b.locals.get(name)
    if kind is None and name in b.params:
        kind = b.params[name]
    if deref or arrow or kind is None or kind == "ptr":
        return name, "sink"
    return name, "local"


# ------------------------------------------------------------------------------------------ preparation


_TYPE_WORDS = {"int", "unsigned", "signed", "float", "double", "char", "short", "long", "bool", "auto", "void",
               "const", "volatile", "__shared__", "static", "register", "size_t", "uint32_t", "int32_t", "uint64_t",
               "int64_t", "uint8_t", "int8_t", "uint16_t", "int16_t", "__restrict__", "constexpr", "struct"}
_NOT_DECL_PREV = {"return", "case", "goto", "else", "do", "sizeof", "new", "delete", "throw", "typedef", "using",
                  "namespace", "operator", "co_return"}


def _prepare(ftoks: list[Tok], fn, source_offsets: set[int]) -> _Body:
    L = [t for t in ftoks[fn.lo:fn.hi + 1] if t.region not in SKIPPED]
    n = len(L)
    match: dict[int, int] = {}
    stack: list[int] = []
    stuck = None
    for k, t in enumerate(L):
        if t.spelling in OPEN:
            stack.append(k)
        elif t.spelling in CLOSE:
            if not stack or OPEN[L[stack[-1]].spelling] != t.spelling:
                stuck = "brackets xlate cannot match"
                break
            o = stack.pop()
            match[o] = k
            match[k] = o
    seg = [0] * n
    seg_lo: list[int] = [0]
    seg_hi: list[int] = []
    cur = 0
    for k, t in enumerate(L):
        seg[k] = cur
        if t.spelling in (";", "{", "}"):
            seg_hi.append(k)
            cur += 1
            seg_lo.append(k + 1)
    seg_hi.append(n)
    # control statements
    regions: list[tuple[int, int, int, int]] = []
    loops: list[tuple[int, int]] = []
    end_memo: dict[int, int] = {}

    def stmt_end(i: int) -> int:
        """Index of the last token of the statement starting at `i`."""
        if i >= n:
            return n - 1
        if i in end_memo:
            return end_memo[i]
        s = L[i].spelling
        if s == "{":
            r = match.get(i, n - 1)
        elif s in ("if", "while", "for", "switch") and _next(L, i) == "(":
            c = match.get(i + 1, n - 1)
            r = stmt_end(c + 1)
            if s == "if" and r + 1 < n and L[r + 1].spelling == "else":
                r = stmt_end(r + 2)
        elif s == "do":
            body_end = stmt_end(i + 1)
            r = body_end
            if body_end + 2 < n and L[body_end + 1].spelling == "while" and L[body_end + 2].spelling == "(":
                c = match.get(body_end + 2, n - 1)
                r = c + 1 if c + 1 < n and L[c + 1].spelling == ";" else c
        else:
            r = i
            while r < n and L[r].spelling not in (";", "}"):
                if L[r].spelling in ("(", "[", "{"):
                    r = match.get(r, n - 1)
                r += 1
            if r >= n or L[r].spelling == "}":
                r -= 1
        end_memo[i] = r
        return r

    if stuck is None:
        for k in range(n - 1, -1, -1):  # inner statements first: stmt_end's recursion stays shallow
            s = L[k].spelling
            if s in ("if", "while", "for", "switch") and _next(L, k) == "(" and k + 1 in match:
                c = match[k + 1]
                end = stmt_end(k)
                lo = k + 2 if s == "for" else c + 1
                regions.append((k + 2, c, lo, end))
                if s in ("for", "while"):
                    loops.append((k, end))
            elif s == "do":
                body_end = stmt_end(k + 1)
                if body_end + 2 < n and L[body_end + 1].spelling == "while" and L[body_end + 2].spelling == "(":
                    c = match.get(body_end + 2, n - 1)
                    regions.append((body_end + 3, c, k + 1, c))
                    loops.append((k, c))
    # parameters and locals
    params: dict[str, str] = {}
    close = fn.lo - 1
    while close > 0 and ftoks[close].spelling != ")":
        close -= 1
    depth = 0
    part: list[Tok] = []
    parts: list[list[Tok]] = []
    k = close
    while k >= 0:
        s = ftoks[k].spelling
        if s in (")", "]", ">") and k != close:
            depth += 1
        elif s in ("(", "[", "<"):
            if depth == 0:
                break
            depth -= 1
        if k != close:
            if s == "," and depth == 0:
                parts.append(part)
                part = []
            else:
                part.insert(0, ftoks[k])
        k -= 1
    parts.append(part)
    for p in parts:
        idents = [t for t in p if t.kind is TokenKind.IDENTIFIER]
        if not idents:
            continue
        name = idents[-1].spelling
        words = {t.spelling for t in p}
        params[name] = "ptr" if words & {"*", "&", "&&", "["} else "val"
    locs: dict[str, str] = {}
    depth = [0] * (n + 1)  # bracket depth before each token: a `,` of a declaration list is at the statement's
    for k, t in enumerate(L):
        depth[k + 1] = depth[k] + (t.spelling in OPEN) - (t.spelling in CLOSE)
    for k in range(1, n):
        t = L[k]
        if t.kind is not TokenKind.IDENTIFIER or _next(L, k) not in ("=", ";", "[", ",", ")", "(", "{", ":"):
            continue
        p = L[k - 1]
        if p.spelling in _NOT_DECL_PREV or p.spelling in _CONTROL:
            continue
        ptr = False
        q = k - 1
        while q >= 0 and L[q].spelling in ("*", "&", "&&", "const", "__restrict__", "volatile"):
            ptr = ptr or L[q].spelling in ("*", "&", "&&")
            q -= 1
        if q < 0:
            continue
        pq = L[q]
        typeish = pq.spelling in _TYPE_WORDS or pq.spelling == ">" or (
            pq.kind is TokenKind.IDENTIFIER and q > 0 and L[q - 1].spelling in (";", "{", "}", "(", ",", "::", "const",
                                                                                  "__shared__", "static", "volatile"))
        if pq.kind is TokenKind.KEYWORD and pq.spelling not in _TYPE_WORDS and pq.spelling not in ("struct",):
            typeish = typeish or pq.spelling in ("unsigned", "signed", "int", "float", "double", "char", "short",
                                                 "long", "bool", "auto")
        in_list = pq.spelling == "," and not ptr and depth[k] == depth[seg_lo[seg[k]]] \
            and _decl_head(L, seg_lo[seg[k]], k)
        if not (typeish or in_list):
            continue
        if ptr and pq.spelling in (")", "]") or pq.spelling == "(" or pq.spelling == "," and not in_list:
            continue
        nxt = _next(L, k)
        if nxt == "(" and not ptr:
            # `T name(args)`: a constructor call declaration; `f(x)` (a call) has no type before it
            pass
        kind = "ptr" if ptr else ("arr" if nxt == "[" else "val")
        name = t.spelling
        old = locs.get(name)
        if name in params and params[name] == "ptr":
            kind = "ptr"  # shadowing a pointer parameter: be conservative
        locs[name] = "ptr" if "ptr" in (kind, old) else kind
    # sources
    sources: set[int] = set()
    for k, t in enumerate(L):
        s = t.spelling
        if t.start in source_offsets:
            sources.add(k)
        if s in _SOURCE_NAMES and _prev(L, k) not in (".", "->"):
            sources.add(k)
        elif s in WARP_OPS and s != "__syncwarp" and _next(L, k) == "(" and _prev(L, k) not in (".", "->"):
            if s in SHFL_SYNC | SHFL_LEGACY and _segment_local(L, match, k, s in SHFL_SYNC):
                continue
            sources.add(k)
        elif s in ASM and t.is_ident and _next(L, k) in ASM_NEXT:
            o = k + 1
            while o < n and L[o].spelling != "(":
                o += 1
            c = match.get(o, n - 1)
            inner = L[o + 1:c]
            text = " ".join(x.spelling for x in inner)
            if WARP_PTX.search(text):
                stuck = stuck or "inline asm reading the warp partition (%laneid/WARP_SZ/shfl/vote...)"
            elif any(x.kind is TokenKind.IDENTIFIER for x in inner[:next((q for q, x in enumerate(inner)
                                                                        if x.spelling == ":"), len(inner))]):
                stuck = stuck or "inline asm whose PTX comes from a macro xlate does not read here"
    return _Body(L, match, seg, seg_lo, seg_hi, regions, loops, params, locs, sources, stuck)


def _segment_local(L: list[Tok], match: dict[int, int], k: int, sync: bool) -> bool:
    """A shuffle with a literal width of at most 16: its result depends on its 16-lane (or narrower)
    segment only, the same with 32- and 64-lane warps."""
    c = match.get(k + 1)
    if c is None:
        return False
    args: list[tuple[int, int]] = []
    start = k + 2
    q = start
    while q < c:
        if L[q].spelling in OPEN:
            q = match.get(q, c)
        elif L[q].spelling == ",":
            args.append((start, q))
            start = q + 1
        q += 1
    args.append((start, c))
    base = 1 if sync else 0
    if len(args) != base + 3:
        return False
    lo, hi = args[base + 2]
    v = int_value(L[lo].spelling) if hi - lo == 1 else None
    return v is not None and 0 < v <= 16


# `threadIdx.x & 31` as written and as native64 writes it (a translation translated again)
_LANE_FORMS = (["threadIdx", ".", "x", "&", "31"], ["threadIdx", ".", "x", "%", "32"],
               ["threadIdx", ".", "x", "&", "(", "warpSize", "-", "1", ")"], ["threadIdx", ".", "x", "%", "warpSize"])


def _top_level(b: _Body, k: int) -> bool:
    return not any(bl <= k <= bh for _cl, _ch, bl, bh in b.regions)


def _leader_count(b: _Body, k: int, names: set[str]) -> bool:
    """Idiom "ballot count added by one lane per warp" (docs/warp.md): at the kernel's top level,
    `V = __ballot_sync(FULL, pred);` (V's only assignment, pred partition-independent) and
    `if (LANE == 0) atomicAdd(P, __popc(V));` (P partition-independent and the same for every thread
    of the block, the result unused), no return/break/continue before it. Every thread with pred is
    counted in exactly one warp's ballot, and every warp has a lane 0, so the sum added is the number
    of threads with pred whatever the warp width."""
    L = b.toks
    n = len(L)
    if _prev(L, k) != ")" or (k - 1) not in b.match:
        return False
    o = b.match[k - 1]
    i_if = o - 1
    if i_if < 0 or L[i_if].spelling != "if" or not _top_level(b, i_if):
        return False
    if any(L[q].spelling in _EXITS or L[q].spelling == "goto" for q in range(k)):
        return False
    cond = [t.spelling for t in L[o + 1:k - 1]]
    lane = None
    if len(cond) == 3 and cond[1] == "==" and "0" in (cond[0], cond[2]):
        lane = cond[2] if cond[0] == "0" else cond[0]
    elif len(cond) > 4 and cond[0] == "(" and cond[-3:] == [")", "==", "0"] and cond[1:-3] in _LANE_FORMS:
        lane = ""
    if lane is None:
        return False
    c = b.match.get(k + 1)
    if c is None or c + 1 >= n or L[c + 1].spelling != ";" or (c + 2 < n and L[c + 2].spelling == "else"):
        return False
    args = [t.spelling for t in L[k + 2:c]]
    if "," not in args:
        return False
    comma = len(args) - 1 - args[::-1].index(",")
    ptr, val = L[k + 2:k + 2 + comma], args[comma + 1:]
    if len(val) != 4 or val[0] not in ("__popc", "__popcll", "xlate_popc", "xlate_popcll") or val[1] != "(" or val[3] != ")":
        return False
    votes = val[2]
    uniform = {"blockIdx", "gridDim", "blockDim", "x", "y", "z"} | {p for p, kind in b.params.items()}
    if any(t.is_ident and t.spelling not in uniform for t in ptr) or any(t.spelling in names for t in ptr):
        return False

    def defs(name: str) -> list[int]:
        return [q for q in range(1, n) if L[q].spelling in ASSIGN | {"++", "--"}
                and (L[q - 1].spelling == name or L[q].spelling in ("++", "--") and _next(L, q) == name)]

    if lane:
        d = defs(lane)
        if len(d) != 1 or not any([t.spelling for t in L[d[0] + 1:d[0] + 2 + len(f)]] == [*f, ";"] for f in _LANE_FORMS):
            return False
        if not _top_level(b, d[0]) or L[d[0]].spelling != "=":
            return False
    d = defs(votes)
    if len(d) != 1 or L[d[0]].spelling != "=" or not _top_level(b, d[0]):
        return False
    q = d[0] + 1
    if L[q].spelling != "__ballot_sync" or _next(L, q) != "(":
        return False
    mask = [t.spelling for t in L[q + 2:q + 8]]
    if mask[:2] in (["~", "0u"], ["~", "0U"], ["~", "0"]):
        arg = q + 4
    elif mask[:1] and is_full_mask_literal(mask[0]):
        arg = q + 3
    elif mask[:5] == ["xlate_n64", "::", "full_mask", "(", ")"]:
        arg = q + 7
    else:
        return False
    if arg >= n or L[arg].spelling != ",":
        return False
    bc = b.match.get(q + 1)
    if bc is None or bc + 1 >= n or L[bc + 1].spelling != ";":
        return False
    return not any(x in b.sources or L[x].spelling in names for x in range(arg + 1, bc))


def _decl_head(L: list[Tok], lo: int, k: int) -> bool:
    """The statement starting at `lo` starts like a declaration (`T a = 1, b = 2;`): a type word (after
    qualifiers) or two identifiers (`MyType a`)."""
    q = lo
    while q < k and L[q].spelling in ("const", "static", "volatile", "__shared__", "register", "unsigned", "signed"):
        q += 1
    return q < k and (L[q].spelling in _TYPE_WORDS or L[q].kind is TokenKind.IDENTIFIER
                      and q + 1 < k and L[q + 1].kind is TokenKind.IDENTIFIER)
