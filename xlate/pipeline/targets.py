"""Targets: who owns the flags of translated code and the compile/link commands of each backend.

`code_flags` is the one place that says how code xlate compiles is compiled on each target (for
CUDA it translated: the forced HIP runtime header, the CUDA version the translation saw, xlate's
support headers, and, for xlate-nvcc, what nvcc itself defines; for HIP source on the cpu target:
the forced header and the support headers); `translated_cuda_flags` is its gfx view as compiler
arguments. `Gfx942Target` (AMD GPU code through xlate.toolchain) and `CpuTarget` (xlate's
HIP-on-CPU runtime through xlate.cpu.build, which receives them as parameters) add their own
compiler, device and link arguments around it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.cuda_version import cuda_version, cuda_version_number
from xlate.cpu import build as cpu_build
from xlate.errors import NotSupportedError
from xlate.parse.flags import arch_list_define
from xlate.rewrite.support import SUPPORT_INCLUDE
from xlate.toolchain.discover import Toolchain, find_toolchain

# nvcc includes cuda_runtime.h implicitly; code xlate compiles gets the HIP runtime header the same way
# (include-guarded, so harmless where a compiler includes it too)
RUNTIME_HEADER = "hip/hip_runtime.h"
# CUDA's mixed-type min/max overloads for hip-clang (xlate/rewrite/support/include/xlate/minmax.h)
MINMAX_HEADER = "xlate/minmax.h"


@dataclass(frozen=True)
class CodeFlags:
    """The flags of code xlate compiles on a target, by kind, so that a target's command can put each
    where it belongs (the cpu target's runtime headers come between its include folders)."""

    forced_includes: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()  # NAME or NAME=VALUE
    system_includes: tuple[Path, ...] = ()
    options: tuple[str, ...] = ()
    predefines: tuple[str, ...] = ()  # what hip-clang predefines and the target's compiler does not

    def args(self) -> list[str]:
        """As compiler arguments: forced includes, macros, system folders, options, then the predefines."""
        return [*(a for h in self.forced_includes for a in ("-include", h)), *(f"-D{d}" for d in self.defines),
                *(a for p in self.system_includes for a in ("-isystem", str(p))), *self.options,
                *(f"-D{d}" for d in self.predefines)]


def code_flags(target: str, *, cuda: bool = True, nvcc_compat_header: Path | None = None,
               cudacc_macros: bool = False, device_pass: bool = True) -> CodeFlags:
    """The one place that says how code xlate compiles is compiled, on `target` ("gfx" or "cpu").

    `cuda`: code xlate translated from CUDA. It gets the forced `hip/hip_runtime.h`, `CUDA_VERSION`, the
    support headers and `-Wno-unused-result`; on the cpu target also `__HIPCC__` (HIP_SOURCE_DEFINES),
    which hip-clang predefines and the host compiler does not, and, unless `device_pass` is false (a
    host .cpp given to xlate-nvcc), the device pass's `__HIP_DEVICE_COMPILE__` (CPU_DEVICE_PASS_DEFINES).
    xlate-nvcc, which stands in for nvcc itself, also passes `nvcc_compat_header` (force-included after
    the HIP runtime header; it defines `__NVCC__`, which hip_common.h would otherwise read as "HIP on the
    NVIDIA platform") and `cudacc_macros` (`__CUDACC_VER_MAJOR/MINOR/BUILD__` and `__CUDA_ARCH_LIST__`,
    as nvcc defines them). `__CUDACC__` itself is
    not defined: HIP's libraries (rocThrust, hipCUB) read it as "NVIDIA's compiler" and pick their CUDA
    code; the translation rewrote the user's `__CUDACC__` to `__HIPCC__` and `__CUDA_ARCH__` to
    `__HIP_DEVICE_COMPILE__` forms instead (XL513), which hip-clang predefines.

    Not `cuda`: HIP source. hip-clang needs nothing; the cpu target's host compiler gets the forced HIP
    runtime header (as hip-clang includes it for every HIP source) and the support headers, which every
    program build of the cpu backend has (xlate.cpu.build.program_command).
    """
    if target not in ("gfx", "cpu"):
        raise NotSupportedError(f"target {target!r} is not supported: xlate compiles for gfx or cpu")
    cpu = target == "cpu"
    if not cuda:
        return CodeFlags(forced_includes=(RUNTIME_HEADER,), system_includes=(SUPPORT_INCLUDE,)) if cpu else CodeFlags()
    # CUDA's mixed-type min/max overloads, which HIP lacks (the cpu backend's headers mirror HIP's)
    forced: tuple[str, ...] = (RUNTIME_HEADER, MINMAX_HEADER)
    if nvcc_compat_header is not None:
        forced += (str(nvcc_compat_header),)
    # the CUDA version the translation parsed the code with (cuda.h became hip/hip_runtime.h, which
    # does not define it): `#if CUDA_VERSION >= ...` picks the branches xlate translated and checked.
    # Not CUDART_VERSION: hipSPARSE and rocThrust read it as "HIP on the NVIDIA platform" and hide
    # APIs (hipsparse*gemvi) when it is defined.
    # nvcc's front end takes C's `_Bool` in C++ (a GNU extension; GCC's <stdbool.h> defines it the same
    # way for C++), and C headers shared with CUDA sources use it (BART's misc.h); clang does not
    defines = [f"CUDA_VERSION={cuda_version_number()}", CXX_BOOL_DEFINE]
    if cudacc_macros:
        major, minor, build = cuda_version()
        defines += [f"__CUDACC_VER_MAJOR__={major}", f"__CUDACC_VER_MINOR__={minor}", f"__CUDACC_VER_BUILD__={build}",
                    arch_list_define()]
    # what HIP lacks and translations include from xlate's support headers (<xlate/...>); HIP 7 marks
    # its API [[nodiscard]], CUDA's is not, and CUDA code routinely ignores the returned error (nvcc
    # says nothing): a warning per call would bury real messages
    # -fgpu-defer-diag (hip-clang): a function's body is diagnosed on the side it is emitted for, as
    # nvcc and xlate's parse (xlate/parse/flags.py) do; the cpu backend compiles one host pass
    # -Wno-error=narrowing: a narrowing conversion of a non-constant in a braced list
    # (`KeyValuePair<int, float>{threadIdx.x, gain}`) is a warning with nvcc, as with GCC, whose dialect
    # nvcc's front end follows; clang makes it an error (xgboost's evaluate_splits.cu). The value converts
    # as the standard conversion does either way.
    options = (("-Wno-unused-result", "-Wno-error=narrowing") if cpu
               else ("-Wno-unused-result", "-Wno-error=narrowing", "-fgpu-defer-diag"))
    return CodeFlags(forced, tuple(defines), (SUPPORT_INCLUDE,), options,
                     (*HIP_SOURCE_DEFINES, *(CPU_DEVICE_PASS_DEFINES if device_pass else ())) if cpu else ())


def translated_cuda_flags(*, nvcc_compat_header: Path | None = None, cudacc_macros: bool = False) -> list[str]:
    """Compiler flags for CUDA code that xlate translated to HIP, for hip-clang (code_flags("gfx"))."""
    return code_flags("gfx", nvcc_compat_header=nvcc_compat_header, cudacc_macros=cudacc_macros).args()


CXX_BOOL_DEFINE = "_Bool=bool"
# What hip-clang predefines for HIP source and the cpu backend's host compiler does not: XL513 turns
# the user's `__CUDACC__` into `__HIPCC__`.
HIP_SOURCE_DEFINES = ("__HIPCC__=1",)
# The cpu backend compiles a CUDA source as host C++ with the device pass's answer to each
# `__CUDA_ARCH__` test (`__HIP_DEVICE_COMPILE__` after XL513): kernels are what such tests are about
# (ggml, faiss, gromacs select their device code with them, and a kernel compiled with the host answer
# computes nothing or something else, silently). Where the source preprocesses differently without
# it, xlate.cpu.sides compiles it a second time for its host code (docs/cpu-backend.md, "Two compiles
# where the passes differ"). No library header of the cpu backend reads the macro (they are xlate's
# own); host C++ sources (.cpp given to xlate-nvcc) do not get it, as nvcc gives them no device pass.
CPU_DEVICE_PASS_DEFINES = ("__HIP_DEVICE_COMPILE__=1",)
# ...as compiler arguments (what xlate.cpu.sides leaves out of a source's host-pass compile)
CPU_DEVICE_PASS_ARGS = tuple(f"-D{d}" for d in CPU_DEVICE_PASS_DEFINES)


class Target:
    """What every target offers: its name and the flags for translated CUDA code."""

    name = ""

    def translated_flags(self, *, nvcc: bool = False, nvcc_compat_header: Path | None = None,
                         cuda_source: bool = True) -> list[str]:
        """The flags for translated CUDA code on this target; `nvcc` adds what nvcc defines (xlate-nvcc);
        `cuda_source` false: a translated host .cpp (no device pass; matters on the cpu target)."""
        return code_flags(self.name, nvcc_compat_header=nvcc_compat_header if nvcc else None,
                          cudacc_macros=nvcc, device_pass=cuda_source).args()


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
    racecheck: bool = False
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
        hip/hip_runtime.h and puts the support headers on the path (code_flags("cpu", cuda=False)): the
        CUDA version the translation saw, `__HIPCC__`, which hip-clang predefines for HIP source (the
        translation's `__CUDACC__`), and the device pass's `__HIP_DEVICE_COMPILE__`. These are
        code_flags("cpu")'s macros."""
        flags = code_flags(self.name)
        return [*flags.defines, *flags.predefines]

    def translated_forced_includes(self) -> list[str]:
        """What translated CUDA code force-includes beyond the runtime header `build_program` already
        gives every HIP source, as compiler arguments (code_flags("cpu")'s forced includes)."""
        return [a for h in code_flags(self.name).forced_includes if h != RUNTIME_HEADER for a in ("-include", h)]

    def program_command(self, req: cpu_build.ProgramBuild) -> list[str]:
        """The one compiler call that builds `req` against the cpu runtime (xlate.cpu.build.program_command)."""
        hip = code_flags(self.name, cuda=False)
        return cpu_build.program_command(req, self.compiler(), self.runtime_library(), list(hip.system_includes),
                                         list(hip.forced_includes))

    def compile_head(self, opt: str) -> list[str]:
        """The cpu backend's compile flags (its headers, xlate's support and library headers, warp size,
        force-included hip/hip_runtime.h, memcheck, racecheck) up to where program_command names the sources."""
        full = self.program_command(cpu_build.ProgramBuild(sources=[], output=Path("unused"),
                                                           warp_size=self.warp_size, opt=opt,
                                                           memcheck=self.memcheck, racecheck=self.racecheck))
        return full[:full.index("-x")]

    def link_command(self, objects: list[Path], out: Path, *, shared: bool, extra: list[str]) -> list[str]:
        """Link objects built for the cpu backend with its runtime library (and memcheck's hooks). The library
        is named by its path (it has no SONAME, so the program needs it by that path), not by -L/-l: a
        verbose link's ld line, which CMake reads for CUDA's implicit link libraries, then holds no
        `-lxlate_hipcpu` that a C++ link without this rpath would need at run time."""
        lib = self.runtime_library()
        cmd = [self.compiler(), *(["-shared"] if shared else []), "-pthread", *objects, "-o", out, *extra,
               str(lib)]
        if self.memcheck:
            cmd[1:1] = ["-fsanitize=address", str(cpu_build.memcheck_hooks(lib))]
        return cmd
