"""Special registers read as operands: %tid/%ntid/%ctaid/%nctaid components, %laneid, %warpid, the
%lanemask_* masks (32-lane, compat32), %clock/%clock64 and %globaltimer (docs/ptx.md)."""

from __future__ import annotations

from xlate.ptx.errors import PtxUnsupported
from xlate.ptx.ir import Special
from xlate.ptx.lower.context import Ctx

_VEC_SREG = {"tid": "threadIdx", "ntid": "blockDim", "ctaid": "blockIdx", "nctaid": "gridDim"}


def special_reg(ctx: Ctx, sp: Special, form: str) -> tuple[int, str]:
    name = sp.name[1:]
    base, _, comp = name.partition(".")
    compat = ctx.warp_mode == "compat32"
    if base in _VEC_SREG:
        if not comp:
            raise PtxUnsupported(f"{form} %{base}", sp.pos, "read one component (%tid.x)")
        return 32, f"((unsigned int){_VEC_SREG[base]}.{comp})"
    if base == "laneid":
        return 32, "((unsigned int)__lane_id() & 31u)" if compat else "((unsigned int)__lane_id())"
    if base == "warpid":
        width = 32 if compat else "warpSize"
        return 32, (f"((unsigned int)((threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))"
                    f" / {width}))")
    if base.startswith("lanemask_"):
        if not compat:
            raise PtxUnsupported(f"{form} %{base}", sp.pos, "32-bit lane masks in native64 mode")
        lane = "((unsigned int)__lane_id() & 31u)"
        kind = base[len("lanemask_"):]
        exprs = {
            "eq": f"(1u << {lane})",
            "lt": f"((1u << {lane}) - 1u)",
            "le": f"((2u << {lane}) - 1u)",
            "gt": f"(~((2u << {lane}) - 1u))",
            "ge": f"(~((1u << {lane}) - 1u))",
        }
        if kind not in exprs:
            raise PtxUnsupported(f"{form} %{base}", sp.pos, "unknown lane mask")
        return 32, exprs[kind]
    if base == "clock":
        return 32, "((unsigned int)clock64())"
    if base == "clock64":
        return 64, "((unsigned long long)clock64())"
    if base == "globaltimer":
        # gfx942's constant-rate wall clock runs at 100 MHz: one tick is 10 ns.
        return 64, "((unsigned long long)wall_clock64() * 10ull)"
    if base == "globaltimer_lo":
        return 32, "((unsigned int)((unsigned long long)wall_clock64() * 10ull))"
    if base == "globaltimer_hi":
        return 32, "((unsigned int)(((unsigned long long)wall_clock64() * 10ull) >> 32))"
    raise PtxUnsupported(f"{form} %{base}", sp.pos, "special register not lowered")
