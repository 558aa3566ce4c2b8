"""The exact compiler command lines of the builds whose flags xlate.pipeline.targets owns.

Each expected list is spelled out flag by flag, as the build paths composed them before the flags of
translated code moved into one function (targets.code_flags): `xlate build` for gfx942, a cpu-backend
program build (`xlate run`, the runtime shim's NVRTC), its memcheck form, xlate-nvcc's `-c` head for
the cpu target, and the libclang arguments of the cpu backend's analyses. No compiler runs: the
process runner is replaced by one that records the command."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

import xlate.cpu.build as cpu_build
import xlate.toolchain.build as tc_build
from xlate.core.cuda_version import cuda_version_number
from xlate.cpu.build import (
    INCLUDE_DIR,
    LIBS_INCLUDE,
    MEMCHECK_FLAGS,
    ProgramBuild,
    fp_contract_flags,
    isa_flags,
    unsupported_header,
)
from xlate.parse.libclang import resource_dir
from xlate.pipeline.build import build
from xlate.pipeline.cpu_programs import build_program
from xlate.pipeline.kernels import hip_parse_args
from xlate.pipeline.targets import CpuTarget
from xlate.rewrite.support import SUPPORT_INCLUDE
from xlate.toolchain.build import BuildRequest
from xlate.toolchain.discover import Toolchain

CUDA_VERSION = f"-DCUDA_VERSION={cuda_version_number()}"
BOOL = "-D_Bool=bool"  # nvcc takes C's _Bool in C++ (targets.CXX_BOOL_DEFINE)
KERNEL = "__global__ void k(int* p) { p[0] = 1; }\n"


class Recorder:
    """Stands in for xlate.core.proc.run: records each command and answers with success."""

    def __init__(self) -> None:
        self.commands: list[list[str]] = []

    def __call__(self, cmd, **_kw) -> subprocess.CompletedProcess:
        self.commands.append([str(c) for c in cmd])
        return subprocess.CompletedProcess(cmd, 0, "", "")


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    rec = Recorder()
    monkeypatch.setattr(tc_build, "run", rec)
    monkeypatch.setattr(cpu_build, "run", rec)
    return rec


@pytest.fixture
def lib(tmp_path: Path) -> Path:
    return tmp_path / "lib" / "libxlate_hipcpu.so"


def test_xlate_build_gfx942_command(tmp_path: Path, recorder: Recorder) -> None:
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "main.cu").write_text(KERNEL + "int main() { return 0; }\n")
    (proj / "util.hip").write_text("int util() { return 1; }\n")
    tc = Toolchain(kind="portable", root=tmp_path, clang=tmp_path / "clang", hip_path=tmp_path / "hip",
                   device_lib_path=tmp_path / "bc", runtime_lib_dir=tmp_path / "rt")
    keep, out = tmp_path / "keep", tmp_path / "prog"
    req = BuildRequest(sources=[proj / "main.cu", proj / "util.hip"], output=out, includes=[tmp_path / "inc"],
                       defines=["X=1"], verify=False, keep_dir=keep)
    (tmp_path / "inc").mkdir()
    build(req, toolchain=tc)  # the translation lands at keep / (path under the common root of proj and inc)
    assert recorder.commands == [[
        str(tmp_path / "clang"), "-x", "hip", "--offload-arch=gfx942", f"--rocm-path={tmp_path / 'hip'}",
        f"--hip-path={tmp_path / 'hip'}", f"--rocm-device-lib-path={tmp_path / 'bc'}", "-O2",
        f"-I{tmp_path / 'inc'}", "-DX=1",
        "-include", "hip/hip_runtime.h", "-include", "xlate/minmax.h", CUDA_VERSION, BOOL, "-isystem",
        str(SUPPORT_INCLUDE), "-Wno-unused-result", "-Wno-error=narrowing", "-fgpu-defer-diag", str(proj / "util.hip"), str(keep / "proj" / "main.cu"), "-o", str(out),
        "-fuse-ld=lld", f"-L{tmp_path / 'rt'}", "-lamdhip64", "-Wl,--allow-shlib-undefined"]]


def test_cpu_program_command(tmp_path: Path, lib: Path) -> None:
    """What the runtime shim's NVRTC runs (CpuTarget.program_command)."""
    req = ProgramBuild([tmp_path / "a.hip"], tmp_path / "a.out", warp_size=32, includes=[tmp_path / "inc"],
                       defines=["X=1"], opt="1", extra_flags=["-g"])
    assert CpuTarget(32, cxx="c++", library=lib).program_command(req) == [
        "c++", "-std=c++17", "-fdeclspec", *fp_contract_flags("c++"), *isa_flags(), "-O1", "-pthread", "-I", str(INCLUDE_DIR),
        "-isystem", str(SUPPORT_INCLUDE), "-isystem", str(LIBS_INCLUDE), "-DXLATE_WARP_SIZE=32",
        "-include", "hip/hip_runtime.h", "-include", str(unsupported_header()),
        "-I", str(tmp_path / "inc"), "-DX=1", "-g", "-x", "c++", str(tmp_path / "a.hip"),
        "-o", str(tmp_path / "a.out"), "-L", str(lib.parent), "-lxlate_hipcpu", f"-Wl,-rpath,{lib.parent}"]


def test_cpu_memcheck_command(tmp_path: Path, lib: Path) -> None:
    req = ProgramBuild([tmp_path / "a.hip"], tmp_path / "a.out", memcheck=True)
    assert CpuTarget(64, memcheck=True, cxx="c++", library=lib).program_command(req) == [
        "c++", "-std=c++17", "-fdeclspec", *fp_contract_flags("c++"), *isa_flags(), "-O2", "-pthread", "-I", str(INCLUDE_DIR),
        "-isystem", str(SUPPORT_INCLUDE), "-isystem", str(LIBS_INCLUDE), "-DXLATE_WARP_SIZE=64",
        "-include", "hip/hip_runtime.h", "-include", str(unsupported_header()), *MEMCHECK_FLAGS, "-g",
        "-x", "c++", str(tmp_path / "a.hip"), "-x", "none", str(lib.parent / "memcheck_hooks.o"),
        "-o", str(tmp_path / "a.out"), "-L", str(lib.parent), "-lxlate_hipcpu", f"-Wl,-rpath,{lib.parent}"]


def test_nvcc_cpu_compile_head(lib: Path) -> None:
    """xlate-nvcc's `-c` compiles for the cpu target start with CpuTarget.compile_head and then add the
    translated code's flags (which repeat the forced header and the support folder, as before)."""
    t = CpuTarget(64, cxx="c++", library=lib)
    assert t.compile_head("3") == [
        "c++", "-std=c++17", "-fdeclspec", *fp_contract_flags("c++"), *isa_flags(), "-O3", "-pthread", "-I", str(INCLUDE_DIR),
        "-isystem", str(SUPPORT_INCLUDE), "-isystem", str(LIBS_INCLUDE), "-DXLATE_WARP_SIZE=64",
        "-include", "hip/hip_runtime.h", "-include", str(unsupported_header())]
    assert t.translated_flags() == ["-include", "hip/hip_runtime.h", "-include", "xlate/minmax.h", CUDA_VERSION, BOOL,
                                    "-isystem", str(SUPPORT_INCLUDE),
                                    "-Wno-unused-result", "-Wno-error=narrowing", "-D__HIPCC__=1", "-D__HIP_DEVICE_COMPILE__=1"]
    # a translated host .cpp: no device pass (targets.CPU_DEVICE_PASS_DEFINES)
    assert t.translated_flags(cuda_source=False)[-1] == "-D__HIPCC__=1"


def test_xlate_run_program_command(tmp_path: Path, lib: Path, recorder: Recorder,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """`xlate run` of translated CUDA: build_program with the cpu target's macros for translated code."""
    monkeypatch.setattr(cpu_build, "find_cxx", lambda: "c++")
    monkeypatch.setattr(cpu_build, "runtime_library", lambda cxx=None, *, memcheck=False: lib)
    src = tmp_path / "main.hip"
    src.write_text("int main() { return 0; }\n")
    defines = CpuTarget(64).translated_defines()
    assert defines == [f"CUDA_VERSION={cuda_version_number()}", "_Bool=bool", "__HIPCC__=1", "__HIP_DEVICE_COMPILE__=1"]
    build_program(ProgramBuild([src], tmp_path / "prog", defines=defines), any_suffix=True)
    assert recorder.commands == [[
        "c++", "-std=c++17", "-fdeclspec", *fp_contract_flags("c++"), *isa_flags(), "-O2", "-pthread", "-I", str(INCLUDE_DIR),
        "-isystem", str(SUPPORT_INCLUDE), "-isystem", str(LIBS_INCLUDE), "-DXLATE_WARP_SIZE=64",
        "-include", "hip/hip_runtime.h", "-include", str(unsupported_header()),
        f"-DCUDA_VERSION={cuda_version_number()}", BOOL, "-D__HIPCC__=1", "-D__HIP_DEVICE_COMPILE__=1", "-x", "c++",
        str(src),
        "-o", str(tmp_path / "prog"), "-L", str(lib.parent), "-lxlate_hipcpu", f"-Wl,-rpath,{lib.parent}"]]


def test_cpu_analysis_parse_args(tmp_path: Path) -> None:
    """libclang reads a HIP source of the cpu backend with the include path and forced header its compile has."""
    src = tmp_path / "a.hip"
    assert hip_parse_args(src, 32, [tmp_path / "inc"], ["X=1"], ["-DY=2", "-O2", "-isystem", "/s"]) == [
        "-x", "c++", "-std=c++17", "-fdeclspec", "-resource-dir", str(resource_dir()), "-I", str(INCLUDE_DIR),
        "-isystem", str(SUPPORT_INCLUDE), "-isystem", str(LIBS_INCLUDE), "-DXLATE_WARP_SIZE=32",
        "-include", "hip/hip_runtime.h", "-I", str(tmp_path), "-I", str(tmp_path / "inc"), "-DX=1",
        "-DY=2", "-isystem", "/s"]
