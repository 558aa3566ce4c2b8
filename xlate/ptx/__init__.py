"""Inline PTX: parse the asm statement and its PTX text, lower it to HIP C++ (docs/ptx.md).

    from xlate.ptx import parse_asm_statement, lower_asm
    stmt = parse_asm_statement(source_text, start_offset)   # C level: template + operands
    lowered = lower_asm(stmt, warp_mode="compat32", uid="17") # one line of C++ `{ ... }`

Errors: PtxSyntaxError (bad asm/PTX text) and PtxUnsupported (a form xlate does not lower), both
with `pos`, an offset into the PTX template (`stmt.source_offset(pos)` maps it into the source).
"""

from xlate.ptx.asm import AsmOperand, AsmStatement, parse_asm_statement, parse_asm_variants
from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.lower import Lowered, lower_asm, lower_block
from xlate.ptx.parser import parse_ptx

__all__ = ["AsmOperand", "AsmStatement", "Lowered", "PtxSyntaxError", "PtxUnsupported", "lower_asm",
           "lower_block", "parse_asm_statement", "parse_asm_variants", "parse_ptx"]
