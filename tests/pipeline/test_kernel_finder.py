"""The one kernel finder (xlate.pipeline.kernels.kernels_in) gives each caller the kernels it needs.

One small program, in CUDA for the runtime shim (find_kernels) and `xlate build`'s verification
(program_kernels), and in HIP for the cpu backend (kernel_registrations, execution forms), has a kernel
of each kind where the callers differ: a template, one in a namespace, a declaration without a body, a
static class member, one in a header of the project and one in a system header outside it. A second
CUDA program has the kinds `xlate build` must tell apart: template kernels launched, specialized and
explicitly instantiated, nested and unnamed namespaces, `extern "C"`, kernels in headers of two
include folders."""

from __future__ import annotations

from pathlib import Path

import pytest

import xlate.pipeline.build as pipeline_build
from tests.pipeline.test_commands import Recorder
from xlate.cpu.build import ProgramBuild
from xlate.parse.libclang import cindex
from xlate.pipeline.cpu_forms import TEMPLATE_REASON, analyse
from xlate.pipeline.cpu_programs import kernel_registrations
from xlate.pipeline.kernels import find_kernels, hip_parse_args, kernels_in, program_kernels
from xlate.toolchain.build import BuildRequest
from xlate.toolchain.discover import Toolchain

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
        '::xlate_cpu::register_kernel(static_cast<std::add_pointer_t<void (float *)>>(&::in_header), "in_header")',
        '::xlate_cpu::register_kernel(static_cast<std::add_pointer_t<void (int *)>>(&::ns::in_ns), "ns::in_ns")',
        '::xlate_cpu::register_kernel(static_cast<std::add_pointer_t<void (int *)>>(&::plain), "plain")',
        '::xlate_cpu::register_kernel(static_cast<std::add_pointer_t<void (int *, int)>>(&::plain), "plain")',
    ]


def test_cpu_forms_are_the_definitions_templates_included(program):
    forms = analyse(program["hip"], _hip_req(program))
    assert [(f.name, f.loop) for f in forms] == [
        ("::in_header", True), ("::ns::in_ns", True), ("::tmpl", False), ("::plain", True), ("::plain", True)]
    assert forms[2].reason == TEMPLATE_REASON and forms[2].ftype == ""
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


BUILD_MAIN = """#include "kern.cuh"
#include "lib/more.cuh"
namespace ns { __global__ void in_ns(int* p) { p[0] = 1; } namespace inner { __global__ void deep(int* p) {} } }
namespace { __global__ void anon(int* p) { p[0] = 5; } }
namespace outer { namespace { __global__ void anon_inside(int* p) {} } extern "C" __global__ void c_in_ns(int* p) {} }
template <class T> __global__ void tmpl(T* p) { p[0] = T(); }
template <> __global__ void tmpl<double>(double* p) { p[0] = 1.0; }
template __global__ void tmpl<float>(float*);
template <class T, int N> __global__ void fill(T* p) { p[N] = T(); }
__global__ void decl_only(int* p);
__global__ void plain(int* p) { p[0] = 2; }
__global__ void plain(int* p, int v) { p[0] = v; }
extern "C" __global__ void cfun(int* p) { p[0] = 3; }
extern "C" { __global__ void cblock(int* p) { p[0] = 4; } }
int main() {
  int* d = nullptr;
  fill<int, 2><<<1, 1>>>(d);
  tmpl<int><<<1, 1>>>(d);
  hdr::htmpl<3><<<1, 1>>>(d);
  anon<<<1, 1>>>(d);
  return 0;
}
"""
# what `xlate build` expects in the executable: every non-template kernel of the project, by its last name
BUILD_KERNELS = ["anon", "anon_inside", "c_in_ns", "cblock", "cfun", "decl_only", "deep", "in_header", "in_lib",
                 "in_ns", "plain", "tmpl"]


@pytest.fixture
def build_program(tmp_path: Path) -> dict:
    proj, lib = tmp_path / "proj", tmp_path / "libdir" / "lib"
    proj.mkdir()
    lib.mkdir(parents=True)
    (proj / "kern.cuh").write_text("#pragma once\n__global__ void in_header(float* p) { p[0] = 1.f; }\n"
                                   "namespace hdr { template <int N> __global__ void htmpl(int* p) { p[0] = N; } }\n")
    (lib / "more.cuh").write_text("#pragma once\nnamespace lib { __global__ void in_lib(int* p) {} }\n")
    (proj / "main.cu").write_text(BUILD_MAIN)
    return {"main": proj / "main.cu", "includes": [tmp_path / "libdir"], "root": tmp_path}


def test_xlate_build_expects_the_non_template_kernels_of_the_project(build_program):
    assert program_kernels([build_program["main"]], root=build_program["root"], includes=build_program["includes"],
                           defines=[]) == BUILD_KERNELS


def test_program_kernels_outside_the_root_or_in_system_headers(program):
    src = program["cu"]
    # the system header's kernel is never expected; with the project folder as root, the header under it is
    assert program_kernels([src], root=src.parent.parent, includes=[program["sys"]], defines=[]) == [
        "decl_only", "in_header", "in_ns", "plain"]
    assert program_kernels([src], root=src.parent / "inc", includes=[program["sys"]], defines=[]) == ["in_header"]


def test_xlate_build_verifies_the_kernels_program_kernels_finds(build_program, tmp_path, monkeypatch):
    """`xlate build` of an executable hands program_kernels' answer to verification; with --no-verify or
    -c it finds none (it does not parse again for nothing)."""
    seen: list = []
    monkeypatch.setattr(pipeline_build, "verify_outputs", lambda req, tc, outs: seen.append(req.expected_kernels) or [])
    monkeypatch.setattr("xlate.toolchain.build.run", Recorder())
    tc = Toolchain(kind="portable", root=tmp_path, clang=tmp_path / "clang", hip_path=tmp_path / "hip",
                   device_lib_path=tmp_path / "bc", runtime_lib_dir=tmp_path / "rt")
    req = BuildRequest(sources=[build_program["main"]], output=tmp_path / "prog", includes=build_program["includes"])
    pipeline_build.build(req, toolchain=tc)
    assert seen == [BUILD_KERNELS]
    unverified = BuildRequest(sources=[build_program["main"]], output=tmp_path / "prog2",
                              includes=build_program["includes"], verify=False)
    pipeline_build.build(unverified, toolchain=tc)
    assert unverified.expected_kernels is None
