"""The block form of the cpu backend (issue 22; docs/cpu-backend.md, "Execution forms"): a kernel whose
barriers all sit at block-uniform statement positions is rewritten so that, called once per block, it
runs the statements between its barriers ("regions") as loops over the block's threads (x fastest),
MCUDA/POCL's region formation, done here on the source text at build time.

`split_kernel` decides, over libclang's tree of the kernel as xlate.pipeline.cpu_forms parses it,
whether the kernel qualifies and, when it does, writes the split body:

* every barrier is a plain `__syncthreads();` statement in a statement list of the body, or of the
  `{ }` body of a `for`/`while`/`do`/`if` whose controlling expressions are block-uniform, recursively
  (those statements stay single block-level statements, their bodies are split in turn);
* block-uniform expressions are built only from literals, `blockIdx`/`blockDim`/`gridDim`,
  `warpSize` and other const scalar globals, enumerators, `sizeof`, scalar kernel parameters the
  kernel never assigns nor takes the address of, const scalar locals with a uniform initializer, and
  the counters of enclosing uniform `for` loops that only the loop's own increment changes;
* every other statement can never wait for another thread (cpu_forms' analysis);
* no `goto` or label; no `break`/`continue` leaving a loop that holds a barrier; `return` only in
  the last region of the body (it becomes a jump to the end of the thread's iteration);
* a local declared at a split level and used in a later region is a trivially copyable object
  (scalar, pointer, array, plain struct) whose type can be named at the top of the body: it gets one
  slot per thread (xlate_cpu::block_form::Slots), is stored there at the end of its region and is
  re-bound by reference (`auto& x = slot[t];`) in each later region that uses it; a scalar never
  changed after its declaration and computed from threadIdx and uniform values only (`int i =
  blockIdx.x * blockDim.x + threadIdx.x;`) is recomputed in those regions instead. `static`,
  `thread_local` (`__shared__`), `constexpr` and uniform const locals are declared once per block;
* no preprocessor conditional crosses a barrier, and no `#pragma` stands right before one.

In a kernel without lambdas, the split body declares local `threadIdx`/`blockIdx`/`blockDim`/`gridDim`
holding plain values, so that the compiler sees each region as an ordinary loop (functions the
regions call read the runtime's copy, which the thread loops keep up to date).

Warp operations that every thread reaches together are split points too (xlate.pipeline.cpu_lanes: loops
over each warp's lanes; a lane-dependent `if` holding them: predicated regions, cpu_lanes.predicated, each
branch's regions over the threads taking it); a region guarded by conditions on threadIdx.x loops over
the interval of threads that take the guard (xlate.pipeline.cpu_bounds); a slotted scalar whose address
is never taken is copied into a region and stored back (address_kept).

Anything else keeps the fiber form with the reason. The rewritten body keeps the original in front
(`if (!__xlate_cur->block_form) { original } else { split }`), so that every launch path that does
not choose the block form runs the kernel as fibers, unchanged. `#line` directives keep the user's
file and line in compiler messages, debug information and with them crash and memcheck reports.
"""

from __future__ import annotations

import re
from pathlib import Path

from xlate.pipeline import cpu_bounds, cpu_lanes, cpu_spans
from xlate.pipeline.cpu_split_model import (
    BodySplit,
    Control,
    Level,
    LineMap,
    NotSplit,
    Region,
    decl_key,
    location,
)

BARRIERS = {"__syncthreads", "__syncthreads_count", "__syncthreads_and", "__syncthreads_or", "__xlate_barrier",
            "__barrier_sync"}
LOOPS = ("FOR_STMT", "WHILE_STMT", "DO_STMT")
UNIFORM_COORDS = {"blockIdx", "blockDim", "gridDim"}
SCALAR_KINDS = {"BOOL", "CHAR_U", "UCHAR", "CHAR16", "CHAR32", "USHORT", "UINT", "ULONG", "ULONGLONG", "UINT128",
                "CHAR_S", "SCHAR", "WCHAR", "SHORT", "INT", "LONG", "LONGLONG", "INT128", "FLOAT", "DOUBLE",
                "LONGDOUBLE", "HALF", "FLOAT16", "POINTER", "ENUM"}
_LITERALS = {"INTEGER_LITERAL", "FLOATING_LITERAL", "CHARACTER_LITERAL", "CXX_BOOL_LITERAL_EXPR",
             "CXX_NULL_PTR_LITERAL_EXPR"}
_PASS_THROUGH = {"PAREN_EXPR", "UNEXPOSED_EXPR", "CSTYLE_CAST_EXPR", "CXX_STATIC_CAST_EXPR",
                 "CXX_FUNCTIONAL_CAST_EXPR", "CONDITIONAL_OPERATOR"}
_BARRIER_CALL = re.compile(rb"__syncthreads\s*\(\s*\)\s*;")
_DIRECTIVE = re.compile(rb"^[ \t]*#[ \t]*(\w+)", re.MULTILINE)


class _Splitter:
    def __init__(self, an, kernel, data: bytes, linemap: LineMap) -> None:
        self.an = an
        self.K = an.ci.CursorKind
        self.kernel = kernel
        self.data = data
        self.lines = linemap
        self.parent: dict = {}
        self.uniform: set[tuple] = set()  # params, loop counters and const locals that are uniform
        self.returns: list = []
        self.slots: dict[tuple, tuple[str, str]] = {}  # per-thread live local -> (slot name, type)
        self.remat: dict[tuple, str] = {}  # per-thread live local -> its declaration, recomputed
        self.body = None
        self.local_names: set[str] = set()
        self.shadow = False  # whether the split body declares local threadIdx & co. (no lambda in it)
        self.keep_thread = False  # every region stores the running thread (split_kernel's keep_thread)
        self.spans = False  # a call runs a span of blocks (xlate.pipeline.cpu_spans)
        self.lane_sites = 0  # warp operations with slots of their own (xlate.pipeline.cpu_lanes)
        self.by_value: set[tuple] = set()  # slotted locals a region copies in and stores back (address_kept)
        self.loops = 0  # uniform loops holding split points around the statement being split
        self.predicated = False  # splitting a branch of a lane-dependent if (cpu_lanes.predicated)
        self.pred_slots: list[str] = []  # the slots of the lane-dependent ifs' conditions
        self.active: tuple = ()  # emitting a branch: (slot, taken), the threads its regions run for
        self.notes: list[str] = []  # guards kept as per-thread tests, and why (xlate.pipeline.cpu_bounds)

    # ---------------------------------------------------------------- helpers
    def text(self, a: int, b: int) -> str:
        return self.data[a:b].decode("utf-8", "surrogateescape")

    def copied(self, a: int, b: int) -> str:
        """Source bytes [a, b) as the split body copies them; NotSplit when a preprocessor conditional
        does not open and close inside them, or a #pragma ends them (a `#pragma unroll` before a
        loop that holds a barrier would apply to the generated loop)."""
        depth, where = 0, f"{Path(self.lines.path).name}:{self.line_of(a)}"
        for m in _DIRECTIVE.finditer(self.data, a, b):
            where = f"{Path(self.lines.path).name}:{self.line_of(m.start())}"
            if m[1] in (b"if", b"ifdef", b"ifndef"):
                depth += 1
            elif m[1] == b"endif":
                depth -= 1
            elif m[1].startswith(b"el") and depth == 0:
                depth = -1
            if depth < 0:
                break
        text = self.text(a, b)
        if depth != 0:
            raise NotSplit(f"a preprocessor conditional crosses a barrier or a statement holding one, at {where}")
        lines = text.rstrip().splitlines()
        if lines and re.match(r"\s*#\s*pragma\b", lines[-1]):
            raise NotSplit(f"a #pragma right before a barrier or a statement holding one, at {where}")
        return text

    def line_of(self, offset: int) -> int:
        return self.data.count(b"\n", 0, offset) + 1

    def statement_end(self, s) -> int:
        """Where statement `s` ends: after the `;` that ends a do loop (its extent stops before it)."""
        end = s.extent.end.offset
        if s.kind == self.K.DO_STMT:
            m = re.compile(rb"\s*;").match(self.data, end)
            if not m:
                self.fail(s, "a do loop the analysis cannot read")
            return m.end()
        return end

    def fail(self, c, what: str):
        raise NotSplit(f"{what} at {location(c)}")

    @staticmethod
    def _at(c) -> tuple:
        return (c.kind.value, c.extent.start.offset, c.extent.end.offset)

    def index(self, c) -> None:
        """Records the kind of each cursor's parent (cursors are not hashable)."""
        for ch in c.get_children():
            self.parent[self._at(ch)] = c.kind
            self.index(ch)

    def refs_to(self, key: tuple, root) -> list:
        out = []
        for c in root.walk_preorder():
            if c.kind == self.K.DECL_REF_EXPR and c.referenced is not None and decl_key(c.referenced) == key:
                out.append(c)
        return out

    def only_read(self, key: tuple, root) -> bool:
        """Every use of the variable under `root` is a read (through an implicit conversion)."""
        return all(self.parent.get(self._at(r)) == self.K.UNEXPOSED_EXPR for r in self.refs_to(key, root))

    def has_barrier(self, c) -> bool:
        """Whether `c` holds a split point: a barrier or a warp operation the lane loops compute."""
        return any(x.kind == self.K.CALL_EXPR and x.referenced is not None and (
            x.referenced.spelling in BARRIERS or cpu_lanes.operation(self, x)) for x in c.walk_preorder())

    # ---------------------------------------------------------------- uniformity
    def is_uniform(self, c, thread: bool = False) -> bool:
        """Whether expression `c` has the same value in every thread of the block (`thread`: in every
        region for the same thread; threadIdx allowed)."""
        K, kind = self.K, c.kind.name
        if kind in _LITERALS or c.kind == K.CXX_UNARY_EXPR:  # sizeof/alignof never evaluate
            return True
        if kind in _PASS_THROUGH or c.kind == K.BINARY_OPERATOR:
            kids = list(c.get_children())
            if c.kind == K.BINARY_OPERATOR and c.spelling == "=" or kind == "UNEXPOSED_EXPR" and not kids:
                return False
            return all(self.is_uniform(k, thread) for k in kids if k.kind != K.TYPE_REF)
        if c.kind == K.UNARY_OPERATOR:
            op = next(iter(c.get_tokens()), None)  # a prefix operator (postfix ones start with the operand)
            if op is None or op.spelling not in ("-", "+", "!", "~"):
                return False
            return all(self.is_uniform(k, thread) for k in c.get_children())
        if c.kind == K.MEMBER_REF_EXPR:
            kids = list(c.get_children())
            coords = UNIFORM_COORDS | ({"threadIdx"} if thread else set())
            return (len(kids) == 1 and kids[0].kind == K.DECL_REF_EXPR and kids[0].spelling in coords
                    and self._global(kids[0].referenced))
        if c.kind == K.DECL_REF_EXPR:
            ref = c.referenced
            if ref is None:
                return False
            if ref.kind in (K.ENUM_CONSTANT_DECL, K.TEMPLATE_NON_TYPE_PARAMETER):
                return True
            if decl_key(ref) in self.uniform:
                return True
            return (ref.kind == K.VAR_DECL and self._global(ref) and ref.spelling != "threadIdx"
                    and ref.type.is_const_qualified() and ref.type.get_canonical().kind.name in SCALAR_KINDS)
        return False

    def remat_of(self, decl) -> str | None:
        """The declaration recomputing local `decl` in later regions, or None (see rematerialized)."""
        return self.remat.get(decl_key(decl))

    def is_global(self, decl) -> bool:
        return self._global(decl)

    def _global(self, decl) -> bool:
        p = decl.semantic_parent if decl is not None else None
        return p is not None and p.kind in (self.K.TRANSLATION_UNIT, self.K.NAMESPACE, self.K.STRUCT_DECL,
                                            self.K.CLASS_DECL)

    def uniform_params(self, body) -> None:
        for p in self.kernel.get_arguments():
            if p.type.get_canonical().kind.name in SCALAR_KINDS and self.only_read(decl_key(p), body):
                self.uniform.add(decl_key(p))

    # ---------------------------------------------------------------- structure
    def level(self, compound, top: bool) -> Level:
        """The items of a `{ }` statement list: regions cut at its barriers, warp operations and uniform
        controls."""
        a, b = compound.extent.start.offset, compound.extent.end.offset
        if self.data[a:a + 1] != b"{" or self.data[b - 1:b] != b"}":
            self.fail(compound, "a { } block the analysis cannot read in the source (from a macro?)")
        return self.statements(compound, list(compound.get_children()), a + 1, b - 1, top)

    def statements(self, parent, kids: list, a: int, b: int, top: bool) -> Level:
        """The items of statements `kids` of `parent`, whose text is source bytes [a, b)."""
        K = self.K
        items: list = []
        region = Region(a, -1)
        for i, s in enumerate(kids):
            op = cpu_lanes.statement_op(self, s)
            if op is not None:
                region.end = s.extent.start.offset
                region.after = op
                items += [region, op]
                region = Region(s.extent.start.offset, -1, subst=[(op.call.extent.start.offset,
                                                                   op.call.extent.end.offset, op.result)],
                                skip=[(x.extent.start.offset, x.extent.end.offset) for x in op.args])
                region.stmts.append(s)
                if s.kind == K.DECL_STMT:
                    self.declaration(s, region)
                continue
            if s.kind == K.CALL_EXPR and s.referenced is not None and s.referenced.spelling in BARRIERS:
                m = _BARRIER_CALL.match(self.data, s.extent.start.offset)
                if s.referenced.spelling != "__syncthreads" or not m:
                    self.fail(s, f"{s.referenced.spelling} (only a plain `__syncthreads();` statement splits)")
                region.end = s.extent.start.offset
                items.append(region)
                region = Region(m.end(), -1)
                continue
            if self.has_barrier(s):
                region.end = s.extent.start.offset
                items.append(region)
                items.append(self.control(s))
                if isinstance(items[-1], cpu_lanes.Predicated):  # the region before ends storing its condition
                    region.after = items[-1].cond
                region = Region(self.statement_end(s), -1)
                continue
            self.plain(s, parent, i)
            region.stmts.append(s)
            if s.kind == K.DECL_STMT:
                self.declaration(s, region)
        region.end = b
        region.last = top
        items.append(region)
        return Level(items)

    def plain(self, s, parent, index: int) -> None:
        why = self.an.statement(s, parent, index)
        if why:
            raise NotSplit(why)

    def declaration(self, s, region: Region) -> None:
        K = self.K
        decls = list(s.get_children())
        once = [self.once(d) for d in decls]
        if all(once):
            region.hoisted.append(s)
            for d in decls:
                if d.kind == K.VAR_DECL and d.type.is_const_qualified():
                    self.uniform.add(decl_key(d))
            return
        if any(once):
            self.fail(s, "a declaration mixing per-block and per-thread variables")
        for d in decls:
            if d.kind == K.VAR_DECL:
                region.per_thread.append(d)

    def once(self, d) -> bool:
        """A declaration the block makes once: a type, a static or thread_local (__shared__) variable,
        a constexpr one, or a const scalar with a uniform initializer."""
        K = self.K
        if d.kind != K.VAR_DECL:
            return d.kind in (K.TYPEDEF_DECL, K.TYPE_ALIAS_DECL, K.STRUCT_DECL, K.CLASS_DECL, K.ENUM_DECL,
                              K.STATIC_ASSERT)
        if d.storage_class == d.storage_class.STATIC or d.tls_kind.name != "NONE":
            return True
        if any(t.spelling == "constexpr" for t in d.get_tokens()):
            return True
        init = [c for c in d.get_children() if c.kind not in (K.TYPE_REF, K.NAMESPACE_REF, K.TEMPLATE_REF)]
        return (d.type.is_const_qualified() and d.type.get_canonical().kind.name in SCALAR_KINDS and len(init) == 1
                and self.is_uniform(init[0]))

    def body_level(self, s) -> Level:
        if s.kind != self.K.COMPOUND_STMT:
            if cpu_lanes.statement_op(self, s) is None:
                self.fail(s, "a statement holding a barrier is not a { } block")
            # a loop's body that is one warp operation statement (`for (...) x += __shfl_down(...);`)
            return self.statements(s, [s], s.extent.start.offset, self.simple_end(s), False)
        return self.level(s, False)

    def simple_end(self, s) -> int:
        """Where simple statement `s` ends, after its `;`."""
        end = s.extent.end.offset
        if s.kind in (self.K.IF_STMT, self.K.COMPOUND_STMT):
            return self.statement_end(s)
        m = re.compile(rb"\s*;").match(self.data, end)
        if not m:
            self.fail(s, "a statement the analysis cannot read")
        return m.end()

    def control(self, s) -> Control:
        """The uniform control statement `s` holding barriers or warp operations, its bodies split."""
        loop = s.kind.name in LOOPS
        self.loops += loop
        try:
            return self._control(s)
        except NotSplit as exc:
            if self.barrier_calls(s):
                raise
            raise NotSplit(str(exc).replace("holding a barrier", "holding a warp operation")) from None
        finally:
            self.loops -= loop

    def barrier_calls(self, c) -> bool:
        return any(x.kind == self.K.CALL_EXPR and x.referenced is not None and x.referenced.spelling in BARRIERS
                   for x in c.walk_preorder())

    def _control(self, s) -> Control:
        K = self.K
        kids = list(s.get_children())
        start, end = s.extent.start.offset, s.extent.end.offset
        if s.kind == K.COMPOUND_STMT:
            return Control(s, [(start, start + 1), self.level(s, False), (end - 1, end)])
        if s.kind == K.IF_STMT:
            cond, rest = kids[0], kids[1:]
            if not self.is_uniform(cond):
                return cpu_lanes.predicated(self, s)  # predicated regions, or NotSplit
            if len(rest) not in (1, 2) or rest[0].kind != K.COMPOUND_STMT:
                self.fail(s, "an if holding a barrier whose condition is not block-uniform (or not a plain if)")
            then = rest[0]
            parts: list = [(start, then.extent.start.offset), self.body_level(then)]
            if len(rest) == 2:
                other = rest[1]
                parts.append((then.extent.end.offset, other.extent.start.offset))
                if other.kind == K.IF_STMT and self.has_barrier(other):
                    parts.append(Level([self.control(other)]))
                elif other.kind == K.COMPOUND_STMT:
                    parts.append(self.body_level(other))
                else:
                    self.fail(other, "the else branch of an if holding a barrier is not a { } block")
            return Control(s, parts)
        if s.kind == K.WHILE_STMT:
            if len(kids) != 2 or not self.is_uniform(kids[0]):
                self.fail(s, "a while loop holding a barrier whose condition is not block-uniform")
            self.no_escape(kids[1], s)
            return Control(s, [(start, kids[1].extent.start.offset), self.body_level(kids[1])])
        if s.kind == K.DO_STMT:
            if len(kids) != 2 or not self.is_uniform(kids[1]):
                self.fail(s, "a do loop holding a barrier whose condition is not block-uniform")
            self.no_escape(kids[0], s)
            return Control(s, [(start, kids[0].extent.start.offset), self.body_level(kids[0]),
                               (kids[0].extent.end.offset, self.statement_end(s))])
        if s.kind == K.FOR_STMT:
            return self.for_control(s, kids)
        if s.kind.is_statement() and s.kind != K.DECL_STMT:
            self.fail(s, f"a barrier inside a {s.kind.name.lower().replace('_stmt', '')} statement")
        self.fail(s, "a barrier inside an expression or declaration (only a plain `__syncthreads();` "
                     "statement splits)")
        raise AssertionError

    def for_control(self, s, kids) -> Control:
        K = self.K
        toks = list(s.get_tokens())
        depth, semis, close = 0, [], None
        for t in toks[1:]:
            if t.spelling == "(":
                depth += 1
            elif t.spelling == ")":
                depth -= 1
                if depth == 0:
                    close = t.extent.start.offset
                    break
            elif t.spelling == ";" and depth == 1:
                semis.append(t.extent.start.offset)
        if len(semis) != 2 or close is None:
            self.fail(s, "a for loop holding a barrier the analysis cannot read")
        body = kids[-1]
        init = [k for k in kids[:-1] if k.extent.start.offset < semis[0]]
        cond = [k for k in kids[:-1] if semis[0] < k.extent.start.offset < semis[1]]
        inc = [k for k in kids[:-1] if semis[1] < k.extent.start.offset < close]
        counters = []
        for d in init:
            vs = list(d.get_children()) if d.kind == K.DECL_STMT else []
            for v in vs:
                ini = [c for c in v.get_children() if c.kind not in (K.TYPE_REF, K.NAMESPACE_REF)]
                if (v.kind != K.VAR_DECL or v.type.get_canonical().kind.name not in SCALAR_KINDS or len(ini) != 1
                        or not self.is_uniform(ini[0])):
                    self.fail(s, "a for loop holding a barrier whose counter is not block-uniform")
                counters.append(decl_key(v))
            if not vs:
                self.fail(s, "a for loop holding a barrier whose initialisation is not a uniform declaration")
        for k in counters:
            if not self.only_read(k, body) or any(self.refs_to(k, c) and not self.only_read(k, c) for c in cond):
                self.fail(s, "a for loop holding a barrier whose counter its body changes")
        self.uniform.update(counters)
        if not all(self.is_uniform(c) for c in cond) or not all(self.uniform_step(c, counters) for c in inc):
            self.uniform.difference_update(counters)
            self.fail(s, "a for loop holding a barrier whose condition or step is not block-uniform")
        self.no_escape(body, s)
        return Control(s, [(s.extent.start.offset, body.extent.start.offset), self.body_level(body)])

    def uniform_step(self, c, counters: list) -> bool:
        K = self.K
        kids = list(c.get_children())
        if c.kind == K.PAREN_EXPR and len(kids) == 1:
            return self.uniform_step(kids[0], counters)
        if c.kind == K.BINARY_OPERATOR and c.spelling == ",":
            return all(self.uniform_step(k, counters) for k in kids)
        target = kids[0] if kids else None
        if target is None or target.kind != K.DECL_REF_EXPR or decl_key(target.referenced) not in counters:
            return False
        if c.kind == K.UNARY_OPERATOR:
            return {t.spelling for t in c.get_tokens()} & {"++", "--"} != set()
        if c.kind == K.COMPOUND_ASSIGNMENT_OPERATOR or c.kind == K.BINARY_OPERATOR and c.spelling == "=":
            return len(kids) == 2 and self.is_uniform(kids[1])
        return False

    def no_escape(self, body, loop) -> None:
        """No break/continue under `body` leaves `loop` (a loop holding a barrier)."""
        K = self.K

        def walk(c, owned_break: bool, owned_continue: bool) -> None:
            for ch in c.get_children():
                if ch.kind == K.BREAK_STMT and not owned_break or ch.kind == K.CONTINUE_STMT and not owned_continue:
                    self.fail(ch, f"{ch.kind.name.split('_')[0].lower()} out of a loop holding a barrier")
                if ch.kind == K.LAMBDA_EXPR:
                    continue
                inner_loop = ch.kind.name in LOOPS
                walk(ch, owned_break or inner_loop or ch.kind == K.SWITCH_STMT, owned_continue or inner_loop)

        walk(body, False, False)

    # ---------------------------------------------------------------- checks over the whole body
    def check_body(self, body, top: Level) -> None:
        K = self.K
        last = top.items[-1]
        for c in body.walk_preorder():
            if c.kind in (K.GOTO_STMT, K.INDIRECT_GOTO_STMT, K.LABEL_STMT):
                self.fail(c, "goto or a label in a kernel with barriers")
        lambdas = [(c.extent.start.offset, c.extent.end.offset) for c in body.walk_preorder()
                   if c.kind == K.LAMBDA_EXPR]
        for c in body.walk_preorder():
            if c.kind != K.RETURN_STMT:
                continue
            o = c.extent.start.offset
            if any(a <= o < b for a, b in lambdas):
                continue
            if not (last.start <= o < last.end) or list(c.get_children()):
                self.fail(c, "return before a barrier" if self.barrier_calls(body) else "return before a warp operation")
            self.returns.append(c)

    # ---------------------------------------------------------------- liveness and slots
    def refs_in(self, region: Region) -> set[tuple]:
        """The declarations the region's code uses (a warp operation's arguments in the region before it)."""
        out = set()
        roots = list(region.stmts) + (list(region.after.args) if region.after else [])
        for s in roots:
            for c in s.walk_preorder():
                if c.kind == self.K.DECL_REF_EXPR and c.referenced is not None:
                    o = c.extent.start.offset
                    if s in region.stmts and any(a <= o < b for a, b in region.skip):
                        continue
                    out.add(decl_key(c.referenced))
        return out

    def levels(self, lv: Level):
        yield lv
        for it in lv.items:
            for p in _sublevels(it):
                yield from self.levels(p)

    def calls_in(self, r: Region) -> bool:
        """Whether the region's code calls a function that may read the runtime's thread record (any
        function outside the C/C++ library; the warp operation it ends with records its operands in
        plain slots, and the one it starts with is replaced by its result)."""
        cut = [(a, b) for a, b, _ in r.subst]
        for s in list(r.stmts) + (list(r.after.args) if r.after else []):
            for c in s.walk_preorder():
                if c.kind != self.K.CALL_EXPR or s in r.stmts and any(a <= c.extent.start.offset < b for a, b in cut):
                    continue
                if c.referenced is None or not self.an.system(c.referenced):
                    return True
        return False

    def regions(self, lv: Level):
        for it in lv.items:
            if isinstance(it, Region):
                yield it
            for p in _sublevels(it):
                yield from self.regions(p)

    def assign_slots(self, top: Level) -> None:
        regions = list(self.regions(top))
        refs = [self.refs_in(r) for r in regions]
        for i, r in enumerate(regions):
            for d in r.per_thread:
                k = decl_key(d)
                if not any(k in refs[j] for j in range(len(regions)) if j != i):
                    continue
                again = self.rematerialized(d)
                if again:
                    self.remat[k] = again
                else:
                    self.slots[k] = (f"__xlate_slot{len(self.slots)}_{d.spelling}", self.slot_type(d))
                    if d.type.get_canonical().kind.name in SCALAR_KINDS and self.address_kept(k):
                        self.by_value.add(k)
        self.region_refs = {id(r): refs[i] for i, r in enumerate(regions)}

    def address_kept(self, key: tuple) -> bool:
        """Whether every use of local `key` reads it, assigns it or increments it (never takes its address
        nor binds a reference to it): then a region may work on a copy of its slot and store it back at
        its end (`auto x = slot[t]; ... slot[t] = x;`), which lets the compiler keep it in a register and
        vectorise the region's loop; no pointer to the copy can outlive the region."""
        return self.uses(key, [self.body]) is not None

    def uses(self, key: tuple, roots: list) -> set[str] | None:
        """How the code under `roots` uses local `key`: "read" and/or "write" (an assignment, a compound
        assignment, an increment or decrement); None where it takes its address or binds a reference."""
        K, out = self.K, set()

        def walk(c) -> bool:
            for ch in c.get_children():
                if ch.kind == K.DECL_REF_EXPR and ch.referenced is not None and decl_key(ch.referenced) == key:
                    toks = [t.spelling for t in c.get_tokens()] if c.kind == K.UNARY_OPERATOR else []
                    if c.kind == K.UNEXPOSED_EXPR:
                        out.add("read")
                    elif (c.kind == K.COMPOUND_ASSIGNMENT_OPERATOR or c.kind == K.BINARY_OPERATOR and c.spelling == "="
                          or toks in (["++", ch.spelling], ["--", ch.spelling], [ch.spelling, "++"],
                                      [ch.spelling, "--"])):
                        out.add("write")
                    else:
                        return False
                if not walk(ch):
                    return False
            return True

        return out if all(walk(r) for r in roots) else None

    def rematerialized(self, d) -> str | None:
        """The declaration that recomputes local `d` in a later region, when that gives the same value:
        a scalar never changed after its declaration, initialised from threadIdx and block-uniform
        values only (no local variable), e.g. `int i = blockIdx.x * blockDim.x + threadIdx.x;`."""
        K = self.K
        init = [c for c in d.get_children() if c.kind not in (K.TYPE_REF, K.NAMESPACE_REF, K.TEMPLATE_REF)]
        if (d.type.get_canonical().kind.name not in SCALAR_KINDS or len(init) != 1
                or not self.only_read(decl_key(d), self.body) or not self.is_uniform(init[0], thread=True)):
            return None
        if {c.spelling for c in init[0].walk_preorder() if c.kind == K.DECL_REF_EXPR} & self.local_names:
            return None
        e = init[0].extent
        return f" {self.slot_type(d)} {d.spelling} = {self.text(e.start.offset, e.end.offset)};"


    def slot_type(self, d) -> str:
        t = d.type
        canon = t.get_canonical()
        if canon.kind.name in ("LVALUEREFERENCE", "RVALUEREFERENCE"):
            self.fail(d, f"the reference {d.spelling} lives across a barrier")
        base = canon
        while base.kind.name in ("CONSTANTARRAY",):
            base = base.element_type
        if base.kind.name not in SCALAR_KINDS and not (base.kind.name == "RECORD" and base.is_pod()):
            self.fail(d, f"{d.spelling} ({t.spelling}) lives across a barrier and is not trivially copyable")
        decl = base.get_declaration()
        k0, k1 = self.kernel.extent.start.offset, self.kernel.extent.end.offset
        if decl is not None and decl.location.file is not None and k0 <= decl.extent.start.offset < k1 and \
                decl.location.file.name == self.kernel.location.file.name:
            self.fail(d, f"{d.spelling} lives across a barrier and has a type declared in the kernel")
        spelling = t.spelling
        if "auto" in spelling.split() or "decltype" in spelling:
            spelling = canon.spelling
        if any(s in spelling for s in ("(lambda", "(anonymous", "(unnamed")):
            self.fail(d, f"{d.spelling} lives across a barrier and has a type without a name")
        return spelling

    # ---------------------------------------------------------------- emission
    def emit_level(self, lv: Level, visible: dict[tuple, str]) -> str:
        out = []
        for it in lv.items:
            if isinstance(it, Region):
                out.append(self.emit_region(it, visible))
                for d in it.per_thread:
                    if decl_key(d) in self.slots or decl_key(d) in self.remat:
                        visible[decl_key(d)] = d.spelling
            elif isinstance(it, cpu_lanes.LaneOp):
                out.append(it.engine())
            elif isinstance(it, cpu_lanes.Predicated):  # each branch's regions for the threads taking it
                for p, taken in it.parts:
                    self.active = (it.slot, taken)
                    out.append("{" + self.emit_level(p, dict(visible)) + "}")
                self.active = ()
            else:
                for p in it.parts:
                    if isinstance(p, Level):
                        out.append("{" + self.emit_level(p, dict(visible)) + "}")
                    else:
                        out.append(self.lines.directive(self.line_of(p[0])) + self.copied(*p))
        return "".join(out)

    def emit_region(self, r: Region, visible: dict[tuple, str]) -> str:
        out = []
        cuts = sorted([(h.extent.start.offset, h.extent.end.offset) for h in r.hoisted])
        for a, b in cuts:
            out.append(self.lines.directive(self.line_of(a)) + self.copied(a, b))
        pieces, pos = [], r.start
        for a, b in cuts:
            pieces.append((pos, a))
            pos = b
        pieces.append((pos, r.end))
        returns = [(c.extent.start.offset, c.extent.end.offset) for c in self.returns if r.last]
        subst = sorted([(a, b, "goto __xlate_thread_end") for a, b in returns] + r.subst)
        # a guard on threadIdx.x: the loop runs over its interval (not in a predicated branch's regions)
        bound = None if self.active else cpu_bounds.interval(self, r, self.notes)
        if bound:
            subst = sorted([s for s in subst if not any(a <= s[0] < b for a, b, _ in bound.subst)] + bound.subst)
        code = []
        for a, b in pieces:
            if not self.copied(a, b).strip(" \t\r\n;"):
                continue
            chunk, p = [self.lines.directive(self.line_of(a))], a
            for ra, rb, text in subst:
                if a <= ra < b:
                    chunk += [self.text(p, ra), text]
                    p = rb
            chunk.append(self.text(p, b))
            code.append("".join(chunk))
        if r.after is not None:
            code.append(self.lines.directive(self.line_of(r.after.call.extent.start.offset)) + r.after.prep)
        if not code:
            return "".join(out)
        refs = self.region_refs[id(r)]
        rebinds = "".join(self.remat[k] if k in self.remat else
                          f" auto {name} = {self.slots[k][0]}[__xlate_t];" if k in self.by_value else
                          f" auto& {name} = {self.slots[k][0]}[__xlate_t];"
                          for k, name in visible.items() if k in refs)
        roots = list(r.stmts) + (list(r.after.args) if r.after else [])
        back = "".join(f" {self.slots[k][0]}[__xlate_t] = {name};" for k, name in visible.items()
                       if k in refs and k in self.by_value and k not in self.remat
                       and "write" in (self.uses(k, roots) or {"write"}))  # a copy the region changes
        if self.shadow:  # threadIdx.x & co. as plain values in the region (registers, vectorizable)
            rebinds = (" [[maybe_unused]] const ::xlate_cpu::block_form::Index threadIdx{__xlate_x, __xlate_y, __xlate_z};"
                       + rebinds)
        stores = back + "".join(f" ::xlate_cpu::block_form::store({self.slots[decl_key(d)][0]}[__xlate_t], {d.spelling});"
                                for d in r.per_thread if decl_key(d) in self.slots)
        end = " __xlate_thread_end:;" if any(t == "goto __xlate_thread_end" for _, _, t in subst) else ""
        xs, xe = ("__xlate_xs", "__xlate_xe") if bound else ("0", "__xlate_bd.x")
        at = "at_thread" if not self.shadow or self.keep_thread or self.calls_in(r) else "at_thread_reports"
        row = ((bound.row + bound.open if bound else "")
               + f" for (unsigned __xlate_x = {xs}; __xlate_x < {xe}; ++__xlate_x) {{"
               f" ::xlate_cpu::block_form::{at}(__xlate_self, __xlate_x, __xlate_y, __xlate_z);"
               " const unsigned __xlate_t = __xlate_x + __xlate_bd.x * (__xlate_y + __xlate_bd.y * __xlate_z);"
               " (void)__xlate_t;" + (f" if ({self.active[0]}[__xlate_t] != {int(self.active[1])}) continue;"
                                      if self.active else "") + rebinds + " {" + "".join(code) + "\n" + stores + " }" + end
               + " }" + (bound.close if bound else ""))
        block = bound.block if bound else ""
        if self.spans:
            one = bool(block) and not self.calls_in(r) and cpu_spans.linear(r.stmts)
            out.append(cpu_spans.loops(block, row, row.replace("__xlate_thread_end", "__xlate_rows_end") if one else None))
        else:
            out.append(block + "\nfor (unsigned __xlate_z = 0; __xlate_z < __xlate_bd.z; ++__xlate_z) {"
                       " for (unsigned __xlate_y = 0; __xlate_y < __xlate_bd.y; ++__xlate_y) {" + row + "}}\n"
                       + ("}" if block else ""))
        return "".join(out)


def _sublevels(it) -> list:
    """The split bodies of a level's item (a Control's or a Predicated's)."""
    if isinstance(it, cpu_lanes.Predicated):
        return [p for p, _ in it.parts]
    return [p for p in it.parts if isinstance(p, Level)] if isinstance(it, Control) else []


def split_kernel(an, kernel, data: bytes, linemap: LineMap, keep_thread: bool = False) -> BodySplit:
    """The block-form body of `kernel` (a definition in the file whose bytes are `data`), or NotSplit.
    `an`: xlate.pipeline.cpu_forms' analysis (`statement`: why a statement may wait; `tokens`: why the
    kernel's own text may). `keep_thread`: every region stores the running thread in the runtime's
    record, as the loop form does, so that a crash report names it (a barrier-free kernel)."""
    K = an.ci.CursorKind
    body = next((c for c in kernel.get_children() if c.kind == K.COMPOUND_STMT), None)
    if body is None:
        raise NotSplit(f"kernel {kernel.spelling} has no body the analysis can split")
    sp = _Splitter(an, kernel, data, linemap)
    sp.keep_thread = keep_thread
    why = an.tokens(kernel)
    if why:
        raise NotSplit(why)
    sp.index(body)
    sp.body = body
    sp.local_names = {c.spelling for c in body.walk_preorder() if c.kind == K.VAR_DECL}
    sp.shadow = not any(c.kind == K.LAMBDA_EXPR for c in body.walk_preorder())
    sp.uniform_params(body)
    top = sp.level(body, True)
    sp.check_body(body, top)
    sp.assign_slots(top)
    notes = []
    if keep_thread:
        why = cpu_spans.why_not(sp, top, an, kernel)
        sp.spans = why is None
        notes = [f"one block per call: {why}"] if why else ["a call runs a span of blocks of a grid row"]
    head = ("\n::__xlate_thread* const __xlate_self = ::__xlate_cur;"
            " const ::__xlate_uint3 __xlate_bd = __xlate_self->block_dim;"
            " [[maybe_unused]] const unsigned __xlate_n = __xlate_bd.x * __xlate_bd.y * __xlate_bd.z;")
    head += "".join(f" ::xlate_cpu::block_form::Slots<{t}> {name}(__xlate_n);" for name, t in sp.slots.values())
    head += "".join(f" ::xlate_cpu::block_form::Slots<unsigned char> {name}(__xlate_n);" for name in sp.pred_slots)
    ops = [it for lv in sp.levels(top) for it in lv.items if isinstance(it, cpu_lanes.LaneOp)]
    if any(not op.decls for op in ops):
        head += f" ::xlate_cpu::block_form::Slots<::__xlate_lane_op> {cpu_lanes.SLOTS}(__xlate_n);"
    head += "".join(" " + d for op in ops for d in op.decls)
    if sp.shadow:
        head += "".join(f" [[maybe_unused]] const ::xlate_cpu::block_form::Index {n}{{__xlate_self->{f}.x, "
                        f"__xlate_self->{f}.y, __xlate_self->{f}.z}};"
                        for n, f in (("blockIdx", "block_idx"), ("blockDim", "block_dim"), ("gridDim", "grid_dim"))
                        if n != "blockIdx" or not sp.spans) + (cpu_spans.HEAD if sp.spans else "")
    split = head + sp.emit_level(top, {})
    start, end = body.extent.start.offset, body.extent.end.offset
    text = ("{ if (!::__xlate_cur->block_form) " + sp.text(start, end) + " else {" + split + "\n}}"
            + linemap.directive(sp.line_of(end - 1)))
    return BodySplit(start, end, text, sp.notes + notes, sp.spans)


def apply(data: bytes, splits: list[BodySplit]) -> str:
    """The source with each split kernel body replaced."""
    out, pos = [], 0
    for s in sorted(splits, key=lambda s: s.start):
        out += [data[pos:s.start].decode("utf-8", "surrogateescape"), s.text]
        pos = s.end
    out.append(data[pos:].decode("utf-8", "surrogateescape"))
    return "".join(out)
