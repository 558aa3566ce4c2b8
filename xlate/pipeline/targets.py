"""Targets: who owns the flags of translated code and the compile/link commands of each backend.

`translated_cuda_flags` is the one place that says how CUDA code xlate translated to HIP is
compiled (the forced HIP runtime header, the CUDA version the translation saw, xlate's support
headers, and, for xlate-nvcc, what nvcc itself defines). `Gfx942Target` (AMD GPU code through
xlate.toolchain) and `CpuTarget` (xlate's HIP-on-CPU runtime through xlate.cpu.build) add their own
compiler, device and link arguments around it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.cuda_version import cuda_version, cuda_version_number
from xlate.cpu import build as cpu_build
from xlate.parse.flags import arch_list_define
from xlate.rewrite.support import SUPPORT_INCLUDE
from xlate.toolchain.discover import Toolchain, find_toolchain


def translated_cuda_flags(*, nvcc_compat_header: Path | None = None, cudacc_macros: bool = False) -> list[str]:
    """Compiler flags for CUDA code that xlate translated to HIP.

    Every entry point gets the forced `hip/hip_runtime.h`, `CUDA_VERSION`, the support headers and
    `-Wno-unused-result`. xlate-nvcc, which stands in for nvcc itself, also passes
    `nvcc_compat_header` (force-included after the HIP runtime header; it defines `__NVCC__`, which
    hip_common.h would otherwise read as "HIP on the NVIDIA platform") and `cudacc_macros`
    (`__CUDACC_VER_MAJOR/MINOR/BUILD__` and `__CUDA_ARCH_LIST__`, as nvcc defines them). `__CUDACC__` itself is not defined:
    HIP's libraries (rocThrust, hipCUB) read it as "NVIDIA's compiler" and pick their CUDA code; the
    translation rewrote the user's `__CUDACC__` to `__HIPCC__` and `__CUDA_ARCH__` to
    `__HIP_DEVICE_COMPILE__` forms instead (XL513), which hip-clang predefines.
    """
    # nvcc includes cuda_runtime.h implicitly; translated code gets the HIP runtime header the same
    # way (include-guarded, so harmless for HIP sources in the same request)
    flags = ["-include", "hip/hip_runtime.h"]
    if nvcc_compat_header is not None:
        flags += ["-include", str(nvcc_compat_header)]
    # the CUDA version the translation parsed the code with (cuda.h became hip/hip_runtime.h, which
    # does not define it): `#if CUDA_VERSION >= ...` picks the branches xlate translated and checked
    flags.append(f"-DCUDA_VERSION={cuda_version_number()}")
    if cudacc_macros:
        major, minor, build = cuda_version()
        flags += [f"-D__CUDACC_VER_MAJOR__={major}", f"-D__CUDACC_VER_MINOR__={minor}",
                  f"-D__CUDACC_VER_BUILD__={build}", f"-D{arch_list_define()}"]
    # what HIP lacks and translations include from xlate's support headers (<xlate/...>)
    flags += ["-isystem", str(SUPPORT_INCLUDE)]
    # HIP 7 marks its API [[nodiscard]]; CUDA's is not, and CUDA code routinely ignores the returned
    # error (nvcc says nothing). A warning per call would bury real messages.
    flags.append("-Wno-unused-result")
    return flags


# What hip-clang predefines for HIP source and the cpu backend's host compiler does not: XL513 turns
# the user's `__CUDACC__` into `__HIPCC__`.
HIP_SOURCE_DEFINES = ("__HIPCC__=1",)
# The cpu backend compiles a CUDA source once, as host C++, and runs its kernels from that one object,
# so each `__CUDA_ARCH__` test (`__HIP_DEVICE_COMPILE__` after XL513) can have only one answer there.
# It is the device pass's: kernels are what such tests are about (ggml, faiss, gromacs select their
# device code with them, and a kernel compiled with the host answer computes nothing or something
# else, silently), and on this backend device code is host code, so the device branch also compiles
# and runs where host code calls a __host__ __device__ function. The price, documented in
# docs/rules/XL513.md: host code in a CUDA source that tests the macro takes the device branch too.
# No library header of the cpu backend reads the macro (they are xlate's own); host C++ sources
# (.cpp given to xlate-nvcc) do not get it, as nvcc gives them no device pass.
CPU_DEVICE_PASS_DEFINES = ("__HIP_DEVICE_COMPILE__=1",)


class Target:
    """What every target offers: its name and the flags for translated CUDA code."""

    name = ""

    def translated_flags(self, *, nvcc: bool = False, nvcc_compat_header: Path | None = None) -> list[str]:
        """The flags for translated CUDA code on this target; `nvcc` adds what nvcc defines (xlate-nvcc)."""
        return translated_cuda_flags(nvcc_compat_header=nvcc_compat_header if nvcc else None, cudacc_macros=nvcc)


@dataclass
class Gfx942Target(Target):
    """AMD GPU code (gfx942 unless `archs` says otherwise) through xlate.toolchain's clang."""

    archs: list[str] = field(default_factory=lambda: ["gfx942"])
    toolchain: Toolchain | None = None
    name = "gfx"

    def tools(self) -> Toolchain:
        """The toolchain (found on first use, for the first architecture)."""
        if self.toolchain is None:
            self.toolchain = find_toolchain(arch=self.archs[0])
        return self.toolchain

    def compiler(self) -> Path:
        """clang of the toolchain."""
        return self.tools().clang

    def compile_args(self) -> list[str]:
        """`-x hip`, the offload architectures and the HIP/ROCm paths of the toolchain."""
        return self.tools().compile_args(self.archs)

    def device_link_args(self) -> list[str]:
        """compile_args without the leading `-x hip`: what a `--hip-link -fgpu-rdc` link names."""
        return self.compile_args()[2:]

    def link_args(self) -> list[str]:
        """Linker flags against the HIP runtime whose major version matches the headers."""
        return self.tools().link_args()

    def host_runtime_flags(self) -> list[str]:
        """Host C++ (no device code) that calls the HIP runtime API."""
        return ["-D__HIP_PLATFORM_AMD__", "-isystem", str(self.tools().hip_include)]


@dataclass
class CpuTarget(Target):
    """xlate's HIP-on-CPU runtime (wavefront width `warp_size`: 64 or 32), built with the host compiler."""

    warp_size: int = 64
    memcheck: bool = False
    cxx: str | None = None
    library: Path | None = None
    name = "cpu"

    def compiler(self) -> str:
        """The host C++ compiler (clang++-19 first)."""
        if self.cxx is None:
            self.cxx = cpu_build.find_cxx()
        return self.cxx

    def runtime_library(self) -> Path:
        """libxlate_hipcpu.so (the memcheck variant for memcheck builds), built into the cache on first use."""
        if self.library is None:
            self.library = cpu_build.runtime_library(self.compiler(), memcheck=self.memcheck)
        return self.library

    def translated_defines(self) -> list[str]:
        """Macros for translated CUDA code built by `build_program`, whose command already force-includes
        hip/hip_runtime.h and puts the support headers on the path: the CUDA version the translation saw,
        `__HIPCC__`, which hip-clang predefines for HIP source (the translation's `__CUDACC__`), and the
        device pass's `__HIP_DEVICE_COMPILE__` (CPU_DEVICE_PASS_DEFINES)."""
        return [f"CUDA_VERSION={cuda_version_number()}", *HIP_SOURCE_DEFINES, *CPU_DEVICE_PASS_DEFINES]

    def translated_flags(self, *, nvcc: bool = False, nvcc_compat_header: Path | None = None,
                         cuda_source: bool = True) -> list[str]:
        """Target's flags plus `__HIPCC__` (the host compiler, unlike hip-clang, does not predefine it)
        and, for a CUDA source (not a host .cpp), the device pass's `__HIP_DEVICE_COMPILE__`."""
        return [*super().translated_flags(nvcc=nvcc, nvcc_compat_header=nvcc_compat_header),
                *(f"-D{d}" for d in HIP_SOURCE_DEFINES),
                *(f"-D{d}" for d in (CPU_DEVICE_PASS_DEFINES if cuda_source else ()))]

    def program_command(self, req: cpu_build.ProgramBuild) -> list[str]:
        """The one compiler call that builds `req` against the cpu runtime (xlate.cpu.build.program_command)."""
        return cpu_build.program_command(req, self.compiler(), self.runtime_library(), [SUPPORT_INCLUDE])

    def compile_head(self, opt: str) -> list[str]:
        """The cpu backend's compile flags (its headers, xlate's support and library headers, warp size,
        force-included hip/hip_runtime.h, memcheck) up to where program_command names the sources."""
        full = self.program_command(cpu_build.ProgramBuild(sources=[], output=Path("unused"),
                                                           warp_size=self.warp_size, opt=opt,
                                                           memcheck=self.memcheck))
        return full[:full.index("-x")]

    def link_command(self, objects: list[Path], out: Path, *, shared: bool, extra: list[str]) -> list[str]:
        """Link objects built for the cpu backend with its runtime library (and memcheck's hooks)."""
        lib = self.runtime_library()
        cmd = [self.compiler(), *(["-shared"] if shared else []), "-pthread", *objects, "-o", out, *extra,
               "-L", str(lib.parent), "-lxlate_hipcpu", f"-Wl,-rpath,{lib.parent}"]
        if self.memcheck:
            cmd[1:1] = ["-fsanitize=address", str(cpu_build.memcheck_hooks(lib))]
        return cmd
