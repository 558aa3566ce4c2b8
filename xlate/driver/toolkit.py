"""The CUDA-toolkit-shaped folder that xlate-nvcc reports as its `TOP` (docs/nvcc-driver.md, "CMake").

CMake (FindCUDAToolkit, FindCUDA, the CUDA language) takes the toolkit root from `nvcc -v` and then
looks inside it for headers and libraries; projects link `CUDA::cudart`, `CUDA::cublas`, ... and
compile host `.cpp` files that include `cuda_runtime.h` with their own C++ compiler. One folder per
target (`gfx`: AMD GPUs through the HIP runtime of xlate.toolchain; `cpu`: xlate's CPU backend),
because CMake caches the root at configure time; `XLATE_NVCC_TARGET` at configure picks it.

* `bin/nvcc`: a link to xlate-nvcc.
* `include/`: the CUDA headers a host compiler may include, each one the target's HIP header plus a
  `#define` per CUDA name that the mapping tables (xlate/data, status `supported`, and `different` where
  the rename means the same wherever it compiles, `_declared`) map to another HIP name; other names stay
  undeclared, so a use is a compile error naming it (faiss's host-compiled Timer.cpp calls
  cudaEventCreate, `different` only for its C++ overload with flags).
  The runtime headers include <xlate/pointer_attributes.h> (cudaPointerGetAttributes as CUDA >= 11). `cuda_fp8.h` is xlate's support header <xlate/fp8.h> (CUDA's OCP fp8 API in software; the
  fp8 rows map to its `xlate_*` names), `cuComplex.h` its <xlate/complex.h> (HIP's complex header plus
  cuComplex.h's division, |z| and fma as CUDA computes them, under the `xlate_cuC*` names the cuComplex
  rows map to), with xlate's support headers linked in as `include/xlate/`.
  The target's HIP headers are linked in beside them (gfx: the toolchain's include folder,
  `__HIP_PLATFORM_AMD__`; cpu: xlate/cpu/include and xlate/cpu/libs/include, with a host-only
  `hip/hip_runtime.h`: the backend's full one needs clang's device-language extensions).
  `cuda_runtime.h` (and the cpu target's host-only `hip/hip_runtime.h`) also gives CUDA's qualifiers
  (`__host__`, `__device__`, `__managed__`, `__launch_bounds__`, ...) as CUDA's headers leave them for a
  host compiler, where the HIP header did not define them (HOST_QUALIFIERS).
* `lib64/`: one GNU ld linker script per CUDA library name (`libcudart.so`, `libcublas_static.a`, ...)
  whose INPUT is the absolute path of the library that plays its role (gfx: libamdhip64, hipBLAS, ...;
  cpu: libxlate_hipcpu.so, whose library implementations are headers), plus links named by the real
  libraries' SONAMEs so that the build RPATH CMake gives (this folder) finds them at run time. Each script
  also names `libxlate_probes_<lib>.a`, the library's CUDA function names as weak stubs, linked only where a
  build's link check references one (`AC_CHECK_LIB([cudart], [cudaGetDeviceProperties])`; xlate/driver/probes.py).
  The runtime's scripts (cudart, cudart_static) also name clang's OpenMP runtime, libomp, AS_NEEDED: host
  code of .cu files built with `-Xcompiler -fopenmp` is compiled by clang and calls libomp (`__kmpc_*`),
  while a project's C++ compiler (g++ -fopenmp) links libgomp. Where libomp comes first on the link
  line it implements libgomp's entry points too and runs every OpenMP region of the program; where
  libgomp comes first, xlate_nvcc/openmp_libomp.h gives libomp's teams one thread (docs/nvcc-driver.md,
  "OpenMP"). A program that calls no OpenMP function does not need it.
* NCCL, which is not part of a CUDA toolkit but which projects find in the same kind of prefix:
  `include/nccl.h` (RCCL's `<rccl/rccl.h>`, which keeps NCCL's names) and `lib64/libnccl.so`,
  `libnccl_static.a` (gfx: librccl; cpu: the runtime library, xlate's cpu RCCL being header-only, for
  communicators of one rank). The pinned toolchain has RCCL's headers but not its 369 MB library:
  gfx942 programs link against a stub with librccl's SONAME (xlate.toolchain.link_stubs; the real
  library loads at run time). Where the target has no RCCL headers, `nccl.h` is an `#error` saying so
  and the linker script links nothing. `lib/` holds links to the two NCCL scripts:
  FindNCCL modules (lightgbm's, xgboost's) look in `$NCCL_ROOT/lib`, and CMake on Debian searches no
  lib64 by itself, so `NCCL_ROOT=$(xlate-nvcc --xlate-toolkit-root)` finds both files; the CUDA
  libraries stay in lib64 only, where FindCUDAToolkit finds them, as in a CUDA toolkit.
* `include/cuda/std/X`: libcu++'s headers for host code (xlate's `<xlate/cuda/std/X>`, which XL501 gives CUDA
  sources: cuda::std as the standard library), for the headers XL501 translates.
* `lib64/cmake/cccl/cccl-config.cmake`: CCCL's CMake package (CCCL::CCCL, CCCL::Thrust, CCCL::CUB,
  CCCL::libcudacxx), as a CUDA 12 toolkit ships it, for projects that link CCCL::CCCL (xgboost 3.x).
* `version.json`, `version.txt`: the CUDA version of xlate.core.cuda_version.

The folder is built in a temporary folder and renamed into place (parallel configures are safe), under
a key of everything it is made from, so a changed xlate, table or library gives a new one.
"""

from __future__ import annotations

import functools
import json
import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from xlate import __version__
from xlate.core.buildkey import InputsHash
from xlate.core.cuda_version import cuda_major_minor, cuda_version_number
from xlate.core.proc import run
from xlate.core.tables import TABLE_PATH, load_table
from xlate.cpu.build import INCLUDE_DIR as CPU_INCLUDE
from xlate.cpu.build import LIBS_INCLUDE as CPU_LIBS_INCLUDE
from xlate.cpu.build import find_cxx, runtime_library
from xlate.data import libs as lib_tables
from xlate.driver import probes
from xlate.driver.cache import cache_dir
from xlate.errors import InputError, XlateError
from xlate.rewrite.rules.api.xl101_104_names import HOST_CODE_NOTE
from xlate.rewrite.support import SUPPORT_INCLUDE
from xlate.toolchain.discover import locate_toolchain
from xlate.toolchain.link_stubs import STUBS, link_stub

TARGETS = ("gfx", "cpu")
SUPPORT_DIR = "xlate"  # include/<this>/: xlate's support headers (xlate/rewrite/support/include/xlate), linked
# groups whose rows name xlate_* types and functions that their header (a support header) declares
SUPPORT_GROUPS = frozenset({"fp8", "complex", "cudnn", "rtc"})
GENERATED = "xlate_toolkit"  # include/<this>/: the generated name maps and the platform header


# ------------------------------------------------------------------------------------------ headers


@dataclass(frozen=True)
class Header:
    """One CUDA header of include/: the HIP header it stands for and the name groups it declares."""

    hip: str  # the HIP header, as included (<...>)
    groups: tuple[str, ...] = ()  # name maps (GROUPS) it includes after the HIP header
    api: bool = True  # include cuda_runtime_api.h first (as the CUDA library headers do)
    absent: str = ""  # said in the #error where the target lacks the HIP header
    qualifiers: bool = False  # include the generated qualifiers header (HOST_QUALIFIERS) after the HIP header
    extra: tuple[str, ...] = ()  # xlate support headers included after the HIP header (TOOLKIT_SUPPORT)
    c_on_cpu: bool = False  # the cpu target's library header has a C API (xlate_cpu_libs/capi.h)
    after: tuple[str, ...] = ()  # xlate support headers included after the name maps (they override names)


# name group -> (table, categories): which mapping-table rows a group holds
GROUPS: dict[str, tuple[str, tuple[str, ...]]] = {
    "runtime": ("api", ("runtime", "driver", "texture")),
    "fp16": ("api", ("fp16",)),
    "bf16": ("api", ("bf16",)),
    "fp8": ("api", ("fp8",)),
    "fp4": ("api", ("fp4",)),
    "rtc": ("api", ("rtc",)),  # NVRTC -> hipRTC
    "complex": ("libs", ("cublas",)),  # only cuComplex.h's names (GROUP_NAMES)
    "cublas": ("libs", ("cublas",)),
    "cublas_types": ("libs", ("cublas",)),  # only the types, enumerations and macros (GROUP_KINDS)
    "cublas_legacy": ("libs", ("cublas",)),  # only the legacy helpers xlate implements (GROUP_NAMES)
    "cublaslt": ("libs", ("cublaslt",)),
    "curand": ("libs", ("curand",)),
    "cufft": ("libs", ("cufft",)),
    "cusparse": ("libs", ("cusparse",)),
    "cusolver": ("libs", ("cusolver",)),
    "nvtx": ("libs", ("nvtx",)),
    "cudnn": ("libs", ("cudnn",)),
}
KINDS = ("function", "type", "enum", "macro")
# groups that take only some kinds of their tables' rows
GROUP_KINDS: dict[str, tuple[str, ...]] = {"cublas_types": ("type", "enum", "macro")}
# groups holding part of their tables' rows: the CUDA names they take. cuComplex.h's names are rows of
# the cublas table (cuBLAS's header includes cuComplex.h): cuC*, cuComplex*, make_cu*Complex, the types.
GROUP_NAMES: dict[str, re.Pattern[str]] = {
    "complex": re.compile(r"(make_)?cu(C[a-z]\w*|FloatComplex|DoubleComplex)"),
    "cublas_legacy": re.compile(r"cublas(Init|Shutdown|GetError|SetKernelStream)"),
}

# xlate support headers (C and C++) that the toolkit's CUDA headers include after the HIP header: the
# xlate names they #define are mapped like HIP names (name_maps)
CUBLAS_STATUS = f"{SUPPORT_DIR}/cublas_status.h"
POINTER_ATTRIBUTES = f"{SUPPORT_DIR}/pointer_attributes.h"
UNIFIED_COPY = f"{SUPPORT_DIR}/unified_copy.h"  # cuMemcpy, cuMemcpyAsync (hipMemcpyDefault)
DRIVER_ENTRY_POINT = f"{SUPPORT_DIR}/driver_entry_point.h"  # driver functions looked up by their CUDA names
CUDA_ERRORS = f"{SUPPORT_DIR}/cuda_errors.h"  # CUDA error codes HIP lacks (XLATE_cudaError...)
CUBLAS_EXTRAS = f"{SUPPORT_DIR}/cublas_extras.h"  # cublasGetVersion and the legacy API's helpers
# CUDA 12.8's decompression API (CUmemDecompressParams, cuMemBatchDecompressAsync: not supported, as on a
# device without the engine), which xgboost 3.2's host files declare through cuda.h
MEM_DECOMPRESS = f"{SUPPORT_DIR}/mem_decompress.h"
# compat32's 32-lane warp for host code's cudaGetDeviceProperties (docs/warp.md)
WARP_VIEW = f"{SUPPORT_DIR}/toolkit_warp_view.h"
# CUDA's C++ runtime overloads HIP lacks (cudaEventCreate with flags), for host C++ files
OVERLOADS = f"{SUPPORT_DIR}/toolkit_overloads.h"
TOOLKIT_SUPPORT = (CUBLAS_STATUS, POINTER_ATTRIBUTES, CUDA_ERRORS, CUBLAS_EXTRAS, UNIFIED_COPY, MEM_DECOMPRESS,
                   DRIVER_ENTRY_POINT)


@functools.lru_cache(maxsize=1)
def toolkit_support_names() -> frozenset[str]:
    """The macros TOOLKIT_SUPPORT's headers define (XLATE_CUBLAS_STATUS_LICENSE_ERROR), the functions they
    define (xlate_cudaPointerGetAttributes; `inline` in C++, `static inline` in C, spelled `inline` or
    through an `XLATE_..._INLINE` macro) and the types they declare (xlate_cublasStatus)."""
    names: set[str] = set()
    for h in TOOLKIT_SUPPORT:
        text = (SUPPORT_INCLUDE / h).read_text(encoding="utf-8")
        names.update(re.findall(r"^#define (XLATE_\w+) ", text, re.MULTILINE))
        names.update(re.findall(r"^(?:inline|XLATE_\w+_INLINE) \w+ (xlate_\w+)\(", text, re.MULTILINE))
        names.update(re.findall(r"^typedef [\w ]+? (xlate_\w+);", text, re.MULTILINE))
        for body in re.findall(r"^enum xlate_\w+ \{([^}]*)\};", text, re.MULTILINE):
            names.update(re.findall(r"^\s+(xlate_\w+)\b", body, re.MULTILINE))  # the enumerators
    return frozenset(names)


HEADERS: dict[str, Header] = {
    "cuda_runtime_api.h": Header("hip/hip_runtime_api.h", ("runtime",), api=False,
                                 extra=(POINTER_ATTRIBUTES, CUDA_ERRORS, DRIVER_ENTRY_POINT),
                                 after=(WARP_VIEW, OVERLOADS)),
    "cuda_runtime.h": Header("hip/hip_runtime.h", ("runtime",), qualifiers=True,
                             extra=(POINTER_ATTRIBUTES, CUDA_ERRORS, DRIVER_ENTRY_POINT),
                             after=(WARP_VIEW, OVERLOADS)),
    "cuda.h": Header("hip/hip_runtime_api.h", ("runtime",),
                     extra=(POINTER_ATTRIBUTES, CUDA_ERRORS, UNIFIED_COPY, MEM_DECOMPRESS, DRIVER_ENTRY_POINT),
                     after=(WARP_VIEW, OVERLOADS)),
    "driver_types.h": Header("hip/driver_types.h", ("runtime",)),
    # CUDA's builtin_types.h gathers the driver, vector, texture and surface types (OpenMM's CudaContext.h
    # includes it beside cuda.h); vector_types.h and vector_functions.h are the vector types and make_*
    "builtin_types.h": Header("hip/hip_vector_types.h", ("runtime",)),
    "cudaProfiler.h": Header("hip/hip_runtime_api.h", ("runtime",)),  # cuProfilerStart/Stop (OpenMM)
    "vector_types.h": Header("hip/hip_vector_types.h", api=False),
    "vector_functions.h": Header("hip/hip_vector_types.h", api=False),
    "library_types.h": Header("hip/library_types.h", ("cublas",)),
    "cuda_fp16.h": Header("hip/hip_fp16.h", ("fp16",)),
    "cuda_bf16.h": Header("hip/hip_bf16.h", ("bf16",)),
    # CUDA's OCP fp8 API: xlate's support header (HIP 7.2's is host-only in gfx942 device code), whose
    # xlate_* names the fp8 rows map to
    "cuda_fp8.h": Header(f"{SUPPORT_DIR}/fp8.h", ("fp8",)),
    "cuda_fp4.h": Header("hip/hip_fp4.h", ("fp4",)),
    # NVRTC: hipRTC plus the architecture queries hipRTC lacks (xlate's support header, whose xlate_* names
    # the rtc rows map to); on the cpu target xlate's hipRTC translates and builds the source string
    "nvrtc.h": Header(f"{SUPPORT_DIR}/hiprtc.h", ("rtc",)),
    # HIP's complex header plus cuComplex.h's division, |z| and fma as CUDA computes them (HIP's differ),
    # whose xlate_cuC* names the complex rows map to
    "cuComplex.h": Header(f"{SUPPORT_DIR}/complex.h", ("complex",), c_on_cpu=True),  # C, as CUDA's
    "cublas_v2.h": Header("hipblas/hipblas.h", ("cublas",), extra=(CUBLAS_STATUS, CUBLAS_EXTRAS), c_on_cpu=True),
    "cublas_api.h": Header("hipblas/hipblas.h", ("cublas",), extra=(CUBLAS_STATUS, CUBLAS_EXTRAS), c_on_cpu=True),
    # the legacy API's header (handle-less cublasSgemm('N', ...), cublasInit, cublasAlloc): hipBLAS has no
    # such API. Its types and status values are given (code includes cublas.h for them), and the legacy
    # helpers xlate implements (cublasInit, cublasShutdown, cublasGetError, cublasSetKernelStream:
    # <xlate/cublas_extras.h>); its BLAS routines are not: a call is a compile error (C++) or an undefined
    # reference naming it (C). The v2 names are not mapped here, so a legacy call never reaches a hipBLAS
    # function with other arguments.
    "cublas.h": Header("hipblas/hipblas.h", ("cublas_types", "cublas_legacy"), extra=(CUBLAS_STATUS, CUBLAS_EXTRAS),
                       c_on_cpu=True),
    "cublasLt.h": Header("hipblaslt/hipblaslt.h", ("cublaslt",)),
    "curand.h": Header("hiprand/hiprand.h", ("curand",)),
    "cufft.h": Header("hipfft/hipfft.h", ("cufft",), c_on_cpu=True),
    # the multi-GPU Xt API (cudalibxt.h's descriptors with it); on the cpu target its calls return
    # HIPFFT_NOT_SUPPORTED (xlate/cpu/libs/include/hipfft/hipfftXt.h)
    "cufftXt.h": Header("hipfft/hipfftXt.h", ("cufft",), c_on_cpu=True),
    "cudalibxt.h": Header("hipfft/hiplibxt.h", ("cufft",), c_on_cpu=True),
    # cuFFTW -> hipFFTW (FFTW's names kept; cufftw.h includes cufft.h): xlate's support header (on the cpu target
    # hipFFTW is declared, not implemented: a call stops the program, naming itself)
    "cufftw.h": Header(f"{SUPPORT_DIR}/hipfftw.h", ("cufft",)),
    # CUDA's cusparse.h includes library_types.h: the generic API names CUDA_R_32F, ... (cudaDataType)
    "cusparse.h": Header("hipsparse/hipsparse.h", ("cusparse", "cublas"), c_on_cpu=True),
    # CUDA's cusolverDn.h includes cublas_api.h: cuSOLVER code names CUBLAS_FILL_MODE_*, CUBLAS_OP_*
    "cusolverDn.h": Header("hipsolver/hipsolver.h", ("cusolver", "cublas")),
    # cuSOLVER's sparse and refactorization APIs: hipSOLVER's one header declares them too
    "cusolverSp.h": Header("hipsolver/hipsolver.h", ("cusolver", "cublas")),
    "cusolverRf.h": Header("hipsolver/hipsolver.h", ("cusolver", "cublas")),
    "nvToolsExt.h": Header("roctracer/roctx.h", ("nvtx",)),
    "nvtx3/nvToolsExt.h": Header("roctracer/roctx.h", ("nvtx",)),
    # cuDNN's legacy API over MIOpen (xlate's support header, C++); on the cpu target MIOpen is declared, not
    # implemented: a call returns CUDNN_STATUS_NOT_SUPPORTED's counterpart, naming the MIOpen function
    **{h: Header(f"{SUPPORT_DIR}/cudnn.h", ("cudnn",))
       for h in ("cudnn.h", "cudnn_version.h", "cudnn_graph.h", "cudnn_ops.h", "cudnn_cnn.h", "cudnn_adv.h")},
    "nccl.h": Header("rccl/rccl.h", absent="RCCL's headers are missing from the HIP installation (xlate's "
                                          "toolchain pins them: run `xlate setup`)"),  # nccl* names kept
}
# FindCUDA (legacy) looks for device_functions.h to find the include folder.
MARKER_HEADERS = ("device_functions.h",)

# CUDA's qualifiers for a host compiler that is not nvcc. CUDA's crt/host_defines.h defines each one only
# where it is not defined yet, and for GNU compilers as an attribute naming it (__host__ is
# __attribute__((host)), __launch_bounds__(...) __attribute__((launch_bounds(...)))), which g++ does
# not know and ignores with a warning; here they are empty, which means the same to g++ without the
# warning, as HIP's headers make them for a compiler that is not hip-clang. __forceinline__ and
# __align__(n) are the GNU attributes CUDA's GNU branch gives them. A definition the program (or the
# backend's own header) made first wins.
HOST_QUALIFIERS: dict[str, str] = {
    "__host__": "",
    "__device__": "",
    "__global__": "",
    "__shared__": "",
    "__constant__": "",
    "__managed__": "",
    "__launch_bounds__(...)": "",
    "__forceinline__": "__inline__ __attribute__((always_inline))",
    "__align__(n)": "__attribute__((aligned(n)))",
}


QUALIFIERS_HEADER = "qualifiers.h"  # include/<GENERATED>/: HOST_QUALIFIERS


def _qualifiers_header() -> str:
    """CUDA's qualifiers that the HIP header included before left undefined (HIP's own header defines
    most of them for a host compiler on the gfx target, not __managed__, __launch_bounds__, __align__;
    the cpu backend's host-only header none), so that host code with `__host__ __device__` functions in
    its headers compiles with g++ as it does with CUDA's cuda_runtime.h."""
    out = ["// generated by xlate.driver.toolkit: CUDA's qualifiers for a host compiler, where not defined yet",
           "#pragma once"]
    for name, value in HOST_QUALIFIERS.items():
        bare = name.split("(")[0]
        out.append(f"#ifndef {bare}\n#define {name}{' ' + value if value else ''}\n#endif")
    return "\n".join(out) + "\n"


# The cpu backend's <hip/hip_runtime.h> is for code compiled by its own clang command (device
# language: __declspec(property), __builtin_COLUMN, ...); a host C++ file gets the host API, the
# vector types and the qualifiers.
CPU_HOST_HIP_RUNTIME = f"""\
// xlate toolkit (cpu target): <hip/hip_runtime.h> for host C++ compiled by the project's own C++
// compiler. The HIP host API, the vector types (the backend's own definitions) and CUDA's qualifiers
// as a host compiler sees them; kernels are compiled by xlate-nvcc, which uses the backend's full
// header (xlate/cpu/include/hip/hip_runtime.h) instead.
#pragma once
#include "hip_runtime_api.h"
#include <xlate_cpu/vector_types.h>
#include <{GENERATED}/{QUALIFIERS_HEADER}>
"""
# <hip/hip_fp16.h> (cuda_fp16.h) for host C++: __half, __half2, their conversions, arithmetic, comparisons
# and operators (CUDA's are host functions too), the backend's own definitions; what needs the device
# language (atomics, shuffles) comes with the backend's full header.
CPU_HOST_HIP_FP16 = """\
// xlate toolkit (cpu target): <hip/hip_fp16.h> for host C++ compiled by the project's own C++ compiler:
// the backend's __half and __half2 with their conversions, arithmetic and operators
// (xlate_cpu/fp16_arith.h); kernels are compiled by xlate-nvcc, which uses the backend's full header.
#pragma once
#include "hip_runtime.h"
#include <xlate_cpu/fp16_arith.h>
"""
# The cpu target's headers that host C++ gets in a host-only form (the full ones need the backend's clang)
CPU_HOST_HEADERS = {"hip/hip_runtime.h": CPU_HOST_HIP_RUNTIME, "hip/hip_fp16.h": CPU_HOST_HIP_FP16}


# `different` rows whose rename means the same wherever it compiles: an enumerator with another value
# (used by name), a struct lacking fields, a missing C++ overload or const (a use of those does not
# compile), one of the executions CUDA permits (VALID_EXECUTION_NOTE), a type alias
_SAME_WHERE_IT_COMPILES = re.compile(
    r"(enumerator value differs|value differs|struct fields of .* missing in HIP|the C\+\+ overload|"
    r"CUDA's C\+\+ overload|does not compile as written when|valid execution: |\w+ is hipLaunchAttributeValue|"
    r"the context API is deprecated in HIP)")  # deprecated, not different: hipCtx* do what cuCtx* do
# `different` rows that xlate's cpu backend implements as CUDA does, declared by the cpu target's headers only:
# its hipRTC translates the source string (gfx942's compiles it as HIP), returns the code as a C string as
# NVRTC returns PTX (gfx942's: a binary code object) and reports NVRTC's version (gfx942's: HIP's)
CPU_AS_CUDA = frozenset({"nvrtcCreateProgram", "nvrtcGetPTX", "nvrtcVersion"})


def _declared(e, target: str) -> bool:
    """Whether the toolkit's headers give a row's CUDA name: `supported` rows, and `different` ones whose
    rename means the same wherever it compiles (_SAME_WHERE_IT_COMPILES), as the translator renames them
    (it warns, XL103; a host compiler cannot), or on the cpu target (CPU_AS_CUDA). Other `different` rows
    (behaviour that differs at run time: warpSize 64, ignored cache configurations;
    or a HIP form that does not compile in host code, HOST_CODE_NOTE) stay undeclared, so a use is a compile
    error naming the CUDA name."""
    if e.status == "supported" or (target == "cpu" and e.cuda in CPU_AS_CUDA):
        return True
    return (e.status == "different" and not e.note.startswith(HOST_CODE_NOTE)
            and _SAME_WHERE_IT_COMPILES.match(e.note) is not None)


def name_maps(target: str) -> dict[str, list[tuple[str, str]]]:
    """Group -> sorted (cuda, hip) pairs: rows the headers declare (_declared) whose HIP name differs, except
    those naming xlate's own support-header names (`xlate_*`, `XLATE_*`), which no HIP header declares,
    outside SUPPORT_GROUPS (whose header is the support header that declares them)."""
    tables = {"api": load_table(), "libs": lib_tables.load_all()}
    out: dict[str, list[tuple[str, str]]] = {}
    for group, (table, cats) in GROUPS.items():
        rows = [(e.cuda, e.hip) for e in tables[table].values()
                if e.category in cats and _declared(e, target) and e.kind in GROUP_KINDS.get(group, KINDS)
                and e.cuda != e.hip and (group in SUPPORT_GROUPS or not e.hip.lower().startswith("xlate")
                                         or e.hip in toolkit_support_names())
                and (group not in GROUP_NAMES or GROUP_NAMES[group].fullmatch(e.cuda) is not None)]
        out[group] = sorted(rows)
    return out


def _names_header(group: str, pairs: list[tuple[str, str]]) -> str:
    lines = [f"// generated by xlate.driver.toolkit from xlate's mapping tables: the {group} names",
             "// (status supported). Names not here are not supported under their CUDA name.",
             "#pragma once"]
    lines += [f"#ifndef {c}\n#define {c} {h}\n#endif" for c, h in pairs]
    return "\n".join(lines) + "\n"


def _platform_header(target: str) -> str:
    major, minor = cuda_major_minor()
    num = cuda_version_number()
    lines = [f"// generated by xlate.driver.toolkit: the {target} target of xlate's CUDA toolkit folder",
             "#pragma once",
             f"#define XLATE_TOOLKIT_TARGET_{target.upper()} 1"]
    if target == "gfx":
        lines += ["#if !defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)",
                  "#define __HIP_PLATFORM_AMD__ 1", "#endif"]
    lines += [f"#ifndef CUDA_VERSION\n#define CUDA_VERSION {num}\n#endif",
              f"#ifndef CUDART_VERSION\n#define CUDART_VERSION {num}\n#endif",
              f"#define XLATE_TOOLKIT_CUDA_VERSION \"{major}.{minor}\""]
    # CUDA's calling-convention macros, empty on Linux as cuda.h and cuda_runtime_api.h define them
    # (`typedef CUresult (CUDAAPI *PFN_cuInit)(unsigned int);`)
    lines += ["#ifndef CUDAAPI\n#define CUDAAPI\n#endif", "#ifndef CUDARTAPI\n#define CUDARTAPI\n#endif"]
    return "\n".join(lines) + "\n"


def _cuda_header(name: str, h: Header, hip_header: str | None, target: str) -> str:
    whose = "xlate's" if h.hip.startswith(f"{SUPPORT_DIR}/") else "HIP's"
    guard = f"// xlate toolkit ({target} target): <{name}> as {whose} <{h.hip}> under CUDA names\n#pragma once\n"
    if hip_header is None:
        why = f"; {h.absent}" if h.absent else ""
        return guard + (f"#error \"not supported on the {target} target: <{name}> (the {target} target's HIP "
                        f"headers have no <{h.hip}>{why})\"\n")
    body = [f"#include <{GENERATED}/platform.h>"]
    if target == "cpu" and not h.hip.startswith("hip/") and not h.c_on_cpu:
        # the cpu target's libraries (xlate/cpu/libs) are C++ headers; hipBLAS and hipFFT also declare a C API
        # (c_on_cpu). C code that includes another stops here, naming the header, rather than inside it
        body = [(f"#ifndef __cplusplus\n#error \"not supported on the cpu target: <{name}> in C code (the cpu "
                 "target's library implementations are C++ headers; compile the file as C++, or build for "
                 "gfx942)\"\n#endif"), *body]
    if h.api:
        body.append("#include <cuda_runtime_api.h>")
    # HIP's libraries read CUDART_VERSION as "HIP on the NVIDIA platform" (hipSPARSE hides its gemvi
    # API, rocThrust picks its CUDA system): they never see the one platform.h defines for the project.
    body += ['#pragma push_macro("CUDART_VERSION")', "#undef CUDART_VERSION", f"#include <{hip_header}>",
             '#pragma pop_macro("CUDART_VERSION")']
    if h.qualifiers:
        body.append(f"#include <{GENERATED}/{QUALIFIERS_HEADER}>")
    body += [f"#include <{x}>" for x in h.extra]
    body += [f"#include <{GENERATED}/names_{g}.h>" for g in h.groups]
    body += [f"#include <{x}>" for x in h.after]
    return guard + "\n".join(body) + "\n"


# ---------------------------------------------------------------------------------------- libraries


@dataclass(frozen=True)
class Lib:
    """One CUDA library name of lib64/: the HIP libraries (gfx) that play its role, by base name."""

    cuda: str
    gfx: tuple[str, ...]
    cpu_runtime: bool = True  # cpu: the runtime library (library implementations are headers)


_RT = ("amdhip64",)
LIBS: tuple[Lib, ...] = (
    Lib("cudart", _RT), Lib("cudart_static", _RT), Lib("cuda", _RT), Lib("cuda_driver", _RT),
    Lib("cudadevrt", (), cpu_runtime=False), Lib("culibos", (), cpu_runtime=False),
    Lib("cublas", ("hipblas", *_RT)), Lib("cublas_static", ("hipblas", *_RT)),
    Lib("cublasLt", ("hipblaslt", *_RT)), Lib("cublasLt_static", ("hipblaslt", *_RT)),
    Lib("curand", ("hiprand", *_RT)), Lib("curand_static", ("hiprand", *_RT)),
    Lib("cufft", ("hipfft", *_RT)), Lib("cufft_static", ("hipfft", *_RT)),
    Lib("cufftw", ("hipfftw", "hipfft", *_RT)), Lib("cufftw_static", ("hipfftw", "hipfft", *_RT)),
    Lib("cusparse", ("hipsparse", *_RT)), Lib("cusparse_static", ("hipsparse", *_RT)),
    Lib("cusolver", ("hipsolver", *_RT)), Lib("cusolver_static", ("hipsolver", *_RT)),
    Lib("nvrtc", ("hiprtc", *_RT)), Lib("nvToolsExt", ("roctx64",)),
    Lib("nccl", ("rccl", *_RT)), Lib("nccl_static", ("rccl", *_RT)),
    # cuDNN: MIOpen (gfx942, through <xlate/cudnn.h>); on the cpu target declared only (the runtime library)
    Lib("cudnn", ("MIOpen", *_RT)), Lib("cudnn_static", ("MIOpen", *_RT)),
)
NCCL_LIBS = ("nccl", "nccl_static")  # also linked from lib/ (see the module docstring)


# CCCL's CMake package as a CUDA 12 toolkit ships it (lib64/cmake/cccl): modern CMake projects link CCCL::CCCL
# (xgboost 3.x: find_package(CCCL CONFIG HINTS ${CUDAToolkit_LIBRARY_DIR}/cmake)). No version file: which
# CCCL version each CUDA release carries is not recorded here, so a request for a version does not match.
CCCL_CONFIG = """\
# xlate toolkit: the CMake package configuration of CCCL (Thrust, CUB, libcu++), as a CUDA 12 toolkit ships it
# in lib64/cmake/cccl (xlate/driver/toolkit.py). xlate compiles CUDA sources itself: their <thrust/...>,
# <cub/...> and <cuda/std/...> includes are translated to rocThrust, hipCUB and xlate's libcu++ headers. The
# targets carry this folder's include directory, as CUDA's carry the toolkit's, and link nothing.
get_filename_component(_xlate_cccl_root "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
foreach(_xlate_cccl_part Thrust CUB libcudacxx CCCL)
  if(NOT TARGET CCCL::${_xlate_cccl_part})
    add_library(CCCL::${_xlate_cccl_part} INTERFACE IMPORTED)
    set_target_properties(CCCL::${_xlate_cccl_part} PROPERTIES
                          INTERFACE_INCLUDE_DIRECTORIES "${_xlate_cccl_root}/include")
  endif()
endforeach()
set_property(TARGET CCCL::CCCL APPEND PROPERTY INTERFACE_LINK_LIBRARIES CCCL::Thrust CCCL::CUB CCCL::libcudacxx)
set(CCCL_FOUND TRUE)
unset(_xlate_cccl_root)
unset(_xlate_cccl_part)
"""


def _lib_file(name: str) -> str:
    return f"lib{name}.a" if name.endswith("_static") or name in ("culibos", "cudadevrt") else f"lib{name}.so"


def _script(cuda: str, paths: list[Path], missing: list[str], probe_archive: Path | None = None,
            as_needed: list[Path] | None = None) -> str:
    lines = [f"/* xlate toolkit: lib{cuda} -- a GNU ld linker script naming what plays its role */"]
    if missing:
        lines.append(f"/* not in this HIP installation: {', '.join(missing)}; nothing is linked for it, so a "
                     "program calling it fails to link, naming the function */")
    if probe_archive is not None:
        lines.append(f"/* {probe_archive.name}: its CUDA function names for link checks (xlate/driver/probes.py) */")
    if as_needed:
        lines.append(f"/* AS_NEEDED: {', '.join(p.name for p in as_needed)}, the OpenMP runtime of clang-compiled host "
                     "code (xlate/driver/toolkit.py) */")
    if paths:
        words = [str(p) for p in [*paths, *([probe_archive] if probe_archive else [])]]
        words += [f"AS_NEEDED({p})" for p in as_needed or []]
        lines.append("INPUT(" + " ".join(words) + ")")
    else:
        lines.append("/* nothing to link */")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------------- the folder


@dataclass(frozen=True)
class Sources:
    """What one target's folder is made from."""

    target: str
    include_links: dict[str, Path]  # include/<name> -> file or folder it links to
    libs: dict[str, Path]  # HIP library base name -> the library file (gfx), or "xlate_hipcpu" (cpu)
    soname_links: dict[str, Path]  # lib64/<soname> -> the real library
    openmp: Path | None = None  # clang's OpenMP runtime (libomp.so.5), named AS_NEEDED by the runtime's scripts


# the CUDA runtime's names, which CMake links implicitly (CMAKE_CUDA_RUNTIME_LIBRARY) and which name libomp
RUNTIME_SCRIPTS = ("cudart", "cudart_static")


@functools.cache
def openmp_runtime(cxx: str) -> Path | None:
    """clang's OpenMP runtime as `cxx` finds it when it links -fopenmp (libomp-19-dev, scripts/setup.sh), or
    None when it has none (then OpenMP host code of .cu files links only where the project's own link
    brings libomp)."""
    try:
        proc = run([cxx, "-print-file-name=libomp.so.5"], timeout=60, check=False, what="finding libomp")
    except XlateError:
        return None
    found = Path(proc.stdout.strip())
    return found.resolve() if proc.returncode == 0 and found.is_absolute() and found.is_file() else None


def _gfx_sources() -> Sources:
    tc = locate_toolchain()
    inc = tc.hip_include
    links = {p.name: p for p in sorted(inc.iterdir())}
    links[SUPPORT_DIR] = SUPPORT_INCLUDE / SUPPORT_DIR
    libs: dict[str, Path] = {}
    sonames: dict[str, Path] = {}
    names = {n for lib in LIBS for n in lib.gfx}
    for n in sorted(names):
        so = tc.runtime_lib_dir / f"lib{n}.so"
        if so.exists():  # a broken link is a library this installation lacks
            libs[n] = so
            for v in sorted(tc.runtime_lib_dir.glob(f"lib{n}.so.*")):
                if v.exists():
                    sonames[v.name] = v
        elif n in STUBS and (tc.hip_include / STUBS[n].header).is_file():
            libs[n] = link_stub(tc, n)  # headers pinned, library not: link (never run) against its stub
    return Sources("gfx", links, libs, sonames, openmp_runtime(str(tc.clang)))


def _cpu_sources() -> Sources:
    links: dict[str, Path] = {}
    for root in (CPU_LIBS_INCLUDE, CPU_INCLUDE):  # the runtime's own headers win
        for p in sorted(root.iterdir()):
            if p.name != "hip":
                links[p.name] = p
            else:
                for f in sorted(p.iterdir()):
                    links[f"hip/{f.name}"] = f
    for name in CPU_HOST_HEADERS:  # replaced by host-only headers
        links.pop(name)
    links[SUPPORT_DIR] = SUPPORT_INCLUDE / SUPPORT_DIR
    cxx = find_cxx()
    return Sources("cpu", links, {"xlate_hipcpu": runtime_library(cxx)}, {}, openmp_runtime(cxx))


def _key(src: Sources, maps: dict[str, list[tuple[str, str]]]) -> str:
    h = InputsHash().string(__version__).string(src.target).file(Path(__file__), name="toolkit.py")
    h.file(Path(probes.__file__), name="probes.py")
    h.strings(str(v) for v in cuda_major_minor()).string(str(cuda_version_number()))
    h.string(json.dumps(maps)).file(TABLE_PATH, name="cuda_hip.csv")
    h.strings(f"{k}={v}" for k, v in sorted(src.include_links.items()))
    h.strings(f"{k}={v}" for k, v in sorted(src.libs.items()))
    h.strings(f"{k}={v}" for k, v in sorted(src.soname_links.items()))
    h.string(f"openmp={src.openmp}")
    return h.key(16)


def is_toolkit_include(folder: str | Path) -> bool:
    """Whether `folder` is the include/ of one of these toolkit folders (it has the generated header)."""
    return (Path(folder) / GENERATED / "platform.h").is_file()


def target_of(explicit: str | None) -> str:
    """The toolkit target: the driver's --xlate-target, else $XLATE_NVCC_TARGET, else gfx."""
    t = explicit or os.environ.get("XLATE_NVCC_TARGET") or "gfx"
    if t not in TARGETS:
        raise InputError(f"XLATE_NVCC_TARGET={t!r}: use gfx (AMD GPU code) or cpu (xlate's CPU backend)")
    return t


def toolkit_root(target: str | None = None, nvcc: Path | None = None) -> Path:
    """The toolkit folder of `target` (built on first use); bin/nvcc is made a link to `nvcc`."""
    target = target_of(target)
    src = _gfx_sources() if target == "gfx" else _cpu_sources()
    maps = name_maps(target)
    parent = cache_dir() / "toolkits"
    root = parent / f"{target}-{_key(src, maps)}"
    if not (root / "version.json").is_file():
        parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{target}-", dir=parent))
        try:
            _build(tmp, src, maps, final=root)
            os.rename(tmp, root)
        except OSError:
            if not (root / "version.json").is_file():
                raise
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
    if nvcc is not None:
        _link_nvcc(root, nvcc)
    return root


def _link_nvcc(root: Path, nvcc: Path) -> None:
    link = root / "bin" / "nvcc"
    try:
        if not link.is_symlink() or Path(os.readlink(link)) != nvcc:
            tmp = root / "bin" / f".nvcc-{os.getpid()}"
            tmp.unlink(missing_ok=True)
            tmp.symlink_to(nvcc)
            os.replace(tmp, link)
    except OSError as exc:
        raise XlateError(f"cannot link {link} to {nvcc}: {exc.strerror or exc}", exit_code=4) from None


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _build(root: Path, src: Sources, maps: dict[str, list[tuple[str, str]]], final: Path) -> None:
    """The folder's files, written into `root`, which becomes `final` (the linker scripts name files of it)."""
    target = src.target
    for sub in ("bin", "include", "lib64", "nvvm/libdevice"):
        (root / sub).mkdir(parents=True, exist_ok=True)
    inc = root / "include"
    for name, dest in src.include_links.items():
        (inc / name).parent.mkdir(parents=True, exist_ok=True)
        (inc / name).symlink_to(dest)
    if target == "cpu":
        for name, text in CPU_HOST_HEADERS.items():
            _write(inc / name, text)
    _write(inc / GENERATED / "platform.h", _platform_header(target))
    _write(inc / GENERATED / QUALIFIERS_HEADER, _qualifiers_header())
    for group, pairs in maps.items():
        _write(inc / GENERATED / f"names_{group}.h", _names_header(group, pairs))
    for name, h in HEADERS.items():
        present = (inc / h.hip).exists()
        _write(inc / name, _cuda_header(name, h, h.hip if present else None, target))
    # libcu++'s <cuda/std/X> for host code built by the project's own compiler (xgboost's c_api.cc includes
    # <cuda/std/variant>): xlate's support header, which CUDA sources get through XL501, after the qualifiers
    for h in sorted((SUPPORT_INCLUDE / SUPPORT_DIR / "cuda" / "std").iterdir()):
        _write(inc / "cuda" / "std" / h.name,
               f"// xlate toolkit: <cuda/std/{h.name}> for host code: libcu++'s cuda::std as the standard library "
               f"(<{SUPPORT_DIR}/cuda/std/{h.name}>)\n#pragma once\n#include <{GENERATED}/{QUALIFIERS_HEADER}>\n"
               f"#include <{SUPPORT_DIR}/cuda/std/{h.name}>\n")
    for name in MARKER_HEADERS:
        _write(inc / name, f"// xlate toolkit: present so that tools looking for <{name}> find this folder\n"
                           "#pragma once\n#include <cuda_runtime.h>\n")
    lib64 = root / "lib64"
    probe_tools = probes.tools()
    for lib in LIBS:
        if target == "cpu":
            paths = [src.libs["xlate_hipcpu"]] if lib.cpu_runtime else []
            missing: list[str] = []
        else:
            paths = [src.libs[n] for n in lib.gfx if n in src.libs]
            missing = [f"lib{n}.so" for n in lib.gfx if n not in src.libs]
        names = probes.probe_names(lib.cuda) if paths and probe_tools else []
        archive = probes.archive_name(lib.cuda) if names else None
        if archive is not None and not (lib64 / archive).exists():
            probes.write_archive(lib64 / archive, lib.cuda, names, probe_tools)
        omp = [src.openmp] if src.openmp is not None and lib.cuda in RUNTIME_SCRIPTS else []
        _write(lib64 / _lib_file(lib.cuda),
               _script(lib.cuda, paths, missing, final / "lib64" / archive if archive else None, omp))
    _write(lib64 / "cmake" / "cccl" / "cccl-config.cmake", CCCL_CONFIG)
    for soname, real in src.soname_links.items():
        (lib64 / soname).symlink_to(real)
    for lib in LIBS:  # $NCCL_ROOT/lib (see the module docstring); only NCCL, so FindCUDAToolkit keeps lib64
        if lib.cuda in NCCL_LIBS:
            (root / "lib" / _lib_file(lib.cuda)).parent.mkdir(exist_ok=True)
            (root / "lib" / _lib_file(lib.cuda)).symlink_to(Path("..") / "lib64" / _lib_file(lib.cuda))
    major, minor = cuda_major_minor()
    full = f"{major}.{minor}.0"
    _write(root / "version.txt", f"CUDA Version {full}\n")
    comps = {"cuda": "CUDA SDK", "cuda_cudart": "CUDA Runtime (cudart)", "cuda_nvcc": "CUDA NVCC"}
    _write(root / "version.json", json.dumps({k: {"name": v, "version": full} for k, v in comps.items()},
                                             indent=2) + "\n")
    _write(root / "XLATE_TOOLKIT.txt", f"A CUDA-toolkit-shaped folder made by xlate {__version__} for the {target} "
                                       "target (xlate.driver.toolkit); it holds no NVIDIA files.\n")
