"""Warp operations with 32-lane PTX semantics (compat32: a warp is the caller's 32-lane half of the
wavefront): shfl, vote, match and ldmatrix."""

from __future__ import annotations

from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import Addr, Imm, Instruction, Operand, PredPair, Vec
from xlate.ptx.lower.context import SHARED_HEADER, TYPES, Ctx, Handler, blk, modifiers, need, types_in, ut
from xlate.ptx.lower.operands import pred_dst, read_pred, read_src, reg_width, write_dst

_HALF = "((unsigned int)__lane_id() & 32u)"  # first lane of the caller's 32-lane half


def _need_compat32(ctx: Ctx, ins: Instruction) -> None:
    if ctx.warp_mode != "compat32":
        raise PtxUnsupported(ins.form, ins.pos, "32-lane warp operations need --warp-mode compat32")


def _warp_mask(ctx: Ctx, ins: Instruction, op: Operand) -> str:
    _need_compat32(ctx, ins)
    m = read_src(ctx, op, TYPES["b32"], ins.form)
    # the PTX member mask names lanes of the caller's 32-lane half; HIP 7 takes 64-bit masks
    return f"((unsigned long long)({m}) << {_HALF})"


def _h_shfl(ctx: Ctx, ins: Instruction) -> str:
    mods = modifiers(ins)
    tys = types_in(ins)
    modes = mods & {"up", "down", "bfly", "idx"}
    if len(modes) != 1 or mods - modes - {"sync"} or [t.name for t in tys] != ["b32"]:
        raise PtxUnsupported(ins.form, ins.pos)
    if "sync" in mods:
        need(ins, 5)
        d, a, b, c, mm = ins.operands
        mask = _warp_mask(ctx, ins, mm)
    else:
        # shfl without .sync (pre-Volta PTX, e.g. old CUB): PTX ISA — all threads of the warp must
        # execute the same shfl, so it is shfl.sync over the whole (32-lane) warp
        need(ins, 4)
        d, a, b, c = ins.operands
        mask = _warp_mask(ctx, ins, Imm(0xFFFFFFFF, ins.pos))
    p = ""
    if isinstance(d, PredPair):
        d, p = d.first, pred_dst(ctx, d.second, ins.form)
    u32 = TYPES["u32"]
    mode = modes.pop()
    # PTX ISA shfl.sync: c packs the clamp value (bits 4:0) and the segment mask (bits 12:8)
    stmts = [(f"unsigned int _xl_a = {read_src(ctx, a, TYPES['b32'], ins.form)}, _xl_b = {read_src(ctx, b, u32, ins.form)},"
             f" _xl_c = {read_src(ctx, c, u32, ins.form)};"),
             "unsigned int _xl_lane = (unsigned int)__lane_id() & 31u;",
             "unsigned int _xl_seg = (_xl_c >> 8) & 31u, _xl_clamp = _xl_c & 31u;",
             "unsigned int _xl_max = (_xl_lane & _xl_seg) | (_xl_clamp & ~_xl_seg), _xl_min = _xl_lane & _xl_seg;"]
    j, ok = {
        "up": ("(unsigned int)((int)_xl_lane - (int)_xl_b)", "((int)_xl_j >= (int)_xl_min)"),
        "down": ("_xl_lane + _xl_b", "(_xl_j <= _xl_max)"),
        "bfly": ("_xl_lane ^ _xl_b", "(_xl_j <= _xl_max)"),
        "idx": ("_xl_min | (_xl_b & 31u & ~_xl_seg)", "(_xl_j <= _xl_max)"),
    }[mode]
    stmts.append(f"unsigned int _xl_j = {j}; bool _xl_ok = {ok}; if (!_xl_ok) _xl_j = _xl_lane;")
    stmts.append(f"unsigned int _xl_r = (unsigned int)__shfl_sync({mask}, (int)_xl_a, (int)_xl_j, 32);")
    stmts.append(write_dst(ctx, d, TYPES["b32"], "_xl_r", ins.form))
    if p:
        stmts.append(f"{p} = _xl_ok;")
    return blk(*stmts)


def _h_vote(ctx: Ctx, ins: Instruction) -> str:
    mods = modifiers(ins)
    kinds = mods & {"all", "any", "uni", "ballot"}
    if len(kinds) != 1 or mods - kinds - {"sync"}:
        raise PtxUnsupported(ins.form, ins.pos)
    if "sync" in mods:
        need(ins, 3)
        d, q, mm = ins.operands
        mask = _warp_mask(ctx, ins, mm)
        stmts = [f"unsigned long long _xl_m = {mask};",
                 f"unsigned int _xl_bal = (unsigned int)(__ballot_sync(_xl_m, {read_pred(ctx, q, ins.form)}) >> {_HALF});",
                 "unsigned int _xl_mm = (unsigned int)(_xl_m >> " + _HALF + ");"]
    else:
        # vote without .sync (pre-Volta PTX, e.g. old CUB's MatchAny): PTX ISA — the vote is over the
        # warp's active threads, inactive ones contribute 0: HIP's __ballot (over the wavefront's active
        # lanes) of the predicate and of `true`, narrowed to the caller's 32-lane half
        _need_compat32(ctx, ins)
        need(ins, 2)
        d, q = ins.operands
        stmts = [f"unsigned int _xl_bal = (unsigned int)(__ballot({read_pred(ctx, q, ins.form)}) >> {_HALF});",
                 f"unsigned int _xl_mm = (unsigned int)(__ballot(1) >> {_HALF});"]
    kind = kinds.pop()
    if kind == "ballot":
        if [t.name for t in types_in(ins)] != ["b32"]:
            raise PtxUnsupported(ins.form, ins.pos)
        stmts.append(write_dst(ctx, d, TYPES["b32"], "(_xl_bal & _xl_mm)", ins.form))
        return blk(*stmts)
    if [t.name for t in types_in(ins)] != ["pred"]:
        raise PtxUnsupported(ins.form, ins.pos)
    val = {"all": "((_xl_bal & _xl_mm) == _xl_mm)", "any": "((_xl_bal & _xl_mm) != 0u)",
           "uni": "((_xl_bal & _xl_mm) == _xl_mm || (_xl_bal & _xl_mm) == 0u)"}[kind]
    dst = pred_dst(ctx, d, ins.form)
    if dst:
        stmts.append(f"{dst} = {val};")
    return blk(*stmts)


def _h_match(ctx: Ctx, ins: Instruction) -> str:
    """match.any.sync.b32/b64 d, a, membermask and match.all.sync.b32/b64 d{|p}, a, membermask, with
    the 32-lane semantics of compat32 (results are masks over the caller's 32-lane half)."""
    mods = modifiers(ins)
    kinds = mods & {"any", "all"}
    tys = [t.name for t in types_in(ins)]
    if "sync" not in mods or len(kinds) != 1 or mods - kinds - {"sync"} or tys not in (["b32"], ["b64"]):
        raise PtxUnsupported(ins.form, ins.pos)
    need(ins, 3)
    d, a, mm = ins.operands
    mask = _warp_mask(ctx, ins, mm)
    ty = TYPES[tys[0]]
    p = ""
    if isinstance(d, PredPair):
        if "any" in kinds:
            raise PtxSyntaxError("match.any has no predicate destination", d.pos)
        d, p = d.first, pred_dst(ctx, d.second, ins.form)
    val = f"({ut(ty.width)})({read_src(ctx, a, ty, ins.form)})"
    stmts = [f"unsigned long long _xl_m = {mask};"]
    if "any" in kinds:
        stmts.append(f"unsigned int _xl_r = (unsigned int)(__match_any_sync(_xl_m, {val}) >> {_HALF});")
    else:
        stmts.append(f"int _xl_pr = 0; unsigned int _xl_r = (unsigned int)(__match_all_sync(_xl_m, {val}, &_xl_pr)"
                     f" >> {_HALF});")
        if p:
            stmts.append(f"{p} = _xl_pr != 0;")
    stmts.append(write_dst(ctx, d, TYPES["b32"], "_xl_r", ins.form))
    return blk(*stmts)


def _h_ldmatrix(ctx: Ctx, ins: Instruction) -> str:
    """ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}{.shared{::cta}}.b16 d, [a] (PTX ISA, warp-level
    matrix load; 32-lane warps, compat32): lanes 8j..8j+7 give the row addresses of 8x8 matrix j (16
    bytes per row); lane l receives, for each matrix, the b16 pair at row l/4, columns 2(l%4) and
    2(l%4)+1 (.trans: the pair at rows 2(l%4), 2(l%4)+1 of column l/4), the lower column (row) in the
    low half. Row addresses move between lanes through xlate_ptx_ldmatrix_rows of <xlate/ptx_shared.h>
    (`.sync.aligned`: the whole warp executes it together, so on gfx942 the plain wavefront shuffle at
    width 32, without the per-mask loop of HIP's __shfl_sync; cpu backend: __shfl_sync with the warp's
    mask with -DXLATE_CPU_MATRIX_SHUFFLES, otherwise one exchange on <xlate/warp_board.h>). Without .shared the
    addresses are generic (64-bit) pointers to shared memory."""
    mods = modifiers(ins)
    nums = mods & {"x1", "x2", "x4"}
    space = mods & {"shared", "shared::cta"}
    if (mods - nums - space - {"sync", "aligned", "trans"} != {"m8n8"} or len(nums) != 1 or len(space) > 1
            or "sync" not in mods or "aligned" not in mods or [t.name for t in types_in(ins)] != ["b16"]):
        raise PtxUnsupported(ins.form, ins.pos, "ldmatrix is lowered for .m8n8 .x1/.x2/.x4 (.trans) (.shared) .b16")
    need(ins, 2)
    num = int(nums.pop()[1])
    d, a = ins.operands
    items = list(d.items) if isinstance(d, Vec) else [d]
    if len(items) != num:
        raise PtxSyntaxError(f"{ins.form} writes {num} register(s), the operand has {len(items)}", d.pos)
    _need_compat32(ctx, ins)
    if not isinstance(a, Addr) or a.base is None:
        raise PtxSyntaxError(f"{ins.form} needs an address operand [..]", a.pos)
    ctx.headers.add(SHARED_HEADER)
    width = reg_width(ctx, a.base)
    if not space:  # generic addressing (PTX: the address must point into shared memory)
        if width != 64:
            raise PtxUnsupported(ins.form, ins.pos, "without .shared the address must be a 64-bit generic pointer")
        own = f"(({read_src(ctx, a.base, TYPES['u64'], ins.form)}) + (unsigned long long)({a.offset}LL))"
        kind, ty = "generic", "unsigned long long"
    elif width == 32:  # a window address: shuffle it, convert after (LDS accesses on gfx942)
        own = f"(unsigned int)(({read_src(ctx, a.base, TYPES['u32'], ins.form)}) + (unsigned int)({a.offset}))"
        kind, ty = "window", "unsigned int"
    elif width == 64:
        own = f"(({read_src(ctx, a.base, TYPES['u64'], ins.form)}) + (unsigned long long)({a.offset}LL))"
        kind, ty = "shared64", "unsigned long long"
    else:
        raise PtxUnsupported(ins.form, ins.pos, "the address must be a 32- or 64-bit register")
    row = f"xlate_ptx_ldmatrix_row_{kind}(_xl_rows, _xl_r)"
    stmts = [f"const xlate_ptx_ldmatrix_rows<{ty}> _xl_rows({own});",
             "unsigned int _xl_l = (unsigned int)__lane_id() & 31u;"]
    for j, it in enumerate(items):
        if "trans" in mods:
            halves = [(f"unsigned short _xl_h{k}; {{ unsigned int _xl_r = {8 * j}u + 2u * (_xl_l & 3u) + {k}u;"
                       f" __builtin_memcpy(&_xl_h{k}, {row} + 2u * (_xl_l >> 2), 2); }}") for k in (0, 1)]
            stmts.append(blk(*halves, write_dst(ctx, it, TYPES["b32"], "((unsigned int)_xl_h0 | ((unsigned int)_xl_h1 << 16))",
                                            ins.form)))
        else:
            stmts.append(blk(f"unsigned int _xl_r = {8 * j}u + (_xl_l >> 2); unsigned int _xl_v;",
                              f"__builtin_memcpy(&_xl_v, {row} + 4u * (_xl_l & 3u), 4);",
                              write_dst(ctx, it, TYPES["b32"], "_xl_v", ins.form)))
    return blk(*stmts)


HANDLERS: dict[str, Handler] = {"shfl": _h_shfl, "vote": _h_vote, "match": _h_match, "ldmatrix": _h_ldmatrix}
