"""xlate/ptx/opcodes.py: the PTX instruction names that tell PTX from host assembly in a macro body. Every
opcode xlate lowers or names as not lowered is in it (else a macro using it would be taken for host
assembly), and the first-instruction reader classifies the shapes asm strings have."""

from __future__ import annotations

import pytest

from xlate.ptx.lower.dispatch import _UNSUPPORTED_WHY, HANDLERS
from xlate.ptx.opcodes import PTX_OPCODES, foreign_mnemonic


def test_every_opcode_xlate_knows_is_a_ptx_opcode():
    known = {name.split(".")[0] for name in (*HANDLERS, *_UNSUPPORTED_WHY)}
    assert known - PTX_OPCODES == set()


@pytest.mark.parametrize("template,foreign", [
    ("lfence", "lfence"), ("rep; nop", "rep"), ("lock; addl $0,0(%rsp)", "lock"), ("dsb ld", "dsb"),
    ("pause", "pause"), ("  mfence\n", "mfence"),
    ("mov.u32 %0, %laneid;", None), ("{ .reg .pred p; setp.ne.b32 p, %1, 0; selp.b32 %0, 1, 0, p; }", None),
    ("@p bra DONE;", None), ("@!p exit;", None), ("membar.gl;", None), ("bar.sync 0;", None),
    ("frobnicate.u32 %0;", None), ("L1: add.s32 %0, %0, 1;", None), (".reg .b32 t;", None), ("", None),
])
def test_first_instruction(template, foreign):
    assert foreign_mnemonic(template) == foreign
