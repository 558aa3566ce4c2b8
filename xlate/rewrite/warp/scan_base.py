"""The base of the per-file warp scan (scanner.FileScan): its state, how a finding is recorded, and
the token questions every check asks, answered from per-file tables built once so that each costs
O(1) or amortised O(1) (benchmarks/deep_expression.py, tests/rules/test_warp_linear.py)."""

from __future__ import annotations

import heapq

from xlate.core.model import RefOrigin, Severity, TokenKind
from xlate.rewrite.syntax import split_top
from xlate.rewrite.warp.intrinsics import is_full_mask_literal
from xlate.rewrite.warp.records import FileInfo, Finding, Func
from xlate.rewrite.warp.tokens import line_of, match_forward


class ScanBase:
    """The state of one file's scan and the questions its checks ask about tokens: where a statement
    or the loop around a token ends, whether an argument is a full 32-lane mask, who owns a token."""

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
        self.warp_asm: set[int] = set()  # functions with inline PTX that reads the warp partition
        self.laneset_vars: dict[int, set[str]] = {}  # vars holding a ballot/activemask/match result
        # CUDA warp operations the project declares overloads of, in any file (set by warp/model.py)
        self.project_overloads: frozenset[str] = frozenset()
        self._tables()
        self.full_macros = self._full_mask_names()

    # -- findings
    def add(self, code: str, i: int, c32: tuple[Severity, str], n64: tuple[Severity, str] | None = None, *,
            fallback: str | None = None, c32_edits=(), n64_edits=(), fixit: str | None = None) -> Finding:
        fn = self.fi.owner[i]
        f = Finding(code, self.sf.path, self.t[i].start, fn.name if fn else None, c32, n64 or c32, fallback,
                    list(c32_edits), list(n64_edits), fixit)
        if fn is not None:
            fn.warp = True
        self.out.append(f)
        return f

    # -- token questions
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
        if is_full_mask_literal(s):
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

    def is_full_arg(self, lo: int, hi: int) -> bool:
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
        """Whether tokens [lo, hi) name one of `names`; a member after `.` or `->` (`blockDim.x`, `v.x`) is
        not the variable of that name (the object before it is what a use names)."""
        return any(self.t[k].spelling in names and (k == 0 or self.t[k - 1].spelling not in (".", "->"))
                   for k in range(lo, hi))

    def tid_names(self, fn: Func | None) -> set[str]:
        base = {"threadIdx", "hipThreadIdx_x", "__lane_id"}
        return base | (self.tid_vars.get(id(fn), set()) if fn else set())

    def is_cuda_name(self, i: int) -> bool:
        t = self.t[i]
        if t.ref in (RefOrigin.PROJECT, RefOrigin.SYSTEM):
            return False
        prev = self.sp(i - 1)
        # `ns::__shfl_sync` names another function; `::__shfl_sync` (global scope, also after `return` or
        # `case`, which are keywords, not qualifiers) is CUDA's
        qualified = prev == "::" and i >= 2 and (self.t[i - 2].kind is TokenKind.IDENTIFIER or self.sp(i - 2) == ">")
        return prev not in (".", "->") and not qualified


    def loop_around(self, i: int) -> tuple[int, int, int] | None:
        """The innermost `for` loop whose body (not header) holds token `i`: (index of `for`, of the
        `)` closing its header, of the body's last token). The loops of the file are found once;
        queries come in increasing `i` (the order of the scan) and share one sweep: loops enter a
        heap (latest `for` first) once their header has closed, and leave it for good once their
        body has ended, so a file with many warp calls costs O(n log n), not a scan back per call."""
        st = self.__dict__.get("_loop_sweep")
        if st is None or i < st["last"]:
            loops = []
            t = self.t
            for k, tok in enumerate(t):
                if tok.spelling == "for" and self.sp(k + 1) == "(":
                    close = match_forward(t, k + 1)
                    if close is None:
                        continue
                    end = match_forward(t, close + 1) if self.sp(close + 1) == "{" else self.stmt_end(close + 1)
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

    def stmt_end(self, i: int) -> int | None:
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

    # -- per-file tables: each built once in one pass, so that the per-token questions of the checks
    #    cost O(1) (or amortised O(1)) instead of a scan back over a statement: a one-line expression of
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
        self.stop_before = stop_before
        self.shared_prefix = shared_prefix
        self.pair_back = pair_back
        self.ws_memo: dict[int, str | None] = {}
        self.tmpl_memo: dict[int, bool] = {}


    def is_decl_bracket(self, k: int) -> bool:
        j = k - 2
        while j >= 0 and self.t[j].spelling not in (";", "{", "}", "(", ","):
            if self.t[j].is_ident and self.t[j].spelling not in ("return",):
                return True
            j -= 1
        return False

    def is_declaration(self, k: int) -> bool:
        j = k - 1
        while j >= 0 and self.t[j].spelling not in (";", "{", "}", "(", ","):
            if self.t[j].spelling in ("volatile",) or self.t[j].kind is TokenKind.KEYWORD:
                return True
            j -= 1
        return False
