"""Control flow and synchronisation: bra (to the labels of the statement), bar/barrier, membar/fence,
trap, nanosleep and griddepcontrol."""

from __future__ import annotations

from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import Imm, Instruction, Reg
from xlate.ptx.lower.context import TYPES, Ctx, Handler, blk, check_mods, modifiers, need, one_type
from xlate.ptx.lower.operands import read_src


def _h_trap(ctx: Ctx, ins: Instruction) -> str:
    """trap: abort the kernel (PTX ISA: "Perform trap operation"); __builtin_trap on both targets."""
    check_mods(ins, set())
    need(ins, 0)
    return "__builtin_trap();"


def _h_bra(ctx: Ctx, ins: Instruction) -> str:
    check_mods(ins, {"uni"})
    need(ins, 1)
    tgt = ins.operands[0]
    if not isinstance(tgt, Reg):
        raise PtxSyntaxError("bra needs a label", tgt.pos)
    return f"goto _xl_L{ctx.uid}_{tgt.name};"


def _h_bar(ctx: Ctx, ins: Instruction) -> str:
    mods = modifiers(ins)
    opc = ins.opcode
    if opc == "barrier" and mods <= {"sync", "aligned"} and "sync" in mods or (
            opc == "bar" and mods <= {"sync", "aligned"} and "sync" in mods):
        if len(ins.operands) == 1 and isinstance(ins.operands[0], Imm) and ins.operands[0].value == 0:
            return "__syncthreads();"
        if not ins.operands:
            return "__syncthreads();"
        raise PtxUnsupported(ins.form, ins.pos, "named barriers / thread counts (gfx942 has one barrier per block)")
    raise PtxUnsupported(ins.form, ins.pos, "named barriers (bar.arrive, bar.red) have no gfx942 equivalent")


def _h_fence(ctx: Ctx, ins: Instruction) -> str:
    mods = modifiers(ins)
    need(ins, 0)
    scope = mods & {"cta", "gl", "sys", "gpu"}
    if ins.opcode == "membar" and len(scope) == 1 and mods == scope or ins.opcode == "fence" and len(scope) == 1 and mods - scope <= {"sc", "acq_rel"}:
        s = scope.pop()
    else:
        raise PtxUnsupported(ins.form, ins.pos)
    return {"cta": "__threadfence_block();", "gl": "__threadfence();", "gpu": "__threadfence();",
            "sys": "__threadfence_system();"}[s]


def _h_nanosleep(ctx: Ctx, ins: Instruction) -> str:
    """nanosleep.u32 t: PTX ISA — the thread sleeps for a duration "approximately close to" t, in
    [0, 2*t]; 0 is a valid duration, so the lowering does not sleep (it evaluates t)."""
    one_type(ins, {"u32"})
    check_mods(ins, set())
    need(ins, 1)
    return blk(f"(void)({read_src(ctx, ins.operands[0], TYPES['u32'], ins.form)});")


def _h_griddepcontrol(ctx: Ctx, ins: Instruction) -> str:
    """griddepcontrol.wait / griddepcontrol.launch_dependents (PTX ISA 7.8, sm_90: programmatic dependent
    launch): `wait` waits until the prerequisite grids have completed and their memory is visible,
    `launch_dependents` allows the dependent grids to be scheduled early. xlate launches with
    programmatic stream serialization in stream order (<xlate/launch_ex.h>), so every kernel starts after
    the previous kernel of its stream has completed: both have nothing to do, and are lowered to an empty
    statement."""
    mods = modifiers(ins)
    if mods not in ({"wait"}, {"launch_dependents"}):
        raise PtxUnsupported(ins.form, ins.pos)
    need(ins, 0)
    return blk()


HANDLERS: dict[str, Handler] = {
    "bra": _h_bra, "bar": _h_bar, "barrier": _h_bar, "membar": _h_fence, "fence": _h_fence,
    "trap": _h_trap, "nanosleep": _h_nanosleep, "griddepcontrol": _h_griddepcontrol,
}
