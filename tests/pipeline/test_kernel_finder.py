"""The one kernel finder (xlate.pipeline.kernels.kernels_in) gives each caller the kernels it needs.

One small program, in CUDA for the runtime shim (find_kernels) and in HIP for the cpu backend
(kernel_registrations, execution forms), has a kernel of each kind where the callers differ: a
template, one in a namespace, a declaration without a body, a static class member, one in a header
of the project and one in a system header outside it."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.cpu.build import ProgramBuild
from xlate.parse.libclang import cindex
from xlate.pipeline.cpu_forms import analyse
from xlate.pipeline.cpu_programs import kernel_registrations
from xlate.pipeline.kernels import find_kernels, hip_parse_args, kernels_in

BODY = """#include "inc/in_header.h"
#include "syskern.h"
namespace ns { __global__ void in_ns(int* p) { p[0] = 1; } }
template <class T> __global__ void tmpl(T* p) { p[0] = T(); }
__global__ void decl_only(int* p);
__global__ void plain(int* p) { p[0] = 2; }
__global__ void plain(int* p, int v) { p[0] = v; }
struct S { static __global__ void member(int* p); };
"""


@pytest.fixture
def program(tmp_path: Path) -> dict:
    proj, sysdir = tmp_path / "proj", tmp_path / "sys"
    (proj / "inc").mkdir(parents=True)
    sysdir.mkdir()
    (proj / "inc" / "in_header.h").write_text("__global__ void in_header(float* p) { p[0] = 1.f; }\n")
    (sysdir / "syskern.h").write_text("#pragma GCC system_header\n__global__ void in_system(int* p) { p[0] = 3; }\n")
    (proj / "main.cu").write_text(BODY)
    (proj / "main.hip").write_text(BODY)
    return {"cu": proj / "main.cu", "hip": proj / "main.hip", "sys": sysdir}


def _hip_req(program: dict) -> ProgramBuild:
    return ProgramBuild([program["hip"]], Path("unused"), includes=[program["sys"]])


def test_the_shim_gets_templates_and_declarations_of_the_programs_folder(program):
    found = find_kernels(program["cu"], [program["sys"]], [], "c++17")
    assert [(k.qualified, k.is_template) for k in found] == [
        ("in_header", False), ("ns::in_ns", False), ("tmpl", True), ("decl_only", False),
        ("plain", False), ("plain", False)]
    assert [k.params for k in found if k.qualified == "plain"] == [["int *"], ["int *", "int"]]
    assert found[2].params == ["T *"]  # a template's parameters as spelled


def test_cpu_registrations_are_the_non_template_definitions_outside_system_headers(program):
    regs = kernel_registrations(program["hip"], _hip_req(program))
    assert regs == [
        '::xlate_cpu::register_kernel(&::in_header, "in_header")',
        '::xlate_cpu::register_kernel(&::ns::in_ns, "ns::in_ns")',
        '::xlate_cpu::register_kernel(static_cast<std::add_pointer_t<void (int *)>>(&::plain), "plain")',
        '::xlate_cpu::register_kernel(static_cast<std::add_pointer_t<void (int *, int)>>(&::plain), "plain")',
    ]


def test_cpu_forms_are_the_definitions_templates_included(program):
    forms = analyse(program["hip"], _hip_req(program))
    assert [(f.name, f.loop) for f in forms] == [
        ("::in_header", True), ("::ns::in_ns", True), ("::tmpl", False), ("::plain", True), ("::plain", True)]
    assert forms[2].reason == "a template kernel (not analysed)" and forms[2].ftype == ""
    assert Path(forms[0].file).name == "in_header.h"


def test_the_finder_parameters(program):
    """kernels_in itself: what each parameter adds on the HIP translation unit."""
    src = program["hip"]
    args = hip_parse_args(src, 64, [program["sys"]], [])
    tu = cindex().Index.create().parse(str(src), args=args)

    def names(**kw) -> list[str]:
        return [k.qualified for k in kernels_in(tu, **kw)]

    everything = names(system=True)
    assert "in_system" in everything
    assert "in_system" not in names()  # system headers only when asked
    assert names(folder=src.parent, system=True) == names(folder=src.parent)  # the folder has no system file
    assert "in_header" not in names(folder=src.parent / "nowhere")
    assert "tmpl" not in names(templates=False)
    assert "decl_only" in names() and "decl_only" not in names(declarations=False)
    assert "S::member" not in everything  # class members are not walked: a static member kernel is no free kernel
