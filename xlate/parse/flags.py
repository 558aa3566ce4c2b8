"""The clang arguments of xlate's CUDA parse: no CUDA toolkit is ever read.

`--cuda-path` points at xlate's own prelude folder (it has `include/`), so clang's CUDA installation
detector never probes /usr/local/cuda or $CUDA_HOME; `-nocudainc -nocudalib` keep clang's own CUDA
wrapper headers and libdevice out; the prelude headers under `prelude/include` declare the CUDA
runtime, driver and device API and are force-included through `__xlate_prelude.h`. They declare the
CUDA version xlate reports (xlate/core/cuda_version.py, $XLATE_CUDA_VERSION), which every parse passes
as the macros of cuda_version_defines().
"""

from __future__ import annotations

from pathlib import Path

from xlate.core.cuda_version import cuda_version, cuda_version_number

PRELUDE_ROOT = Path(__file__).resolve().parent / "prelude"
PRELUDE_INCLUDE = PRELUDE_ROOT / "include"
PRELUDE_ENTRY = "__xlate_prelude.h"  # force-included first in every parse


def prelude_cuda_version() -> int:
    """CUDA_VERSION as xlate's prelude declares it (cuda.h), e.g. 12090: the CUDA the translation saw
    (xlate.core.cuda_version holds it; a test checks that the prelude agrees)."""
    return cuda_version_number()


def cuda_version_defines() -> list[str]:
    """The macros from which the prelude declares the CUDA version xlate reports (host_defines.h:
    `__CUDACC_VER_*__`; cuda.h: CUDA_VERSION; cuda_runtime_api.h: CUDART_VERSION and the APIs that exist
    only from, or only until, some version)."""
    major, minor, build = cuda_version()
    return [f"XLATE_CUDA_VERSION_NUMBER={cuda_version_number()}", f"XLATE_CUDA_VERSION_MAJOR={major}",
            f"XLATE_CUDA_VERSION_MINOR={minor}", f"XLATE_CUDA_VERSION_BUILD={build}"]


# The GPU architecture the device pass pretends to compile for: __CUDA_ARCH__ == 800.
DEVICE_ARCH = "sm_80"


def device_arch_number() -> int:
    """DEVICE_ARCH as nvcc spells it in `__CUDA_ARCH__` and `__CUDA_ARCH_LIST__` (sm_80 -> 800)."""
    return int(DEVICE_ARCH.removeprefix("sm_")) * 10


def arch_list_define() -> str:
    """nvcc's `__CUDA_ARCH_LIST__` (the architectures a compile targets, in both passes): here the one
    architecture the translation checks and XL513 compiles for, so host code that asks which
    architectures have device code (llama.cpp's ggml_cuda_highest_compiled_arch) gets the answer that
    matches the branches compiled."""
    return f"__CUDA_ARCH_LIST__={device_arch_number()}"

HOST = "host"
DEVICE = "device"


def cuda_parse_args(side: str, *, includes: list[Path] | tuple = (), defines: list[str] | tuple = (),
                    std: str = "c++17", extra: list[str] | tuple = (),
                    prelude_root: Path | None = None) -> list[str]:
    """Arguments for one pass (`host` or `device`) of the CUDA parse of a translation unit.

    `prelude_root` replaces PRELUDE_ROOT (tests use a small prelude of their own)."""
    if side not in (HOST, DEVICE):
        raise ValueError(f"side must be {HOST!r} or {DEVICE!r}")
    root = PRELUDE_ROOT if prelude_root is None else prelude_root
    args = [
        "-x", "cuda", f"-std={std}",
        "-nocudainc", "-nocudalib", f"--cuda-path={root}", f"--cuda-gpu-arch={DEVICE_ARCH}",
        "--cuda-host-only" if side == HOST else "--cuda-device-only",
        "-isystem", str(root / "include"),
        "-include", PRELUDE_ENTRY,
        "-Wno-unknown-cuda-version",
        # nvcc checks a function's body on the side it is compiled for: a host function whose body
        # cannot be resolved in the device pass (an operator only __device__ overloads serve, ambiguous
        # there) is no error, as it is never emitted on the device. Clang defers such diagnostics to
        # functions that are emitted on the pass's side only with this flag.
        "-fgpu-defer-diag",
        # a narrowing conversion of a non-constant in a braced list is a warning with nvcc (GCC's dialect),
        # an error with clang; the compile warns (xlate/pipeline/targets.py), the parse says nothing
        "-Wno-narrowing",
    ]
    args += [f"-D{d}" for d in cuda_version_defines()]
    args.append(f"-D{arch_list_define()}")
    for inc in includes:
        args += ["-I", str(inc)]
    for d in defines:
        args.append(f"-D{d}")
    args += list(extra)
    return args
