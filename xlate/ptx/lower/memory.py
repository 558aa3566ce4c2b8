"""Memory instructions: ld/st (global, generic and shared-window addresses, vectors, memory orders),
atom/red, cvta, prefetch and cp.async (docs/ptx.md, "Memory, atomics and asynchronous copies")."""

from __future__ import annotations

from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import Addr, AsmArg, Imm, Instruction, Operand, Reg, Vec
from xlate.ptx.lower.context import (
    SHARED_HEADER,
    TYPES,
    Ctx,
    Handler,
    PType,
    blk,
    fbits,
    ffrom,
    float_c,
    modifiers,
    need,
    one_type,
    st,
    ut,
)
from xlate.ptx.lower.floating import HALF_KINDS
from xlate.ptx.lower.operands import asm_var, read_src, reg_width, write_dst
from xlate.ptx.lower.rounding import half_compute

_SPACES = {"global", "shared", "shared::cta"}
_CACHE = {"ca", "cg", "cs", "lu", "cv", "wb", "wt", "nc"}
_ORDERS = {"relaxed": "__ATOMIC_RELAXED", "acquire": "__ATOMIC_ACQUIRE", "release": "__ATOMIC_RELEASE",
           "acq_rel": "__ATOMIC_ACQ_REL"}
_SCOPES = {"cta", "gpu", "sys"}


def _is_hint(m: str) -> bool:
    """Cache-eviction and prefetch-size hints (`.L1::evict_last`, `.L2::128B` ...): performance only."""
    return m.startswith(("L1::", "L2::")) and m != "L2::cache_hint"


def _address(ctx: Ctx, ins: Instruction, op: Operand, mods: set[str]) -> str:
    """C expression (unsigned long long) of the address operand `[base+off]` as a generic pointer.
    Global and generic addresses are pointers on both targets. A `.shared` address is a
    shared-window address: a 32-bit register holds one (CUDA's __cvta_generic_to_shared,
    cvta.to.shared), converted with xlate_ptx_shared_ptr of <xlate/ptx_shared.h>; a 64-bit register
    holds a window address or a generic pointer to the shared variable (xlate_ptx_shared_ptr64 tells
    them apart). docs/ptx.md, "Memory, atomics and asynchronous copies"."""
    if not isinstance(op, Addr):
        raise PtxSyntaxError(f"{ins.form} needs an address operand [..]", op.pos)
    if op.base is None:
        raise PtxUnsupported(ins.form, ins.pos, "absolute addresses")
    if mods & {"shared", "shared::cta"}:
        width = None
        if isinstance(op.base, AsmArg) and op.base.index not in ctx.asm_imm:
            width = asm_var(ctx, op.base).width
        elif isinstance(op.base, Reg):
            width = ctx.lookup(op.base).width
        if width not in (32, 64):
            raise PtxUnsupported(ins.form, ins.pos, "a .shared address is a 32-bit shared-window address or a "
                                 "64-bit register")
        ctx.headers.add(SHARED_HEADER)
        if width == 32:
            base = read_src(ctx, op.base, TYPES["u32"], ins.form)
            win = f"(unsigned int)(({base}) + (unsigned int)({op.offset}))"
            return f"((unsigned long long)(__UINTPTR_TYPE__)xlate_ptx_shared_ptr({win}))"
        base = read_src(ctx, op.base, TYPES["u64"], ins.form)
        return (f"((unsigned long long)(__UINTPTR_TYPE__)xlate_ptx_shared_ptr64(({base}) + "
                f"(unsigned long long)({op.offset}LL)))")
    base = read_src(ctx, op.base, TYPES["u64"], ins.form)
    return f"(({base}) + (unsigned long long)({op.offset}LL))"


def _space_mods(ins: Instruction, mods: set[str], extra: set[str]) -> set[str]:
    bad = {m for m in mods if m not in _SPACES | extra and not _is_hint(m)}
    if bad:
        why = ("state space not lowered (global, shared and generic addresses are)"
               if bad & {"local", "const", "param", "shared::cluster", "tex"} else
               f"modifier(s) {', '.join('.' + x for x in sorted(bad))}")
        raise PtxUnsupported(ins.form, ins.pos, why)
    return mods


def _h_ldst(ctx: Ctx, ins: Instruction) -> str:
    mods = modifiers(ins)
    ty = one_type(ins)
    if ty.kind == "pred" or ty.width < 8:
        raise PtxUnsupported(ins.form, ins.pos)
    _space_mods(ins, mods, _CACHE | {"volatile", "v2", "v4", "weak"} | set(_ORDERS) | _SCOPES)
    vec = [m for m in mods if m in ("v2", "v4")]
    order = mods & set(_ORDERS)
    if "nc" in mods and ins.opcode != "ld":
        raise PtxSyntaxError(".nc is a load qualifier", ins.pos)
    if order and (vec or "volatile" in mods or len(order) > 1 or order & {"acq_rel"}
                  or (ins.opcode == "ld" and "release" in order) or (ins.opcode == "st" and "acquire" in order)):
        raise PtxUnsupported(ins.form, ins.pos, "memory-order qualifiers on this ld/st")
    need(ins, 2)
    n = int(vec[0][1]) if vec else 1
    addr_op = ins.operands[1] if ins.opcode == "ld" else ins.operands[0]
    val_op = ins.operands[0] if ins.opcode == "ld" else ins.operands[1]
    addr = _address(ctx, ins, addr_op, mods)
    vol = "volatile " if "volatile" in mods else ""
    ptr = f"(({vol}{ut(ty.width)}*){addr})"
    items = list(val_op.items) if isinstance(val_op, Vec) else [val_op]
    if len(items) != n:
        raise PtxSyntaxError(f"{ins.form} moves {n} value(s), the operand has {len(items)}", val_op.pos)
    stmts = [f"{vol}{ut(ty.width)} *_xl_p = {ptr};"]
    if order:  # ld.acquire / ld.relaxed / st.release / st.relaxed (+ scope): an atomic access
        o = _ORDERS[order.pop()]
        if ins.opcode == "ld":
            stmts.append(write_dst(ctx, items[0], ty, f"__atomic_load_n(_xl_p, {o})", ins.form))
        else:
            stmts.append(f"__atomic_store_n(_xl_p, {read_src(ctx, items[0], ty, ins.form)}, {o});")
        return blk(*stmts)
    for i, it in enumerate(items):
        if ins.opcode == "ld":
            stmts.append(write_dst(ctx, it, ty, f"_xl_p[{i}]", ins.form))
        else:
            stmts.append(f"_xl_p[{i}] = {read_src(ctx, it, ty, ins.form)};")
    return blk(*stmts)


_ATOM_OPS = {"add", "min", "max", "inc", "dec", "cas", "exch", "and", "or", "xor"}



def _atomic_orders(ins: Instruction, mods: set[str]) -> tuple[str, str]:
    """The memory order of an atom/red (relaxed when none is written) and the failure order its
    compare-and-swap loop may use (no release part)."""
    order = mods & set(_ORDERS)
    if len(order) > 1:
        raise PtxSyntaxError(f"{ins.form} has more than one memory order", ins.pos)
    o = _ORDERS[order.pop()] if order else "__ATOMIC_RELAXED"
    return o, {"__ATOMIC_RELEASE": "__ATOMIC_RELAXED", "__ATOMIC_ACQ_REL": "__ATOMIC_ACQUIRE"}.get(o, o)

def _h_atom(ctx: Ctx, ins: Instruction) -> str:
    """atom/red{.sem}{.scope}{.space}.op.type: GCC/Clang __atomic builtins (both targets; system
    scope on gfx942, at least the scope PTX asks for); inc/dec as a compare-exchange loop."""
    mods = modifiers(ins)
    ops = mods & _ATOM_OPS
    ty = one_type(ins)
    _space_mods(ins, mods, _ATOM_OPS | set(_ORDERS) | _SCOPES | {"noftz"})
    if len(ops) != 1:
        raise PtxSyntaxError(f"{ins.form} needs one operation (.add .min .max .inc .dec .cas .exch .and .or .xor)",
                             ins.pos)
    op = ops.pop()
    if ty.name in HALF_KINDS:
        return _atom_half(ctx, ins, ty, op, mods)
    o, fail_o = _atomic_orders(ins, mods)
    is_red = ins.opcode == "red"
    if is_red and op in ("cas", "exch"):
        raise PtxSyntaxError(f"{ins.form}: red has no .{op}", ins.pos)
    kinds_ok = {
        # ptxas: ".add requires .u32 or .s32 or .u64 or .f64 or f16 or f16x2 or .f32 or .bf16 or .bf16x2"
        "add": {"u32", "s32", "u64", "f32", "f64"}, "min": {"u32", "s32", "u64", "s64"},
        "max": {"u32", "s32", "u64", "s64"}, "inc": {"u32"}, "dec": {"u32"},
        "cas": {"b32", "b64"}, "exch": {"b32", "b64"},  # ptxas rejects .u32 .s32 .u64 .s64 here
        "and": {"b32", "b64"}, "or": {"b32", "b64"}, "xor": {"b32", "b64"},
    }[op]
    if ty.name not in kinds_ok:
        raise PtxSyntaxError(f"{ins.form}: .{op} takes {' '.join('.' + k for k in sorted(kinds_ok))} "
                             "(PTX ISA, ptxas)", ins.pos)
    nsrc = 2 if op == "cas" else 1
    need(ins, (0 if is_red else 1) + 1 + nsrc)
    ops_ = list(ins.operands)
    d = None if is_red else ops_.pop(0)
    addr = _address(ctx, ins, ops_[0], mods)
    w = ty.width
    if ty.kind == "f":
        ct = float_c(w)
        ctx.uses_float = True
        b = ffrom(w, read_src(ctx, ops_[1], ty, ins.form))
    else:
        ct = st(w) if ty.signed else ut(w)
        b = f"({ct})({read_src(ctx, ops_[1], ty, ins.form)})"
    stmts = [f"{ct} *_xl_p = ({ct}*){addr}; {ct} _xl_b = {b}; {ct} _xl_old;"]
    if op in ("add", "min", "max", "and", "or", "xor"):
        fn = {"add": "add", "min": "min", "max": "max", "and": "and", "or": "or", "xor": "xor"}[op]
        stmts.append(f"_xl_old = __atomic_fetch_{fn}(_xl_p, _xl_b, {o});")
    elif op == "exch":
        stmts.append(f"_xl_old = __atomic_exchange_n(_xl_p, _xl_b, {o});")
    elif op == "cas":
        c = f"({ct})({read_src(ctx, ops_[2], ty, ins.form)})"
        stmts.append(f"_xl_old = _xl_b; __atomic_compare_exchange_n(_xl_p, &_xl_old, {c}, false, {o}, {fail_o});")
    else:  # PTX ISA: inc: old >= b ? 0 : old + 1; dec: old == 0 || old > b ? b : old - 1
        new = "(_xl_old >= _xl_b ? 0u : _xl_old + 1u)" if op == "inc" else \
            "((_xl_old == 0u || _xl_old > _xl_b) ? _xl_b : _xl_old - 1u)"
        stmts.append(f"_xl_old = __atomic_load_n(_xl_p, __ATOMIC_RELAXED);"
                     f" while (!__atomic_compare_exchange_n(_xl_p, &_xl_old, {new}, true, {o}, {fail_o})) {{ }}")
    if d is not None:
        bits = fbits(w, "_xl_old") if ty.kind == "f" else f"({ut(w)})_xl_old"
        stmts.append(write_dst(ctx, d, ty, bits, ins.form))
    return blk(*stmts)


def _atom_half(ctx: Ctx, ins: Instruction, ty: PType, op: str, mods: set[str]) -> str:
    """atom/red.add.noftz.{f16,f16x2,bf16,bf16x2}: a compare-exchange loop whose new value is the
    correctly rounded sum (half_compute)."""
    if op != "add" or "noftz" not in mods:
        raise PtxUnsupported(ins.form, ins.pos, "16-bit float atomics are lowered for .add.noftz")
    o, fail_o = _atomic_orders(ins, mods)
    is_red = ins.opcode == "red"
    need(ins, 2 if is_red else 3)
    ops_ = list(ins.operands)
    d = None if is_red else ops_.pop(0)
    ctx.uses_float = True
    ct = ut(ty.width)
    addr = _address(ctx, ins, ops_[0], mods)
    stmts = [f"{ct} *_xl_p = ({ct}*){addr}; {ct} _xl_b = {read_src(ctx, ops_[1], ty, ins.form)};",
             f"{ct} _xl_old = __atomic_load_n(_xl_p, __ATOMIC_RELAXED);",
             "while (true) {", f"{ct} _xl_in0 = _xl_old, _xl_in1 = _xl_b; {ct} _xl_out = 0;",
             *half_compute(ty, "add", 2),
             f"if (__atomic_compare_exchange_n(_xl_p, &_xl_old, _xl_out, true, {o}, {fail_o})) break; }}"]
    if d is not None:
        stmts.append(write_dst(ctx, d, ty, "_xl_old", ins.form))
    return blk(*stmts)


def _h_cvta(ctx: Ctx, ins: Instruction) -> str:
    """cvta{.to}.global.u64: identity (global and generic addresses coincide on both targets).
    cvta.to.shared.{u32,u64} d, a: generic -> shared-window address; cvta.shared.{u32,u64} d, a:
    window -> generic pointer (<xlate/ptx_shared.h>; a source that already is the other kind, a
    window below 2^32 or a pointer above, passes unchanged, see xlate_ptx_shared_ptr64)."""
    mods = modifiers(ins)
    ty = one_type(ins)
    space = mods - {"to"}
    need(ins, 2)
    if space == {"global"} and ty.name in ("u64", "b64"):
        return blk(write_dst(ctx, ins.operands[0], ty, read_src(ctx, ins.operands[1], ty, ins.form), ins.form))
    if space not in ({"shared"}, {"shared::cta"}) or ty.name not in ("u32", "u64", "b32", "b64"):
        raise PtxUnsupported(ins.form, ins.pos, "cvta is lowered for .global (64-bit) and .shared addresses")
    ctx.headers.add(SHARED_HEADER)
    d, a = ins.operands
    u64 = TYPES["u64"]
    if "to" in mods:  # the source is a generic address (or already a window address)
        src = read_src(ctx, a, u64, ins.form) if reg_width(ctx, a) == 64 else read_src(ctx, a, TYPES["u32"], ins.form)
        val = f"xlate_ptx_shared_window64((unsigned long long)({src}))"
        return blk(write_dst(ctx, d, u64, f"(unsigned long long)({val})", ins.form))
    if reg_width(ctx, d) != 64:
        raise PtxUnsupported(ins.form, ins.pos, "a generic address is 64 bits wide: the destination of "
                             "cvta.shared must be a 64-bit register")
    src = read_src(ctx, a, ty, ins.form)
    val = f"(unsigned long long)(__UINTPTR_TYPE__)xlate_ptx_shared_ptr64((unsigned long long)({src}))"
    return blk(write_dst(ctx, d, u64, val, ins.form))


def _h_prefetch(ctx: Ctx, ins: Instruction) -> str:
    """prefetch{.global,.local}.{L1,L2}, prefetchu.L1: a performance hint; the address is evaluated
    and nothing is loaded (no architectural effect in PTX)."""
    mods = modifiers(ins)
    levels = {m for m in mods if m in ("L1", "L2") or _is_hint(m)}
    if not levels or mods - levels - {"global"}:
        raise PtxUnsupported(ins.form, ins.pos)
    need(ins, 1)
    addr = _address(ctx, ins, ins.operands[0], mods)
    return blk(f"(void)({addr});")


def _h_cp(ctx: Ctx, ins: Instruction) -> str:
    """cp.async.{ca,cg}.shared{::cta}.global [dst], [src], cp-size{, src-size}: copied synchronously
    (cp-size bytes, bytes from src-size on zero-filled, PTX ISA); commit_group / wait_group N /
    wait_all are then no-ops: every copy of a group is complete when the instruction ends. The copy
    is made visible to other threads by the __syncthreads the CUDA code must already have after
    its wait_group."""
    mods = modifiers(ins)
    if "async" not in mods:
        raise PtxUnsupported(ins.form, ins.pos, "bulk and tensor copies are not lowered")
    rest = mods - {"async"}
    if rest in ({"commit_group"}, {"wait_all"}):
        need(ins, 0)
        return ";"
    if rest == {"wait_group"}:
        need(ins, 1)
        return ";"
    if "bulk" in rest or "mbarrier" in " ".join(rest):
        raise PtxUnsupported(ins.form, ins.pos, "bulk and mbarrier-based copies are not lowered")
    cache = rest & {"ca", "cg"}
    spaces = rest - cache
    spaces = {"shared" if s == "shared::cta" else s for s in spaces if not _is_hint(s)}
    if len(cache) != 1 or spaces != {"shared", "global"} or not ins.form.startswith(
            f"cp.async.{next(iter(cache))}.shared"):
        raise PtxUnsupported(ins.form, ins.pos)
    if len(ins.operands) not in (3, 4):
        raise PtxSyntaxError(f"{ins.form} takes [dst], [src], cp-size[, src-size]", ins.pos)
    dst = _address(ctx, ins, ins.operands[0], {"shared"})
    src = _address(ctx, ins, ins.operands[1], {"global"})
    size_op = ins.operands[2]
    if isinstance(size_op, AsmArg) and size_op.index in ctx.asm_imm:
        # an "n" operand (deepspeed: "n"(AccessSize)): a constant of the C++ code, whose value the
        # lowering cannot see; ptxas accepts 4, 8 or 16 (16 for .cg), so the copy takes the value
        # as it is
        n_expr = f"(unsigned int){ctx.asm_imm[size_op.index]}"
    elif not isinstance(size_op, Imm) or size_op.is_float or size_op.value not in (4, 8, 16):
        raise PtxSyntaxError("cp.async cp-size is the immediate 4, 8 or 16 (or an \"n\" operand)", size_op.pos)
    elif "cg" in cache and size_op.value != 16:
        raise PtxSyntaxError("cp.async.cg copies 16 bytes", size_op.pos)
    else:
        n_expr = f"{int(size_op.value)}u"
    srcsize = read_src(ctx, ins.operands[3], TYPES["u32"], ins.form) if len(ins.operands) == 4 else n_expr
    return blk(f"unsigned char *_xl_d = (unsigned char*){dst}; const unsigned char *_xl_s = (const unsigned char*){src};",
                f"unsigned int _xl_n = {srcsize}, _xl_cs = {n_expr};",
                "for (unsigned int _xl_i = 0; _xl_i < _xl_cs; ++_xl_i) _xl_d[_xl_i] = _xl_i < _xl_n ? _xl_s[_xl_i] : 0;")


HANDLERS: dict[str, Handler] = {
    "ld": _h_ldst, "st": _h_ldst, "atom": _h_atom, "red": _h_atom, "cvta": _h_cvta,
    "prefetch": _h_prefetch, "prefetchu": _h_prefetch, "cp": _h_cp,
}
