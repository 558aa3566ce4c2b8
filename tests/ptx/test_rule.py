"""The XL3xx rule (xlate/rewrite/rules/ptx/xl301_303_inline_ptx.py) on whole files: which statements it lowers, the
diagnostics and their positions, line numbers kept, host asm untouched, idempotence."""

from __future__ import annotations

import json
import re
from pathlib import Path

from xlate.rewrite.engine import translate_text
from xlate.rewrite.rules.ptx import xl301_303_inline_ptx as inline_ptx

FIXTURES = Path(__file__).parent / "fixtures"
_ASM = re.compile(r"(?<![\w/])(__asm__|__asm|asm)\s*(volatile|__volatile__)?\s*\(")


def _line_col(text: str, off: int) -> tuple[int, int]:
    return text.count("\n", 0, off) + 1, off - (text.rfind("\n", 0, off) + 1) + 1


def test_real_world_file():
    text = (FIXTURES / "real_world.cu").read_text()
    expected = json.loads((FIXTURES / "real_world.forms.json").read_text())
    out, diags = translate_text(text, "real_world.cu", [inline_ptx])
    assert out.count("\n") == text.count("\n")
    starts = [m.start() for m in _ASM.finditer(text)]
    want = []
    for start, exp in zip(starts, expected):
        if "forms" in exp:
            want.append(("XL301", "note", *_line_col(text, start)))
            if set(exp["forms"]) & {"bar.sync", "bar.arrive"}:  # named barriers: a run-time stop, a warning
                want.append(("XL302", "warning", *_line_col(text, start)))
        else:
            # the error points at the unsupported instruction inside the string literal
            at = text.index(exp["at"], start)
            want.append(("XL302", "error", *_line_col(text, at)))
    got = sorted((d.code, d.severity.value, d.line, d.col) for d in diags)
    assert got == sorted(want)
    # lowered statements keep their line; unsupported ones are left exactly as written
    out_lines, in_lines = out.split("\n"), text.split("\n")
    for start, exp in zip(starts, expected):
        line = _line_col(text, start)[0] - 1
        if "forms" in exp:
            assert "do { " in out_lines[line] and "asm" not in out_lines[line]
        else:
            assert out_lines[line] == in_lines[line]
    notes = [d.message for d in diags if d.code == "XL301"]
    assert any("add.cc.u32, addc.cc.u32, addc.u32" in m for m in notes)


def test_host_device_macro_and_if_else():
    text = (FIXTURES / "rule_cases.cu").read_text()
    out, diags = translate_text(text, "rule_cases.cu", [inline_ptx])
    assert out.count("\n") == text.count("\n")
    assert 'asm volatile("rdtsc"' in out  # host inline asm is not PTX: untouched
    assert "if (x)\n    do { " in out and "while (0);\n  else" in out
    # the macro body stays one logical line: the pieces of the lowered code end with a continuation,
    # the operand expression stays in place, bound to a reference
    lines = out.split("\n")
    assert lines[1] == "#define LANE(r) do { auto&& _xl_op0 = ( \\"
    assert lines[2].startswith("r); { ")
    assert lines[2].endswith("} while (0)") and "(unsigned int)__lane_id() & 31u" in lines[2]
    device_branch = out.split("#ifdef __CUDA_ARCH__")[1].split("#else")[0]
    assert "asm(" not in device_branch and "for (int _xl_i = 0; _xl_i < 32; ++_xl_i)" in device_branch
    assert sorted((d.code, d.line) for d in diags) == [("XL301", 2), ("XL301", 14), ("XL301", 24)]
    # translating the translation again changes nothing
    again, diags2 = translate_text(out, "rule_cases.cu", [inline_ptx])
    assert again == out and [d for d in diags2 if d.code.startswith("XL3")] == []


def test_warp_mode_reaches_the_lowering():
    text = '__global__ void k(unsigned *o) { unsigned r; asm("mov.u32 %0, %%laneid;" : "=r"(r)); o[0] = r; }\n'
    out32, _ = translate_text(text, "w.cu", [inline_ptx])
    out64, _ = translate_text(text, "w.cu", [inline_ptx], warp_mode="native64")
    # the kernel stores %laneid to global memory, so native64 keeps it in compat32 (issue 20): its PTX is
    # lowered with compat32's warp size, the CUDA lane 0..31 (it was native64's 0..63 before)
    assert "__lane_id() & 31u" in out32 and out64 == out32


def test_shared_window_addresses_are_lowered_and_the_header_included():
    """Real code (deepspeed, CUTLASS) passes 32-bit shared-window addresses from __cvta_generic_to_shared:
    lowered through <xlate/ptx_shared.h>, which is included on the first free line at file scope."""
    body = ('__global__ void k(const float* g) {\n  __shared__ float s[32];\n'
            '  unsigned a = (unsigned)__cvta_generic_to_shared(&s[threadIdx.x]);\n'
            '  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"(a), "l"(g));\n'
            '  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "l"(&s[threadIdx.x]), "l"(g));\n'
            '  asm volatile("cp.async.wait_all;" ::: "memory");\n}\n')
    text = "// kernels\n\n" + body
    out, diags = translate_text(text, "s.cu", [inline_ptx])
    got = sorted((d.code, d.line) for d in diags)
    assert got == [("XL301", 6), ("XL301", 7), ("XL301", 8)], got
    lines = out.split("\n")
    assert lines[0] == "#include <xlate/ptx_shared.h> // kernels" and lines[1] == ""
    assert "xlate_ptx_shared_ptr((unsigned int)" in lines[5] and "xlate_ptx_shared_ptr64(" in lines[6]
    assert out.count("\n") == text.count("\n")
    # no free line before the first use: new lines at the top with `#line 1`, a note saying so
    out2, diags2 = translate_text(body, "s.cu", [inline_ptx])
    assert out2.count("do {") == 3
    assert out2.startswith("#include <xlate/ptx_shared.h>\n#line 1\n" + body.split("\n")[0] + "\n")
    assert [d for d in diags2 if d.severity.value == "error"] == []
    notes = [(d.code, d.line) for d in diags2 if "inserted as a new line" in d.message]
    assert notes == [("XL303", 3)]
    # the header is there already: nothing added
    out3, _ = translate_text("#include <xlate/ptx_shared.h>\n" + body, "s.cu", [inline_ptx])
    assert out3.count("ptx_shared.h") == 1


def test_asm_template_from_string_macros():
    """faiss: `#define LD_NC_V1 "ld.global.cs.nc.u32"` (another in the #else branch), then
    `asm(LD_NC_V1 " {%0}, [%1 + 0];" ...)`: expanded, recursively, and lowered when every #if
    choice lowers to the same code; a macro that is not string literals stays XL303."""
    text = ('#if __CUDA_ARCH__ >= 350\n#define LD_NC_V1 "ld.global.cs.nc.u32"\n#else\n'
            '#define LD_NC_V1 "ld.global.cs.u32"\n#endif\n#define OP_ADD "add" SUFFIX\n#define SUFFIX ".u32"\n'
            '#define NOT_A_STRING 42\n#ifdef __CUDA_ARCH__\n#define PICK "add.u32"\n#else\n#define PICK "sub.u32"\n#endif\n'
            '__device__ void f(unsigned* c, const unsigned* p) {\n'
            '  asm(LD_NC_V1 " {%0}, [%1 + 4];" : "=r"(c[0]) : "l"(p));\n'
            '  asm(OP_ADD " %0, %1, 3;" : "=r"(c[1]) : "r"(c[0]));\n'
            '  asm(NOT_A_STRING " %0, %1;" : "=r"(c[2]) : "r"(c[0]));\n'
            '  asm(PICK " %0, %1, 1;" : "=r"(c[3]) : "r"(c[0]));\n'
            '  asm(UNKNOWN_MACRO " %0, %1;" : "=r"(c[4]) : "r"(c[0]));\n}\n')
    out, diags = translate_text(text, "m.cu", [inline_ptx])
    got = sorted((d.code, d.line) for d in diags if d.code.startswith("XL3"))
    assert got == [("XL301", 15), ("XL301", 16), ("XL303", 17), ("XL303", 18), ("XL303", 19)], got
    msg = {d.line: d.message for d in diags if d.code.startswith("XL3")}
    assert "ld.global.cs.nc.u32" in msg[15] and "add.u32" in msg[16]
    assert "`NOT_A_STRING`" in msg[17] and "`42`" in msg[17]
    assert "`PICK`" in msg[18] and "differently" in msg[18]
    assert "`UNKNOWN_MACRO`" in msg[19]
    lines = out.split("\n")
    assert "+ (unsigned long long)(4LL)" in lines[14] and "0x3u" in lines[15]
    assert lines[16] == text.split("\n")[16]  # refused statements are left as written


def test_asm_split_by_a_pass_dependent_conditional_is_not_lowered():
    """`#ifdef __CUDA_ARCH__` inside an asm template compiles one text in the device pass and another in the
    host pass: both branches are active, so no single text is lowered (XL303, left as written); the
    fixture tests/rules/XL301/conditional_template.cu has the branch both passes take."""
    src = ('__device__ unsigned int f(unsigned int x) {\n  unsigned int r;\n  asm("add.u32 %0, %1, "\n'
           '#ifdef __CUDA_ARCH__\n      "1;"\n#else\n      "2;"\n#endif\n      : "=r"(r) : "r"(x));\n'
           '  return r;\n}\n')
    out, diags = translate_text(src, filename="per_pass.cu")
    errors = [(d.code, d.line) for d in diags if d.severity.value == "error"]
    assert errors == [("XL303", 3)]
    assert "not the same in both passes" in next(d.message for d in diags if d.code == "XL303")
    assert 'asm("add.u32 %0, %1, "' in out and "_xl_op" not in out
