"""XL105's <xlate/graph.h> (CUDA 12's cudaGraphExecUpdate form): where the include goes, when it does not,
and CUDA 11's forms under a CUDA 11 version. The fixture tests/rules/XL105/graph_update.cu holds the
ordinary case (its translation is compiled for gfx942 by test_xl105.py); tests/driver/test_graph_forms.py
runs a program."""

from __future__ import annotations

import re

from xlate.rewrite.engine import translate_text

INCLUDE = "#include <xlate/graph.h>"


def _codes(diags, code: str, severity: str | None = None) -> list:
    return [d for d in diags if d.code == code and (severity is None or d.severity.value == severity)]


def test_include_goes_on_a_free_line_apart_from_the_other_support_headers():
    """A file with inline asm (the inline-PTX rule's line), an fp16 function HIP lacks (<xlate/fp16_extras.h>)
    and a name of <cstring> CUDA's headers bring in (XL510's line): each include on a line of its own."""
    src = """// support headers side by side
#include <cuda_runtime.h>
#include <cuda_fp16.h>





__global__ void k(unsigned *out, __half h) {
  unsigned v;
  asm("mov.u32 %0, 7;" : "=r"(v));
  out[0] = v + (unsigned)__half2uint_rz(h);
}

void update(cudaGraphExec_t e, cudaGraph_t g, char *buf) {
  cudaGraphExecUpdateResultInfo info;
  cudaGraphExecUpdate(e, g, &info);
  memcpy(buf, &info.result, sizeof info.result);
}
"""
    out, diags = translate_text(src, "side.cu")
    lines = out.split("\n")
    assert len(lines) == len(src.split("\n"))  # no line added
    includes = [ln for ln in lines if ln.startswith("#include <xlate/")]
    assert sum(ln.startswith(INCLUDE) for ln in includes) == 1
    assert includes.count("#include <xlate/cuda_host_includes.h>") == 1  # XL510's, on a line of its own
    for ln in includes:  # one include per line, never two glued together
        assert len(re.findall(r"#include", ln)) == 1, ln
    at = next(k for k, ln in enumerate(lines) if ln.startswith(INCLUDE))
    assert at < lines.index("  xlate_hipGraphExecUpdateResultInfo info;")
    notes = _codes(diags, "XL105", "note")
    assert any("<xlate/graph.h>" in d.message and d.line == 16 for d in notes)


def test_no_free_line_before_the_use_inserts_a_line_and_restores_the_numbering():
    src = ("#include <cuda_runtime.h>\n"
           "void update(cudaGraphExec_t e, cudaGraph_t g) { cudaGraphExecUpdateResultInfo info; "
           "cudaGraphExecUpdate(e, g, &info); }\n")
    out, diags = translate_text(src, "tight.cu")
    assert out.split("\n")[1:3] == [INCLUDE, "#line 2"]
    assert _codes(diags, "XL105", "error") == []
    notes = [d for d in _codes(diags, "XL105", "note") if "xlate/graph.h" in d.message]
    assert len(notes) == 1 and notes[0].line == 2 and "#line 2" in notes[0].message


def test_already_included_is_not_included_again():
    src = ("#include <cuda_runtime.h>\n#include <xlate/graph.h>\n\n"
           "void update(cudaGraphExec_t e, cudaGraph_t g, cudaGraphExecUpdateResultInfo *info) {\n"
           "  cudaGraphExecUpdate(e, g, info);\n}\n")
    out, diags = translate_text(src, "has.cu")
    assert out.count(INCLUDE) == 1
    assert "xlate_hipGraphExecUpdateResultInfo *info" in out
    assert _codes(diags, "XL105") == []


def test_cuda_11_forms_translate_as_written(monkeypatch):
    """Under CUDA 11.8 the prelude declares CUDA 11's forms: the four-argument update is HIP's own (no
    support header) and the five-argument instantiate is HIP's hipGraphInstantiate."""
    monkeypatch.setenv("XLATE_CUDA_VERSION", "11.8")
    src = ("#include <cuda_runtime.h>\n\n"
           "int update(cudaGraphExec_t e, cudaGraph_t g) {\n"
           "  cudaGraphNode_t node;\n"
           "  cudaGraphExecUpdateResult result;\n"
           "  cudaGraphExecUpdate(e, g, &node, &result);\n"
           "  char log[8];\n"
           "  cudaGraphInstantiate(&e, g, &node, log, sizeof log);\n"
           "  return result == cudaGraphExecUpdateSuccess;\n}\n")
    out, diags = translate_text(src, "cuda11.cu")
    assert [d for d in diags if d.severity.value == "error"] == []
    assert INCLUDE not in out
    assert "hipGraphExecUpdate(e, g, &node, &result);" in out
    assert "hipGraphInstantiate(&e, g, &node, log, sizeof log);" in out


def test_cuda_12_rejects_cuda_11s_update_form():
    """As nvcc 12 does: CUDA 12 has no four-argument cudaGraphExecUpdate (XL901 from the front end)."""
    src = ("#include <cuda_runtime.h>\n\n"
           "void update(cudaGraphExec_t e, cudaGraph_t g) {\n"
           "  cudaGraphNode_t node;\n  cudaGraphExecUpdateResult result;\n"
           "  cudaGraphExecUpdate(e, g, &node, &result);\n}\n")
    _, diags = translate_text(src, "old.cu")
    assert any(d.code == "XL901" and d.line == 6 for d in diags)
