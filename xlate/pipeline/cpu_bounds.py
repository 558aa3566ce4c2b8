"""Interval bounds of a region's thread loop in the block form of the cpu backend (issue 22;
docs/cpu-backend.md, "Execution forms"), a part of xlate.pipeline.cpu_split's emission.

A region whose code is pure declarations followed by `if (G) S` (its last statement, no `else`), or by
`if (C) return;` (the body's last region, `G` being `!C`), runs its statements for the threads where
`G` holds and nothing for the others. When `G` is a conjunction whose conjuncts are

* comparisons `X op U` / `U op X` (`<`, `<=`, `>`, `>=`, integer operands) where `X` is `threadIdx.x`
  plus or minus row-uniform terms, through integer conversions of at least 32 bits and integer locals
  never assigned (`x = blockIdx.x * blockDim.x + threadIdx.x`), and `U` is row-uniform, or
* row-uniform conditions (no `threadIdx.x`: `y < h - 1` with `y` from `threadIdx.y`),

where row-uniform means pure (literals, `blockIdx`/`blockDim`/`gridDim`, `threadIdx.y/z`, scalar kernel
parameters never assigned, const globals, such locals; arithmetic without `/`, `%` or shifts by a
non-literal; no call, memory access or side effect), then in each row of threads (fixed `threadIdx.y`,
`.z`) every `X` grows by one per thread unless an operation wraps around. The generated row code checks
that no step of any `X` wrapped between the row's first and last thread (the exact difference of every
intermediate value, as `__int128`, is the row length minus one); then the threads where `G` holds are
an interval `[lo, hi)`, found by binary searches over the comparisons themselves
(`xlate_cpu::block_form::prefix`), and the region's thread loop runs over it with the branch removed
(the guarded store becomes an unconditional one, which the compiler can vectorise). Where the check
fails (a grid wide enough to wrap `x`, or a signed `X` compared as unsigned across zero), the row runs
over the maximal runs of threads where `G`, evaluated as written per thread, holds: the same threads,
in the same order. Where no comparison on `threadIdx.x` involves `threadIdx.y`/`.z`, the interval and the check
are computed once per block. Everything the analysis cannot prove keeps the per-thread test, with a
note for `--explain-cpu` (`notes`) where the guard involves the thread's index.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

_WRAP = {"UNEXPOSED_EXPR", "PAREN_EXPR", "CSTYLE_CAST_EXPR", "CXX_STATIC_CAST_EXPR", "CXX_FUNCTIONAL_CAST_EXPR"}
_CASTS = _WRAP - {"PAREN_EXPR"}
_LITERALS = {"INTEGER_LITERAL", "FLOATING_LITERAL", "CHARACTER_LITERAL", "CXX_BOOL_LITERAL_EXPR"}
_INTEGERS = {"BOOL", "CHAR_U", "UCHAR", "USHORT", "UINT", "ULONG", "ULONGLONG", "CHAR_S", "SCHAR", "SHORT", "INT",
             "LONG", "LONGLONG", "ENUM"}
_PURE_OPS = {"+", "-", "*", "&", "|", "^", "<", "<=", ">", ">=", "==", "!=", "&&", "||"}
_LITERAL_RHS_OPS = {"/", "%", "<<", ">>"}
_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}
_INDEX = "::xlate_cpu::block_form::Index"


@dataclass
class Bounds:
    """What cpu_split's region emission uses: `block`, code before the region's loops (an opening `{`
    and what every row shares, or nothing); `row`, code inside the row loop before the thread loop
    (declares `__xlate_xs`, `__xlate_xe` and the runs loop's state); `open`/`close`, the runs loop around
    the thread loop; `subst`, source bytes (a, b, text) of the region replaced (the guard removed)."""
    block: str
    row: str
    open: str
    close: str
    subst: list


def _kids(c) -> list:
    return [k for k in c.get_children() if k.kind.name not in ("TYPE_REF", "NAMESPACE_REF", "TEMPLATE_REF")]


def _strip(c):
    while c.kind.name in _WRAP:
        kids = _kids(c)
        if len(kids) != 1:
            return c
        c = kids[0]
    return c


def _integer(t, wide: bool = False) -> bool:
    canon = t.get_canonical()
    return canon.kind.name in _INTEGERS and (not wide or canon.get_size() >= 4)


def _coord(sp, c) -> tuple[str, str] | None:
    """(`threadIdx`, `x`) for a reference to one of the coordinates, else None."""
    K = sp.K
    if c.kind != K.MEMBER_REF_EXPR:
        return None
    toks = [t.spelling for t in c.get_tokens()]
    kids = list(c.get_children())
    if len(toks) != 3 or toks[1] != "." or toks[2] not in ("x", "y", "z") or len(kids) != 1 or \
            kids[0].kind != K.DECL_REF_EXPR or kids[0].spelling != toks[0] or not sp.is_global(kids[0].referenced):
        return None
    return (toks[0], toks[2]) if toks[0] in ("threadIdx", "blockIdx", "blockDim", "gridDim") else None


class _Guard:
    """The analysis of one region's guard; `why` says what it could not prove."""

    def __init__(self, sp, r) -> None:
        self.sp, self.r, self.K = sp, r, sp.K
        self.locals: dict = {}  # name -> (VAR_DECL, declaration text) usable in the guard, in order
        self.nodes: list[tuple[str, str]] = []  # (expression, its type): the steps of every X
        self.why = ""
        self.skipped: dict[str, str] = {}  # locals declared before the guard that it may not use, and why

    def text(self, c) -> str:
        return self.sp.text(c.extent.start.offset, c.extent.end.offset)

    def local(self, ref):
        """The guard local `ref` refers to, or None."""
        d = ref.referenced
        if d is None or d.kind != self.K.VAR_DECL or d.spelling not in self.locals:
            return None
        return d if self.locals[d.spelling][0] == d else None

    def pure(self, c, tx: bool) -> bool:
        """`c` has no side effect, reads no memory and cannot trap; `tx`: it may depend on threadIdx.x."""
        K, kind = self.K, c.kind.name
        if kind in _LITERALS or c.kind == K.CXX_UNARY_EXPR:
            return True
        co = _coord(self.sp, c)
        if co is not None:
            return tx or co != ("threadIdx", "x")
        if c.kind == K.DECL_REF_EXPR:
            d = self.local(c)
            if d is not None:
                return tx or not self.depends(c)
            return self.sp.is_uniform(c)
        kids = _kids(c)
        if kind in _WRAP or kind == "CONDITIONAL_OPERATOR":
            return bool(kids) and all(self.pure(k, tx) for k in kids)
        if c.kind == K.UNARY_OPERATOR:
            op = next(iter(c.get_tokens()), None)
            return op is not None and op.spelling in ("-", "+", "!", "~") and len(kids) == 1 and self.pure(kids[0], tx)
        if c.kind == K.BINARY_OPERATOR and len(kids) == 2:
            if c.spelling in _LITERAL_RHS_OPS:
                rhs = _strip(kids[1])
                if rhs.kind.name != "INTEGER_LITERAL" or self.text(rhs).rstrip("uUlL") in ("0", "0x0"):
                    return False
            elif c.spelling not in _PURE_OPS:
                return False
            return all(self.pure(k, tx) for k in kids)
        return False

    def depends(self, c, axes: tuple[str, ...] = ("x",)) -> bool:
        """Whether `c` depends on threadIdx.x (or the `axes` named), directly or through a guard local."""
        for x in c.walk_preorder():
            co = _coord(self.sp, x)
            if co is not None and co[0] == "threadIdx" and co[1] in axes:
                return True
            if x.kind == self.K.DECL_REF_EXPR and self.local(x) is not None:
                init = _kids(self.local(x))
                if init and self.depends(init[0], axes):
                    return True
        return False

    def affine(self, c) -> bool:
        """`c` is threadIdx.x plus or minus row-uniform terms; records each step in `nodes`."""
        K, kind = self.K, c.kind.name
        if _coord(self.sp, c) == ("threadIdx", "x"):
            return True
        kids = _kids(c)
        if kind in _WRAP and len(kids) == 1:
            inner = self.affine(kids[0])
        elif c.kind == K.DECL_REF_EXPR and self.local(c) is not None:
            d = self.local(c)
            init = _kids(d)
            inner = len(init) == 1 and _integer(d.type, wide=True) and self.affine(init[0])
        elif c.kind == K.BINARY_OPERATOR and c.spelling in ("+", "-") and len(kids) == 2:
            a, b = kids
            if self.depends(a) and not self.depends(b):
                inner = self.pure(b, False) and self.affine(a)
            elif c.spelling == "+" and self.depends(b) and not self.depends(a):
                inner = self.pure(a, False) and self.affine(b)
            else:
                inner = False
        else:
            inner = False
        if not inner:
            return False
        if kind == "PAREN_EXPR":
            return True
        t = self.local(c).type if c.kind == K.DECL_REF_EXPR else c.type
        if not _integer(t, wide=True):
            return False
        self.nodes.append((self.text(c), t.get_canonical().spelling))
        return True

    def conjunct(self, c, negated: bool) -> list | None:
        """[(`row`|`lo`|`hi`, a condition's text, the cursor)], or None (`why` says why): `lo` conditions
        hold on a suffix of each row, `hi` ones on a prefix (an equality is both)."""
        s = _strip(c)
        text = self.text(c)
        cond = f"!({text})" if negated else f"({text})"
        if not self.depends(c):
            return [("row", cond, c)] if self.pure(c, False) else None
        kids = _kids(s)
        if s.kind != self.K.BINARY_OPERATOR or s.spelling not in (*_FLIP, "==", "!=") or len(kids) != 2 or \
                not all(_integer(k.type) or _coord(self.sp, k) for k in kids):
            self.why = f"`{text}` is not a comparison of integers"
            return None
        if (s.spelling == "!=") != negated and s.spelling in ("==", "!="):
            self.why = f"`{text}` does not hold on an interval of threads"
            return None
        op, (a, b) = s.spelling, kids
        if self.depends(b):
            op, (a, b) = _FLIP.get(op, op), (b, a)
        if self.depends(b) or not self.pure(b, False) or not self.affine(a):
            self.why = f"`{text}` does not compare threadIdx.x plus row-uniform terms with a row-uniform bound"
            return None
        if op in ("==", "!="):  # X == U: X >= U and X <= U
            ta, tb = self.text(a), self.text(b)
            return [("lo", f"(({ta}) >= ({tb}))", c), ("hi", f"(({ta}) <= ({tb}))", c)]
        below = op in ("<", "<=")
        return [("hi" if below != negated else "lo", cond, c)]


def _guard_statement(sp, r):
    """(index of the guard in r.stmts, its if statement, whether it is `if (C) return;`), or None."""
    K = sp.K
    for i, s in enumerate(r.stmts):
        if s.kind == K.DECL_STMT:
            continue
        kids = list(s.get_children())
        if s.kind != K.IF_STMT or len(kids) != 2:
            return None
        then = kids[1]
        if then.kind == K.COMPOUND_STMT and len(list(then.get_children())) == 1:
            then = next(iter(then.get_children()))
        if then.kind == K.RETURN_STMT and not list(then.get_children()):
            return (i, s, True) if r.last else None
        return (i, s, False) if i == len(r.stmts) - 1 else None
    return None


def interval(sp, r, notes: list[str]) -> Bounds | None:
    """The interval bounds of region `r` (see the module's doc), or None; a guard the analysis looked at
    but could not prove adds a line to `notes`."""
    K = sp.K
    if r.after is not None or r.subst or not sp.shadow:
        return None
    found = _guard_statement(sp, r)
    if found is None:
        return None
    gi, stmt, early = found
    cond = next(iter(stmt.get_children()))
    g = _Guard(sp, r)
    where = f"{Path(sp.lines.path).name}:{sp.line_of(cond.extent.start.offset)}"

    def refuse(why: str) -> None:
        notes.append(f"the guard at {where} stays a per-thread test: {why}")

    body_refs = [c for c in sp.body.walk_preorder() if c.kind == K.DECL_REF_EXPR and c.referenced is not None]
    for s in r.stmts[:gi]:
        if s in r.hoisted:
            continue
        for d in s.get_children():
            init = _kids(d)
            if d.kind != K.VAR_DECL or len(init) > 1 or init and not g.pure(init[0], True):
                return refuse(f"the declaration at {Path(sp.lines.path).name}:{sp.line_of(d.extent.start.offset)} "
                              "before it is not pure")
            outside = [c for c in body_refs if c.referenced == d and not r.start <= c.extent.start.offset < r.end]
            if outside and sp.remat_of(d) is None:
                return refuse(f"{d.spelling} is declared before it and used after the region")
            if init and _integer(d.type) and not _only_read(sp, d):
                g.skipped[d.spelling] = f"{d.spelling} is assigned after its declaration"
            elif init and _integer(d.type):
                g.locals[d.spelling] = (d, f" [[maybe_unused]] {d.type.get_canonical().spelling} {d.spelling} = {g.text(init[0])};")
    for c in cond.walk_preorder():  # locals of earlier regions recomputed in this one
        if c.kind == K.DECL_REF_EXPR and c.referenced is not None and c.referenced.spelling not in g.locals:
            remat = sp.remat_of(c.referenced)
            if remat and _integer(c.referenced.type):
                g.locals[c.referenced.spelling] = (c.referenced, " [[maybe_unused]]" + remat)
    if not g.depends(cond, ("x", "y", "z")) and not any(x.kind == K.DECL_REF_EXPR and x.spelling in g.skipped
                                                         for x in cond.walk_preorder()):
        return None  # not a guard on the thread's position: no note
    parts = []
    todo = [(cond, early)]
    while todo:
        c, neg = todo.pop(0)
        s = _strip(c)
        if s.kind == K.BINARY_OPERATOR and s.spelling == ("||" if neg else "&&"):
            todo = [(k, neg) for k in _kids(s)] + todo
            continue
        got = g.conjunct(c, neg)
        if got is None:
            names = [x.spelling for x in c.walk_preorder() if x.kind == K.DECL_REF_EXPR and x.spelling in g.skipped]
            return refuse(g.skipped[names[0]] if names else g.why or f"`{g.text(c)}` is not pure")
        parts += got
    if not any(p[0] != "row" for p in parts):
        return None  # no condition on threadIdx.x: nothing to bound
    return _emit(sp, g, parts, stmt, early)


def _emit(sp, g: _Guard, parts: list, stmt, early: bool) -> Bounds:
    """The row code: the guard as written (`__xlate_g`, for rows where a step wraps), the row conditions,
    and the interval. Where no comparison on threadIdx.x involves threadIdx.y or .z, the interval and the
    wrap check are the same in every row: computed once per block (`block`)."""
    cond = next(iter(stmt.get_children()))
    hoist = not any(k != "row" and g.depends(c, ("y", "z")) for k, _, c in parts)

    def lets(yz: str) -> str:
        return f" [[maybe_unused]] const {_INDEX} threadIdx{{__xlate_x, {yz}}};" + "".join(
            decl for _, decl in g.locals.values())

    row_lets = lets("__xlate_y, __xlate_z")
    x_lets = lets("0u, 0u") if hoist else row_lets

    def pred(name: str, expr: str, let: str) -> str:
        return f" const auto {name} = [&](unsigned __xlate_x) -> bool {{{let} return {expr}; }};"

    def conj(kind: str) -> str:
        return " && ".join(t for k, t, _ in parts if k == kind) or "true"

    whole = g.text(cond)
    nodes = list(dict.fromkeys(g.nodes))
    # the interval where the comparisons on threadIdx.x hold, when no step of any X wraps (`__xlate_exact`)
    interval = (pred("__xlate_lo_f", f"!({conj('lo')})", x_lets) + pred("__xlate_hi_f", conj("hi"), x_lets)
                + f" const auto __xlate_steps = [&](unsigned __xlate_x, __int128* __xlate_v) {{{x_lets}"
                + "".join(f" __xlate_v[{i}] = static_cast<{t}>({e});" for i, (e, t) in enumerate(nodes)) + " };"
                + f" __int128 __xlate_v0[{len(nodes)}], __xlate_v1[{len(nodes)}];"
                  " __xlate_steps(0u, __xlate_v0); __xlate_steps(__xlate_bd.x - 1u, __xlate_v1);"
                  " bool __xlate_exact = true;"
                + f" for (int __xlate_i = 0; __xlate_i < {len(nodes)}; ++__xlate_i) __xlate_exact = __xlate_exact"
                  " && __xlate_v1[__xlate_i] - __xlate_v0[__xlate_i] == __int128(__xlate_bd.x) - 1;"
                + (" const unsigned __xlate_ilo = ::xlate_cpu::block_form::prefix(__xlate_bd.x, __xlate_lo_f);"
                   if any(p[0] == "lo" for p in parts) else " const unsigned __xlate_ilo = 0u;")
                + (" const unsigned __xlate_ihi = ::xlate_cpu::block_form::prefix(__xlate_bd.x, __xlate_hi_f);"
                   if any(p[0] == "hi" for p in parts) else " const unsigned __xlate_ihi = __xlate_bd.x;"))
    block = ("{" + interval) if hoist else ""
    row = (pred("__xlate_g", f"!({whole})" if early else f"static_cast<bool>({whole})", row_lets)
           + pred("__xlate_row_f", conj("row"), row_lets)
           + " const auto __xlate_from = [&](unsigned __xlate_s, bool __xlate_b) {"
             " while (__xlate_s < __xlate_bd.x && __xlate_g(__xlate_s) != __xlate_b) ++__xlate_s; return __xlate_s; };"
           + ("" if hoist else interval)
           + " const bool __xlate_one = __xlate_exact; unsigned __xlate_xs = 0u, __xlate_xe = 0u;"
             " if (!__xlate_one) { __xlate_xs = __xlate_from(0u, true); __xlate_xe = __xlate_from(__xlate_xs, false); }"
             " else if (__xlate_row_f(0u) && __xlate_ilo < __xlate_ihi) { __xlate_xs = __xlate_ilo; __xlate_xe = __xlate_ihi; }")
    open_ = (" for (; __xlate_xs < __xlate_xe; __xlate_xs = __xlate_one ? __xlate_bd.x : __xlate_from(__xlate_xe, true),"
             " __xlate_xe = __xlate_one ? __xlate_xs : __xlate_from(__xlate_xs, false)) {")
    a = stmt.extent.start.offset
    if early:  # `if (C) return;` goes
        return Bounds(block, row, open_, "}", [(a, sp.simple_end(stmt), "")])
    return Bounds(block, row, open_, "}", [(a, list(stmt.get_children())[1].extent.start.offset, "")])  # `if (G) ` goes


def _only_read(sp, d) -> bool:
    """Every use of local `d` in the kernel body is a read (an lvalue-to-rvalue conversion)."""
    for c in sp.body.walk_preorder():
        for k in c.get_children():
            if k.kind == sp.K.DECL_REF_EXPR and k.referenced == d and c.kind != sp.K.UNEXPOSED_EXPR:
                return False
    return True
