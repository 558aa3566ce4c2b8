"""Lowering of one inline asm statement (parsed PTX + its asm operands) to a HIP C++ block.

The result is ONE line of C++: `{ ... }`. It uses only portable C++ and builtins that both hip-clang
(gfx942) and a host C++ compiler provide, plus HIP device functions for the forms that need the GPU
(special registers, barriers, fences). See docs/ptx.md for the forms and their exact semantics.

One module per instruction family (each registers its opcodes in a HANDLERS table), lowest first:

    context.py     PTX types and their C spellings, the per-statement state (Ctx), shape checks
    special.py     special registers (%tid.x, %laneid, %lanemask_lt, %clock64, %globaltimer ...)
    operands.py    reading and writing registers, asm operands, immediates and predicates
    rounding.py    rounding-mode emulation: directed rounding, correctly rounded f16/bf16
    floating.py    float add/sub/mul/fma/mad, min/max, abs/neg, rcp/sqrt/rsqrt/ex2/lg2/sin/cos
    integer.py     add/sub and carry chains, mul/mad, div/rem, min/max, abs/neg, dp4a/dp2a
    bits.py        and/or/xor/not/cnot, shl/shr, lop3, bfe/bfi, brev/popc/clz/bfind, prmt, shf
    compare.py     setp, set, selp
    conversion.py  mov, cvt
    memory.py      ld/st, atom/red, cvta, prefetch, cp.async
    warp.py        shfl, vote, match, ldmatrix
    matrix.py      mma.sync (m16n8k*: f16, bf16, tf32, s8/u8), movmatrix
    control.py     bra, bar/barrier, membar/fence, trap, nanosleep, griddepcontrol
    dispatch.py    the handler registry; lower_asm / lower_block: operands in and out, .reg
                   declarations, labels, guards
"""

from xlate.ptx.lower.context import SHARED_HEADER, WARP_MODES
from xlate.ptx.lower.dispatch import Lowered, lower_asm, lower_block

__all__ = ["SHARED_HEADER", "WARP_MODES", "Lowered", "lower_asm", "lower_block"]
