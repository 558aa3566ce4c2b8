"""XL103 for functions HIP declares __device__ only where CUDA also allows host code (the table's note
starts with "does not compile as written in host code"): silent in device-only code, an error in host
code, a warning in __host__ __device__ code (docs/rules/XL103.md). Also: where the include of
<xlate/fp16_extras.h> goes."""

from __future__ import annotations

from xlate.rewrite.engine import translate_text
from xlate.rewrite.rules.api import xl101_104_names as api_names

SRC = """#include <cuda_runtime.h>
#include <cuda_fp16.h>
#define HD __host__ __device__

__device__ int dev(__half h) { return __half2int_rz(h); }
__global__ void kern(__half* p, int* o) {
  auto f = [&](int i) { return __half2int_rz(p[i]); };
  o[0] = f(0) + __half2int_rz(p[1]);
}
__host__ __device__ int hd(__half h) { return __half2int_rz(h); }
HD int hd_macro(__half h) { return __half2int_rz(h); }
int host(__half h) { return __half2int_rz(h); }
static inline int host_lambda(__half h) {
  auto g = [](__half x) { return __half2int_rz(x); };
  return g(h);
}
__device__ __half dev_sat(__half a, __half b) { return __hadd_sat(a, b); }
int host_sat(__half a, __half b) { return (int)__half2float(__hadd_sat(a, b)); }
"""


def _xl103() -> dict[int, list[str]]:
    _, diags = translate_text(SRC, filename="spaces.cu")
    out: dict[int, list[str]] = {}
    for d in diags:
        if d.code == "XL103":
            out.setdefault(d.line, []).append(f"{d.severity.value}: {d.message}")
    return out


def test_host_code_note_rows_exist():
    notes = [e for e in api_names.load_table().values() if e.note.startswith(api_names.HOST_CODE_NOTE)]
    assert len(notes) >= 30
    assert {"__half2int_rz", "__hadd_sat"} <= {e.cuda for e in notes}


def test_device_only_uses_are_silent_host_uses_are_errors():
    got = _xl103()
    for line in (5, 7, 8):  # __device__, a lambda in a __global__, the __global__ itself
        assert line not in got, got.get(line)
    for line in (10, 11):  # __host__ __device__, and a macro that may stand for it
        assert len(got[line]) == 1 and got[line][0].startswith("warning:"), got.get(line)
        assert "does not compile as written in host code" in got[line][0]
    for line in (12, 14):  # a host function, a lambda in one
        assert len(got[line]) == 1 and got[line][0].startswith("error:"), got.get(line)
        assert "cannot be used in this host function" in got[line][0]


def test_device_use_still_reports_the_missing_overload():
    got = _xl103()
    assert len(got[17]) == 1 and got[17][0].startswith("warning:")
    assert "__nv_bfloat16 overload is missing" in got[17][0]
    assert "host code" not in got[17][0]
    assert len(got[18]) == 1 and got[18][0].startswith("error:")


def test_device_part_of_notes():
    assert api_names.device_part(
        "does not compile as written in host code: HIP 7.2 declares it __device__ only (CUDA 12 also offers "
        "it to host code); uses in device code compile") == ""
    assert api_names.device_part("does not compile as written in host code: x; the bf16 overload is missing") == \
        "the bf16 overload is missing"


def test_fp16_extras_and_ptx_shared_includes_take_a_free_line_each():
    """Lines go first come, first served in the rules' registration order: the API rule's
    <xlate/fp16_extras.h> takes the first free line, the inline-PTX rule's <xlate/ptx_shared.h> the next."""
    src = ("#include <cuda_fp16.h>\n\n\n"
           "__global__ void k(const double* d, __half* h, unsigned* w) {\n"
           "  __shared__ int s[4];\n"
           "  h[0] = __double2half(d[0]);\n"
           "  w[0] = (unsigned)__cvta_generic_to_shared(&s[0]);\n"
           "}\n")
    out, diags = translate_text(src, filename="inc.cu")
    lines = out.splitlines()
    assert len(lines) == len(src.splitlines())
    assert lines[1] == "#include <xlate/fp16_extras.h>"
    assert lines[2] == "#include <xlate/ptx_shared.h>"
    assert "xlate_double2half(d[0])" in out
    assert [d for d in diags if d.severity.value == "error"] == []


def test_fp16_extras_include_without_a_free_line_goes_on_new_lines():
    """No free line: the include goes on a new line after the last directive, `#line` keeps the
    numbering, and XL103 is a note (it was an error; docs/rules/XL200.md has the rule)."""
    src = "#include <cuda_fp16.h>\n__global__ void k(const double* d, __half* h) { h[0] = __double2half(d[0]); }\n"
    out, diags = translate_text(src, filename="noline.cu")
    assert out.split("\n")[1:3] == ["#include <xlate/fp16_extras.h>", "#line 2"]
    assert [d for d in diags if d.severity.value == "error"] == []
    notes = [d for d in diags if d.code == "XL103" and d.severity.value == "note"]
    assert len(notes) == 1 and "xlate/fp16_extras.h" in notes[0].message and notes[0].line == 2
