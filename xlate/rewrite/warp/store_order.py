"""The order of a converged warp's statements (XL213), a check of the warp scan (scanner.FileScan).

A GPU runs the lanes of a converged warp together: each statement finishes for every lane before the
next one starts, so a store of one lane in the second statement lands after the stores of all lanes
in the first, and a load in the second sees them. Real code relies on it without a `__syncwarp()`:
ggml's `quantize_q8_1_to_shared` has 32 lanes store a word each, lanes 16-31 past the data onto the
two scales that lanes 0 and 8 store in the next statement. Where lanes do not run together (the cpu
backend runs each lane to its next warp operation, one after another; compilers may also reorder two
stores through `__restrict__` pointers) the scales are lost. CUDA's memory model asks for the
`__syncwarp()`; this check adds it where it cannot change what the program computes.

Where it goes: between two statements S1; S2 of one `{ }` statement list of a device function, when

* the warp is known converged after S1: S1, or an earlier statement of the same list with nothing
  between that can leave it (`return`, `break`, `continue`, `goto`, a label, `throw`), always executes
  a warp operation with a full 32-lane mask (`__shfl*_sync`, `__ballot_sync`, `__any/__all_sync`,
  `__match_*_sync`, `__reduce_*_sync`, `__syncwarp()` or `__syncwarp(full)`), or calls a function that
  ends converged that way (ggml's `warp_reduce_sum`; a name counts when every device function of that
  name does). A full mask names every lane, so every lane reached that operation, and every lane then
  reaches S2: the added `__syncwarp()` waits for lanes that all arrive. "Always": not under an `if`,
  `switch`, `while`, `?:`, `&&`, `||` or a lambda, where it may be skipped (and lanes may have returned
  before); a `for`/`do` body is taken to run at least once, as a shuffle loop's does.
  `__syncthreads()` does not count: threads that returned before it are not waited for, and a
  full-mask `__syncwarp` would name them;
* S1 stores to memory (an assignment, `++`/`--` or an atomic whose target is reached through a
  subscript, `*`, `->` or a member of one, not a local array or a local pointer to a local);
* S2 reads or writes memory that way, and is not itself a `__syncwarp`/`__syncthreads`.

Token-level and conservative in one direction only: where it cannot tell (a store inside a called
function, a pointer local it cannot follow), it adds nothing, which is the translation as it was.
The added call is `xlate_c32::syncwarp();` (compat32; `__syncwarp();` in a native64 function), on S1's
line, so line numbers do not change.
"""

from __future__ import annotations

from xlate.core.model import Region, Severity, TokenKind
from xlate.rewrite.warp.intrinsics import MASKED
from xlate.rewrite.warp.records import Func
from xlate.rewrite.warp.scan_base import ScanBase
from xlate.rewrite.warp.tokens import ASSIGN, match_forward

_CONTROL = {"if", "for", "while", "switch"}
_LEAVE = {"return", "break", "continue", "goto", "throw", "co_return"}
# a statement that is itself a barrier of the warp: nothing to add before it
_SYNCS = {"__syncwarp", "__syncthreads", "syncwarp", "__syncthreads_count", "__syncthreads_and",
          "__syncthreads_or", "xlate_c32"}
# tokens after which `*` is a dereference, not a multiplication
_UNARY_BEFORE = {"=", "(", ",", ";", "{", "}", "return", "?", ":", "[", "!", "~", "&&", "||", "+", "-", "*",
                 "/", "%", "<", ">", "<=", ">=", "==", "!=", "&", "|", "^", "<<", ">>"} | ASSIGN
# where the target of an assignment starts, scanning back from its operator
_LHS_STOP = {";", "{", "}", ",", "?", ":", "return", "else", "do", "&&", "||", "("} | ASSIGN
_DECL_STOP = {"__shared__", "static", "extern", "typedef", "using"}
_MAX_STATEMENTS = 100_000  # statements per function: hostile input must not cost more
_MAX_DEPTH = 100  # nested statements followed (deeper: not followed, nothing added)


class StoreOrder(ScanBase):
    """XL213 over the function bodies of one file (mixed into scanner.FileScan). `converging` holds the
    names of the functions of the whole translation that end converged (filled by the model before
    the scans run, from `converging_functions` of every file)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.converging: set[str] = set()
        # statement lists by their braces: the model's rounds and store_order read each list again
        self._lists: dict[tuple[int, int], list | None] = {}

    # -- statements
    def _next(self, i: int, hi: int) -> int:
        """The first token at or after `i` that is code (not a preprocessor line or macro body)."""
        t = self.t
        while i < hi and t[i].region is not Region.ACTIVE:
            i += 1
        return i

    def _statement(self, i: int, hi: int, depth: int = 0) -> tuple[int, list[tuple[int, int]], bool] | None:
        """The statement starting at token `i`: (index of its last token, the `{ }` statement lists it
        holds, whether it is a label). None where the tokens do not form one the check follows, or
        nest deeper than _MAX_DEPTH (hostile input must not exhaust the stack)."""
        if depth > _MAX_DEPTH or i >= min(hi, len(self.t)):  # nothing left: an `if (...)` ending the input
            return None
        s = self.sp(i)
        if s == "{":
            e = match_forward(self.t, i)
            return None if e is None or e > hi else (e, [(i, e)], False)
        if s in _CONTROL or s == "do":
            j = self._next(i + 1, hi)
            bodies: list[tuple[int, int]] = []
            if s == "do":
                body = self._statement(j, hi, depth + 1)
                if body is None:
                    return None
                w = self._next(body[0] + 1, hi)
                if self.sp(w) != "while" or self.sp(w + 1) != "(":
                    return None
                close = match_forward(self.t, w + 1)
                if close is None or self.sp(close + 1) != ";":
                    return None
                return close + 1, body[1], False
            if s == "if" and self.sp(j) in ("constexpr", "!"):
                j += 1
            if self.sp(j) != "(":
                return None
            close = match_forward(self.t, j)
            if close is None or close >= hi:
                return None
            body = self._statement(self._next(close + 1, hi), hi, depth + 1)
            if body is None:
                return None
            end, bodies = body[0], list(body[1])
            if s == "if":
                k = self._next(end + 1, hi)
                if self.sp(k) == "else":
                    other = self._statement(self._next(k + 1, hi), hi, depth + 1)
                    if other is None:
                        return None
                    end, bodies = other[0], bodies + other[1]
            return end, bodies, False
        if s in ("case", "default") or (self.t[i].kind is TokenKind.IDENTIFIER and self.sp(i + 1) == ":"):
            k = i
            while k < hi and self.sp(k) != ":":
                k += 1
            return (k, [], True) if k < hi else None
        if s in ("try", "asm", "__asm__", "__asm"):
            return None  # not followed: the list's analysis stops here
        e = self.stmt_end(i)
        return None if e is None or e > hi else (e, [], False)

    def _statements(self, lo: int, hi: int) -> list[tuple[int, int, list[tuple[int, int]], bool]] | None:
        """The statements of the `{`…`}` list at lo…hi: (first token, last token, inner lists, label)."""
        if (lo, hi) not in self._lists:
            self._lists[lo, hi] = self._split_list(lo, hi)
        return self._lists[lo, hi]

    def _split_list(self, lo: int, hi: int) -> list[tuple[int, int, list[tuple[int, int]], bool]] | None:
        out = []
        i = self._next(lo + 1, hi)
        while i < hi:
            got = self._statement(i, hi)
            if got is None or len(out) >= _MAX_STATEMENTS:
                return None
            out.append((i, got[0], got[1], got[2]))
            i = self._next(got[0] + 1, hi)
        return out

    # -- what a statement does
    def _converges(self, lo: int, hi: int, depth: int = 0) -> bool:
        """The statement t[lo:hi] executes, whenever it runs, a full-mask warp operation or a call of a
        function that ends converged. Not under a condition: an `if`/`switch`/`while` (or a `?:`,
        `&&`, `||`, a lambda's braces) may skip it, and a skipped one proves nothing. A `for` or `do`
        body counts: taken to run at least once, as a shuffle loop's (`for (m = 16; m > 0; m >>= 1)`)
        does."""
        s = self.sp(lo)
        if depth > _MAX_DEPTH:
            return False
        if s in ("for", "do"):
            j = lo + 1
            if s == "for":
                close = match_forward(self.t, j) if self.sp(j) == "(" else None
                if close is None:
                    return False
                j = close + 1
            j = self._next(j, hi)
            body = self._statement(j, hi, depth + 1)
            return body is not None and self._converges(j, body[0] + 1, depth + 1)
        if s == "{":
            stmts = self._statements(lo, hi - 1)
            return bool(stmts) and self._state_after(stmts, False, depth + 1)
        if s in _CONTROL or s in ("else", "case", "default", "try"):
            return False
        t = self.t
        for k in range(lo, hi):
            sk = t[k].spelling
            if sk in ("?", "&&", "||", "{"):
                return False
            if t[k].kind is not TokenKind.IDENTIFIER or self.sp(k - 1) in (".", "->"):
                continue
            if sk in MASKED and self.is_cuda_name(k):
                ca = self.call_args(k)
                if ca is not None and ((sk == "__syncwarp" and not ca[1]) or (ca[1] and self.is_full_arg(*ca[1][0]))):
                    return True
            elif sk in self.converging and self.sp(k + 1) in ("(", "<"):
                return True
        return False

    def _states(self, stmts: list[tuple[int, int, list[tuple[int, int]], bool]], body: bool, depth: int = 0):
        """Each statement of one list with whether the warp is known converged after it (`body`: the
        list is a function body, whose last statement may be its `return`)."""
        state = False
        for n, stmt in enumerate(stmts):
            lo, hi, _, label = stmt
            if label or self._leaves(lo, hi + 1, body and n == len(stmts) - 1):
                state = False
            elif self._converges(lo, hi + 1, depth):
                state = True
            yield stmt, state

    def _state_after(self, stmts: list[tuple[int, int, list[tuple[int, int]], bool]], body: bool,
                     depth: int = 0) -> bool:
        """Whether the warp is known converged after the statements `stmts` of one list."""
        state = False
        for _, state in self._states(stmts, body, depth):
            pass
        return state

    def _leaves(self, lo: int, hi: int, final: bool) -> bool:
        """t[lo:hi] may leave the list before its end (a `return` of the last statement of a function
        body is its end, not a way out)."""
        for k in range(lo, hi):
            s = self.t[k].spelling
            if s in _LEAVE and not (final and s == "return" and k == lo):
                return True
        return False

    def _locals(self, fn: Func) -> set[str]:
        """Names of `fn` whose elements or targets are the thread's own: local arrays and scalars
        (not `__shared__`, `static` or `extern`), and pointers initialised with the address of one."""
        t = self.t
        names: set[str] = set()
        pointers: list[tuple[str, int, int]] = []
        for k in range(fn.lo + 1, fn.hi):
            tok = t[k]
            if tok.kind is not TokenKind.IDENTIFIER or self.sp(k + 1) not in ("=", ";", ",", "[", "{", ")", ":"):
                continue
            prev = t[k - 1]
            if prev.kind not in (TokenKind.IDENTIFIER, TokenKind.KEYWORD) and prev.spelling not in ("*", "&"):
                continue
            if prev.spelling in ("return", "case", "goto", "else", "do", "new", "delete", "sizeof", "throw"):
                continue
            stmt = max(self.stop_before[k], fn.lo)
            if any(t[q].spelling in _DECL_STOP for q in range(stmt + 1, k)):
                continue
            if prev.spelling in ("*", "&"):
                before = t[k - 2] if k >= 2 else None
                if prev.spelling == "*" and before is not None and self.sp(k + 1) == "=" \
                        and (before.kind in (TokenKind.IDENTIFIER, TokenKind.KEYWORD) or before.spelling == ">"):
                    end = self.stmt_end(k + 1)
                    if end is not None:
                        pointers.append((tok.spelling, k + 2, end))
                continue
            names.add(tok.spelling)
        for name, lo, hi in pointers:
            if any(t[q].spelling == "&" and t[q + 1].spelling in names for q in range(lo, hi - 1)):
                names.add(name)
        return names

    def _root(self, k: int, lo: int) -> int:
        """The first token of the postfix expression that ends just before token `k`."""
        t = self.t
        j = k - 1
        while j >= lo:
            s = t[j].spelling
            if s in (")", "]"):
                o = self.pair_back.get(j)
                if o is None:
                    return j + 1
                if s == ")" and self.sp(o - 1) in _CONTROL:
                    return j + 1
                j = o - 1
            elif t[j].kind is TokenKind.IDENTIFIER or s in (".", "->", "::"):
                j -= 1
            else:
                return j + 1
        return lo

    def _memory_at(self, k: int, lo: int, local: set[str]) -> bool:
        """Token `k` (a `[`, `->` or unary `*`) reaches memory another lane may use."""
        t = self.t
        s = t[k].spelling
        if s == "*":
            nxt = self.sp(k + 1)
            return nxt == "(" or (t[k + 1].kind is TokenKind.IDENTIFIER and nxt not in local)
        r = self._root(k, lo)
        root = t[r] if r < k else None
        if root is None:
            return True
        if root.spelling == "(" or root.kind is not TokenKind.IDENTIFIER:
            return True
        return root.spelling not in local or any(t[q].spelling == "->" for q in range(r, k))

    def _accesses(self, lo: int, hi: int, local: set[str]) -> bool:
        """t[lo:hi+1] reads or writes memory another lane may use: a subscript (not an array's
        declarator), `->` or a unary `*` reaching it."""
        t = self.t
        for k in range(lo, hi + 1):
            s = t[k].spelling
            if s == "[":
                after_name = t[k - 1].kind is TokenKind.IDENTIFIER
                declarator = after_name and t[k - 2].kind in (TokenKind.IDENTIFIER, TokenKind.KEYWORD) \
                    and self.sp(k - 2) not in _LEAVE
                use = (after_name or self.sp(k - 1) in ("]", ")")) and not declarator
            else:
                use = s == "->" or (s == "*" and self.sp(k - 1) in _UNARY_BEFORE)
            if use and self._memory_at(k, lo, local):
                return True
        return False

    def _writes(self, lo: int, hi: int, local: set[str]) -> bool:
        t = self.t
        for k in range(lo, hi + 1):
            s = t[k].spelling
            if t[k].kind is TokenKind.IDENTIFIER and s.startswith("atomic") and self.sp(k + 1) == "(":
                return True
            if s not in ASSIGN and s not in ("++", "--"):
                continue
            if s in ("++", "--") and self.sp(k + 1) not in (";", ")", ",", "]"):
                if self._accesses(k + 1, self._operand_end(k + 1, hi), local):  # prefix: the target follows
                    return True
                continue
            j = k - 1
            while j >= lo and t[j].spelling not in _LHS_STOP:
                if t[j].spelling in (")", "]"):
                    o = self.pair_back.get(j)
                    if o is None:
                        break
                    if t[j].spelling == ")" and self.sp(o - 1) in _CONTROL:
                        break
                    j = o
                j -= 1
            first = j + 1
            if first >= k:
                continue
            if t[first].kind in (TokenKind.IDENTIFIER, TokenKind.KEYWORD) and first + 1 < k \
                    and t[first + 1].kind is TokenKind.IDENTIFIER:
                continue  # a declaration: `T x = ...`
            if self._accesses(first, k - 1, local):
                return True
        return False

    def _operand_end(self, i: int, hi: int) -> int:
        """The last token of the postfix expression starting at `i` (`buf[i].x`, `*p`, `(q)[2]`)."""
        t = self.t
        j = i
        while j < hi and t[j].spelling in ("*", "&"):
            j += 1
        last = j
        while j < hi:
            s = t[j].spelling
            if s in ("(", "["):
                c = match_forward(t, j)
                if c is None or c > hi:
                    break
                last = j = c
            elif t[j].kind is TokenKind.IDENTIFIER or s in (".", "->", "::"):
                last = j
            else:
                break
            j += 1
        return last

    def _is_sync(self, lo: int) -> bool:
        return self.sp(lo) in _SYNCS

    # -- the check
    def converging_functions(self) -> tuple[set[str], set[str]]:
        """(names of this file's device functions that end with the warp converged: a full-mask warp
        operation in their body's statement list, nothing after it that leaves early; names of those
        that do not). Called before `run`, by rounds, so that a function calling one counts too."""
        yes: set[str] = set()
        no: set[str] = set()
        for fn in self.fi.funcs:
            if not fn.device or fn.kernel:
                continue
            stmts = self._statements(fn.lo, fn.hi)
            (yes if stmts and self._state_after(stmts, True) else no).add(fn.name)
        return yes, no

    def store_order(self) -> None:
        taken = {e for f in self.out if f.file == self.sf.path for (_, e, _) in f.c32_edits}
        for fn in self.fi.funcs:
            if not fn.device:
                continue
            local = self._locals(fn)
            todo = [(fn.lo, fn.hi)]
            while todo:
                lo, hi = todo.pop()
                stmts = self._statements(lo, hi)
                if stmts is None:
                    continue
                pending = False
                prev = (-1, -1)
                for (s_lo, s_hi, inner, label), state in self._states(stmts, False):
                    todo.extend(inner)
                    if pending and not label and not self._is_sync(s_lo) and self._accesses(s_lo, s_hi, local):
                        self._add_sync(prev, s_lo, taken)
                    pending = state and self._writes(s_lo, s_hi, local)
                    prev = (s_lo, s_hi)

    def _add_sync(self, first: tuple[int, int], nxt: int, taken: set[int]) -> None:
        """The finding for statements `first` (its first and last token) and the one at `nxt`."""
        at = self.t[first[1]].end
        if at in taken:
            return
        taken.add(at)
        self.add("XL213", first[0], (Severity.NOTE, (f"this statement stores to memory that the next one (line "
                                                f"{self.line(nxt)}) reads or writes, in a warp known converged "
                                                "(after a full-mask warp operation): a GPU finishes it for every "
                                                "lane first; xlate_c32::syncwarp() added after it keeps that order "
                                                "where lanes do not run together (the cpu backend) and is what "
                                                "CUDA's memory model requires")),
                 (Severity.NOTE, (f"this statement stores to memory that the next one (line {self.line(nxt)}) "
                                  "reads or writes, in a converged warp: __syncwarp() added after it keeps "
                                  "their order across lanes")),
                 c32_edits=[(at, at, " xlate_c32::syncwarp();")], n64_edits=[(at, at, " __syncwarp();")],
                 fixit="__syncwarp();")
