"""The one function that builds the flags for translated CUDA code, and the targets that own them.

The expected lists are what each entry point passed before issue 17 unified them: `xlate build` and
`xlate report` (toolchain/build.py's translated_cuda_flags) and xlate-nvcc (driver's
_cuda_language_flags, with nvcc's own macros and the compat header)."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.core.cuda_version import cuda_version, cuda_version_number
from xlate.driver.driver import COMPAT_HEADER
from xlate.errors import NotSupportedError
from xlate.pipeline.targets import CodeFlags, CpuTarget, Gfx942Target, code_flags, translated_cuda_flags
from xlate.rewrite.support import SUPPORT_INCLUDE


def test_build_and_report_flags() -> None:
    assert translated_cuda_flags() == ["-include", "hip/hip_runtime.h", "-include", "xlate/minmax.h",
                                       f"-DCUDA_VERSION={cuda_version_number()}", "-D_Bool=bool", "-isystem", str(SUPPORT_INCLUDE),
                                       "-Wno-unused-result", "-Wno-error=narrowing", "-fgpu-defer-diag"]
    assert Gfx942Target().translated_flags() == translated_cuda_flags()


def test_nvcc_flags() -> None:
    major, minor, build = cuda_version()  # the reported version (tests/toolchain/test_cuda_version.py)
    # no -D__CUDACC__: HIP's libraries would read it as NVIDIA's compiler; XL513 rewrites the user's uses
    expected = ["-include", "hip/hip_runtime.h", "-include", "xlate/minmax.h", "-include", str(COMPAT_HEADER),
                f"-DCUDA_VERSION={cuda_version_number()}", "-D_Bool=bool", f"-D__CUDACC_VER_MAJOR__={major}",
                f"-D__CUDACC_VER_MINOR__={minor}", f"-D__CUDACC_VER_BUILD__={build}",
                "-D__CUDA_ARCH_LIST__=800", "-isystem",
                str(SUPPORT_INCLUDE), "-Wno-unused-result", "-Wno-error=narrowing"]
    # the cpu target's host compiler does not predefine __HIPCC__ as hip-clang does (XL513's __CUDACC__);
    # a CUDA source there gets the device pass's __HIP_DEVICE_COMPILE__ (targets.CPU_DEVICE_PASS_DEFINES)
    # hip-clang diagnoses a function's body on the side it is emitted for (-fgpu-defer-diag), as nvcc
    cpu_extra = ["-D__HIPCC__=1", "-D__HIP_DEVICE_COMPILE__=1"]
    assert translated_cuda_flags(nvcc_compat_header=COMPAT_HEADER, cudacc_macros=True) == expected + ["-fgpu-defer-diag"]
    for target, extra in ((Gfx942Target(), ["-fgpu-defer-diag"]), (CpuTarget(32), cpu_extra)):
        assert target.translated_flags(nvcc=True, nvcc_compat_header=COMPAT_HEADER) == expected + extra
        # the compat header is nvcc's: without `nvcc` it is not passed
        base = [f for f in translated_cuda_flags() if f != "-fgpu-defer-diag"]
        assert target.translated_flags(nvcc_compat_header=COMPAT_HEADER) == base + extra
    # CUDA's mixed-type min/max on both targets; `xlate run` passes it to build_program itself
    assert CpuTarget().translated_forced_includes() == ["-include", "xlate/minmax.h"]


def test_cpu_run_defines_the_reported_cuda_version() -> None:
    assert CpuTarget().translated_defines() == [f"CUDA_VERSION={cuda_version_number()}", "_Bool=bool", "__HIPCC__=1",
                                                "__HIP_DEVICE_COMPILE__=1"]
    # a host .cpp (xlate-nvcc) has no device pass
    assert "-D__HIP_DEVICE_COMPILE__=1" not in CpuTarget().translated_flags(cuda_source=False)
    assert cuda_version_number() == cuda_version()[0] * 1000 + cuda_version()[1] * 10


def test_cpu_link_command(tmp_path: Path) -> None:
    lib = tmp_path / "libxlate_hipcpu.so"
    t = CpuTarget(cxx="c++", library=lib)
    cmd = t.link_command([Path("a.o")], Path("prog"), shared=False, extra=["-lm"])
    # the runtime by its path (no -L/-l that CMake would take for CUDA's implicit libraries)
    assert cmd == ["c++", "-pthread", Path("a.o"), "-o", Path("prog"), "-lm", str(lib)]
    m = CpuTarget(cxx="c++", library=lib, memcheck=True).link_command([], Path("p"), shared=True, extra=[])
    assert m[:4] == ["c++", "-fsanitize=address", str(tmp_path / "memcheck_hooks.o"), "-shared"]


def test_code_flags_own_hip_and_translated_code_on_every_target() -> None:
    """One function for both targets: HIP source needs nothing from hip-clang, and on the cpu target the
    forced runtime header and the support headers (program_command places them); translated CUDA code
    gets the same flags on both, plus what hip-clang predefines on the cpu target."""
    assert code_flags("gfx", cuda=False) == CodeFlags()
    hip = code_flags("cpu", cuda=False)
    assert (hip.forced_includes, hip.system_includes) == (("hip/hip_runtime.h",), (SUPPORT_INCLUDE,))
    assert hip.args() == ["-include", "hip/hip_runtime.h", "-isystem", str(SUPPORT_INCLUDE)]
    assert code_flags("gfx").args() == translated_cuda_flags()
    cpu = code_flags("cpu")
    # the cpu backend compiles one host pass: nothing to defer (-fgpu-defer-diag is hip-clang's)
    assert cpu.options == ("-Wno-unused-result", "-Wno-error=narrowing")
    assert code_flags("gfx").options[-1] == "-fgpu-defer-diag"
    assert cpu.args() == translated_cuda_flags()[:-1] + ["-D__HIPCC__=1", "-D__HIP_DEVICE_COMPILE__=1"]
    assert CpuTarget().translated_defines() == [*cpu.defines, *cpu.predefines]
    with pytest.raises(NotSupportedError, match="not supported"):
        code_flags("rocm")
