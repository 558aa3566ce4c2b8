"""The warp analysis shared by the XL2xx rule modules (warp_hazards, warp_compat32, warp_native64).

One pass over the significant tokens of every project file (xlate.rewrite.rules._syntax) finds the
functions, the warp operations and the places that assume 32-lane warps (hazards), and plans the
edits of both warp modes:

* compat32 (default): warp intrinsics become the `xlate_c32::` functions of <xlate/compat32.h>
  (each 32-lane half of a wavefront acts as one CUDA warp), `warpSize` becomes the constant 32,
  implicitly warp-synchronous statements get a `xlate_c32::syncwarp();` on their line, CUB/hipCUB
  warp primitives get CUDA's default width 32, host `prop.warpSize` reads 32.
* native64: the device functions of a call-graph component whose every hazard is a named pattern
  xlate can make wavefront-generic get those rewrites; a component with any other hazard falls back
  to compat32 (XL221 names the reason).

This module has no RULES: the rule modules call `analyze(model)` (cached per model) and emit its
results. Everything here is token-level and deliberately conservative: a pattern it does not
recognise never gets a native64 rewrite.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.model import RefOrigin, Region, Severity, SourceFile, SourceModel, TokenKind
from xlate.rewrite.rules._syntax import CLOSE, OPEN, Tok, scopes, significant, split_top

SHFL_SYNC = {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync"}
SHFL_LEGACY = {"__shfl", "__shfl_up", "__shfl_down", "__shfl_xor"}
VOTE_SYNC = {"__ballot_sync", "__any_sync", "__all_sync", "__match_any_sync", "__match_all_sync"}
VOTE_LEGACY = {"__ballot", "__any", "__all"}
REDUCE_SYNC = {f"__reduce_{op}_sync" for op in ("add", "min", "max", "and", "or", "xor")}
MASKED = SHFL_SYNC | VOTE_SYNC | REDUCE_SYNC | {"__syncwarp"}
LANESETS = {"__ballot_sync", "__ballot", "__activemask", "__match_any_sync", "__match_all_sync"}
WARP_OPS = SHFL_SYNC | SHFL_LEGACY | VOTE_SYNC | VOTE_LEGACY | REDUCE_SYNC | {"__activemask", "__syncwarp"}
# compat32: CUDA name -> function of <xlate/compat32.h>
C32 = {name: "xlate_c32::" + name.lstrip("_") for name in WARP_OPS}
C32_WARPSIZE = "xlate_c32::warpSize"
HEADER = "xlate/compat32.h"
INCLUDE_LINE = f"#include <{HEADER}>"
BIT32_OPS = {"__popc": "__popcll", "__ffs": "__ffsll", "__clz": None, "__brev": None}
FULL_MASK_LITERALS = {"0xffffffff", "0xffffffffu", "0xffffffffU", "4294967295u", "4294967295U", "0xffffffffUL",
                      "0xffffffffull", "0xffffffffULL", "0xffffffffL"}
_INT32_TYPES = {"unsigned", "int", "uint32_t", "unsigned int", "signed", "long unsigned"}
_CUB_WARP = {"WarpReduce", "WarpScan"}
_ASSIGN = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="}
_SAFE_BEFORE = {"=", "(", ",", "[", ";", "{", "}", "return", "?", ":", "==", "!=", "<", ">", "<=", ">=", "&&",
                "||", "&", "|", "^"} | _ASSIGN
_STRONGER = {"&": {"*", "/", "%", "+", "-", "<<", ">>", "<", ">", "<=", ">=", "==", "!="},
             ">>": {"*", "/", "%", "+", "-"}, "%": set(), "/": set()}
_LANE_MATH = {("&", 31): "lane", ("%", 32): "lane", ("/", 32): "warp", (">>", 5): "warp"}


_SKIPPED = (Region.DIRECTIVE, Region.MACRO_BODY)
# A `<` whose template argument list would run longer than this is not taken for one (bounds the work
# per `<` on hostile input such as `a < b < c < ...` of 100k terms).
_TEMPLATE_WINDOW = 4096
_NEWLINES: dict[int, tuple[bytes, list[int]]] = {}


def line_of(sf: SourceFile, offset: int) -> int:
    """1-based line of a byte offset (SourceFile.line_col counts from the start of the file on
    every call; this bisects a table of newline offsets built once per file)."""
    have = _NEWLINES.get(id(sf))
    if have is None or have[0] is not sf.data:
        have = (sf.data, [m.start() for m in re.finditer(rb"\n", sf.data)])
        if len(_NEWLINES) > 256:
            _NEWLINES.clear()
        _NEWLINES[id(sf)] = have
    return bisect.bisect_left(have[1], offset) + 1


def match_forward(toks: list[Tok], i: int, limit: int | None = None) -> int | None:
    """Index of the bracket closing the one at `i`; preprocessor lines and macro bodies in between
    (a `#pragma unroll` in a loop) are skipped unless the bracket itself is in one."""
    region = toks[i].region
    stack = [OPEN[toks[i].spelling]]
    for j in range(i + 1, len(toks) if limit is None else limit):
        t = toks[j]
        if t.region is not region and (t.region in _SKIPPED or region in _SKIPPED):
            continue
        s = t.spelling
        if s in OPEN:
            stack.append(OPEN[s])
        elif s in CLOSE:
            if stack[-1] != s:
                return None
            stack.pop()
            if not stack:
                return j
    return None


def match_backward(toks: list[Tok], i: int) -> int | None:
    """Index of the bracket opening the one at `i` (same skipping as match_forward)."""
    region = toks[i].region
    stack = [CLOSE[toks[i].spelling]]
    for j in range(i - 1, -1, -1):
        t = toks[j]
        if t.region is not region and (t.region in _SKIPPED or region in _SKIPPED):
            continue
        s = t.spelling
        if s in CLOSE:
            stack.append(CLOSE[s])
        elif s in OPEN:
            if stack[-1] != s:
                return None
            stack.pop()
            if not stack:
                return j
    return None


def int_value(spelling: str) -> int | None:
    s = spelling.rstrip("uUlL")
    try:
        return int(s, 0)
    except ValueError:
        return None


@dataclass
class Finding:
    code: str
    file: Path
    offset: int
    func: str | None  # name of the function holding it (None: file scope, macro body)
    c32: tuple[Severity, str]  # severity and message in compat32 mode
    n64: tuple[Severity, str]  # in native64 mode (when the component is native)
    fallback: str | None = None  # why native64 cannot rewrite this (None: it can)
    c32_edits: list[tuple[int, int, str]] = field(default_factory=list)
    n64_edits: list[tuple[int, int, str]] = field(default_factory=list)
    fixit: str | None = None
    host: bool = False  # host code: follows the translation's mode, not a device component's decision


@dataclass
class Func:
    name: str
    file: Path
    line: int
    kernel: bool
    device: bool
    lo: int  # index of `{`
    hi: int  # index of `}`
    calls: set[str] = field(default_factory=set)
    warp: bool = False  # has warp operations or 32-lane hazards
    ops: bool = False  # calls a warp operation (shuffle, vote, match, __syncwarp, cg tile)


@dataclass
class FileInfo:
    sf: SourceFile
    toks: list[Tok]
    funcs: list[Func]
    owner: list[Func | None]  # per token
    renames: list[tuple[int, int, str, Func | None]] = field(default_factory=list)  # compat32 token renames


@dataclass
class Analysis:
    mode: str
    files: dict[Path, FileInfo]
    findings: list[Finding]
    funcs: list[Func]
    native: dict[int, bool]  # id(func) -> rewritten natively (native64 mode only)
    reasons: dict[int, str]  # id(func) -> why its component falls back

    def is_native(self, func: Func | None) -> bool:
        return self.mode == "native64" and func is not None and self.native.get(id(func), False)

    def finding_native(self, f: Finding) -> bool:
        """Whether `f` is translated the native64 way: host findings follow the mode of the whole
        translation (there is no device component to decide), device ones their component."""
        return self.mode == "native64" if f.host else self.is_native(self._func(f))

    def mode_of(self, func: Func | None) -> str:
        return "native64" if self.is_native(func) else "compat32"

    def edits(self) -> dict[Path, list[tuple[int, int, str, str]]]:
        """Planned edits per file: (start, end, text, origin code), for the model's warp mode."""
        out: dict[Path, list[tuple[int, int, str, str]]] = {}
        for fi in self.files.values():
            lst = out.setdefault(fi.sf.path, [])
            for s, e, text, fn in fi.renames:
                if not self.is_native(fn):
                    lst.append((s, e, text, "XL200"))
        for f in self.findings:
            lst = out.setdefault(f.file, [])
            fn_native = self.finding_native(f)
            for s, e, text in (f.n64_edits if fn_native else f.c32_edits):
                lst.append((s, e, text, f.code))
        for fi in self.files.values():
            lst = out[fi.sf.path]
            if any("xlate_c32::" in t or "xlate_n64::" in t for _, _, t, _ in lst):
                inc = include_edit(fi)
                if inc is not None:
                    lst.append((*inc, "XL200"))
        return out

    def _func(self, f: Finding) -> Func | None:
        index = self.__dict__.get("_index")
        if index is None:
            index = {}
            for fn in self.funcs:
                index.setdefault((fn.file, fn.name), fn)
            self.__dict__["_index"] = index
        return index.get((f.file, f.func))

    def func_of(self, f: Finding) -> Func | None:
        return self._func(f)


_CACHE: list[tuple[SourceModel, str, Analysis]] = []


def analyze(model: SourceModel) -> Analysis:
    """The warp analysis of `model` (computed once per model and warp mode)."""
    for m, mode, a in _CACHE:
        if m is model and mode == model.warp_mode:
            return a
    a = _analyze(model)
    _CACHE[:] = [(model, model.warp_mode, a)]
    return a


# ------------------------------------------------------------------------------------------ pass


def _analyze(model: SourceModel) -> Analysis:
    files: dict[Path, FileInfo] = {}
    findings: list[Finding] = []
    infos = [_file_info(sf) for sf in model.files.values()]
    consts: dict[str, int] = {}
    for fi in infos:
        consts.update(_warp_constants(fi))
    for fi in infos:
        files[fi.sf.path] = fi
        _FileScan(fi, findings, consts).run()
    funcs = [fn for fi in files.values() for fn in fi.funcs]
    native, reasons = _decide(files, funcs, findings, model.warp_mode)
    return Analysis(model.warp_mode, files, findings, funcs, native, reasons)


def _file_info(sf: SourceFile) -> FileInfo:
    toks = significant(sf)
    sc = scopes(toks)
    funcs: list[Func] = []
    by_open: dict[int, Func] = {}
    owner: list[Func | None] = []
    for i, stack in enumerate(sc):
        fn_scope = next((s for s in stack if s.kind == "function"), None)
        if fn_scope is None:
            owner.append(None)
            continue
        fn = by_open.get(fn_scope.open_index)
        if fn is None:
            name = _func_name(fn_scope.head)
            hi = match_forward(toks, fn_scope.open_index)
            words = {t.spelling for t in fn_scope.head}
            line = line_of(sf, toks[fn_scope.open_index].start)
            fn = Func(name, sf.path, line, "__global__" in words, "__device__" in words or "__global__" in words,
                      fn_scope.open_index, hi if hi is not None else len(toks) - 1)
            by_open[fn_scope.open_index] = fn
            funcs.append(fn)
        owner.append(fn)
    return FileInfo(sf, toks, funcs, owner)


_WARPISH = {16, 31, 32, 5}


def _warp_constants(fi: FileInfo) -> dict[str, int]:
    """Names defined as 16/31/32/5/0x1f: `#define WARP_SIZE 32`, `constexpr int kWarp = 32;`."""
    t = fi.toks
    out: dict[str, int] = {}
    for i in range(len(t) - 3):
        if t[i].spelling == "define" and i > 0 and t[i - 1].spelling == "#" and t[i + 2].kind is TokenKind.LITERAL:
            v = int_value(t[i + 2].spelling)
            end_ok = i + 3 >= len(t) or line_of(fi.sf, t[i + 3].start) != line_of(fi.sf, t[i + 2].start)
            if v in _WARPISH and end_ok:
                out[t[i + 1].spelling] = v
        elif t[i].spelling in ("constexpr", "const") and fi.owner[i] is None:
            j = i + 1
            while j < len(t) - 2 and t[j].spelling not in ("=", ";", "(", "{"):
                j += 1
            if j + 2 < len(t) and t[j].spelling == "=" and t[j + 1].kind is TokenKind.LITERAL \
                    and t[j + 2].spelling == ";":
                v = int_value(t[j + 1].spelling)
                if v in _WARPISH and t[j - 1].kind is TokenKind.IDENTIFIER:
                    out[t[j - 1].spelling] = v
    return out


def _func_name(head: list[Tok]) -> str:
    depth = 0
    for k in range(len(head) - 1, -1, -1):
        s = head[k].spelling
        if s == ")":
            depth += 1
        elif s == "(":
            depth -= 1
            if depth == 0 and k > 0 and head[k - 1].is_ident:
                return head[k - 1].spelling
    return "<function>"


def _is_lit(t: Tok) -> bool:
    return t.kind is TokenKind.LITERAL


class _FileScan:
    """Finds the hazards of one file and plans their edits."""

    def __init__(self, fi: FileInfo, out: list[Finding], consts: dict[str, int] | None = None):
        self.consts = consts or {}
        self.fi = fi
        self.sf = fi.sf
        self.t = fi.toks
        self.out = out
        self.tid_vars: dict[int, set[str]] = {}  # id(func) -> thread-index-derived names
        self.lane_vars: dict[int, set[str]] = {}
        self.warp_vars: dict[int, set[str]] = {}
        self.committed: set[int] = set()  # functions already translated for compat32
        self.laneset_vars: dict[int, set[str]] = {}  # vars holding a ballot/activemask/match result
        self._tables()
        self.full_macros = self._full_mask_names()

    # -- helpers
    def add(self, code: str, i: int, c32: tuple[Severity, str], n64: tuple[Severity, str] | None = None, *,
            fallback: str | None = None, c32_edits=(), n64_edits=(), fixit: str | None = None) -> Finding:
        fn = self.fi.owner[i]
        f = Finding(code, self.sf.path, self.t[i].start, fn.name if fn else None, c32, n64 or c32, fallback,
                    list(c32_edits), list(n64_edits), fixit)
        if fn is not None:
            fn.warp = True
        self.out.append(f)
        return f

    def sp(self, i: int) -> str:
        return self.t[i].spelling if 0 <= i < len(self.t) else ""

    def line(self, i: int) -> int:
        return line_of(self.sf, self.t[i].start)

    def _full_mask_names(self) -> set[str]:
        """Names defined as a full 32-lane mask: `#define FULL 0xffffffff`, `const unsigned FULL = ~0u;`."""
        names: set[str] = set()
        for i, t in enumerate(self.t):
            if t.spelling == "define" and i > 0 and self.sp(i - 1) == "#" and i + 2 < len(self.t) \
                    and self._full_at(i + 2) and self.line(i + 2) == self.line(i):
                names.add(self.sp(i + 1))
            if t.spelling == "=" and i > 0 and self.t[i - 1].kind is TokenKind.IDENTIFIER and self._full_at(i + 1) \
                    and self.sp(i + 1 + self._full_len(i + 1)) in (";", ","):
                names.add(self.sp(i - 1))
        return names

    def _full_len(self, i: int) -> int:
        """Number of tokens of the full 32-lane mask starting at `i` (0: none there): a literal, `~0`,
        `-1`, a name defined as one, each inside any number of parentheses. Iterative: the nesting
        depth of hostile input must cost neither recursion nor repeated work."""
        depth = 0
        while self.sp(i + depth) == "(":
            depth += 1
        core = self._full_core_len(i + depth)
        if core == 0:
            return 0
        after = i + depth + core
        if any(self.sp(after + q) != ")" for q in range(depth)):
            return 0
        return core + 2 * depth

    def _full_core_len(self, i: int) -> int:
        s = self.sp(i)
        if s in FULL_MASK_LITERALS:
            return 1
        if s == "~" and self.sp(i + 1) in ("0", "0u", "0U", "0x0", "0ul", "0UL"):
            return 2
        if s == "-" and self.sp(i + 1) == "1":
            return 2
        if s in getattr(self, "full_macros", ()):
            return 1
        return 0

    def _full_at(self, i: int) -> bool:
        return self._full_len(i) > 0

    def _is_full_arg(self, lo: int, hi: int) -> bool:
        return hi > lo and self._full_len(lo) == hi - lo

    def call_args(self, i: int) -> tuple[int, list[tuple[int, int]]] | None:
        """For a call name at i: (index of `)`, argument ranges)."""
        if self.sp(i + 1) != "(":
            return None
        close = match_forward(self.t, i + 1)
        if close is None:
            return None
        parts = split_top(self.t, i + 2, close) or []
        if len(parts) == 1 and parts[0][0] == parts[0][1]:
            parts = []
        return close, parts

    def mentions(self, lo: int, hi: int, names: set[str]) -> bool:
        return any(self.t[k].spelling in names for k in range(lo, hi))

    def tid_names(self, fn: Func | None) -> set[str]:
        base = {"threadIdx", "hipThreadIdx_x", "__lane_id"}
        return base | (self.tid_vars.get(id(fn), set()) if fn else set())

    def is_cuda_name(self, i: int) -> bool:
        t = self.t[i]
        if t.ref in (RefOrigin.PROJECT, RefOrigin.SYSTEM):
            return False
        prev = self.sp(i - 1)
        return prev not in (".", "->") and not (prev == "::" and self.t[i - 2].is_ident)

    # -- the scan
    def run(self) -> None:
        t = self.t
        self._collect_vars()
        for i, tok in enumerate(t):
            if tok.region is Region.DIRECTIVE:
                continue
            s = tok.spelling
            if tok.kind is TokenKind.IDENTIFIER:
                fn = self.fi.owner[i]
                if fn is not None and self.sp(i + 1) == "(" and self.sp(i - 1) not in (".", "->"):
                    fn.calls.add(s)
                if s in WARP_OPS and self.is_cuda_name(i) and self.sp(i + 1) == "(":
                    self.fi.renames.append((tok.start, tok.end, C32[s], fn))
                    if fn is not None:
                        fn.warp = fn.ops = True
                    self._warp_call(i)
                    if tok.region is Region.MACRO_BODY:
                        self.add("XL200", i, (Severity.NOTE, f"{s} in a macro body: rewritten for compat32"),
                                 fallback="warp operation inside a macro body")
                elif s == "warpSize" and self.is_cuda_name(i):
                    self.fi.renames.append((tok.start, tok.end, C32_WARPSIZE, fn))
                    self._warpsize(i)
                elif s in BIT32_OPS and self.sp(i + 1) == "(":
                    self._bit32(i)
                elif s in _CUB_WARP and self.sp(i + 1) == "<":
                    self._cub(i)
                elif s in ("tiled_partition", "thread_block_tile"):
                    self._tile(i)
                elif s == "xlate_c32" and fn is not None and id(fn) not in self.committed:
                    self.committed.add(id(fn))
                    self.add("XL221", i, (Severity.NOTE, ""), fallback="code already translated for compat32")
            elif _is_lit(tok):
                self._literal(i)
            elif s == "[" and tok.region is Region.ACTIVE:
                self._array(i)
            elif s in ("while",) or (s == "for" and self.sp(i + 1) == "("):
                pass
        self._named_constants()
        self._implicit_sync()
        self._spin_waits()
        self._divergent_syncwarp()
        self._host_prop()

    def _collect_vars(self) -> None:
        """Thread-index-derived, lane-derived and lane-set variables per function (declarations
        `T name = init;` in source order)."""
        t = self.t
        for i, tok in enumerate(t):
            fn = self.fi.owner[i]
            if fn is None or tok.spelling != "=" or i == 0 or t[i - 1].kind is not TokenKind.IDENTIFIER:
                continue
            name = t[i - 1].spelling
            j = i + 1
            depth = 0
            while j < len(t) and not (depth == 0 and t[j].spelling in (";", ",")):
                if t[j].spelling in ("(", "[", "{"):
                    depth += 1
                elif t[j].spelling in (")", "]", "}"):
                    depth -= 1
                    if depth < 0:
                        break
                j += 1
            tids = self.tid_vars.setdefault(id(fn), set())
            if self.mentions(i + 1, j, self.tid_names(fn)) or self.mentions(i + 1, j, {"blockIdx", "blockDim"}) \
                    and self.mentions(i + 1, j, tids | {"threadIdx"}):
                tids.add(name)
            lane = any(t[k].spelling in ("&", "%") and _is_lit(t[k + 1])
                       and _LANE_MATH.get((t[k].spelling, int_value(t[k + 1].spelling) or -1)) == "lane"
                       for k in range(i + 1, j - 1)) or self.mentions(i + 1, j, {"__lane_id"})
            if lane:
                self.lane_vars.setdefault(id(fn), set()).add(name)
            elif any(t[k].spelling in ("/", ">>") and _is_lit(t[k + 1])
                     and _LANE_MATH.get((t[k].spelling, int_value(t[k + 1].spelling) or -1)) == "warp"
                     for k in range(i + 1, j - 1)):
                self.warp_vars.setdefault(id(fn), set()).add(name)
            if self.mentions(i + 1, j, LANESETS):
                self.laneset_vars.setdefault(id(fn), set()).add(name)
                self._laneset_decl(i - 1)

    # -- warp calls: masks, shuffle widths and offsets
    def _warp_call(self, i: int) -> None:
        s = self.sp(i)
        ca = self.call_args(i)
        if ca is None:
            return
        _close, args = ca
        fn = self.fi.owner[i]
        if s in MASKED and args:
            lo, hi = args[0]
            if self.mentions(lo, hi, {"full_mask"}) and self.mentions(lo, hi, {"xlate_n64"}):
                pass  # already wavefront-generic (a native64 translation)
            elif self._is_full_arg(lo, hi):
                text = self.sf.span(self.t[lo].start, self.t[hi - 1].end)
                self.add("XL202", lo,
                         (Severity.NOTE, (f"full 32-lane mask `{text}` passed to {s}: compat32 widens it to the "
                                         "caller's 32-lane half of the wavefront")),
                         (Severity.NOTE, (f"full 32-lane mask `{text}` passed to {s}: native64 passes every lane "
                                         "of the wavefront")),
                         n64_edits=[(self.t[lo].start, self.t[hi - 1].end, "xlate_n64::full_mask()")],
                         fixit="xlate_n64::full_mask()")
            elif not self.mentions(lo, hi, self.laneset_vars.get(id(fn), set()) | LANESETS):
                text = self.sf.span(self.t[lo].start, self.t[hi - 1].end)
                self.add("XL202", lo,
                         (Severity.NOTE, (f"lane mask `{text}` of {s} names CUDA lanes 0-31: compat32 shifts it "
                                         "into the caller's half")), fallback=f"computed lane mask {text} of {s}")
        if s in SHFL_SYNC | SHFL_LEGACY:
            base = 1 if s in SHFL_SYNC else 0
            if len(args) > base + 2:
                lo, hi = args[base + 2]
                v = int_value(self.sp(lo)) if hi - lo == 1 else None
                if v == 32:
                    self.add("XL204", lo, (Severity.NOTE, f"shuffle width 32 in {s}: a CUDA warp, kept in compat32"),
                             (Severity.NOTE, f"shuffle width 32 in {s} becomes warpSize"),
                             n64_edits=[(self.t[lo].start, self.t[lo].end, "warpSize")])
            if len(args) > base + 1:
                lo, hi = args[base + 1]
                v = int_value(self.sp(lo)) if hi - lo == 1 else None
                if v is not None and v >= 16:
                    self.add("XL204", lo, (Severity.NOTE, (f"{s} with lane/offset {v}: a 32-lane step, kept "
                                                          "in compat32")),
                             fallback=f"{s} with a literal lane/offset {v} (an unrolled 32-lane pattern)")
        if fn is not None:
            self._shuffle_loop(i, fn)

    def _shuffle_loop(self, i: int, fn: Func) -> None:
        """`for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(m, v, o)` and the upward
        `for (o = 1; o < 32; o *= 2)`: the enclosing for loop whose variable is a shuffle argument."""
        t = self.t
        loop = self._loop_around(i)
        if loop is None or loop[0] <= fn.lo:
            return
        k, close, _body_end = loop
        parts = [p for p in _split_semis(t, k + 2, close)]
        if len(parts) != 3:
            return
        (a0, a1), (b0, b1), _ = parts
        var = next((t[q - 1].spelling for q in range(a0, a1) if t[q].spelling == "=" and q > a0), None)
        if var is None:
            return
        for q in list(range(a0, a1)) + list(range(b0, b1)):
            v = int_value(t[q].spelling) if _is_lit(t[q]) else None
            if v == 16 and self.sp(q - 1) == "=":
                self.add("XL204", q, (Severity.NOTE, (f"shuffle loop over {var} starts at 16 (half of a "
                                                     "32-lane warp): kept in compat32")),
                         (Severity.NOTE, f"shuffle loop over {var} now starts at warpSize / 2"),
                         n64_edits=[(t[q].start, t[q].end, "(warpSize / 2)")])
            elif v in (16, 32) and self.sp(q - 1) in ("<", "<=", ">", ">=", "!="):
                self.add("XL204", q, (Severity.NOTE, (f"shuffle loop over {var} bounded by {v}: kept in "
                                                     "compat32")),
                         (Severity.NOTE, f"shuffle loop bound {v} now in terms of warpSize"),
                         n64_edits=[(t[q].start, t[q].end, "warpSize" if v == 32 else "(warpSize / 2)")])
        return

    def _loop_around(self, i: int) -> tuple[int, int, int] | None:
        """The innermost `for` loop whose body (not header) holds token `i`: (index of `for`, of the
        `)` closing its header, of the body's last token). The loops of the file are found once;
        queries come in increasing `i` (the order of the scan) and share one sweep: loops enter a
        heap (latest `for` first) once their header has closed, and leave it for good once their
        body has ended, so a file with many warp calls costs O(n log n), not a scan back per call."""
        import heapq

        st = self.__dict__.get("_loop_sweep")
        if st is None or i < st["last"]:
            loops = []
            t = self.t
            for k, tok in enumerate(t):
                if tok.spelling == "for" and self.sp(k + 1) == "(":
                    close = match_forward(t, k + 1)
                    if close is None:
                        continue
                    end = match_forward(t, close + 1) if self.sp(close + 1) == "{" else self._stmt_end(close + 1)
                    if end is not None:
                        loops.append((close, k, end))
            loops.sort()
            st = self.__dict__["_loop_sweep"] = {"loops": loops, "next": 0, "heap": [], "last": -1}
        st["last"] = i
        loops, heap = st["loops"], st["heap"]
        while st["next"] < len(loops) and loops[st["next"]][0] < i:
            close, k, end = loops[st["next"]]
            heapq.heappush(heap, (-k, close, end))
            st["next"] += 1
        while heap:
            negk, close, end = heap[0]
            if end >= i:
                return -negk, close, end
            heapq.heappop(heap)  # ended before i: ends before every later query too
        return None

    def _stmt_end(self, i: int) -> int | None:
        j = i
        while j < len(self.t):
            s = self.t[j].spelling
            if s in ("(", "[", "{"):
                k = match_forward(self.t, j)
                if k is None:
                    return None
                j = k + 1
                continue
            if s == ";":
                return j
            j += 1
        return None

    # -- literals in lane / warp-index math
    def _literal(self, i: int) -> None:
        t = self.t
        fn = self.fi.owner[i]
        if fn is None or i < 2:
            return
        v = int_value(t[i].spelling)
        op = t[i - 1].spelling
        kind = _LANE_MATH.get((op, v if v is not None else -1))
        lanes = self.lane_vars.get(id(fn), set())
        if kind is None:
            if v == 31 and op in ("==", "!=") and t[i - 2].spelling in lanes:
                self.add("XL201", i, (Severity.NOTE, (f"{t[i - 2].spelling} {op} 31 tests for the last lane of a "
                                                     "32-lane warp: correct in compat32")),
                         (Severity.NOTE, "last-lane test now compares with warpSize - 1"),
                         n64_edits=[(t[i].start, t[i].end, "(warpSize - 1)")])
            elif op == "<<" and t[i - 2].spelling in ("1", "1u", "1U") and False or op == "<<" and v is None:
                pass
            if t[i].spelling in ("1", "1u", "1U") and self.sp(i + 1) == "<<" and self.sp(i + 2) in lanes:
                self.add("XL201", i, (Severity.NOTE, (f"{t[i].spelling} << {self.sp(i + 2)}: a 32-bit lane mask, "
                                                     "correct in compat32")),
                         (Severity.NOTE, "lane bit now 64-bit"), n64_edits=[(t[i].start, t[i].end, "1ull")])
            return
        if op in _STRONGER and self.sp(i + 1) in _STRONGER[op]:
            return
        # the left operand: an identifier chain or a parenthesised expression with a thread index
        j = i - 2
        if t[j].spelling == ")":
            o = match_backward(t, j)
            if o is None:
                return
            lo = o
        else:
            lo = j
            while lo - 2 >= 0 and t[lo - 1].spelling in (".", "->") and t[lo - 2].is_ident:
                lo -= 2
        count = kind == "warp" and self.mentions(lo, i - 1, {"blockDim", "hipBlockDim_x"})
        if not self.mentions(lo, i - 1, self.tid_names(fn)) and not count:
            return
        if not (t[lo].is_ident or t[lo].spelling == "("):
            return
        what = "lane index" if kind == "lane" else ("warp count" if count else "warp index")
        expr = self.sf.span(t[lo].start, t[i].end)
        new = {"&": "& (warpSize - 1)", "%": "% warpSize", "/": "/ warpSize", ">>": "/ warpSize"}[op]
        n64: list[tuple[int, int, str]] = [(t[i - 1].start, t[i].end, new)]
        if count and t[lo].spelling == "(":
            # (blockDim.x + 31) / 32: the rounding term too
            n64 += [(t[q].start, t[q].end, "(warpSize - 1)") for q in range(lo, i - 1)
                    if _is_lit(t[q]) and int_value(t[q].spelling) == 31 and t[q - 1].spelling == "+"]
        fallback = None
        if op == ">>" and self.sp(lo - 1) not in _SAFE_BEFORE:
            fallback = f"`{expr}` inside an expression xlate cannot rewrite safely"
            n64 = []
        self.add("XL201", i, (Severity.NOTE, (f"`{expr}` computes a {what} for 32-lane warps: correct in compat32 "
                                             "(a CUDA warp is one half of a wavefront)")),
                 (Severity.NOTE, f"`{expr}` now computes the {what} of the wavefront"), fallback=fallback,
                 n64_edits=n64, fixit=new)

    # -- per-file tables: each built once in one pass, so that the per-token questions below cost
    #    O(1) (or amortised O(1)) instead of a scan back over a statement: a one-line expression of
    #    100k terms must take linear time (benchmarks/deep_expression.py).
    def _tables(self) -> None:
        t = self.t
        n = len(t)
        stop_before = [-1] * n  # index of the nearest `;`, `{` or `}` before each token (-1: none)
        shared_prefix = [0] * (n + 1)  # number of `__shared__` tokens in t[:i]
        pair_back: dict[int, int] = {}  # `)`/`]` -> its `(`/`[` within one `;{}`-free stretch
        last = -1
        open_stack: list[int] = []
        for k, tok in enumerate(t):
            stop_before[k] = last
            s = tok.spelling
            shared_prefix[k + 1] = shared_prefix[k] + (s == "__shared__")
            if s in (";", "{", "}"):
                last = k
                open_stack.clear()
            elif s in ("(", "["):
                open_stack.append(k)
            elif s in (")", "]") and open_stack:
                pair_back[k] = open_stack.pop()
        self._stop_before = stop_before
        self._shared_prefix = shared_prefix
        self._pair_back = pair_back
        self._ws_memo: dict[int, str | None] = {}
        self._tmpl_memo: dict[int, bool] = {}

    # -- per-warp arrays
    def _array(self, i: int) -> None:
        t = self.t
        fn = self.fi.owner[i]
        # a declaration: `__shared__ T name[...]` (the statement holds __shared__ before the name)
        if fn is None or i == 0 or not t[i - 1].is_ident or self.sp(i - 2) in (".", "->"):
            return
        lo = max(fn.lo, self._stop_before[i]) + 1  # the statement's first token (not before the body)
        if lo >= i or self._shared_prefix[i] - self._shared_prefix[lo] == 0:
            return
        close = match_forward(t, i)
        if close is None:
            return
        inner = [x.spelling for x in t[i + 1:close]]
        if inner == ["32"] and self.sp(close + 1) != "[":
            self.add("XL205", i + 1, (Severity.NOTE, (f"shared array {t[i - 1].spelling}[32] sized for 32-lane "
                                                     "warps: correct in compat32")),
                     (Severity.NOTE, f"shared array {t[i - 1].spelling}[32] enlarged to 64 (the widest wavefront)"),
                     n64_edits=[(t[i + 1].start, t[i + 1].end, "64")])
        elif len(inner) >= 3 and inner[-2] == "/" and inner[-1] == "32":
            self.add("XL205", close - 1, (Severity.NOTE, (f"shared array {t[i - 1].spelling} sized per 32-lane "
                                                         "warp: correct in compat32")),
                     (Severity.NOTE, (f"shared array {t[i - 1].spelling} sized per 32 lanes: enough for "
                                     "64-lane wavefronts, kept")))
        elif "warpSize" in inner:
            pass  # XL206

    # -- warpSize as a constant expression
    def _warpsize(self, i: int) -> None:
        ctx = self._warpsize_ctx(i)
        self._ws_memo[i] = ctx
        if ctx is None:
            return
        self.add("XL206", i, (Severity.NOTE, (f"warpSize used as {ctx}: HIP >= 7's warpSize is not a constant "
                                             "expression; compat32 uses xlate_c32::warpSize (32)")),
                 fallback=f"warpSize used as {ctx} (not a constant expression in HIP >= 7)")

    def _warpsize_ctx(self, i: int) -> str | None:
        """What the `warpSize` at `i` sits in, looking back through its statement at its own bracket
        level: a bracketed group in between is jumped over (its `(`/`[` from a table), and an earlier
        `warpSize` of the same level already answered the rest of the way back."""
        t = self.t
        k = i - 1
        while k >= 0:
            s = t[k].spelling
            if s in (")", "]"):
                o = self._pair_back.get(k)
                if o is None:  # the group opens before the statement's `;`/`{`/`}`: the scan stops there
                    return None
                k = o - 1
                continue
            if s in ("(", "["):
                if s == "[" and k > 0 and t[k - 1].is_ident:
                    return "an array size" if self._is_decl_bracket(k) else None
                if s == "(" and self.sp(k - 1) == "static_assert":
                    return "static_assert"
                return None
            if s in (";", "{", "}"):
                return None
            if s == "<" and k > 0 and t[k - 1].is_ident and t[k - 1].spelling not in ("threadIdx",) \
                    and self._template_ctx(k):
                return "a template argument"
            if s in ("constexpr", "case"):
                return "a constant expression"
            if k in self._ws_memo:
                return self._ws_memo[k]
            k -= 1
        return None

    def _template_ctx(self, k: int) -> bool:
        """The `<` at k opens a template argument list (of at most _TEMPLATE_WINDOW tokens)."""
        from xlate.rewrite.rules._syntax import template_close

        hit = self._tmpl_memo.get(k)
        if hit is None:
            hit = self._tmpl_memo[k] = template_close(self.t, k, min(len(self.t), k + _TEMPLATE_WINDOW)) is not None
        return hit

    def _is_decl_bracket(self, k: int) -> bool:
        j = k - 2
        while j >= 0 and self.t[j].spelling not in (";", "{", "}", "(", ","):
            if self.t[j].is_ident and self.t[j].spelling not in ("return",):
                return True
            j -= 1
        return False

    # -- ballot results in 32-bit types / 32-bit bit operations
    def _bit32(self, i: int) -> None:
        ca = self.call_args(i)
        if ca is None:
            return
        _close, args = ca
        fn = self.fi.owner[i]
        if fn is None or len(args) != 1:
            return
        lo, hi = args[0]
        sets = self.laneset_vars.get(id(fn), set()) | LANESETS
        if not self.mentions(lo, hi, sets):
            return
        s = self.sp(i)
        new = BIT32_OPS[s]
        self.add("XL203", i, (Severity.NOTE, (f"{s} of a lane set: 32-bit in CUDA and in compat32 (votes return the "
                                             "caller's 32 lanes)")),
                 (Severity.NOTE, f"{s} of a 64-lane set becomes {new}"),
                 fallback=None if new else f"{s} of a lane set has no position-preserving 64-bit form",
                 n64_edits=[(self.t[i].start, self.t[i].end, new)] if new else [])

    def _laneset_decl(self, name_i: int) -> None:
        """`unsigned m = __ballot_sync(...)`: a lane set in a 32-bit variable."""
        t = self.t
        k = name_i - 1
        while k >= 0 and t[k].spelling in ("const",):
            k -= 1
        hi = k + 1
        words: list[str] = []
        while k >= 0 and (t[k].kind is TokenKind.KEYWORD or t[k].spelling == "uint32_t") and t[k].spelling not in (
                "const", "return", "volatile", "static"):
            words.insert(0, t[k].spelling)
            k -= 1
        if not words or " ".join(words) not in _INT32_TYPES:
            return
        lo = k + 1
        self.add("XL203", name_i, (Severity.NOTE, (f"lane set stored in `{' '.join(words)} {t[name_i].spelling}`: "
                                                  "32 bits, as compat32's votes return")),
                 (Severity.NOTE, f"{t[name_i].spelling} now holds a 64-lane set (unsigned long long)"),
                 n64_edits=[(t[lo].start, t[hi - 1].end, "unsigned long long")])

    # -- CUB / hipCUB warp primitives
    def _cub(self, i: int) -> None:
        from xlate.rewrite.rules._syntax import template_close

        close = template_close(self.t, i + 1, len(self.t))
        if close is None or self.sp(close) != ">":
            return
        parts = split_top(self.t, i + 2, close) or []
        if len(parts) != 1:
            return
        s = self.sp(i)
        self.add("XL209", i, (Severity.NOTE, (f"{s}<T> defaults to 32 threads in CUB but to the wavefront width "
                                             "(64) in hipCUB: compat32 spells out 32")),
                 (Severity.NOTE, f"{s}<T> uses hipCUB's default width (the wavefront)"),
                 c32_edits=[(self.t[close].start, self.t[close].start, ", 32")], fixit=", 32")

    def _tile(self, i: int) -> None:
        val = None
        if self.sp(i + 1) == "<" and self.sp(i + 3) == ">":
            val = int_value(self.sp(i + 2))
        elif self.sp(i) == "tiled_partition" and self.sp(i + 1) == "(":
            ca = self.call_args(i)
            if ca and len(ca[1]) == 2 and ca[1][1][1] - ca[1][1][0] == 1:
                val = int_value(self.sp(ca[1][1][0]))
        if val != 32:
            return
        fn = self.fi.owner[i]
        if fn is not None:
            fn.ops = True
        self.add("XL208", i, (Severity.NOTE, ("a cooperative-groups tile of 32 threads: one CUDA warp; kept (on "
                                             "wave64 two tiles share a wavefront)")))

    # -- implicitly warp-synchronous code
    def _implicit_sync(self) -> None:
        """The pre-Volta warp reduction: writes `s[tid] op= ...` through a pointer to volatile (or a
        volatile __shared__ array) indexed by the thread, which rely on the lanes of a warp executing
        in lockstep. Each such statement is split so every lane reads before any lane writes, with
        the `__syncwarp()`s CUDA's memory model requires, on its own line."""
        t = self.t
        for fn in self.fi.funcs:
            vol: set[str] = set()
            head = fn.lo - 1
            while head > 0 and t[head].spelling not in (";", "}", "{"):
                if t[head].spelling == ")":
                    o = match_backward(t, head)
                    head = (o if o is not None else head) - 1
                    continue
                head -= 1
            for k in range(max(0, head), fn.hi):
                if t[k].spelling != "volatile":
                    continue
                j = k + 1
                while j < fn.hi and t[j].spelling not in (";", ",", ")", "=", "["):
                    j += 1
                if j - 1 <= k or t[j - 1].kind is not TokenKind.IDENTIFIER:
                    continue
                words = {x.spelling for x in t[k:j - 1]}
                stmt = k
                while stmt > head and t[stmt].spelling not in (";", "{", "}", "(", ","):
                    stmt -= 1
                shared_array = self.sp(j) == "[" and any(x.spelling == "__shared__" for x in t[stmt:k])
                if ("*" in words and self.sp(j) != "[") or shared_array:
                    vol.add(t[j - 1].spelling)
            tids = self.tid_names(fn) | self.lane_vars.get(id(fn), set())
            split_until = -1  # the `;` of the last statement split: a write inside it is part of it
            for k in range(fn.lo + 1, fn.hi):
                if t[k].spelling not in vol or self.sp(k + 1) != "[" or self.sp(k - 1) in (".", "->", "*") \
                        or k <= split_until:
                    continue
                # a write: name[index with the thread id] op= ...
                c = match_forward(t, k + 1)
                if c is None or not (self.mentions(k + 2, c, tids)
                                     or any(t[q].kind is TokenKind.IDENTIFIER for q in range(k + 2, c))):
                    continue
                j = c + 1
                if self.sp(j) not in _ASSIGN:
                    continue
                end0 = self._stmt_end(j)
                if self.sp(j) == "=" and (end0 is None or not self.mentions(j + 1, end0, {t[k].spelling})):
                    continue  # no read of another lane's element: nothing relies on lockstep
                if self._is_declaration(k):
                    continue
                end = self._stmt_end(j)
                if end is None or self.mentions(end + 1, min(end + 4, len(t)), {"__syncwarp", "syncwarp"}):
                    continue
                if self.mentions(j, end, {"xlate_v"}):
                    continue  # already split by an earlier translation
                lo = k
                split_until = end
                self.add("XL207", k, (Severity.WARNING, (f"write through volatile `{t[k].spelling}` relies on "
                                                         "lockstep execution of the warp (implicitly "
                                                         "warp-synchronous); compat32 separates its reads from its "
                                                         "writes with the __syncwarp() CUDA's memory model "
                                                         "requires")),
                         fallback="implicitly warp-synchronous code (volatile shared memory)",
                         c32_edits=self._split_rw(lo, j, end), fixit="__syncwarp();")

    def _split_rw(self, lo: int, op: int, end: int) -> list[tuple[int, int, str]]:
        """`s[i] += e;` -> `{ auto xlate_v = s[i] + (e); xlate_c32::syncwarp(); s[i] = xlate_v; }
        xlate_c32::syncwarp();`: every lane reads before any lane writes, as lockstep execution did.
        Two edits around `e`, which stays as written: other rules rename names inside it (a warp
        intrinsic, a CUDA API call), and its line breaks stay where they are."""
        t = self.t
        data = self.sf.data
        lhs = self.sf.span(t[lo].start, t[op - 1].end)
        o = t[op].spelling
        head_end = t[op + 1].start if end > op + 1 else t[op].end  # through the space before `e`
        tail_start = t[end - 1].end  # the space before the `;`
        # a name another rule may rename (CUDA API names, also at token level in unchecked files): the
        # written copy of lhs would miss the rename, and the edits would overlap
        renamed = any(x.is_ident and (x.ref is RefOrigin.CUDA_API or x.spelling == "warpSize"
                                      or x.spelling.startswith(("cu", "CU", "__"))) for x in t[lo:op])
        if "\n" in lhs or end <= op + 1 or renamed or b"\n" in data[t[op - 1].end:head_end] \
                or b"\n" in data[tail_start:t[end].start]:
            return [(t[end].end, t[end].end, " xlate_c32::syncwarp();")]
        head = "{ auto xlate_v = " + ("(" if o == "=" else f"{lhs} {o[:-1]} (")
        tail = f"); xlate_c32::syncwarp(); {lhs} = xlate_v; }} xlate_c32::syncwarp();"
        return [(t[lo].start, head_end, head), (tail_start, t[end].end, tail)]

    def _is_declaration(self, k: int) -> bool:
        j = k - 1
        while j >= 0 and self.t[j].spelling not in (";", "{", "}", "(", ","):
            if self.t[j].spelling in ("volatile",) or self.t[j].kind is TokenKind.KEYWORD:
                return True
            j -= 1
        return False

    def _named_constants(self) -> None:
        """`WARP_SIZE` (a macro or constant of 32, 16, 31 or 5) in a function with warp operations:
        correct in compat32; native64 does not rewrite through a name, so the function falls back."""
        t = self.t
        for fn in self.fi.funcs:
            if not fn.warp:
                continue
            seen: set[str] = set()
            for k in range(fn.lo + 1, fn.hi):
                name = t[k].spelling
                if name not in self.consts or name in seen or t[k].kind is not TokenKind.IDENTIFIER:
                    continue
                seen.add(name)
                v = self.consts[name]
                code = "XL204" if v in (16, 32) else "XL201"
                self.add(code, k, (Severity.NOTE, (f"`{name}` (= {v}) in warp code assumes 32-lane warps: correct "
                                                  "in compat32")),
                         fallback=f"the constant {name} = {v} (native64 does not rewrite through a name)")

    def _warp_outputs(self) -> None:
        """native64 keeps a program's results only where warp-level values (shuffle and vote results,
        lane and warp ids) never reach memory outside the block except through atomics or from a
        single thread of the block (`lane == 0` inside `warp == 0`, `tid == 0`): a per-warp or
        per-lane result stored to global memory would change with the warp width. Such a store is a
        native64 fallback reason."""
        t = self.t
        warp_funcs = {f.name for f in self.fi.funcs if f.warp}
        for fn in self.fi.funcs:
            if not fn.device:
                continue
            lanes = self.lane_vars.get(id(fn), set())
            warps = self.warp_vars.get(id(fn), set())
            taint = set(lanes) | set(warps) | self.laneset_vars.get(id(fn), set())
            local_arrays: set[str] = set()
            for k in range(fn.lo + 1, fn.hi):
                if t[k].spelling == "[" and t[k - 1].kind is TokenKind.IDENTIFIER and self._is_decl_bracket(k):
                    local_arrays.add(t[k - 1].spelling)
            for _ in range(2):
                for k in range(fn.lo + 1, fn.hi):
                    if t[k].spelling in _ASSIGN and t[k - 1].kind is TokenKind.IDENTIFIER:
                        end = self._stmt_end(k + 1)
                        if end is not None and self._tainted(k + 1, end, taint, warp_funcs):
                            taint.add(t[k - 1].spelling)
            for k in range(fn.lo + 1, fn.hi):
                if t[k].spelling != "=" or self.sp(k - 1) != "]":
                    continue
                o = match_backward(t, k - 1)
                if o is None or o == 0 or t[o - 1].spelling in local_arrays:
                    continue
                end = self._stmt_end(k + 1)
                if end is None or not self._tainted(k + 1, end, taint, warp_funcs):
                    continue
                if self._single_thread(fn, o - 1, lanes, warps):
                    continue
                self.add("XL221", o - 1, (Severity.NOTE, ""),
                         fallback=f"a per-warp value stored to `{t[o - 1].spelling}[...]` (its meaning depends on "
                                  "the warp width)")

    def _tainted(self, lo: int, hi: int, taint: set[str], warp_funcs: set[str]) -> bool:
        return any(self.t[q].spelling in taint or (self.t[q].spelling in WARP_OPS and not self._segment_local(q))
                   or (self.t[q].spelling in warp_funcs and self.sp(q + 1) == "(") for q in range(lo, hi))

    def _segment_local(self, q: int) -> bool:
        """A shuffle with a literal width of at most 16: its result depends on its 16-lane (or
        narrower) segment only, the same with 32- and 64-lane warps."""
        s = self.sp(q)
        if s not in SHFL_SYNC | SHFL_LEGACY:
            return False
        ca = self.call_args(q)
        base = 1 if s in SHFL_SYNC else 0
        if ca is None or len(ca[1]) != base + 3:
            return False
        lo, hi = ca[1][base + 2]
        v = int_value(self.sp(lo)) if hi - lo == 1 else None
        return v is not None and 0 < v <= 16

    def _single_thread(self, fn: Func, i: int, lanes: set[str], warps: set[str]) -> bool:
        """The statement at i runs in one thread of the block: an enclosing `if` tests `tid == 0` /
        `threadIdx.x == 0`, or both `lane == 0` and `warp == 0`."""
        t = self.t
        conds: list[str] = []
        k = i
        while k > fn.lo:
            k -= 1
            if t[k].spelling == ")" and self.sp(k + 1) != ";":
                o = match_backward(t, k)
                if o is not None and self.sp(o - 1) == "if":
                    end = match_forward(t, k + 1) if self.sp(k + 1) == "{" else self._stmt_end(k + 1)
                    if end is not None and end >= i:
                        conds.append(" ".join(x.spelling for x in t[o + 1:k]))
                    k = o
        zero = [c for c in conds if c.endswith("== 0")]
        names = {c.split()[0] for c in zero}
        tids = self.tid_vars.get(id(fn), set()) - lanes - warps
        if any(c.startswith("threadIdx . x ==") for c in zero) or names & tids:
            return True
        return bool(names & lanes) and bool(names & warps)

    def _spin_waits(self) -> None:
        """`while (flag ...) ;` or `while (...) {}` on a volatile/shared/atomic value inside a device
        function: a spin-wait, which needs forward progress between the lanes or warps involved."""
        t = self.t
        for i, tok in enumerate(t):
            fn = self.fi.owner[i]
            if fn is None or not fn.device or tok.spelling != "while" or self.sp(i + 1) != "(":
                continue
            close = match_forward(t, i + 1)
            if close is None:
                continue
            body = self.sp(close + 1)
            empty = body == ";" or (body == "{" and self.sp(close + 2) == "}")
            if body == "{" and not empty:
                end = match_forward(t, close + 1)
                if end is None:
                    continue
                inner = {x.spelling for x in t[close + 2:end]}
                empty = inner <= {"__threadfence", "__threadfence_block", "__nanosleep", "(", ")", ";", "0", "1",
                                  "100", "__builtin_ia32_pause"}
            if not empty or (i > 0 and self.sp(i - 1) == "}"):  # do { } while (...);
                continue
            if not self._written_in_block(fn, i + 2, close):
                continue  # waits for other blocks or the host (a grid barrier): not a warp matter
            self.add("XL211", i, (Severity.ERROR, ("spin-wait loop: compat32 cannot guarantee forward progress "
                                                  "between two CUDA warps sharing one 64-lane wavefront (nor "
                                                  "between lanes of one warp); restructure with __syncthreads() "
                                                  "or a cooperative-groups barrier")),
                     (Severity.ERROR, ("spin-wait loop: no forward-progress guarantee between lanes of a "
                                      "wavefront on AMD GPUs")), fallback="spin-wait loop")

    def _written_in_block(self, fn: Func, lo: int, hi: int) -> bool:
        """A name polled in toks[lo:hi] is __shared__ or written by this function (a flag set by
        another thread of the same block, possibly of the same wavefront)."""
        t = self.t
        names = {t[q].spelling for q in range(lo, hi) if t[q].kind is TokenKind.IDENTIFIER}
        for k in range(fn.lo + 1, fn.hi):
            if t[k].spelling not in names:
                continue
            if self.sp(k - 1) == "__shared__" or any(t[q].spelling == "__shared__" for q in range(max(fn.lo, k - 4), k)):
                return True
            # a store through the name (`flag[i] = ...`, `*flag = ...`), not a scalar loop variable
            j = k + 1
            if self.sp(j) == "[":
                c = match_forward(t, j)
                j = (c + 1) if c is not None else j
            elif self.sp(k - 1) != "*":
                continue
            if self.sp(j) in _ASSIGN and (k < lo or k >= hi):
                return True
        return False

    def _divergent_syncwarp(self) -> None:
        """__syncwarp inside a branch whose condition depends on the lane: threads on the two sides
        exchanging data through one __syncwarp (Volta+) has no compat32 equivalent."""
        t = self.t
        for i, tok in enumerate(t):
            fn = self.fi.owner[i]
            if fn is None or tok.spelling != "__syncwarp":
                continue
            ca = self.call_args(i)
            if ca is not None and ca[1] and not self._is_full_arg(*ca[1][0]):
                continue  # a mask naming the lanes of this branch: a sync among them, as CUDA defines it
            lanes = self.lane_vars.get(id(fn), set()) | {"__lane_id", "lane_id"}
            warps = self.warp_vars.get(id(fn), set())
            k = i
            while k > fn.lo:
                k -= 1
                if t[k].spelling == "{":
                    end = match_forward(t, k)
                    if end is None or end < i:
                        continue
                    # the block's head: `if (cond) {` or `else {`
                    if self.sp(k - 1) == ")":
                        o = match_backward(t, k - 1)
                        if o is not None and self.sp(o - 1) == "if" and self._lane_divergent(o, k - 1, lanes, warps):
                            self.add("XL212", i, (Severity.ERROR, ("__syncwarp() inside a branch that splits the "
                                                                  "lanes of a warp: compat32 cannot exchange data "
                                                                  "between lanes waiting at different __syncwarp "
                                                                  "calls; move the __syncwarp() out of the branch")),
                                     fallback="__syncwarp in a lane-divergent branch")
                            break
                    if self.sp(k - 1) == "else":
                        self.add("XL212", i, (Severity.ERROR, ("__syncwarp() inside an else branch: compat32 cannot "
                                                              "exchange data between lanes waiting at different "
                                                              "__syncwarp calls; move it out of the branch")),
                                 fallback="__syncwarp in a divergent branch")
                        break

    def _lane_divergent(self, lo: int, hi: int, lanes: set[str], warps: set[str]) -> bool:
        """A branch condition that may split a CUDA warp: it names a lane variable, or a thread index
        (not a warp index) other than in `tid < K` with K a multiple of 32."""
        t = self.t
        if self.mentions(lo, hi, lanes):
            return True
        tids = self.tid_vars.get(id(self.fi.owner[lo]), set()) - warps
        for k in range(lo, hi):
            if t[k].spelling in ("threadIdx",) or t[k].spelling in tids:
                # tid < K with K a multiple of 32 splits at warp boundaries: uniform per warp
                for q in range(k, hi):
                    if _is_lit(t[q]):
                        v = int_value(t[q].spelling)
                        if v is not None and v % 32 != 0:
                            return True
                    if t[q].spelling in ("%", "&"):
                        return True
        return False

    # -- host: prop.warpSize
    def _host_prop(self) -> None:
        t = self.t
        for i, tok in enumerate(t):
            if tok.spelling != "warpSize" or self.sp(i - 1) not in (".", "->") or tok.region is Region.DIRECTIVE:
                continue
            if self.sp(i + 1) in _ASSIGN:
                continue
            lo = i - 2
            while lo >= 0:
                if self.sp(lo) == "]":
                    o = match_backward(t, lo)
                    if o is None:
                        break
                    lo = o - 1
                    continue
                if t[lo].is_ident and self.sp(lo - 1) in (".", "->"):
                    lo -= 2
                    continue
                break
            if self.sp(lo - 1) == "(" and self.sp(lo - 2) == "prop_warp_size":
                continue  # already translated
            # compat32: the program observes CUDA's 32-lane warp consistently, so every host read of the
            # property reads 32 -- also one that is only printed (a device query's output is part of
            # what the program does). native64 keeps the device's true width (64 on gfx942).
            n64 = (Severity.WARNING, ("device property warpSize: native64 keeps the device's wavefront width "
                                     "(64 on gfx942; CUDA code expects 32)"))
            if lo < 0 or not t[lo].is_ident:
                self.add("XL210", i, (Severity.WARNING, ("device property warpSize: gfx942 reports 64; CUDA code "
                                                        "expects 32; not rewritten (not a plain variable access)")),
                         n64).host = True
                continue
            expr = self.sf.span(t[lo].start, tok.end)
            self.add("XL210", i, (Severity.WARNING, (f"{expr}: the device reports its wavefront width (64 on "
                                                    "gfx942); compat32 reads it as 32, the width of a CUDA warp")),
                     (Severity.WARNING, (f"{expr}: native64 keeps the device's wavefront width (64 on gfx942; "
                                        "32 on CUDA)")),
                     c32_edits=[(t[lo].start, t[lo].start, "xlate_c32::prop_warp_size("),
                                (tok.end, tok.end, ")")]).host = True
        self._host_attribute()

    # -- host: cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, dev) (and cuDeviceGetAttribute)
    def _host_attribute(self) -> None:
        """Attribute queries that may ask for the warp size: compat32 routes the call through
        xlate_c32::device_attribute, which clamps the warp-size attribute to 32 at run time (the
        attribute may be a variable). Only the callee's `(` is replaced and a prefix inserted, so the
        API rename of the callee itself (XL101) stays a separate, non-overlapping edit."""
        t = self.t
        for i, tok in enumerate(t):
            if tok.spelling not in _ATTR_QUERIES or tok.region is not Region.ACTIVE or self.sp(i + 1) != "(":
                continue
            if self.sp(i - 1) in (".", "->", "::") or self.sp(i - 1) in ("define", "undef"):
                continue
            if self.fi.owner[i] is not None and self.fi.owner[i].device:
                continue  # device code (dynamic parallelism) is not a host query
            close = match_forward(t, i + 1)
            args = split_top(t, i + 2, close) if close is not None else None
            if args is None or len(args) != 3:
                continue
            a_lo, a_hi = args[1]
            attr = [x.spelling for x in t[a_lo:a_hi]]
            if len(attr) == 1 and attr[0].startswith(_ATTR_ENUM_PREFIXES) and "WARP_SIZE" not in attr[0] \
                    and "WarpSize" not in attr[0]:
                continue  # another attribute, named: nothing to do
            self.add("XL210", i, (Severity.WARNING, (f"{tok.spelling}: the warp-size attribute is the wavefront width "
                                                    "(64 on gfx942); compat32 reads it as 32, the width of a CUDA warp")),
                     (Severity.WARNING, (f"{tok.spelling}: native64 keeps the device's wavefront width for the warp-size "
                                        "attribute (64 on gfx942; 32 on CUDA)")),
                     c32_edits=[(tok.start, tok.start, "xlate_c32::device_attribute("),
                                (t[i + 1].start, t[i + 1].end, ", ")]).host = True


_ATTR_QUERIES = frozenset({"cudaDeviceGetAttribute", "cuDeviceGetAttribute"})
_ATTR_ENUM_PREFIXES = ("cudaDevAttr", "CU_DEVICE_ATTRIBUTE_")


def _split_semis(t: list[Tok], lo: int, hi: int) -> list[tuple[int, int]]:
    parts: list[tuple[int, int]] = []
    start = lo
    depth = 0
    for k in range(lo, hi):
        s = t[k].spelling
        if s in ("(", "[", "{"):
            depth += 1
        elif s in (")", "]", "}"):
            depth -= 1
        elif s == ";" and depth == 0:
            parts.append((start, k))
            start = k + 1
    parts.append((start, hi))
    return parts


# ------------------------------------------------------------------------------------------ native64


def _decide(files: dict[Path, FileInfo], funcs: list[Func], findings: list[Finding],
            mode: str) -> tuple[dict[int, bool], dict[int, str]]:
    """Native64 decision per call-graph component of device functions."""
    native: dict[int, bool] = {}
    reasons: dict[int, str] = {}
    if mode != "native64":
        return native, reasons
    dev = [f for f in funcs if f.device]
    by_name: dict[str, list[Func]] = {}
    for f in dev:
        by_name.setdefault(f.name, []).append(f)
    parent = {id(f): id(f) for f in dev}

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for f in dev:
        for c in f.calls:
            for g in _callees(by_name, c, f):
                parent[find(id(f))] = find(id(g))
    bad: dict[int, str] = {}
    dev_index: dict[tuple[Path, str], Func] = {}
    for f in dev:
        dev_index.setdefault((f.file, f.name), f)
    for fnd in findings:
        if fnd.fallback is None:
            continue
        owner = dev_index.get((fnd.file, fnd.func or ""))
        line = line_of(files[fnd.file].sf, fnd.offset)
        why = f"{fnd.fallback} (line {line})"
        if owner is None:
            # file scope or a macro body: every device function of that file falls back
            for f in dev:
                if f.file == fnd.file:
                    bad.setdefault(find(id(f)), why)
        else:
            bad.setdefault(find(id(owner)), why)
    with_ops = {find(id(f)) for f in dev if f.ops}
    for f in dev:
        root = find(id(f))
        if root not in with_ops:
            bad.setdefault(root, "no warp operation in it: its 32-lane arithmetic is kept as written")
    # soundness (docs/warp.md): no warp-partition-dependent value may reach a sink of a kernel
    from types import SimpleNamespace

    from xlate.rewrite.rules.warp_taint import Taint

    sources: dict[Path, set[int]] = {}
    for fnd in findings:
        if fnd.code in ("XL202", "XL205") or fnd.host:
            continue
        for s, _e, _text in fnd.n64_edits:
            sources.setdefault(fnd.file, set()).add(s)
    taint = Taint(SimpleNamespace(files=files, funcs=funcs), sources)
    for f in dev:
        root = find(id(f))
        if f.kernel and root not in bad:
            sink = taint.kernel(f)
            if sink is not None:
                bad[root] = f"a warp-partition-dependent value reaches {sink}"
    for f in dev:
        root = find(id(f))
        native[id(f)] = root not in bad
        if root in bad:
            reasons[id(f)] = bad[root]
    return native, reasons


def _callees(by_name: dict[str, list[Func]], name: str, caller: Func) -> list[Func]:
    """Functions a call of `name` in `caller` may reach: those of the caller's file if it defines
    the name (static helpers of the same name in other files are other functions), else all."""
    cands = by_name.get(name, [])
    same = [g for g in cands if g.file == caller.file]
    return same or cands


# ------------------------------------------------------------------------------------------ include


def include_edit(fi: FileInfo) -> tuple[int, int, str] | None:
    """Where `#include <xlate/compat32.h>` goes without adding a line: on the line of the first
    CUDA-runtime include (its directive becomes a comment: compat32.h includes hip_runtime.h), else on
    an empty line or a `//` comment line at file scope before the first use. None: already there, or
    no such line (the caller reports it)."""
    sf = fi.sf
    data = sf.data
    if re.search(rb"#\s*include\s*[<\"]" + re.escape(HEADER.encode()) + rb"[>\"]", data):
        return None
    first_use = min((t.start for t in fi.toks if t.spelling in WARP_OPS or t.spelling == "warpSize"),
                    default=len(data))
    first_use = min(first_use, min((t.start for t in fi.toks if t.spelling in _CUB_WARP), default=len(data)))
    busy_lines: set[int] = set()  # lines holding code or directives
    for t in fi.toks:
        busy_lines.update(range(line_of(sf, t.start), line_of(sf, t.end) + 1))
    runtime = re.compile(rb"^(?:\xef\xbb\xbf)?[ \t]*#[ \t]*include[ \t]*[<\"](cuda_runtime\.h|cuda\.h|"
                         rb"hip/hip_runtime\.h|cuda_runtime_api\.h)[>\"][^\n]*$", re.MULTILINE)
    depth_at = _depth_table(fi)
    for m in runtime.finditer(data, 0, first_use):
        if depth_at(m.start()) == 0 and not data[m.start():m.end()].rstrip().endswith(b"\\"):
            at = line_body(data, m.start())
            return (at, at, INCLUDE_LINE + " // ")
    # blank or comment-only lines at file scope
    blocks = [(m.start(), m.end()) for m in re.finditer(rb"/\*.*?\*/", data, re.DOTALL)]
    block_starts = [b[0] for b in blocks]

    def in_block_comment(p: int) -> bool:
        k = bisect.bisect_right(block_starts, p) - 1
        return k >= 0 and blocks[k][0] < p < blocks[k][1]

    pos = 0
    lineno = 1
    while pos < first_use and pos < len(data):
        nl = data.find(b"\n", pos)
        end = len(data) if nl < 0 else nl
        at = line_body(data, pos)
        text = data[at:end]
        if depth_at(pos) == 0 and not _continued(data, pos) and not in_block_comment(pos) \
                and lineno not in busy_lines:
            if text.strip() == b"":
                return (at, at, INCLUDE_LINE)
            if text.startswith(b"//") and not text.rstrip().endswith(b"\\"):
                return (at, at, INCLUDE_LINE + " ")
        if nl < 0:
            break
        pos = nl + 1
        lineno += 1
    return None


BOM = b"\xef\xbb\xbf"


def line_body(data: bytes, pos: int) -> int:
    """Where the text of the line starting at `pos` begins: after a UTF-8 byte order mark on the first
    line (an include put before it would leave the mark in the middle of the file)."""
    return pos + len(BOM) if pos == 0 and data.startswith(BOM) else pos


def _continued(data: bytes, pos: int) -> bool:
    """True when the line starting at `pos` continues the previous one (a backslash before the newline)."""
    j = pos - 2
    if j >= 0 and data[j:j + 1] == b"\r":
        j -= 1
    return j >= 0 and data[j:j + 1] == b"\\"


def _depth_table(fi: FileInfo):
    """A function offset -> brace depth (active code) plus #if depth there, built in one pass. A
    header's include guard (`#ifndef X` directly followed by `#define X`) does not count: its body
    is the whole header."""
    starts: list[int] = []
    depths: list[int] = []  # depth after the token
    depth = 0
    counted: list[bool] = []
    t = fi.toks
    for k, tok in enumerate(t):
        if tok.region is Region.ACTIVE and tok.spelling in ("{", "}"):
            depth += 1 if tok.spelling == "{" else -1
        if tok.spelling == "#" and k + 1 < len(t):
            d = t[k + 1].spelling
            if d in ("if", "ifdef", "ifndef"):
                guard = (d == "ifndef" and k + 5 < len(t) and t[k + 3].spelling == "#"
                         and t[k + 4].spelling == "define" and t[k + 5].spelling == t[k + 2].spelling)
                counted.append(not guard)
                depth += 0 if guard else 1
            elif d == "endif":
                depth -= 1 if (counted.pop() if counted else True) else 0
        starts.append(tok.start)
        depths.append(depth)

    def at(offset: int) -> int:
        k = bisect.bisect_left(starts, offset) - 1
        return depths[k] if k >= 0 else 0

    return at


# ------------------------------------------------------------------------------------------ --explain-warp


def explain(model: SourceModel) -> str:
    """Per kernel: the warp mode it is translated in (and why), the hazards found in it and in the
    device functions it calls, and what the translation did about each."""
    a = analyze(model)
    by_name: dict[str, list[Func]] = {}
    for f in a.funcs:
        by_name.setdefault(f.name, []).append(f)
    lines: list[str] = [f"warp mode: {model.warp_mode}"]
    kernels = [f for f in a.funcs if f.kernel]
    if not kernels:
        lines.append("no kernels found")
    for k in kernels:
        reach = [k]
        seen = {id(k)}
        for f in reach:
            for c in sorted(f.calls):
                for g in _callees(by_name, c, f):
                    if g.device and id(g) not in seen:
                        seen.add(id(g))
                        reach.append(g)
        mode = a.mode_of(k)
        why = f" (native64 fell back: {a.reasons[id(k)]})" if model.warp_mode == "native64" and id(k) in a.reasons \
            else ""
        lines.append(f"kernel {k.name} ({k.file.name}:{k.line}): {mode}{why}")
        found = [f for f in a.findings if f.func in {g.name for g in reach} and f.code not in ("XL221",)
                 and any(g.file == f.file and g.name == f.func for g in reach)]
        renames = sum(1 for g in reach for s, e, _t, fn in a.files[g.file].renames if fn is g)
        if not found and not renames:
            lines.append("  no warp operations or 32-lane assumptions")
        for f in found:
            sev, msg = f.n64 if a.finding_native(f) else f.c32
            line = line_of(a.files[f.file].sf, f.offset)
            edits = f.n64_edits if a.finding_native(f) else f.c32_edits
            done = f"; done: {', '.join(repr(t) for _, _, t in edits)}" if edits else ""
            lines.append(f"  {f.code} {sev.value} line {line} in {f.func}: {msg}{done}")
        if renames and mode == "compat32":
            lines.append(f"  XL200: {renames} warp intrinsic(s)/warpSize rewritten to <{HEADER}> (xlate_c32::)")
    return "\n".join(lines)


def explain_inputs(inputs: list[Path], includes: list[Path], defines: list[str], warp_mode: str) -> str:
    """`xlate translate --explain-warp`: build the model of `inputs` and explain it."""
    from xlate.rewrite.engine import build_model_for
    from xlate.rewrite.translate import project_root

    srcs = [Path(p).resolve() for p in inputs if Path(p).is_file()]
    if not srcs:
        return "--explain-warp: no input files (give .cu files)"
    model, _ = build_model_for(srcs, root=project_root(srcs, includes), includes=list(includes),
                               defines=list(defines), warp_mode=warp_mode)
    return explain(model)
