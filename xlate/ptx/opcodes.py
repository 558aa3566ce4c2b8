"""The instruction names of the PTX ISA (NVIDIA's "Parallel Thread Execution ISA", chapter "Instruction Set",
through version 8.x): an instruction's opcode is one of these, followed by its `.`-suffixes. Used to tell PTX
from other assembly in an `asm` statement whose use is unknown (a macro body): `lfence`, `rep; nop`, `dsb ld`
(x86 and Arm barriers in the macros of C headers that CUDA sources include) are no PTX instructions."""

from __future__ import annotations

import re

PTX_OPCODES = frozenset({
    "abs", "activemask", "add", "addc", "alloca", "and", "applypriority", "atom", "bar", "barrier", "bfe",
    "bfi", "bfind", "bmsk", "bra", "brev", "brkpt", "brx", "call", "clusterlaunchcontrol", "clz", "cnot",
    "copysign", "cos", "cp", "createpolicy", "cvt", "cvta", "discard", "div", "dp2a", "dp4a", "elect", "ex2",
    "exit", "fence", "fma", "fns", "getctarank", "griddepcontrol", "isspacep", "istypeof", "ld", "ldmatrix",
    "ldu", "lg2", "lop3", "mad", "mad24", "madc", "mapa", "match", "max", "mbarrier", "membar", "min", "mma",
    "mov", "movmatrix", "mul", "mul24", "multimem", "nanosleep", "neg", "not", "or", "pmevent", "popc",
    "prefetch", "prefetchu", "prmt", "rcp", "red", "redux", "rem", "ret", "rsqrt", "sad", "selp", "set",
    "setmaxnreg", "setp", "shf", "shfl", "shl", "shr", "sin", "slct", "sqrt", "st", "stackrestore", "stacksave",
    "stmatrix", "sub", "subc", "suld", "suq", "sured", "sust", "szext", "tanh", "tcgen05", "tensormap", "testp",
    "tex", "tld4", "trap", "txq", "vabsdiff", "vabsdiff2", "vabsdiff4", "vadd", "vadd2", "vadd4", "vavrg2",
    "vavrg4", "vmad", "vmax", "vmax2", "vmax4", "vmin", "vmin2", "vmin4", "vote", "vset", "vset2", "vset4",
    "vshl", "vshr", "vsub", "vsub2", "vsub4", "wgmma", "wmma", "xor",
})

_FIRST_WORD = re.compile(r"\s*(?:\{\s*)*(?:@!?%?\w+\s+)?([A-Za-z_][\w]*)")


def foreign_mnemonic(template: str) -> str | None:
    """The first instruction's name when `template` (an asm string, `%%` already PTX's `%`) starts with one
    that is not PTX, e.g. `lfence`; None when it starts with a PTX opcode, a name with `.`-suffixes (PTX's
    shape), a directive (`.reg`), a label or nothing recognisable."""
    m = _FIRST_WORD.match(template)
    if m is None or template.lstrip().startswith("."):
        return None
    word = m.group(1)
    if template[m.end():m.end() + 1] == ".":  # `name.type ...`: PTX's shape, an instruction xlate may not know
        return None
    rest = template[m.end():].lstrip()
    if rest.startswith(":"):  # a label
        return None
    return None if word in PTX_OPCODES else word
