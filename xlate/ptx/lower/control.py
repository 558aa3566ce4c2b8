"""Control flow and synchronisation: bra (to the labels of the statement), bar/barrier, membar/fence,
trap, nanosleep and griddepcontrol."""

from __future__ import annotations

from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import Imm, Instruction, Reg
from xlate.ptx.lower.context import (
    SHARED_HEADER,
    TYPES,
    Ctx,
    Handler,
    blk,
    check_mods,
    modifiers,
    need,
    one_type,
)
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


_BLOCK = "(blockDim.x * blockDim.y * blockDim.z)"


def _stop(ctx: Ctx, ins: Instruction, why: str, cond: str = "true") -> str:
    """A run-time stop where `cond` holds (xlate_ptx_stop of <xlate/ptx_shared.h>): a message naming the form
    and why, with the user's file:line. The translation says so with a warning (XL302), so a function that
    holds the form but is never called (or is called only where it can be honoured) still builds."""
    ctx.stops.append(f"{ins.form}: {why}")
    ctx.headers.add(SHARED_HEADER)
    text = f"xlate: PTX {ins.form} cannot be honoured on this target: {why}"
    return f"if ({cond}) xlate_ptx_stop(\"{text}\", __FILE__, __LINE__);"


def _h_bar(ctx: Ctx, ins: Instruction) -> str:
    """bar.sync / barrier.sync{.aligned} a{, b}: PTX ISA — barrier `a` (0 to 15) waits for `b` threads,
    all of the CTA when `b` is absent. gfx942 has one barrier per block (s_barrier, __syncthreads): a
    barrier of every thread of the block is that one whatever its number (a program in which threads
    wait at different numbers at once, each for the whole block, deadlocks on NVIDIA), and a count
    other than the block's size stops the kernel at run time. bar.arrive and bar.red (arrive without
    waiting, reductions over named barriers) have no gfx942 equivalent: a thread that reaches them stops
    the kernel."""
    mods = modifiers(ins)
    if ins.opcode in ("bar", "barrier") and mods <= {"sync", "aligned"} and "sync" in mods:
        if len(ins.operands) > 2:
            raise PtxSyntaxError(f"{ins.form} takes a barrier and a thread count", ins.pos)
        parts = [read_src(ctx, op, TYPES["u32"], ins.form) for op in ins.operands]
        if len(parts) < 2:
            if parts and not (isinstance(ins.operands[0], Imm) and ins.operands[0].value == 0):
                return blk(f"(void)({parts[0]});", "__syncthreads();")
            return "__syncthreads();"
        stop = _stop(ctx, ins, "a named barrier over part of the block (gfx942 has one barrier per block)",
                     f"({parts[1]}) != {_BLOCK}")
        return blk(f"(void)({parts[0]});", stop, "__syncthreads();")
    if ins.opcode in ("bar", "barrier") and (mods & {"arrive", "red"}):
        return blk(_stop(ctx, ins, "named barriers (bar.arrive, bar.red) have no gfx942 equivalent"))
    raise PtxUnsupported(ins.form, ins.pos)


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


def _h_exit(ctx: Ctx, ins: Instruction) -> str:
    """exit: PTX ISA — the thread ends (it leaves the kernel from any depth of calls; barriers then count
    only the threads that have not exited). HIP has no per-thread exit from inside a called function: a
    thread that reaches it stops the kernel with a message (old CUB's ThreadExit holds one and is never
    called by the CUB code that uses its other helpers)."""
    check_mods(ins, set())
    need(ins, 0)
    return blk(_stop(ctx, ins, "a thread's exit from the kernel (HIP has none from inside a function)"))


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
    "trap": _h_trap, "exit": _h_exit, "nanosleep": _h_nanosleep, "griddepcontrol": _h_griddepcontrol,
}
