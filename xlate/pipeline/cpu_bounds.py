"""Per-region loop bounds in the block form of the cpu backend (issue 22; docs/cpu-backend.md,
"Execution forms"), a part of xlate.pipeline.cpu_split's emission.

A region whose whole code is `if (X < U) S` (or `<=`), with `X` the thread's `threadIdx.x` (directly
or through a local recomputed from it alone) and `U` block-uniform, runs `S` for the threads with
`X < U` only. `X` grows with `threadIdx.x` (no thread index overflows a 32-bit integer), so those
threads are a prefix of every row of the block: the region's loop runs `threadIdx.x` over that
prefix, whose length `xlate_cpu::block_form::prefix` finds by evaluating the condition itself (a
binary search over the row), and `S` runs without the branch. The thread loop of
`if (t < s) buf[t] += buf[t + s];` then has no conditional store, which the compiler can vectorise.
"""

from __future__ import annotations

_WRAP = {"UNEXPOSED_EXPR", "PAREN_EXPR", "CSTYLE_CAST_EXPR", "CXX_STATIC_CAST_EXPR", "CXX_FUNCTIONAL_CAST_EXPR"}


def _strip(c):
    while c.kind.name in _WRAP:
        kids = [k for k in c.get_children() if k.kind.name != "TYPE_REF"]
        if len(kids) != 1:
            return c
        c = kids[0]
    return c


def _thread_x(sp, c, remat_ok: bool = True) -> bool:
    c = _strip(c)
    K = sp.K
    if c.kind == K.MEMBER_REF_EXPR and [t.spelling for t in c.get_tokens()] == ["threadIdx", ".", "x"]:
        kids = list(c.get_children())
        return len(kids) == 1 and kids[0].kind == K.DECL_REF_EXPR and kids[0].spelling == "threadIdx" and \
            sp.is_global(kids[0].referenced)
    if remat_ok and c.kind == K.DECL_REF_EXPR and c.referenced is not None and c.referenced.kind == K.VAR_DECL:
        if sp.remat_of(c.referenced) is None:
            return False
        init = [k for k in c.referenced.get_children() if k.kind not in (K.TYPE_REF, K.NAMESPACE_REF)]
        return len(init) == 1 and _thread_x(sp, init[0], remat_ok=False)
    return False


def prefix_bound(sp, r) -> tuple[str, str] | None:
    """(the block-level declaration of the bound `__xlate_xe`, the region's code without the branch)
    when region `r` has the shape above; None otherwise."""
    K = sp.K
    if (r.hoisted or r.per_thread or r.after is not None or r.subst or (r.last and sp.returns) or len(r.stmts) != 1
            or not sp.shadow):
        return None
    s = r.stmts[0]
    kids = list(s.get_children())
    if s.kind != K.IF_STMT or len(kids) != 2:
        return None
    cond = _strip(kids[0])
    ops = list(cond.get_children())
    if cond.kind != K.BINARY_OPERATOR or cond.spelling not in ("<", "<=") or len(ops) != 2 or \
            not _thread_x(sp, ops[0]) or not sp.is_uniform(ops[1]):
        return None
    lhs = _strip(ops[0])
    remat = ""
    if lhs.kind == K.DECL_REF_EXPR:
        remat = sp.remat_of(lhs.referenced)
    text = sp.text(kids[0].extent.start.offset, kids[0].extent.end.offset)
    bound = (" const unsigned __xlate_xe = ::xlate_cpu::block_form::prefix(__xlate_bd.x, [&](unsigned __xlate_x) -> bool {"
             " [[maybe_unused]] const ::xlate_cpu::block_form::Index threadIdx{__xlate_x, 0u, 0u};"
             f"{remat} return static_cast<bool>({text}); }});")
    then = kids[1]
    a, b = then.extent.start.offset, sp.simple_end(then)
    return bound, sp.lines.directive(sp.line_of(a)) + sp.copied(a, b)
