"""Warp operations as lane loops in the block form of the cpu backend (issue 22; docs/cpu-backend.md,
"Execution forms"), a part of xlate.pipeline.cpu_split's region formation.

A warp operation that every thread of the block reaches together, written in one of the shapes below
at a statement position where a `__syncthreads();` could split the body (block-uniform control only),
becomes a split point like a barrier, but warp-scoped: the region before it runs for every thread and
ends, per thread, with a call to the function of the same name in `xlate_cpu::lanes` (xlate_cpu/
lanes.h), with the arguments as written and the thread's slot first, which records the operands as
the fiber form's function passes them; then `__xlate_lane_ops` computes the operation per warp, over
its lanes, with the fiber form's lane arithmetic, checks and errors (rendezvous.cpp); the statement
itself runs in the next region with the call replaced by the thread's result.

Shapes (the call is the whole right-hand side, so no other part of the statement is evaluated before
it): `op(...);`, `T x = op(...);`, `x = op(...);`, `x op= op(...);` with `x` a variable, and
`if (op(...)) ...` whose branches hold no barrier or warp operation. The operations are HIP's
(`__shfl*`, `__ballot*`, `__any*`, `__all*`, `__activemask`, `__syncwarp`, `__match_*_sync`, as
declared by xlate's hip/hip_runtime.h) and compat32's (`xlate_c32::shfl_sync` ..., what the
translation of CUDA's warp intrinsics calls; xlate/compat32.h). compat32's `reduce_*_sync` (a loop
of shuffles) and anything else keep the fiber form, with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

HIP_OPS = {"__shfl", "__shfl_up", "__shfl_down", "__shfl_xor", "__ballot", "__any", "__all", "__activemask",
           "__syncwarp", "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync", "__ballot_sync",
           "__any_sync", "__all_sync", "__match_any_sync", "__match_all_sync"}
C32_OPS = {"shfl_sync", "shfl_up_sync", "shfl_down_sync", "shfl_xor_sync", "shfl", "shfl_up", "shfl_down", "shfl_xor",
           "ballot_sync", "any_sync", "all_sync", "activemask", "ballot", "any", "all", "match_any_sync",
           "match_all_sync", "syncwarp"}
SLOTS = "__xlate_lanes"
_WRAPPERS = {"UNEXPOSED_EXPR", "PAREN_EXPR"}


@dataclass
class LaneOp:
    """A warp operation at a split point: its call, the statement holding it, and the texts the split
    body writes."""
    call: object
    stmt: object
    prep: str  # per thread, at the end of the region before: records the operands in the slot
    result: str  # replaces the call's text in the statement (the next region)
    file: str
    line: int
    col: int
    args: list  # the argument cursors (their references are uses in the region before)
    call_engine: str = ""  # the block-level statement computing the operation over the block's warps
    decls: tuple = ()  # slot declarations at the top of the split body (none: the shared `__xlate_lanes`)

    def quoted_file(self) -> str:
        return '"' + self.file.replace("\\", "\\\\").replace('"', '\\"') + '"'

    def engine(self) -> str:
        if self.call_engine:
            return "\n" + self.call_engine + "\n"
        return (f"\n::__xlate_lane_ops(&{SLOTS}[0], __xlate_n, {self.quoted_file()}, "
                f"::xlate_cpu::site({self.line}, {self.col}));\n")


def operation(sp, c) -> str | None:
    """`hip` or `c32` when cursor `c` is a call of a warp operation the lane loops compute."""
    if c.kind != sp.K.CALL_EXPR or c.referenced is None:
        return None
    ref = c.referenced
    f = ref.location.file
    if f is None:
        return None
    path = Path(f.name).as_posix()
    parent = ref.semantic_parent
    if ref.spelling in HIP_OPS and path.endswith("xlate/cpu/include/hip/hip_runtime.h") and \
            parent is not None and parent.kind == sp.K.TRANSLATION_UNIT:
        return "hip"
    if ref.spelling in C32_OPS and path.endswith("xlate/compat32.h") and parent is not None and \
            parent.kind == sp.K.NAMESPACE and parent.spelling == "xlate_c32":
        return "c32"
    return None


def holds_operation(sp, c) -> bool:
    return any(operation(sp, x) for x in c.walk_preorder())


def _strip(sp, c):
    while c.kind.name in _WRAPPERS:
        kids = list(c.get_children())
        if len(kids) != 1:
            return c
        c = kids[0]
    return c


def statement_op(sp, s) -> LaneOp | None:
    """The warp operation statement `s` is a split point for, None when `s` holds none at its top; NotSplit
    (via sp.fail) when it holds one in a shape the lane loops cannot rewrite exactly."""
    K = sp.K
    if not holds_operation(sp, s) or s.kind in (K.FOR_STMT, K.WHILE_STMT, K.DO_STMT, K.COMPOUND_STMT, K.SWITCH_STMT):
        return None  # a control statement holding one: a split level of its own when it is uniform
    if s.kind == K.IF_STMT and not operation(sp, _strip(sp, next(s.get_children()))):
        return None
    call, rest = None, []
    kind = s.kind
    kids = list(s.get_children())
    if operation(sp, _strip(sp, s)):
        call = _strip(sp, s)
    elif kind == K.DECL_STMT and len(kids) == 1 and kids[0].kind == K.VAR_DECL:
        init = [c for c in kids[0].get_children() if c.kind not in (K.TYPE_REF, K.NAMESPACE_REF, K.TEMPLATE_REF)]
        if len(init) == 1 and operation(sp, _strip(sp, init[0])):
            call = _strip(sp, init[0])
    elif kind in (K.BINARY_OPERATOR, K.COMPOUND_ASSIGNMENT_OPERATOR) and len(kids) == 2 and \
            (kind == K.COMPOUND_ASSIGNMENT_OPERATOR or s.spelling == "="):
        lhs = _strip(sp, kids[0])
        if lhs.kind == K.DECL_REF_EXPR and lhs.referenced is not None and lhs.referenced.kind in (
                K.VAR_DECL, K.PARM_DECL) and operation(sp, _strip(sp, kids[1])):
            call = _strip(sp, kids[1])
    elif kind == K.IF_STMT and kids and operation(sp, _strip(sp, kids[0])):
        call, rest = _strip(sp, kids[0]), kids[1:]
    if call is None:
        sp.fail(s, "a warp operation inside an expression the lane loops cannot rewrite (they take `x = op(...);`, "
                   "`T x = op(...);`, `x += op(...);`, `op(...);`, `if (op(...))`)")
    for i, part in enumerate(rest):
        if holds_operation(sp, part) or sp.has_barrier(part):
            sp.fail(part, "a barrier or warp operation inside the branch of an if whose condition is a warp operation")
        why = sp.an.statement(part, s, i + 1)
        if why:
            sp.fail(part, why)
    return _lane_op(sp, s, call, operation(sp, call))


def _lane_op(sp, s, call, ns: str) -> LaneOp:
    args = list(call.get_arguments())
    a, b = call.extent.start.offset, call.extent.end.offset
    name = call.referenced.spelling
    m = re.compile(rb"(?:(?:::\s*)?xlate_c32\s*::\s*|::\s*)?" + name.encode() + rb"\s*\(").match(sp.data, a)
    if m is None or sp.data[b - 1:b] != b")":
        sp.fail(call, f"{name} written through a macro or with template arguments (the lane loops copy its "
                      "arguments as written)")
    paren = m.end() - 1
    src = sp.kernel.location.file.name
    # the arguments as written (a default argument, such as a shuffle's width, is the header's)
    args = [x for x in args if x.extent.start.file is not None and x.extent.start.file.name == src
            and paren < x.extent.start.offset and x.extent.end.offset < b]
    for i, arg in enumerate(args):
        why = sp.an.statement(arg, call, i)
        if why:
            sp.fail(arg, why)
        if arg.type.get_canonical().kind.name == "POINTER" and _local_address(sp, arg):
            # the region's copy of a local is gone when __xlate_lane_ops writes through the pointer
            sp.fail(arg, f"{name} is passed the address of a local variable")
    inner = sp.data[paren + 1:b - 1].decode("utf-8", "surrogateescape")
    slot = f"{SLOTS}[__xlate_t]"
    prep = f"::xlate_cpu::lanes::{ns}::{name}({slot}{', ' if inner.strip() else ''}{inner});"
    rtype = call.type.get_canonical()
    if rtype.kind.name == "VOID":
        if _strip(sp, s) is not call:
            sp.fail(call, f"{name} returns nothing but its value is used")
        result = "(void)0"
    else:
        spelling = rtype.spelling
        decl = rtype.get_declaration()
        k0, k1 = sp.kernel.extent.start.offset, sp.kernel.extent.end.offset
        if any(x in spelling for x in ("(lambda", "(anonymous", "(unnamed")) or (
                decl is not None and decl.location.file is not None and k0 <= decl.extent.start.offset < k1):
            sp.fail(call, f"{name} moves a value of a type the split body cannot name ({spelling})")
        result = f"::xlate_cpu::from_bits<{spelling}>({slot}.result)"
    file, line = sp.lines.where(sp.line_of(call.location.offset))
    op = LaneOp(call, s, prep, result, file, line, call.location.column, args)
    if name.lstrip("_").startswith("shfl"):
        _uniform_shuffle(sp, op, ns, name, inner)
    return op


_SHFL_KINDS = {"": "__XLATE_SHFL", "_up": "__XLATE_SHFL_UP", "_down": "__XLATE_SHFL_DOWN", "_xor": "__XLATE_SHFL_XOR"}


def _uniform_shuffle(sp, op: LaneOp, ns: str, name: str, inner: str) -> None:
    """A shuffle whose mask, lane argument and width are block-uniform: the split body evaluates them
    once per block and moves the values as typed loops over each warp's lanes
    (`xlate_cpu::lanes::shuffle`, which hands anything but the plain case to __xlate_lane_ops)."""
    sync = name.endswith("_sync")
    base = name.lstrip("_").removesuffix("_sync").removeprefix("shfl")
    args = op.args
    value_at = 1 if sync else 0
    if len(args) < value_at + 2 or not all(sp.is_uniform(a) for i, a in enumerate(args) if i != value_at):
        return
    def text(c) -> str:
        return sp.text(c.extent.start.offset, c.extent.end.offset)
    if sync:
        mask = (f"::xlate_cpu::lanes::hip_mask({text(args[0])})" if ns == "hip"
                else f"::xlate_cpu::lanes::c32::cuda_mask({text(args[0])})")
    else:
        mask = "0"
    lane = text(args[value_at + 1])
    lane = (f"static_cast<int>(static_cast<unsigned int>({lane}))" if base in ("_up", "_down")
            else f"static_cast<int>({lane})")
    width = text(args[value_at + 2]) if len(args) > value_at + 2 else ("warpSize" if ns == "hip" else "32")
    width = f"static_cast<int>({width})" if ns == "hip" else f"::xlate_cpu::lanes::c32::clamp_width({width})"
    k = sp.lane_sites
    sp.lane_sites += 1
    vals, res = f"__xlate_lv{k}", f"__xlate_lr{k}"
    ctype = op.call.type.get_canonical().spelling
    op.decls = (f"::xlate_cpu::block_form::Slots<{ctype}> {vals}(__xlate_n);",
                f"::xlate_cpu::block_form::Slots<{ctype}> {res}(__xlate_n);")
    op.prep = f"{vals}[__xlate_t] = ({text(args[value_at])});"
    op.result = f"{res}[__xlate_t]"
    op.call_engine = (f"::xlate_cpu::lanes::shuffle({vals}, {res}, __xlate_n, {_SHFL_KINDS[base]}, {int(sync)}, "
                      f"{int(ns == 'c32')}, {mask}, {lane}, {width}, {op.quoted_file()}, "
                      f"::xlate_cpu::site({op.line}, {op.col}));")


def _local_address(sp, arg) -> bool:
    """Whether pointer argument `arg` may point to a local variable of the kernel (`&x`, an array)."""
    K = sp.K
    for c in arg.walk_preorder():
        if c.kind == K.UNARY_OPERATOR and next(iter(c.get_tokens()), None) is not None and \
                next(iter(c.get_tokens())).spelling == "&":
            return True
        if c.kind == K.DECL_REF_EXPR and c.referenced is not None and c.referenced.kind == K.VAR_DECL and \
                c.referenced.type.get_canonical().kind.name in ("CONSTANTARRAY", "VARIABLEARRAY") and \
                c.referenced.semantic_parent is not None and c.referenced.semantic_parent.kind == K.FUNCTION_DECL:
            return True
    return False
