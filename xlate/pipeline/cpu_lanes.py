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

Predicated regions (`predicated`): a lane-dependent `if (c) S1 else S2` at a block-uniform position
whose branches hold warp operations with masks becomes: the region before it ends, per thread, storing
`c` in a slot of its own; S1's regions (and lane loops) run for the threads whose slot is set, then S2's
for the others; each warp operation in them is computed per warp over the lanes that take its branch
(`__xlate_lane_ops_where`, rendezvous.cpp), a mask naming a lane of the other branch being the fiber
form's error (exit 97).
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
    masked: bool = True  # a form with a mask (its participants are the mask's lanes, not the live ones)
    active: tuple = ()  # (slot, taken): computed only over the lanes whose slot of a Predicated is `taken`

    def quoted_file(self) -> str:
        return '"' + self.file.replace("\\", "\\\\").replace('"', '\\"') + '"'

    def engine(self) -> str:
        if self.call_engine:
            active = f"&{self.active[0]}[0], {int(self.active[1])}" if self.active else "nullptr, 0"
            return "\n" + self.call_engine.replace(ACTIVE, active) + "\n"
        if self.active:
            return (f"\n::__xlate_lane_ops_where(&{SLOTS}[0], __xlate_n, &{self.active[0]}[0], {int(self.active[1])}, "
                    f"{self.quoted_file()}, ::xlate_cpu::site({self.line}, {self.col}));\n")
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
    kids = list(s.get_children())
    if s.kind == K.IF_STMT and not holds_operation(sp, kids[0]):
        return None
    calls = [c for c in s.walk_preorder() if operation(sp, c)]
    if len(calls) > 1:
        sp.fail(calls[1], "a second warp operation in one statement (the lane loops take one per statement)")
    call, root, rest, first = calls[0], s, [], []
    if s.kind == K.DECL_STMT:
        init = [c for d in kids for c in d.get_children() if c.kind not in (K.TYPE_REF, K.NAMESPACE_REF,
                                                                             K.TEMPLATE_REF)]
        root = next((c for c in init if any(x is not None and _same(x, call) for x in c.walk_preorder())), None)
        if len(kids) != 1 or root is None:
            sp.fail(s, "a warp operation in a declaration of several variables")
    elif s.kind in (K.BINARY_OPERATOR, K.COMPOUND_ASSIGNMENT_OPERATOR) and len(kids) == 2 and \
            (s.kind == K.COMPOUND_ASSIGNMENT_OPERATOR or s.spelling == "=") and holds_operation(sp, kids[1]):
        root, first = kids[1], [kids[0]]  # C++17: the right operand is sequenced before the left
    elif s.kind == K.IF_STMT:
        root, rest = kids[0], kids[1:]
    elif not s.kind.is_expression():
        sp.fail(s, f"a warp operation in a {s.kind.name.lower().replace('_stmt', '')} statement")
    _path(sp, root, call)
    for i, part in enumerate(first + rest):
        if sp.has_barrier(part):
            sp.fail(part, "a barrier or warp operation inside the branch of an if whose condition is a warp operation")
        why = sp.an.statement(part, s, i + 1)
        if why:
            sp.fail(part, why)
    return _lane_op(sp, s, call, operation(sp, call))


def _same(a, b) -> bool:
    return a.kind == b.kind and a.extent.start.offset == b.extent.start.offset and \
        a.extent.end.offset == b.extent.end.offset


_PATH = {"UNEXPOSED_EXPR", "PAREN_EXPR", "CSTYLE_CAST_EXPR", "CXX_STATIC_CAST_EXPR", "CXX_FUNCTIONAL_CAST_EXPR",
         "BINARY_OPERATOR", "UNARY_OPERATOR", "CALL_EXPR"}
_PURE = _PATH - {"CALL_EXPR"} | {"INTEGER_LITERAL", "FLOATING_LITERAL", "CHARACTER_LITERAL", "CXX_BOOL_LITERAL_EXPR",
                                 "CXX_NULL_PTR_LITERAL_EXPR", "CONDITIONAL_OPERATOR", "CXX_UNARY_EXPR", "TYPE_REF",
                                 "MEMBER_REF_EXPR", "DECL_REF_EXPR", "NAMESPACE_REF"}


def _path(sp, root, call) -> None:
    """The warp operation `call` inside expression `root` is evaluated first: on the way from `root` to it,
    only casts, operators that evaluate both operands (not `&&`, `||`, `?:`, `,` nor assignments) and
    function calls (which run after their arguments), and every operand beside the way is pure (reads
    of the thread's own variables and constants, no memory access, call or side effect), so that
    evaluating the operation before the rest of the statement is the order the fiber form may take."""
    c = root
    while not _same(c, call):
        kids = list(c.get_children())
        on = [k for k in kids if any(_same(x, call) for x in k.walk_preorder())]
        if c.kind.name not in _PATH or len(on) != 1 or c.kind.name == "BINARY_OPERATOR" and (
                c.spelling in ("&&", "||", ",", "=") or c.kind == sp.K.COMPOUND_ASSIGNMENT_OPERATOR) or \
                c.kind.name == "UNARY_OPERATOR" and _unary(c) in ("++", "--", "&", "*"):
            sp.fail(c, "a warp operation inside an expression the lane loops cannot rewrite (one that is not "
                       "evaluated first, or only under a condition)")
        for k in kids:
            if k is not on[0] and not _same(k, on[0]) and not _pure(sp, k, callee=c.kind == sp.K.CALL_EXPR and k is kids[0]):
                sp.fail(k, "a warp operation beside an operand that reads memory, calls a function or changes a "
                           "variable (the lane loops evaluate the operation first)")
        c = on[0]


def _unary(c) -> str:
    """The operator of a unary operator expression (prefix, or else postfix)."""
    toks = [t.spelling for t in c.get_tokens()]
    if toks and toks[0] in ("++", "--", "&", "*", "-", "+", "!", "~"):
        return toks[0]
    return toks[-1] if toks else ""


def _pure(sp, c, callee: bool = False) -> bool:
    K = sp.K
    for x in c.walk_preorder():
        kind = x.kind.name
        if kind not in _PURE:
            return False
        if x.kind == K.UNARY_OPERATOR and _unary(x) in ("++", "--", "&", "*"):
            return False
        if x.kind == K.BINARY_OPERATOR and x.spelling in ("=", ","):
            return False
        if x.kind == K.MEMBER_REF_EXPR and x.spelling and "->" in {t.spelling for t in x.get_tokens()
                                                                  if t.spelling in (".", "->")}:
            return False
        if x.kind == K.DECL_REF_EXPR:
            ref = x.referenced
            if ref is None:
                return False
            if ref.kind in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE, K.CXX_METHOD):
                if not callee:
                    return False
                continue
            if ref.kind in (K.PARM_DECL, K.ENUM_CONSTANT_DECL, K.TEMPLATE_NON_TYPE_PARAMETER) or \
                    ref.spelling in ("threadIdx", "blockIdx", "blockDim", "gridDim") and sp.is_global(ref):
                continue
            if ref.kind != K.VAR_DECL:
                return False
            local = ref.semantic_parent is not None and ref.semantic_parent.kind == K.FUNCTION_DECL and \
                ref.storage_class != ref.storage_class.STATIC and ref.tls_kind.name == "NONE"
            if not (local and ref.type.get_canonical().kind.name in _SCALARS or sp.is_uniform(x, thread=True)):
                return False
    return True


_SCALARS = {"BOOL", "CHAR_U", "UCHAR", "USHORT", "UINT", "ULONG", "ULONGLONG", "CHAR_S", "SCHAR", "SHORT", "INT",
            "LONG", "LONGLONG", "FLOAT", "DOUBLE", "HALF", "FLOAT16", "POINTER", "ENUM", "RECORD"}


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
    op = LaneOp(call, s, prep, result, file, line, call.location.column, args,
                masked=name.endswith("_sync") or name == "syncwarp" or name == "__syncwarp" and bool(args))
    if name.lstrip("_").startswith("shfl") and not sp.predicated:
        _uniform_shuffle(sp, op, ns, name, inner)
    elif name.lstrip("_") in _VOTES and len(args) == 2 and sp.is_uniform(args[0]):
        _uniform_vote(sp, op, ns, name)
    return op


# the votes with a mask: their kind and what the lane's function does with the result (lanes.h)
_VOTES = {"ballot_sync": ("__XLATE_BALLOT", "__XLATE_POST_NARROW"), "any_sync": ("__XLATE_ANY", "__XLATE_POST_NONZERO"),
          "all_sync": ("__XLATE_ALL", "__XLATE_POST_ZERO")}


def _uniform_vote(sp, op: LaneOp, ns: str, name: str) -> None:
    """A vote whose mask is block-uniform: the split body evaluates the mask once per block, each thread
    stores its predicate in a typed slot and `xlate_cpu::lanes::vote` computes each warp's votes (handing
    anything but a mask naming exactly the lanes that reach it to __xlate_lane_ops(_where))."""
    def text(c) -> str:
        return sp.text(c.extent.start.offset, c.extent.end.offset)
    kind, post = _VOTES[name.lstrip("_")]
    c32 = ns == "c32"
    if c32:  # compat32 (lanes.h): every vote is a ballot, any/all read from it, all's predicate inverted
        kind, mask = "__XLATE_BALLOT", f"::xlate_cpu::lanes::c32::cuda_mask({text(op.args[0])})"
    else:
        post, mask = "__XLATE_POST_BITS", f"::xlate_cpu::lanes::hip_mask({text(op.args[0])})"
    k = sp.lane_sites
    sp.lane_sites += 1
    vals, res = f"__xlate_lv{k}", f"__xlate_lr{k}"
    op.decls = (f"::xlate_cpu::block_form::Slots<unsigned char> {vals}(__xlate_n);",
                f"::xlate_cpu::block_form::Slots<{op.call.type.get_canonical().spelling}> {res}(__xlate_n);")
    pred = f"static_cast<int>({text(op.args[1])})"
    op.prep = f"{vals}[__xlate_t] = {'!' if c32 and name == 'all_sync' else ''}{pred}{'' if c32 and name == 'all_sync' else ' != 0'};"
    op.result = f"{res}[__xlate_t]"
    op.call_engine = (f"::xlate_cpu::lanes::vote({vals}, {res}, __xlate_n, {ACTIVE}, {kind}, {int(c32)}, {post}, {mask}, "
                      f"{op.quoted_file()}, ::xlate_cpu::site({op.line}, {op.col}));")


ACTIVE = "__XLATE_ACTIVE_LANES__"  # in a call_engine: the lanes that reach the operation (LaneOp.active)


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


@dataclass
class BranchCond:
    """The condition of a Predicated: the region before the if ends, per thread, storing it in the slot
    (duck-typed as that region's `after`, like a LaneOp)."""
    call: object  # the condition's cursor (its line for `#line`)
    args: list  # its cursors (their references are uses in the region before)
    prep: str


@dataclass
class Predicated:
    """A lane-dependent `if (c) S1 else S2` whose branches hold warp operations: `parts` are (Level,
    taken) pairs, S1's regions run for the threads whose `slot` is 1, then S2's for the others."""
    cursor: object
    slot: str
    cond: BranchCond
    parts: list


def predicated(sp, s) -> Predicated:
    """The predicated regions of lane-dependent if `s` holding warp operations (xlate.pipeline.cpu_split
    calls it for an if whose condition is not block-uniform), or NotSplit with the reason."""
    K = sp.K
    kids = list(s.get_children())
    cond, rest = kids[0], kids[1:]
    start = s.extent.start.offset
    if sp.barrier_calls(s) or len(rest) not in (1, 2) or not cond.kind.is_expression() or \
            not re.compile(rb"if\s*\(\s*").fullmatch(sp.data, start, cond.extent.start.offset):
        sp.fail(s, "an if holding a barrier whose condition is not block-uniform (or not a plain if)")
    if sp.predicated or sp.loops:
        sp.fail(s, "an if holding a warp operation whose condition is not block-uniform, inside a loop or "
                   "another such if (the lane loops take one at a block-uniform position outside loops)")
    if sp.has_barrier(cond):
        sp.fail(cond, "a warp operation in the condition of a lane-dependent if holding warp operations")
    why = sp.an.statement(cond, s, 0)
    if why:
        sp.fail(cond, why)
    slot = f"__xlate_pred{len(sp.pred_slots)}"
    sp.pred_slots.append(slot)
    text = sp.text(cond.extent.start.offset, cond.extent.end.offset)
    bc = BranchCond(cond, [cond], f"{slot}[__xlate_t] = ({text}) ? 1 : 0;")
    sp.predicated = True
    try:
        parts = []
        for branch, taken in zip(rest, (True, False)):
            if branch.kind == K.COMPOUND_STMT:
                lv = sp.level(branch, False)
            else:
                lv = sp.statements(branch, [branch], branch.extent.start.offset, sp.simple_end(branch), False)
            parts.append((lv, taken))
    finally:
        sp.predicated = False
    for lv, taken in parts:
        for sub in sp.levels(lv):
            for it in sub.items:
                if isinstance(it, LaneOp):
                    if not it.masked:
                        sp.fail(it.call, f"{it.call.referenced.spelling} without a mask under a lane-dependent if "
                                         "(its participants are the warp's live lanes, which the fiber form finds "
                                         "only at run time)")
                    it.active = (slot, taken)
    line = sp.line_of(start)
    sp.notes.append(f"the lane-dependent if at line {line}: predicated regions (each branch's regions run over "
                    "the threads taking it; its warp operations over those lanes)")
    return Predicated(s, slot, bc, parts)
