"""The per-file warp scan: one pass over the significant tokens of a file finds the warp operations
(compat32 renames, XL200), their masks and shuffle widths and loops (XL202, XL204), lane and
warp-index arithmetic (XL201), per-warp shared arrays (XL205), warpSize where a constant expression is
needed (XL206), ballot results in 32-bit types (XL203), CUB warp primitives (XL209) and
cooperative-groups tiles (XL208); then the function-level checks and the host reads of the warp size
(XL210). Each finding carries the edits of both warp modes."""

from __future__ import annotations

from xlate.core.model import RefOrigin, Region, Severity, TokenKind
from xlate.core.tables import load_table
from xlate.rewrite.syntax import split_top, template_close
from xlate.rewrite.warp.function_checks import FunctionChecks
from xlate.rewrite.warp.intrinsics import (
    ASM,
    ASM_NEXT,
    BIT32_OPS,
    C32,
    C32_WARPSIZE,
    CUB_WARP,
    GLOBAL_C32,
    LANESETS,
    MASKED,
    SHFL_LEGACY,
    SHFL_SYNC,
    WARP_OPS,
    WARP_PTX,
)
from xlate.rewrite.warp.records import Func
from xlate.rewrite.warp.store_order import StoreOrder
from xlate.rewrite.warp.tokens import ASSIGN, int_value, is_lit, match_backward, match_forward, split_semis

# 32-bit integer types a lane set may be stored in
_INT32_TYPES = {"unsigned", "int", "uint32_t", "unsigned int", "signed", "long unsigned"}
# tokens after which `x >> 5` can become `x / warpSize` without changing how the expression parses
_SAFE_BEFORE = {"=", "(", ",", "[", ";", "{", "}", "return", "?", ":", "==", "!=", "<", ">", "<=", ">=", "&&",
                "||", "&", "|", "^"} | ASSIGN
_STRONGER = {"&": {"*", "/", "%", "+", "-", "<<", ">>", "<", ">", "<=", ">=", "==", "!="},
             ">>": {"*", "/", "%", "+", "-"}, "%": set(), "/": set()}
# (operator, literal) on a thread index -> what it computes
_LANE_MATH = {("&", 31): "lane", ("%", 32): "lane", ("/", 32): "warp", (">>", 5): "warp"}

# A `<` whose template argument list would run longer than this is not taken for one (bounds the work
# per `<` on hostile input such as `a < b < c < ...` of 100k terms).
_TEMPLATE_WINDOW = 4096
# host attribute queries that may ask for the warp size
_ATTR_QUERIES = frozenset({"cudaDeviceGetAttribute", "cuDeviceGetAttribute"})
_PROP_QUERIES = frozenset({"cudaGetDeviceProperties", "cudaGetDeviceProperties_v2"})
_ATTR_ENUM_PREFIXES = ("cudaDevAttr", "CU_DEVICE_ATTRIBUTE_")


class FileScan(FunctionChecks, StoreOrder):
    """Finds the hazards of one file and plans their edits: one pass over its tokens, then the
    function-level checks (function_checks.py) and the host-side warpSize reads."""

    # -- the scan
    def run(self) -> None:
        t = self.t
        self._collect_vars()
        for i, tok in enumerate(t):
            if tok.region is Region.DIRECTIVE:
                continue
            s = tok.spelling
            if tok.kind is TokenKind.IDENTIFIER and self.sp(i - 1) in ("define", "undef") and self.sp(i - 2) == "#":
                continue  # the name a macro defines (a HIP port's own `#define __shfl_down_sync ...`): not a use
            if s in ASM and self.sp(i + 1) in ASM_NEXT:
                self._asm(i)
            if tok.kind is TokenKind.IDENTIFIER:
                fn = self.fi.owner[i]
                if fn is not None and self.sp(i + 1) == "(" and self.sp(i - 1) not in (".", "->"):
                    fn.calls.add(s)
                if self._overload_in_macro(i):
                    self._project_overload(i)
                elif s in WARP_OPS and self.is_cuda_name(i) and self.sp(i + 1) == "(":
                    self.fi.renames.append((tok.start, tok.end, C32[s], fn))
                    if fn is not None:
                        fn.warp = fn.ops = True
                    self._warp_call(i)
                    if tok.region is Region.MACRO_BODY:
                        self.add("XL200", i, (Severity.NOTE, f"{s} in a macro body: rewritten for compat32"),
                                 fallback="warp operation inside a macro body")
                elif s in GLOBAL_C32 and self.sp(i + 1) == "(" and fn is not None and tok.ref is RefOrigin.PROJECT \
                        and self.sp(i - 1) not in (".", "->", "::"):
                    self._project_overload(i)
                elif s == "warpSize" and self.is_cuda_name(i):
                    self.fi.renames.append((tok.start, tok.end, C32_WARPSIZE, fn))
                    self._warpsize(i)
                elif s in BIT32_OPS and self.sp(i + 1) == "(":
                    self._bit32(i)
                elif s in CUB_WARP and self.sp(i + 1) == "<":
                    self._cub(i)
                elif s in ("tiled_partition", "thread_block_tile"):
                    self._tile(i)
                elif s == "xlate_c32" and fn is not None and id(fn) not in self.committed:
                    self.committed.add(id(fn))
                    self.add("XL221", i, (Severity.NOTE, ""), fallback="code already translated for compat32")
            elif is_lit(tok):
                self._literal(i)
            elif s == "[" and tok.region is Region.ACTIVE:
                self._array(i)
            elif s in ("while",) or (s == "for" and self.sp(i + 1) == "("):
                pass
        self.named_constants()
        self.implicit_sync()
        self.store_order()
        self.spin_waits()
        self.divergent_syncwarp()
        self._host_prop()

    def _asm(self, i: int) -> None:
        """Inline PTX that reads the warp partition (`%laneid`, `%lanemask_lt`, `shfl.sync`, ...): the PTX lowering
        gives it CUDA's 32-lane meaning, so the function stays in compat32 under native64, and XL221 says so
        (without this a kernel whose only warp code is PTX fell back silently)."""
        fn = self.fi.owner[i]
        if fn is None or id(fn) in self.warp_asm:
            return
        o = i + 1
        while o < len(self.t) and self.sp(o) != "(":
            o += 1
        if o >= len(self.t):
            return  # `asm` at the end of the file (broken input): no operands to read
        close = match_forward(self.t, o)
        text = " ".join(self.t[k].spelling for k in range(o + 1, close if close is not None else len(self.t)))
        found = WARP_PTX.search(text)
        if found:
            self.warp_asm.add(id(fn))
            self.add("XL221", i, (Severity.NOTE, ""),
                     fallback=f"inline asm reading the warp partition (`{found.group(0).lstrip('%')}`, PTX given CUDA's "
                              "32-lane meaning)")

    def _assigned_object(self, k: int) -> int:
        """For the identifier at `k` before an `=`: the variable the assignment writes to, `v` of `v.x`,
        `a[i].b->c` (a member is not a variable of its own; the object's later uses carry the value)."""
        t = self.t
        base = k
        while base >= 2 and t[base - 1].spelling in (".", "->"):
            q = base - 2
            while q >= 0 and t[q].spelling == "]":
                o = match_backward(t, q)
                if o is None:
                    return k
                q = o - 1
            if q < 0 or t[q].kind is not TokenKind.IDENTIFIER:
                return k
            base = q
        return base

    def _collect_vars(self) -> None:
        """Thread-index-derived, lane-derived and lane-set variables per function (declarations
        `T name = init;` in source order)."""
        t = self.t
        for i, tok in enumerate(t):
            fn = self.fi.owner[i]
            if fn is None or tok.spelling != "=" or i == 0 or t[i - 1].kind is not TokenKind.IDENTIFIER:
                continue
            name = t[i - 1].spelling
            name = t[self._assigned_object(i - 1)].spelling
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
            lane = any(t[k].spelling in ("&", "%") and is_lit(t[k + 1])
                       and _LANE_MATH.get((t[k].spelling, int_value(t[k + 1].spelling) or -1)) == "lane"
                       for k in range(i + 1, j - 1)) or self.mentions(i + 1, j, {"__lane_id"})
            if lane:
                self.lane_vars.setdefault(id(fn), set()).add(name)
            elif any(t[k].spelling in ("/", ">>") and is_lit(t[k + 1])
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
            elif self.is_full_arg(lo, hi):
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
        loop = self.loop_around(i)
        if loop is None or loop[0] <= fn.lo:
            return
        k, close, _body_end = loop
        parts = [p for p in split_semis(t, k + 2, close)]
        if len(parts) != 3:
            return
        (a0, a1), (b0, b1), _ = parts
        var = next((t[q - 1].spelling for q in range(a0, a1) if t[q].spelling == "=" and q > a0), None)
        if var is None:
            return
        for q in list(range(a0, a1)) + list(range(b0, b1)):
            v = int_value(t[q].spelling) if is_lit(t[q]) else None
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
                    if is_lit(t[q]) and int_value(t[q].spelling) == 31 and t[q - 1].spelling == "+"]
        fallback = None
        if op == ">>" and self.sp(lo - 1) not in _SAFE_BEFORE:
            fallback = f"`{expr}` inside an expression xlate cannot rewrite safely"
            n64 = []
        self.add("XL201", i, (Severity.NOTE, (f"`{expr}` computes a {what} for 32-lane warps: correct in compat32 "
                                             "(a CUDA warp is one half of a wavefront)")),
                 (Severity.NOTE, f"`{expr}` now computes the {what} of the wavefront"), fallback=fallback,
                 n64_edits=n64, fixit=new)
    # -- per-warp arrays
    def _array(self, i: int) -> None:
        t = self.t
        fn = self.fi.owner[i]
        # a declaration: `__shared__ T name[...]` (the statement holds __shared__ before the name)
        if fn is None or i == 0 or not t[i - 1].is_ident or self.sp(i - 2) in (".", "->"):
            return
        lo = max(fn.lo, self.stop_before[i]) + 1  # the statement's first token (not before the body)
        if lo >= i or self.shared_prefix[i] - self.shared_prefix[lo] == 0:
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
        self.ws_memo[i] = ctx
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
                o = self.pair_back.get(k)
                if o is None:  # the group opens before the statement's `;`/`{`/`}`: the scan stops there
                    return None
                k = o - 1
                continue
            if s in ("(", "["):
                if s == "[" and k > 0 and t[k - 1].is_ident:
                    return "an array size" if self.is_decl_bracket(k) else None
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
            if k in self.ws_memo:
                return self.ws_memo[k]
            k -= 1
        return None

    def _template_ctx(self, k: int) -> bool:
        """The `<` at k opens a template argument list (of at most _TEMPLATE_WINDOW tokens)."""
        hit = self.tmpl_memo.get(k)
        if hit is None:
            hit = self.tmpl_memo[k] = template_close(self.t, k, min(len(self.t), k + _TEMPLATE_WINDOW)) is not None
        return hit

    def _overload_in_macro(self, i: int) -> bool:
        """A call in a macro body of a warp operation the project overloads (`project_overloads`): each
        expansion's argument type picks the project's overload or CUDA's, which no rename can follow."""
        tok = self.t[i]
        return tok.region is Region.MACRO_BODY and tok.spelling in self.project_overloads \
            and self.sp(i + 1) == "(" and self.is_cuda_name(i)

    def _project_overload(self, i: int) -> None:
        """A call of a CUDA warp operation whose name the project overloads (Eigen's `__shfl_down_sync` for
        Eigen::half): in a template the argument's type picks the project's overload or CUDA's, so the call
        stays as written and compat32.h's global overloads for CUDA's 32-bit masks serve CUDA's types."""
        self.fi.needs_header = True
        s = self.sp(i)
        msg = (f"{s} left as written: the project declares its own overloads of {s}, which this call may reach; "
               f"for CUDA's types, <xlate/compat32.h> overloads {s} for CUDA's 32-bit mask with the 32-lane "
               "semantics of xlate_c32")
        self.add("XL202", i, (Severity.NOTE, msg))

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
        wide = BIT32_OPS[s]
        new = wide
        if wide:  # under its HIP name (HIP's __popcll returns unsigned int: the table maps it to CUDA's form)
            entry = load_table().get(wide)
            new = entry.hip if entry is not None and entry.status != "unsupported" and entry.hip else wide
        self.add("XL203", i, (Severity.NOTE, (f"{s} of a lane set: 32-bit in CUDA and in compat32 (votes return the "
                                             "caller's 32 lanes)")),
                 (Severity.NOTE, f"{s} of a 64-lane set becomes {wide}"),
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

    # -- host: prop.warpSize
    def _host_prop(self) -> None:
        t = self.t
        for i, tok in enumerate(t):
            if tok.spelling != "warpSize" or self.sp(i - 1) not in (".", "->") or tok.region is Region.DIRECTIVE:
                continue
            if self.sp(i + 1) in ASSIGN:
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
        self._host_properties()

    def _host_query_calls(self, names: frozenset[str]):
        """(index, token, argument spans) of each active host-code call `name(...)` of `names` (not a
        member or qualified name, not in a #define; device code, i.e. dynamic parallelism, is no host
        query)."""
        t = self.t
        for i, tok in enumerate(t):
            if tok.spelling not in names or tok.region is not Region.ACTIVE or self.sp(i + 1) != "(":
                continue
            if self.sp(i - 1) in (".", "->", "::") or self.sp(i - 1) in ("define", "undef"):
                continue
            if self.fi.owner[i] is not None and self.fi.owner[i].device:
                continue
            close = match_forward(t, i + 1)
            args = split_top(t, i + 2, close) if close is not None else None
            if args is not None:
                yield i, tok, args

    # -- host: cudaGetDeviceProperties(&prop, dev)
    def _host_properties(self) -> None:
        """Property queries: compat32 routes the call through xlate_c32::device_properties, which fills
        warpSize as 32, so that code reading the structure where xlate cannot rewrite the read (another
        translation unit compiled by the project's own C++ compiler, a library) sees the width the
        kernels see: faiss fills it in a .cu file and checks `prop.warpSize == 32` in a .cpp file. Only
        the callee's `(` is replaced and a prefix inserted, as for attribute queries."""
        t = self.t
        for i, tok, args in self._host_query_calls(_PROP_QUERIES):
            if len(args) != 2:
                continue
            # a note: nearly every program queries the properties, most never for the warp size; a read of
            # prop.warpSize in this file is itself a warning (above)
            self.add("XL210", i, (Severity.NOTE, (f"{tok.spelling}: compat32 fills warpSize as 32, the width of a "
                                                 "CUDA warp, for every reader of the structure (the device reports "
                                                 "its wavefront width, 64 on gfx942)")),
                     (Severity.NOTE, (f"{tok.spelling}: native64 keeps the device's wavefront width in warpSize "
                                     "(64 on gfx942; 32 on CUDA)")),
                     c32_edits=[(tok.start, tok.start, "xlate_c32::device_properties("),
                                (t[i + 1].start, t[i + 1].end, ", ")]).host = True

    # -- host: cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, dev) (and cuDeviceGetAttribute)
    def _host_attribute(self) -> None:
        """Attribute queries that may ask for the warp size: compat32 routes the call through
        xlate_c32::device_attribute, which clamps the warp-size attribute to 32 at run time (the
        attribute may be a variable). Only the callee's `(` is replaced and a prefix inserted, so the
        API rename of the callee itself (XL101) stays a separate, non-overlapping edit."""
        t = self.t
        for i, tok, args in self._host_query_calls(_ATTR_QUERIES):
            if len(args) != 3:
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
