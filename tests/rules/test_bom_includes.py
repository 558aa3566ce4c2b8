"""A UTF-8 byte order mark at the start of a file: every support include (<xlate/compat32.h>,
<xlate/ptx_shared.h>, <xlate/fp16_extras.h>) goes after it, on the lines it would take without it
(issue 16: the BOM made the first line look busy, and the compat32 include failed with exit 1)."""

from __future__ import annotations

from xlate.rewrite.engine import translate_text

BOM = "\ufeff"
WARP = "__global__ void k(int* a) { a[threadIdx.x] = __shfl_sync(0xffffffff, a[0], 1); }\n"


def _errors(diags):
    return [(d.code, d.message) for d in diags if d.severity.value == "error"]


def test_compat32_include_after_the_bom_on_a_comment_line():
    src = BOM + "// warp code\n" + WARP
    out, diags = translate_text(src, "bom.cu")
    assert _errors(diags) == []
    assert out.startswith(BOM + "#include <xlate/compat32.h> // warp code\n")
    assert out.count(BOM) == 1 and out.count("\n") == src.count("\n")


def test_compat32_include_replaces_the_runtime_include_after_the_bom():
    src = BOM + "#include <cuda_runtime.h>\n" + WARP
    out, diags = translate_text(src, "bom_rt.cu")
    assert _errors(diags) == []
    assert out.split("\n")[0] == BOM + "#include <xlate/compat32.h> // #include <hip/hip_runtime.h>"
    assert out.count(BOM) == 1


def test_every_support_include_uses_the_bom_line_when_it_is_otherwise_empty():
    src = (BOM + "\n\n\n#include <cuda_fp16.h>\n"
           "__global__ void k(const double* d, __half* h, unsigned* w, int* a) {\n"
           "  __shared__ int s[4];\n"
           "  h[0] = __double2half(d[0]);\n"
           "  w[0] = (unsigned)__cvta_generic_to_shared(&s[0]);\n"
           "  a[threadIdx.x] = __shfl_sync(0xffffffff, a[0], 1);\n"
           "}\n")
    out, diags = translate_text(src, "bom_all.cu")
    assert _errors(diags) == []
    lines = out.split("\n")
    assert len(lines) == len(src.split("\n"))
    assert lines[0].startswith(BOM + "#include <xlate/") and out.count(BOM) == 1
    heads = sorted(ln.lstrip(BOM) for ln in lines[:3])
    assert heads == ["#include <xlate/compat32.h>", "#include <xlate/fp16_extras.h>",
                     "#include <xlate/ptx_shared.h>"]
