"""Warp-level matrix instructions with 32-lane PTX semantics (compat32): mma.sync.aligned.m16n8kK.row.col
for f16/bf16, tf32 and s8/u8 inputs, and movmatrix. The work is done by functions of <xlate/ptx_shared.h>
(xlate_ptx_mma_m16n8, xlate_ptx_movmatrix_trans: every lane gathers the fragment registers it needs with
__shfl_sync and computes its own elements); this module checks the form and passes the registers. An mma
becomes a call of the out-of-line template xlate_ptx_mma_m16n8<kind A, kind B, K halves, C is f16, D is
f16>, fragments by value (xlate_ptx_mma_frag, unused registers 0), so that all call sites of one form
share one function."""

from __future__ import annotations

from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import Instruction, Operand, Vec
from xlate.ptx.lower.context import SHARED_HEADER, TYPES, Ctx, Handler, blk, modifiers, need
from xlate.ptx.lower.operands import read_src, write_dst

# (shape, A/B type) -> the number of K halves (fragment registers of B; A has twice as many)
_SHAPES = {("m16n8k8", "f16"): 1, ("m16n8k16", "f16"): 2, ("m16n8k8", "bf16"): 1, ("m16n8k16", "bf16"): 2,
           ("m16n8k4", "tf32"): 1, ("m16n8k8", "tf32"): 2, ("m16n8k16", "s8"): 1, ("m16n8k32", "s8"): 2,
           ("m16n8k16", "u8"): 1, ("m16n8k32", "u8"): 2}
_KIND = {"f16": 0, "bf16": 1, "tf32": 2, "s8": 3, "u8": 4}
_SUPPORTED = ("mma is lowered for .sync.aligned .m16n8k8/.m16n8k16 .row.col with .f16/.bf16 inputs "
              "(.f32 or, for .f16, .f16 accumulators), .m16n8k4/.m16n8k8 .tf32 (.f32), "
              ".m16n8k16/.m16n8k32 .s8/.u8 (.s32, no .satfinite)")


def _regs(op: Operand, n: int, what: str, form: str) -> list[Operand]:
    items = list(op.items) if isinstance(op, Vec) else [op]
    if len(items) != n:
        raise PtxSyntaxError(f"{form}: {what} is {n} register(s), the operand has {len(items)}", op.pos)
    return items


def _h_mma(ctx: Ctx, ins: Instruction) -> str:
    sfx = list(ins.suffixes)
    shapes = [s for s in sfx if s.startswith("m") and "n" in s and "k" in s]
    types = [s for s in sfx if s in _KIND or s in ("f32", "s32")]
    rest = set(sfx) - set(shapes) - set(types)
    if (len(shapes) != 1 or len(types) != 4 or rest != {"sync", "aligned", "row", "col"}
            or sfx.index("row") > sfx.index("col")):
        raise PtxUnsupported(ins.form, ins.pos, _SUPPORTED)
    dt, at, bt, ct = types
    kh = _SHAPES.get((shapes[0], at))
    floating = at in ("f16", "bf16", "tf32")
    ok = (kh is not None and (bt == at or {at, bt} == {"s8", "u8"})
          and ((floating and dt in ("f32", "f16") and ct in ("f32", "f16") and (at == "f16" or dt == ct == "f32"))
               or (not floating and dt == ct == "s32")))
    if not ok:
        raise PtxUnsupported(ins.form, ins.pos, _SUPPORTED)
    if ctx.warp_mode != "compat32":
        raise PtxUnsupported(ins.form, ins.pos, "32-lane warp operations need --warp-mode compat32")
    need(ins, 4)
    d, a, b, c = ins.operands
    nc = 2 if ct == "f16" else 4
    nd = 2 if dt == "f16" else 4
    b32 = TYPES["b32"]
    a_items, b_items = _regs(a, 2 * kh, "A", ins.form), _regs(b, kh, "B", ins.form)
    c_items, d_items = _regs(c, nc, "C", ins.form), _regs(d, nd, "D", ins.form)
    ctx.headers.add(SHARED_HEADER)

    def frag(name: str, items: list[Operand]) -> str:
        regs = [read_src(ctx, x, b32, ins.form) for x in items] + ["0u"] * (4 - len(items))
        return f"const xlate_ptx_mma_frag {name} = {{{{{', '.join(regs)}}}}};"

    call = (f"const xlate_ptx_mma_frag _xl_d = xlate_ptx_mma_m16n8<{_KIND[at]}, {_KIND[bt]}, {kh}, "
            f"{'true' if ct == 'f16' else 'false'}, {'true' if dt == 'f16' else 'false'}>(_xl_a, _xl_b, _xl_c);")
    writes = [write_dst(ctx, x, b32, f"_xl_d.r[{i}]", ins.form) for i, x in enumerate(d_items)]
    return blk(frag("_xl_a", a_items), frag("_xl_b", b_items), frag("_xl_c", c_items), call, *writes)


def _h_movmatrix(ctx: Ctx, ins: Instruction) -> str:
    mods = modifiers(ins)
    if mods != {"sync", "aligned", "m8n8", "trans"} or [s for s in ins.suffixes if s in TYPES] != ["b16"]:
        raise PtxUnsupported(ins.form, ins.pos, "movmatrix is lowered for .sync.aligned.m8n8.trans.b16")
    if ctx.warp_mode != "compat32":
        raise PtxUnsupported(ins.form, ins.pos, "32-lane warp operations need --warp-mode compat32")
    need(ins, 2)
    d, a = ins.operands
    ctx.headers.add(SHARED_HEADER)
    b32 = TYPES["b32"]
    return blk(write_dst(ctx, d, b32, f"xlate_ptx_movmatrix_trans({read_src(ctx, a, b32, ins.form)})", ins.form))


HANDLERS: dict[str, Handler] = {"mma": _h_mma, "movmatrix": _h_movmatrix}
