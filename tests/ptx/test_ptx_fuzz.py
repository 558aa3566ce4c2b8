"""Hypothesis feeds the parsers and the lowering arbitrary text: never a crash, only PtxSyntaxError or
PtxUnsupported, each with a position inside the text."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from xlate.ptx import PtxSyntaxError, PtxUnsupported, lower_asm, parse_asm_statement, parse_ptx
from xlate.ptx.asm import AsmOperand
from xlate.ptx.lower import lower_block

# PTX-looking fragments, so the fuzzer reaches the lowering and not only the lexer
_WORDS = ["add", "sub", "mul", "mad", "addc", "setp", "selp", "cvt", "mov", "bfe", "bfi", "prmt", "shf", "lop3",
          "ld", "st", "bra", "bar", "fence", "membar", "abs", "neg", "min", "shl", "shr", "rcp", "ex2", "dp4a",
          "set", "clz", "brev", "bfind", "popc", "mma", "and", "not", "fma", "sqrt", "atom", "red", "cp",
          "match", "shfl", "vote", "nanosleep", "prefetch", "cvta", "trap", "max"]
_SUFFIXES = [".u32", ".s32", ".u64", ".s64", ".b32", ".b64", ".f32", ".f64", ".f16", ".bf16", ".pred", ".cc",
             ".lo", ".hi", ".wide", ".sat", ".rn", ".rz", ".rni", ".ftz", ".approx", ".global", ".nc", ".v2",
             ".v4", ".l", ".r", ".wrap", ".clamp", ".lt", ".ne", ".equ", ".and", ".f4e", ".sync", ".gl",
             ".shiftamt", ".u16", ".s8", ".f16x2", ".uni", ".shared", ".shared::cta", ".async", ".ca", ".cg",
             ".commit_group", ".wait_group", ".cas", ".exch", ".inc", ".dec", ".acquire", ".release",
             ".relaxed", ".gpu", ".sys", ".any", ".all", ".noftz", ".bf16x2", ".rm", ".rp", ".NaN",
             ".L1::evict_last", ".L2::cache_hint", ".to", ".volatile"]
_OPERANDS = ["%0", "%1", "%2", "%3", "%9", "p", "q", "t", "_", "1", "-1", "0x7fffffff", "0f3F800000",
             "0d3FF0000000000000", "1.5", "%%laneid", "%%tid.x", "%%clock64", "%%lanemask_lt", "%%bogus",
             "[%1]", "[%1+8]", "[t-4]", "[8]", "{%0, %1}", "{t, t}", "!p", "p|q", "L", "%[x]"]


@st.composite
def ptx_text(draw) -> str:
    parts = []
    if draw(st.booleans()):
        parts.append("{ .reg .pred p, q; .reg .b32 t; .reg .u64 u<2>; ")
    for _ in range(draw(st.integers(0, 5))):
        if draw(st.integers(0, 9)) == 0:
            parts.append("L: ")
        if draw(st.integers(0, 5)) == 0:
            parts.append(draw(st.sampled_from(["@p ", "@!q ", "@t "])))
        op = draw(st.sampled_from(_WORDS)) + "".join(draw(st.lists(st.sampled_from(_SUFFIXES), max_size=4)))
        args = draw(st.lists(st.sampled_from(_OPERANDS), max_size=5))
        parts.append(op + " " + ", ".join(args) + draw(st.sampled_from([";", "; ", ";\n\t", "", " }", " {"])))
    if parts and parts[0].startswith("{") and draw(st.booleans()):
        parts.append("}")
    return "".join(parts)


_OPS = [AsmOperand("=r", "a", None, 0), AsmOperand("+l", "b", None, 0), AsmOperand("f", "c", None, 0),
        AsmOperand("n", "4", "x", 0)]


def _check(text: str, err: Exception) -> None:
    assert isinstance(err, (PtxSyntaxError, PtxUnsupported))
    assert 0 <= err.pos <= len(text)
    assert err.message and "\n" not in err.message


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=80))
def test_arbitrary_text_parse(text):
    try:
        parse_ptx(text)
    except Exception as err:  # noqa: BLE001 - the assertion names what is allowed
        _check(text, err)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ptx_text(), st.sampled_from(["compat32", "native64"]))
def test_ptx_like_text_lowering(text, mode):
    try:
        block = parse_ptx(text, {"x": 3})
        low = lower_block(block, _OPS, warp_mode=mode)
        assert "\n" not in low.code
    except Exception as err:  # noqa: BLE001
        _check(text, err)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet=st.sampled_from(list('asm volatile()":=+rlfhdn,[]x%0\\n;{}@.u32add')), max_size=60))
def test_arbitrary_asm_statement(text):
    src = "asm" + text
    try:
        lower_asm(parse_asm_statement(src))
    except Exception as err:  # noqa: BLE001
        assert isinstance(err, (PtxSyntaxError, PtxUnsupported)), repr(err)
        assert err.message and "\n" not in err.message


# mutations of the valid form cases: one suffix or operand changed, so the fuzzer reaches every handler
def _case_templates() -> list[tuple[str, str, str]]:
    from ptx_cases import CASES, DEVICE_ONLY

    return [(c.template, c.outs, c.ins) for c in CASES] + [(t, o, i) for _, t, o, i in DEVICE_ONLY]


_TEMPLATES = _case_templates()


@st.composite
def mutated_case(draw) -> tuple[str, str]:
    tmpl, outs, ins = draw(st.sampled_from(_TEMPLATES))
    tokens = tmpl.replace(",", " , ").replace(";", " ; ").split(" ")
    k = draw(st.integers(0, max(0, len(tokens) - 1)))
    how = draw(st.integers(0, 3))
    if how == 0 and "." in tokens[k]:
        head = tokens[k].split(".")
        j = draw(st.integers(1, max(1, len(head) - 1)))
        head[min(j, len(head) - 1)] = draw(st.sampled_from(_SUFFIXES))[1:]
        tokens[k] = ".".join(head)
    elif how == 1:
        tokens[k] = draw(st.sampled_from(_OPERANDS))
    elif how == 2:
        del tokens[k]
    else:
        tokens.insert(k, draw(st.sampled_from(_OPERANDS + _SUFFIXES + [",", ";"])))
    cons = [f'"={c}"(o{i})' for i, c in enumerate(outs)]
    icons = [f'"{c}"(i{i})' for i, c in enumerate(ins)]
    text = " ".join(tokens).replace('"', "")
    return f'asm("{text}" : {", ".join(cons)} : {", ".join(icons)});', text


@settings(max_examples=800, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_case(), st.sampled_from(["compat32", "native64"]))
def test_mutated_forms(src_text, mode):
    src, _text = src_text
    try:
        stmt = parse_asm_statement(src)
    except (PtxSyntaxError, PtxUnsupported):
        return
    try:
        low = lower_asm(stmt, warp_mode=mode)
        assert "\n" not in low.code
    except Exception as err:  # noqa: BLE001
        _check(stmt.template, err)
