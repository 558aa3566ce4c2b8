"""Spans of blocks in the block form of the cpu backend (issue 22; docs/cpu-backend.md, "Execution
forms"), a part of xlate.pipeline.cpu_split's emission.

A kernel that is one region (no thread of it can wait: no barrier, warp operation or polling point is
reachable) runs its block's threads row by row (`threadIdx.y`, `.z` fixed, `threadIdx.x` fastest). With
small blocks (16 x 16) a row is a few cache lines, and the next row of the same block lies a whole image
row further: the hardware prefetchers see 16 short streams per block instead of one long one, and a
2-D stencil ran 2.5 times slower than the same loop written for OpenMP. When the kernel keeps no
per-block state, a call of it runs a *span* of consecutive blocks of one grid row (`blockIdx.x`
consecutive, `.y` and `.z` equal; at most `xlate_cpu::block_form::kMaxSpan`, the runtime's chunk of
blocks): for each row of threads, the rows of every block of the span one after another, so that the
accesses of consecutive blocks to the same image rows follow each other.

CUDA gives no order between the threads of different blocks, nor between threads of a block that never
synchronise; a program whose result depends on the order in which such threads run has a data race on
a GPU too. What a span must not change is what a block owns: its shared memory (the runtime's
per-worker `thread_local` storage, which the blocks of a span would share) and the `blockIdx` each
thread sees (rebound per block; the runtime's copy too, for functions the region calls and for crash
and memcheck reports). So a kernel runs in spans only when

* it is one region whose only per-block declarations do not depend on `blockIdx` (they are computed
  once per call), with no per-thread slots, and declares `threadIdx` & co. as plain values (no lambda);
* neither it nor any function it calls (followed into their definitions, as cpu_forms' analysis does)
  names a `__shared__` variable or the launch's dynamic shared memory (`__xlate_dynamic_shared`).

Otherwise each call runs one block, as before, and `why_not` says why (for `--explain-cpu`).
"""

from __future__ import annotations

from xlate.pipeline.cpu_split_model import Region, location


def block_state(an, fn, seen: set | None = None) -> str | None:
    """Why `fn` (a definition) may use per-block state: a `__shared__` (thread-local) variable or the
    launch's dynamic shared memory, in its body or in a function it calls; None when it cannot."""
    K = an.K
    seen = set() if seen is None else seen
    key = fn.get_usr() or f"{fn.spelling}@{location(fn)}"
    if key in seen:
        return None
    seen.add(key)
    for c in fn.walk_preorder():
        if c.kind == K.VAR_DECL and c.tls_kind.name != "NONE":
            return f"{c.spelling} at {location(c)} is shared memory (one copy per block)"
        ref = c.referenced if c.kind in (K.DECL_REF_EXPR, K.CALL_EXPR) else None
        if ref is None:
            continue
        if ref.kind == K.VAR_DECL and ref.tls_kind.name != "NONE":
            return f"{ref.spelling} at {location(c)} is shared memory (one copy per block)"
        if ref.spelling == "__xlate_dynamic_shared":
            return f"dynamic shared memory at {location(c)}"
        if ref.kind in (K.FUNCTION_DECL, K.CXX_METHOD, K.FUNCTION_TEMPLATE, K.CONSTRUCTOR, K.DESTRUCTOR):
            d = ref.get_definition()
            if d is not None and not an.system(d):
                why = block_state(an, d, seen)
                if why:
                    return why
    return None


def why_not(sp, top, an, kernel) -> str | None:
    """Why the one-region kernel `kernel` (split into `top` by `sp`, a cpu_split._Splitter) cannot run
    in spans of blocks; None when it can."""
    if not sp.shadow:
        return "the kernel holds a lambda (threadIdx & co. are the runtime's)"
    if len(top.items) != 1 or not isinstance(top.items[0], Region) or sp.slots or sp.pred_slots:
        return "the kernel is not one region without per-thread slots"
    for h in top.items[0].hoisted:
        names = {t.spelling for t in h.get_tokens()}
        if "blockIdx" in names or names & sp.local_names - {d.spelling for d in h.get_children()}:
            return f"the per-block declaration at {location(h)} may depend on blockIdx"
    return block_state(an, kernel)


HEAD = (" ::xlate_cpu::block_form::Index blockIdx{__xlate_self->block_idx.x, __xlate_self->block_idx.y,"
        " __xlate_self->block_idx.z}; const unsigned __xlate_bx0 = blockIdx.x;"
        " const unsigned __xlate_span = __xlate_self->block_span;")
# the block of the span a row is run for: the local blockIdx and the runtime's copy
_AT = " blockIdx.x = __xlate_bx0 + __xlate_k; __xlate_self->block_idx.x = blockIdx.x;"
_EACH = " for (unsigned __xlate_k = 0; __xlate_k < __xlate_span; ++__xlate_k) {"


# implicit conversions and parentheses only: an explicit cast may narrow (`(unsigned char)threadIdx.x`), and
# in a merged row threadIdx.x counts past the block's width, so a narrowed index would differ
_WRAPS = {"UNEXPOSED_EXPR", "PAREN_EXPR"}


def _strip(c):
    while c.kind.name in _WRAPS:
        kids = list(c.get_children())
        if len(kids) != 1:
            break
        c = kids[0]
    return c


def _member(c) -> tuple[str, str] | None:
    """(`threadIdx`, `x`) for a member access `threadIdx.x` written out (the runtime's coordinates are
    properties: the cursor has no member name, so it is read from the tokens; `?` where a macro hides it)."""
    kids = list(c.get_children())
    if c.kind.name != "MEMBER_REF_EXPR" or len(kids) != 1 or kids[0].kind.name != "DECL_REF_EXPR":
        return None
    toks = [t.spelling for t in c.get_tokens()]
    return kids[0].spelling, toks[2] if len(toks) == 3 and toks[1] == "." else "?"


def _coord(c, name: str) -> bool:
    """`c` is `name.x` (threadIdx.x, blockIdx.x, blockDim.x)."""
    return _member(c) == (name, "x")


def _operands(c, op: str) -> list:
    kids = list(c.get_children())
    return [_strip(k) for k in kids] if c.kind.name == "BINARY_OPERATOR" and c.spelling == op and len(kids) == 2 else []


def _global_x(c) -> bool:
    """`c` is `blockIdx.x * blockDim.x + threadIdx.x` (the factors and the terms in either order)."""
    terms = _operands(_strip(c), "+")
    for base, t in (terms, terms[::-1]) if terms else ():
        factors = _operands(base, "*")
        if _coord(t, "threadIdx") and factors and {_coord(f, "blockIdx") + 2 * _coord(f, "blockDim")
                                                    for f in factors} == {1, 2}:
            return True
    return False


def linear(stmts) -> bool:
    """Whether `threadIdx.x` and `blockIdx.x` appear in `stmts` only as `blockIdx.x * blockDim.x +
    threadIdx.x`: then the rows of consecutive blocks of a span can run as one loop, with blockIdx.x the
    span's first block and threadIdx.x counting on past the block's width (the sum is the same modulo
    2^32, the unsigned arithmetic CUDA evaluates it in)."""
    def walk(c) -> bool:
        if _global_x(c):
            return True
        m = _member(c)
        if m is not None and m[0] in ("threadIdx", "blockIdx"):
            return m[1] in ("y", "z")
        if c.kind.name == "DECL_REF_EXPR" and c.spelling in ("threadIdx", "blockIdx"):
            return False  # the whole coordinate (copied, passed on, its address taken)
        return all(walk(k) for k in c.get_children())

    return all(walk(s) for s in stmts)


def loops(block: str, row: str, merged: str | None = None) -> str:
    """The region's loops over a span: `block`, cpu_bounds' per-block code (an opening `{` that
    declares `__xlate_exact`, `__xlate_ilo` and `__xlate_ihi`), or nothing; `row`, the code of one row
    of threads of one block. `merged` (with `block` only): the same row code for a region `linear`
    accepts and that calls no function (which would read the runtime's threadIdx). When every block of
    the span has an exact interval and the intervals are contiguous, a row of threads runs as one loop
    over all of them (`__xlate_lin`): the blocks' rows of a 16 x 16 stencil as one loop of up to 1,024
    threads instead of 64 loops of 16."""
    pre, mid = "", ""
    if block:
        pre = ("{ bool __xlate_sp_exact[::xlate_cpu::block_form::kMaxSpan];"
               " unsigned __xlate_sp_ilo[::xlate_cpu::block_form::kMaxSpan],"
               " __xlate_sp_ihi[::xlate_cpu::block_form::kMaxSpan];" + _EACH + _AT + block
               + " __xlate_sp_exact[__xlate_k] = __xlate_exact; __xlate_sp_ilo[__xlate_k] = __xlate_ilo;"
               " __xlate_sp_ihi[__xlate_k] = __xlate_ihi; }}")
        mid = (" const bool __xlate_exact = __xlate_sp_exact[__xlate_k];"
               " const unsigned __xlate_ilo = __xlate_sp_ilo[__xlate_k], __xlate_ihi = __xlate_sp_ihi[__xlate_k];")
    each = _EACH + _AT + mid + row + "}"
    if block and merged is not None:
        pre += (" bool __xlate_lin = true, __xlate_open = false; unsigned __xlate_g0 = 0u, __xlate_g1 = 0u;"
                + _EACH + " if (!__xlate_sp_exact[__xlate_k]) { __xlate_lin = false; break; }"
                " if (__xlate_sp_ilo[__xlate_k] >= __xlate_sp_ihi[__xlate_k]) continue;"
                " const unsigned __xlate_lo = __xlate_k * __xlate_bd.x + __xlate_sp_ilo[__xlate_k],"
                " __xlate_hi = __xlate_k * __xlate_bd.x + __xlate_sp_ihi[__xlate_k];"
                " if (!__xlate_open) { __xlate_g0 = __xlate_lo; __xlate_g1 = __xlate_hi; __xlate_open = true; }"
                " else if (__xlate_g1 == __xlate_lo) __xlate_g1 = __xlate_hi; else { __xlate_lin = false; break; } }")
        each = (" if (__xlate_lin) { blockIdx.x = __xlate_bx0; __xlate_self->block_idx.x = __xlate_bx0;"
                " const bool __xlate_exact = true; const unsigned __xlate_ilo = __xlate_g0, __xlate_ihi = __xlate_g1;"
                + merged + "} else {" + each + "}")
    return (pre + "\nfor (unsigned __xlate_z = 0; __xlate_z < __xlate_bd.z; ++__xlate_z) {"
            " for (unsigned __xlate_y = 0; __xlate_y < __xlate_bd.y; ++__xlate_y) {" + each
            + "}}\n" + ("}" if block else ""))
