"""XL207 splits an implicitly warp-synchronous write `s[tid] += e;` around `e`, leaving `e` as written:
a warp intrinsic or CUDA call inside it is renamed by its own rule (before, XL207 replaced the whole
statement and the rename conflicted with it: internal error, exit 70, on valid code), and a statement
over several lines keeps its line breaks; a `;` on a line of its own gets the sync after it instead of
a split (before: internal error, the edit changed the number of lines). Found by
benchmarks/fuzz_translate.py."""

from __future__ import annotations

from xlate.rewrite.engine import translate_text

HEAD = "// reduce\n__global__ void k(float* out) {\n  __shared__ volatile float s[64];\n  int tid = threadIdx.x;\n"


def test_a_warp_intrinsic_in_the_value_is_renamed_inside_the_split():
    src = HEAD + "  s[tid] += __shfl_xor_sync(0xffffffff, s[tid + 16], 1);\n  out[tid] = s[tid];\n}\n"
    out, diags = translate_text(src, "r.cu")
    assert [d.code for d in diags if d.severity.value == "error"] == []
    line = out.split("\n")[4]
    assert line == ("  { auto xlate_v = s[tid] + (xlate_c32::shfl_xor_sync(0xffffffff, s[tid + 16], 1)); "
                    "xlate_c32::syncwarp(); s[tid] = xlate_v; } xlate_c32::syncwarp();")
    assert any(d.code == "XL207" for d in diags)


def test_a_value_over_two_lines_keeps_its_line_break():
    src = HEAD + "  s[tid] += s[tid + 32]\n           + s[tid + 16];\n  out[tid] = s[tid];\n}\n"
    out, diags = translate_text(src, "r2.cu")
    assert [d.code for d in diags if d.severity.value == "error"] == []
    lines = out.split("\n")
    assert out.count("\n") == src.count("\n")
    assert lines[4] == "  { auto xlate_v = s[tid] + (s[tid + 32]"
    assert lines[5] == ("           + s[tid + 16]); xlate_c32::syncwarp(); s[tid] = xlate_v; } "
                        "xlate_c32::syncwarp();")


def test_a_semicolon_on_its_own_line_gets_the_sync_after_it():
    src = HEAD + "  s[tid] += s[tid + 32]\n  ;\n  out[tid] = s[tid];\n}\n"
    out, diags = translate_text(src, "r3.cu")
    assert [d.code for d in diags if d.severity.value == "error"] == []
    assert out.count("\n") == src.count("\n")
    assert out.split("\n")[5] == "  ; xlate_c32::syncwarp();"


def test_a_cuda_name_in_the_index_gets_the_sync_after_the_statement():
    """The index is written twice by a split: with a CUDA name in it (renamed by XL104) the statement
    is not split, the sync goes after it (before: conflicting edits, exit 70)."""
    src = HEAD + "  s[tid + cudaDevAttrWarpSize] += s[tid + 16];\n  out[tid] = s[tid];\n}\n"
    out, diags = translate_text(src, "r4.cu")
    assert [d.code for d in diags if d.severity.value == "error"] == []
    assert out.split("\n")[4] == "  s[tid + hipDeviceAttributeWarpSize] += s[tid + 16]; xlate_c32::syncwarp();"


def test_the_sole_statement_of_a_lane_divergent_if_is_split_outside_the_branch():
    """OpenMM's reduction (rmsd.cc): `if (thread%(2*step) == 0) s[t] = s[t] + s[t+step];` then
    SYNC_WARPS, its macro for __syncwarp(). A sync added inside the branch is reached by half the lanes: a divergent __syncwarp (the
    cpu backend stopped OpenMM's RMSD test there). The condition is evaluated once, the value computed and
    written only where it holds, and every lane reaches both syncs."""
    src = HEAD.replace("// reduce\n", "// reduce\n#define SYNC_WARPS __syncwarp();\n") + (
        "  for (int step = 1; step < 32; step *= 2) {\n"
        "    if (tid % (2 * step) == 0) s[tid] = s[tid] + s[tid + step];\n"
        "    SYNC_WARPS;\n  }\n  out[tid] = s[tid];\n}\n")
    out, diags = translate_text(src, "r5.cu")
    assert [d.code for d in diags if d.severity.value == "error"] == []
    assert out.count("\n") == src.count("\n")
    assert out.split("\n")[6] == (
        "    { const bool xlate_p = (tid % (2 * step) == 0); auto xlate_f = [&] { return (s[tid] + s[tid + step]); "
        "}; decltype(xlate_f()) xlate_v{}; if (xlate_p) xlate_v = xlate_f(); xlate_c32::syncwarp(); "
        "if (xlate_p) s[tid] = xlate_v; } xlate_c32::syncwarp();")


def test_a_braced_sole_statement_loses_its_braces_to_the_split():
    src = HEAD + "  if (tid & 1) {\n    s[tid] += s[tid - 1];\n  }\n  out[tid] = s[tid];\n}\n"
    out, diags = translate_text(src, "r6.cu")
    assert [d.code for d in diags if d.severity.value == "error"] == []
    assert out.count("\n") == src.count("\n")
    assert out.split("\n")[4:7] == [
        "  { const bool xlate_p = (tid & 1);",
        ("    auto xlate_f = [&] { return s[tid] + (s[tid - 1]); }; decltype(xlate_f()) xlate_v{}; "
         "if (xlate_p) xlate_v = xlate_f(); xlate_c32::syncwarp(); if (xlate_p) s[tid] = xlate_v;"),
        "  } xlate_c32::syncwarp();"]


def test_a_write_among_other_statements_of_a_divergent_branch_is_left_with_a_warning():
    """No place inside the branch holds a __syncwarp every lane reaches: the statement stays as written
    and the warning says so (before: a sync inside the branch, a divergent __syncwarp at run time)."""
    src = HEAD + "  if (tid % 3 == 0) {\n    float x = out[tid];\n    s[tid] += s[tid + 1] * x;\n  }\n}\n"
    out, diags = translate_text(src, "r7.cu")
    assert "syncwarp" not in out
    w = [d for d in diags if d.code == "XL207"]
    assert len(w) == 1 and "cannot add a __syncwarp() there" in w[0].message


def test_an_if_with_else_is_not_hoisted():
    src = HEAD + "  if (tid < 32) s[tid] += s[tid + 32]; else out[tid] = 0;\n}\n"
    out, _ = translate_text(src, "r8.cu")
    assert "xlate_p" not in out  # the else branch would be lost: the split stays inside the warp-uniform if
