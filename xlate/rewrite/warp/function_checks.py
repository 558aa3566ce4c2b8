"""The function-level checks of the warp scan: implicitly warp-synchronous code (XL207), named
32-lane constants (XL201/XL204), spin-waits (XL211) and __syncwarp in divergent branches (XL212).
Each looks at whole function bodies after the per-token pass of scanner.FileScan."""

from __future__ import annotations

from xlate.core.model import RefOrigin, Severity, TokenKind
from xlate.rewrite.warp.records import Func
from xlate.rewrite.warp.scan_base import ScanBase
from xlate.rewrite.warp.tokens import ASSIGN, int_value, is_lit, match_backward, match_forward


class FunctionChecks(ScanBase):
    """Checks over the function bodies of one file (mixed into scanner.FileScan)."""

    # -- implicitly warp-synchronous code
    def implicit_sync(self) -> None:
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
                if self.sp(j) not in ASSIGN:
                    continue
                end0 = self.stmt_end(j)
                if self.sp(j) == "=" and (end0 is None or not self.mentions(j + 1, end0, {t[k].spelling})):
                    continue  # no read of another lane's element: nothing relies on lockstep
                if self.is_declaration(k):
                    continue
                end = self.stmt_end(j)
                if end is None or self.mentions(end + 1, min(end + 4, len(t)), {"__syncwarp", "syncwarp"}):
                    continue
                if self.mentions(j, end, {"xlate_v"}):
                    continue  # already split by an earlier translation
                lo = k
                split_until = end
                guard = self._sole_statement_of_if(k, end)
                if guard is None and self._divergent_branch(fn, k) is not None:
                    self.add("XL207", k, (Severity.WARNING, (
                        f"write through volatile `{t[k].spelling}` relies on lockstep execution of the warp "
                        "(implicitly warp-synchronous), inside a branch that may split the warp among other "
                        "statements: compat32 cannot add a __syncwarp() there (lanes outside the branch never "
                        "reach it), so this statement's reads and writes keep the order in which the lanes run; "
                        "separate them yourself (compute into a local, __syncwarp() outside the branch, then "
                        "write)")),
                        fallback="implicitly warp-synchronous code (volatile shared memory) in a divergent branch")
                    continue
                self.add("XL207", k, (Severity.WARNING, (f"write through volatile `{t[k].spelling}` relies on "
                                                         "lockstep execution of the warp (implicitly "
                                                         "warp-synchronous); compat32 separates its reads from its "
                                                         "writes with the __syncwarp() CUDA's memory model "
                                                         "requires")),
                         fallback="implicitly warp-synchronous code (volatile shared memory)",
                         c32_edits=self._split_rw(lo, j, end, guard), fixit="__syncwarp();")

    def _sole_statement_of_if(self, k: int, end: int) -> tuple[int, int, int | None, int | None] | None:
        """When the statement `k`..`end` is the whole body of an `if` without `else` (`if (c) s[i] = e;` or
        `if (c) { s[i] = e; }`): the `if` token, the condition's `)`, and the body's braces (or None)."""
        t = self.t
        open_brace = close_brace = None
        head = k - 1
        if self.sp(head) == "{" and self.sp(end + 1) == "}" and match_forward(t, head) == end + 1:
            open_brace, close_brace = head, end + 1
            head -= 1
        if self.sp(head) != ")":
            return None
        o = match_backward(t, head)
        if o is None or self.sp(o - 1) != "if":
            return None
        after = (close_brace if close_brace is not None else end) + 1
        if self.sp(after) == "else":
            return None
        return o - 1, head, open_brace, close_brace

    def _divergent_branch(self, fn: Func, k: int) -> str | None:
        """The innermost block around token `k` that may split a warp: "if" (an `if` block whose condition,
        or that of an earlier `if` of its `else if` chain, may split it: _chain_divergent), "else" (an `else`
        block of such a chain, or of one xlate cannot read), or None. Blocks of warp-uniform `if`s and their
        `else` blocks are looked through."""
        t = self.t
        lanes = self.lane_vars.get(id(fn), set()) | {"__lane_id", "lane_id"}
        warps = self.warp_vars.get(id(fn), set())
        q = k
        while q > fn.lo:
            q -= 1
            if t[q].spelling != "{":
                continue
            close = match_forward(t, q)
            if close is None or close < k:
                continue
            if self.sp(q - 1) == "else":
                if self._chain_divergent(self._if_of_else(q - 1), lanes, warps) is not False:
                    return "else"
            elif self.sp(q - 1) == ")":
                o = match_backward(t, q - 1)
                if o is not None and self.sp(o - 1) == "if" and self._chain_divergent(o - 1, lanes, warps):
                    return "if"
        return None

    def _if_of_else(self, e: int) -> int | None:
        """The `if` token of the `else` at token `e`: `if (c) { ... } else`, or `if (c) stmt; else` (the
        nearest `if (...)` before the `;` with no `;` or brace between, which is the `if` a dangling `else`
        belongs to); None where it cannot be read."""
        if self.sp(e - 1) == "}":
            o = match_backward(self.t, e - 1)
            return self._if_before(o - 1) if o is not None else None
        if self.sp(e - 1) != ";":
            return None
        k = e - 2
        while k >= 0:
            sp = self.sp(k)
            if sp in (";", "{", "}"):
                return None
            if sp in (")", "]"):
                found = self._if_before(k) if sp == ")" else None
                if found is not None:
                    return found
                o = match_backward(self.t, k)
                if o is None:
                    return None
                k = o
            k -= 1
        return None

    def _if_before(self, c: int) -> int | None:
        """The `if` token whose condition closes at the `)` at token `c` (`if (...)`, `if constexpr (...)`)."""
        if self.sp(c) != ")":
            return None
        p = match_backward(self.t, c)
        if p is None:
            return None
        k = p - 1 if self.sp(p - 1) != "constexpr" else p - 2
        return k if self.sp(k) == "if" else None

    def _chain_divergent(self, k: int | None, lanes: set[str], warps: set[str]) -> bool | None:
        """Whether a block reached through the `if` at token `k` may split a warp: its condition, or the
        condition of an earlier `if` of its `else if` chain (a block after `if (lane < 16) {} else if (u)`
        runs for some lanes only, whatever `u` is), may split it (_lane_divergent). `if constexpr`
        conditions are compile-time constants. None where the chain cannot be read (counted as divergent by
        the caller)."""
        while k is not None:
            p = k + 2 if self.sp(k + 1) == "constexpr" else k + 1
            c = match_forward(self.t, p) if self.sp(p) == "(" else None
            if c is None:
                return None
            if p == k + 1 and self._lane_divergent(p, c, lanes, warps):
                return True
            if self.sp(k - 1) != "else":
                return False
            k = self._if_of_else(k - 1)
        return None

    def _split_rw(self, lo: int, op: int, end: int,
                  guard: tuple[int, int, int | None, int | None] | None = None) -> list[tuple[int, int, str]]:
        """`s[i] += e;` -> `{ auto xlate_v = s[i] + (e); xlate_c32::syncwarp(); s[i] = xlate_v; }
        xlate_c32::syncwarp();`: every lane reads before any lane writes, as lockstep execution did.
        Two edits around `e`, which stays as written: other rules rename names inside it (a warp
        intrinsic, a CUDA API call), and its line breaks stay where they are.

        The whole body of an `if` (`guard`, _sole_statement_of_if): the `__syncwarp()`s must be reached by
        every lane, also those whose condition is false, so they go outside the branch and the condition
        guards the read and the write: `if (c) s[i] += e;` -> `{ const bool xlate_p = (c); auto xlate_f =
        [&] { return s[i] + (e); }; decltype(xlate_f()) xlate_v{}; if (xlate_p) xlate_v = xlate_f();
        xlate_c32::syncwarp(); if (xlate_p) s[i] = xlate_v; } xlate_c32::syncwarp();` (the lambda keeps `e`
        where it is written and evaluates it only where the condition holds, as the branch did)."""
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
        unsplittable = "\n" in lhs or end <= op + 1 or renamed or b"\n" in data[t[op - 1].end:head_end] \
            or b"\n" in data[tail_start:t[end].start]
        value = "(" if o == "=" else f"{lhs} {o[:-1]} ("
        if guard is not None:
            if_tok, cond_close, open_brace, close_brace = guard
            if unsplittable:
                after = close_brace if close_brace is not None else end
                return [(t[after].end, t[after].end, " xlate_c32::syncwarp();")]
            # `if` -> `{ const bool xlate_p =`; after the condition a `;` (replacing ` {` of a braced body)
            edits = [(t[if_tok].start, t[if_tok].end, "{ const bool xlate_p ="),
                     (t[cond_close].end, t[cond_close].end if open_brace is None else t[open_brace].end, ";")]
            edits.append((t[lo].start, head_end, "auto xlate_f = [&] { return " + value))
            edits.append((tail_start, t[end].end, "); }; decltype(xlate_f()) xlate_v{}; if (xlate_p) xlate_v = "
                                                  f"xlate_f(); xlate_c32::syncwarp(); if (xlate_p) {lhs} = xlate_v;"
                                                  + (" } xlate_c32::syncwarp();" if close_brace is None else "")))
            if close_brace is not None:
                edits.append((t[close_brace].start, t[close_brace].end, "} xlate_c32::syncwarp();"))
            return edits
        if unsplittable:
            return [(t[end].end, t[end].end, " xlate_c32::syncwarp();")]
        head = "{ auto xlate_v = " + value
        tail = f"); xlate_c32::syncwarp(); {lhs} = xlate_v; }} xlate_c32::syncwarp();"
        return [(t[lo].start, head_end, head), (tail_start, t[end].end, tail)]


    def named_constants(self) -> None:
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

    def spin_waits(self) -> None:
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
            if self.sp(j) in ASSIGN and (k < lo or k >= hi):
                return True
        return False

    def divergent_syncwarp(self) -> None:
        """__syncwarp inside a branch whose condition depends on the lane: threads on the two sides
        exchanging data through one __syncwarp (Volta+) has no compat32 equivalent."""
        t = self.t
        for i, tok in enumerate(t):
            fn = self.fi.owner[i]
            if fn is None or tok.spelling != "__syncwarp":
                continue
            ca = self.call_args(i)
            if ca is not None and ca[1] and not self.is_full_arg(*ca[1][0]):
                continue  # a mask naming the lanes of this branch: a sync among them, as CUDA defines it
            branch = self._divergent_branch(fn, i)
            if branch == "if":
                self.add("XL212", i, (Severity.ERROR, ("__syncwarp() inside a branch that splits the "
                                                      "lanes of a warp: compat32 cannot exchange data "
                                                      "between lanes waiting at different __syncwarp "
                                                      "calls; move the __syncwarp() out of the branch")),
                         fallback="__syncwarp in a lane-divergent branch")
            elif branch == "else":
                self.add("XL212", i, (Severity.ERROR, ("__syncwarp() inside an else branch: compat32 cannot "
                                                      "exchange data between lanes waiting at different "
                                                      "__syncwarp calls; move it out of the branch")),
                         fallback="__syncwarp in a divergent branch")

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
                    if is_lit(t[q]):
                        v = int_value(t[q].spelling)
                        if v is not None and v % 32 != 0:
                            return True
                    if t[q].spelling in ("%", "&"):
                        return True
        return False
