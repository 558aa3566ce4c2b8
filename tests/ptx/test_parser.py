"""The asm-statement and PTX parsers on real-world inline asm styles, immediates, operands, scopes,
and errors with positions."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from xlate.ptx import PtxSyntaxError, PtxUnsupported, lower_asm, parse_asm_statement, parse_ptx
from xlate.ptx.ir import (
    Addr,
    AsmArg,
    Block,
    Imm,
    Instruction,
    LabelDef,
    Not,
    PredPair,
    Reg,
    RegDecl,
    Special,
    Vec,
)

FIXTURES = Path(__file__).parent / "fixtures"
_ASM = re.compile(r"(?<![\w/])(__asm__|__asm|asm)\s*(volatile|__volatile__)?\s*\(")


def _statements(text: str) -> list[int]:
    return [m.start() for m in _ASM.finditer(text)]


def test_real_world_styles():
    text = (FIXTURES / "real_world.cu").read_text()
    expected = json.loads((FIXTURES / "real_world.forms.json").read_text())
    starts = _statements(text)
    assert len(starts) == len(expected)
    for start, exp in zip(starts, expected):
        stmt = parse_asm_statement(text, start)
        assert text[stmt.end - 1] == ")"
        if "forms" in exp:
            low = lower_asm(stmt)
            assert low.forms == exp["forms"], text[start:stmt.end]
            assert "\n" not in low.code and low.code.startswith("{") and low.code.endswith("}")
        else:
            with pytest.raises(PtxUnsupported) as ei:
                lower_asm(stmt)
            assert ei.value.form == exp["unsupported"]
            assert stmt.template[ei.value.pos:].startswith(exp["at"])
            # the position maps back into the source file, inside the statement's string literal
            src = stmt.source_offset(ei.value.pos)
            assert text[src:].startswith(exp["at"])


def test_template_escapes_and_concatenation():
    stmt = parse_asm_statement('asm("a\\n\\t" "b \\"c\\" \\x41 \\101 %%" : );')
    assert stmt.template == 'a\n\tb "c" A A %%'
    assert stmt.outputs == [] and stmt.inputs == []


def test_operands_constraints_and_clobbers():
    stmt = parse_asm_statement('asm volatile ("x" : "=r"(a[f(1, 2)]), "+l"(*p) : "f"(x * (y + 1)), "n"(4), '
                               '"0"(z) : "memory", "cc");')
    assert stmt.volatile
    assert [(o.constraint, o.expr) for o in stmt.outputs] == [("=r", "a[f(1, 2)]"), ("+l", "*p")]
    assert [(o.constraint, o.expr) for o in stmt.inputs] == [("f", "x * (y + 1)"), ("n", "4"), ("0", "z")]
    assert stmt.clobbers == ["memory", "cc"]
    assert [o.is_read for o in stmt.operands] == [False, True, True, True, True]


def test_ptx_statements():
    block = parse_ptx("{ .reg .pred p, q<2>; .reg .b32 t; setp.lt.s32 p|q0, %1, -5; @!p add.s32 t, t, 0x10; "
                      "L1: ld.global.nc.v2.f32 {%0, %2}, [%3+-8]; selp.b32 %0, 0f3F800000, 0d3FF0000000000000, !q1;"
                      " bra.uni L1 }")
    (inner,) = block.items
    assert isinstance(inner, Block)
    decl_p, decl_t, setp, add, label, ld, selp, bra = inner.items
    assert isinstance(decl_p, RegDecl) and decl_p.type == "pred" and decl_p.names == [("p", None), ("q", 2)]
    assert isinstance(decl_t, RegDecl) and decl_t.type == "b32"
    assert isinstance(setp, Instruction) and setp.form == "setp.lt.s32"
    assert isinstance(setp.operands[0], PredPair) and setp.operands[1] == AsmArg(1, setp.operands[1].pos)
    assert setp.operands[2].value == -5
    assert add.guard is not None and add.guard.negate and add.guard.pred.name == "p"
    assert add.operands[2].value == 16
    assert isinstance(label, LabelDef) and label.name == "L1"
    assert ld.suffixes == ("global", "nc", "v2", "f32")
    assert isinstance(ld.operands[0], Vec) and len(ld.operands[0].items) == 2
    assert isinstance(ld.operands[1], Addr) and ld.operands[1].offset == -8
    one_f, one_d = selp.operands[1], selp.operands[2]
    assert isinstance(one_f, Imm) and one_f.float_bits == 0x3F800000 and one_f.float_width == 32 and one_f.value == 1.0
    assert isinstance(one_d, Imm) and one_d.float_width == 64 and one_d.value == 1.0
    assert isinstance(selp.operands[3], Not)
    assert bra.operands == (Reg("L1", bra.operands[0].pos),)


def test_special_registers_and_escapes():
    stmt = parse_asm_statement('asm("mov.u32 %0, %%tid.x; mov.u32 %0, %%laneid;" : "=r"(x));')
    block = parse_ptx(stmt.template)
    assert [i.operands[1] for i in block.items] == [Special("%tid.x", 12), Special("%laneid", 33)]


def test_immediates():
    block = parse_ptx("mov.u32 a, 017; mov.u32 a, 0xFFu; mov.f64 a, 1.5e3; mov.u32 a, 42U;")
    assert [i.operands[1].value for i in block.items] == [15, 255, 1500.0, 42]


@pytest.mark.parametrize("text, pos, words", [
    ("add.u32 %0, , %1;", 12, "expected an operand"),
    ("{ add.u32 %0, %1, %2;", 0, "never closed"),
    ("add.u32 %0, %1, %2; }", 20, "without a matching"),
    ("add.u32 %0 %1;", 11, "expected ';'"),
    ("@ add.u32 %0, %1, %2;", 2, "predicate register"),
    (".global .u32 x;", 0, "not allowed here"),
    ("mov.u32 %0, 09;", 12, "bad octal"),
    ("mov.u32 %0, %x.y;", 14, "expected ';'"),
    ("mov.u32 %0, `;", 12, "unexpected character"),
    ("mov.u32 %0, %;", 12, "must be followed"),
])
def test_syntax_errors_have_positions(text, pos, words):
    with pytest.raises(PtxSyntaxError) as ei:
        parse_ptx(text)
    assert ei.value.pos == pos
    assert words in ei.value.reason


@pytest.mark.parametrize("src, words", [
    ('asm("x" : "r"(a));', "must start with '='"),
    ('asm("x" : : "=r"(a));', "must not start"),
    ('asm("x" : "=z"(a));', "unknown asm constraint"),
    ('asm(PTX_MACRO : "=r"(a));', "string literals"),
    ('asm("x" FOO "y");', "macro"),
    ('asm("x" : "=r"(a);', "expected ':' or ')'"),
    ('asm("unterminated);', "unterminated string"),
])
def test_statement_errors(src, words):
    with pytest.raises(PtxSyntaxError) as ei:
        parse_asm_statement(src)
    assert ei.value.in_statement and words in ei.value.reason


def test_asm_goto_unsupported():
    with pytest.raises(PtxUnsupported):
        parse_asm_statement('asm goto("bra %l0;" :::: L);')


@pytest.mark.parametrize("src, words", [
    ('asm("add.u32 %0, %1, %2;" : "=r"(a) : "r"(b));', "names no asm operand"),
    ('asm("add.u32 %1, %0, %0;" : "=r"(a) : "r"(b));', "is an input operand"),
    ('asm("add.u32 %0, t, 1;" : "=r"(a));', "not declared"),
    ('asm("{ .reg .pred p; add.u32 %0, p, 1; }" : "=r"(a));', "predicate"),
    ('asm("{ .reg .u32 p; @p add.u32 %0, %0, 1; }" : "+r"(a));', "not a predicate"),
    ('asm("add.u32 %0, %0;" : "+r"(a));', "takes 3 operands"),
    # found by ptxas (CUDA 13) while recording the GPU vectors: these are not PTX
    ('asm("cvt.f32.s32 %0, %1;" : "=f"(a) : "r"(b));', "integer-to-float conversions need"),
    ('asm("fma.rn.sat.f64 %0, %0, %0, %0;" : "+d"(a));', ".sat applies to .f32"),
    ('asm("atom.global.add.s64 %0, [%1], 1;" : "=l"(a) : "l"(p));', ".add takes .f32 .f64 .s32 .u32 .u64"),
    ('asm("atom.global.cas.u32 %0, [%1], 1, 2;" : "=r"(a) : "l"(p));', ".cas takes .b32 .b64"),
])
def test_lowering_errors(src, words):
    with pytest.raises(PtxSyntaxError) as ei:
        lower_asm(parse_asm_statement(src))
    assert words in ei.value.reason


@pytest.mark.parametrize("ptx, form", [
    ("wgmma.fence.sync.aligned;", "wgmma.fence.sync.aligned"),
    ("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], 32;", None),
    ("frobnicate.u32 %0, %0;", "frobnicate.u32"),
    ("fma.rz.f64 %0, %0, %0, %0;", "fma.rz.f64"),
    ("min.xorsign.abs.f32 %0, %0, %0;", "min.xorsign.abs.f32"),
    ("shfl.sync.idx.b16 %0, %0, 0, 31, -1;", "shfl.sync.idx.b16"),
    ("cvta.shared.u32 %0, %0;", "cvta.shared.u32"),  # a generic address does not fit in 32 bits
    ("ld.local.u32 %0, [%0];", "ld.local.u32"),
    ("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%0], 16, [%0];", None),
    ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0}, {%0}, {%0}, {%0};", None),
])
def test_unsupported_forms_are_named(ptx, form):
    with pytest.raises((PtxUnsupported, PtxSyntaxError)) as ei:
        lower_asm(parse_asm_statement(f'asm("{ptx}" : "+r"(a));'))
    if form is not None:
        assert isinstance(ei.value, PtxUnsupported)
        assert ei.value.form == form and ei.value.pos == 0
        assert ei.value.message.startswith("not supported: ")


def test_carry_chain_across_statements_is_refused():
    with pytest.raises(PtxUnsupported) as ei:
        lower_asm(parse_asm_statement('asm("add.u32 %0, %0, 1; addc.u32 %0, %0, 0;" : "+r"(a));'))
    assert ei.value.form == "addc.u32" and ei.value.pos == 19 and "carry" in ei.value.why


def test_warp_modes():
    stmt = parse_asm_statement('asm("mov.u32 %0, %%laneid;" : "=r"(x));')
    assert "__lane_id() & 31u" in lower_asm(stmt).code
    assert "& 31u" not in lower_asm(stmt, warp_mode="native64").code
    mask = parse_asm_statement('asm("mov.u32 %0, %%lanemask_lt;" : "=r"(x));')
    with pytest.raises(PtxUnsupported):
        lower_asm(mask, warp_mode="native64")
    shfl = parse_asm_statement('asm("shfl.sync.idx.b32 %0, %0, 0, 31, -1;" : "+r"(x));')
    assert "__shfl_sync(((unsigned long long)(0xffffffffu) << ((unsigned int)__lane_id() & 32u))" in \
        lower_asm(shfl).code
    with pytest.raises(PtxUnsupported):
        lower_asm(shfl, warp_mode="native64")


def test_labels_are_unique_per_statement():
    stmt = parse_asm_statement('asm("L: bra L;" : );')
    a, b = lower_asm(stmt, uid="1").code, lower_asm(stmt, uid="2").code
    assert "_xl_L1_L:" in a and "_xl_L2_L:" in b


def test_scoped_registers_shadow():
    stmt = parse_asm_statement('asm("{ .reg .u32 t; mov.u32 t, 1; { .reg .u32 t; mov.u32 t, 2; } '
                               'mov.u32 %0, t; }" : "=r"(x));')
    code = lower_asm(stmt).code
    assert code.count("unsigned int _xl_r_t_") == 2  # two distinct C variables, both hoisted
