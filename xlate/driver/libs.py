"""`-lNAME` as CUDA users write it (`-lcublas`, `-lcusparse`, `-lnvToolsExt`, ...), for `xlate-nvcc` and
`xlate build`.

nvcc links with its toolkit's `lib64/` on the search path (the `LIBRARIES` of `nvcc -v`), so `-lcublas`
finds libcublas.so there. xlate does the same with the toolkit folder of the target
(xlate.driver.toolkit): its `lib64/libcublas.so` is a linker script naming what plays the library's role
(gfx: hipBLAS and the HIP runtime from the toolchain; cpu: the cpu runtime library, whose library
implementations are headers). The folder comes first on the search path, as nvcc's does, so that a
`-L/usr/local/cuda/lib64` of a Makefile cannot pull in NVIDIA's own library.

A CUDA library that neither the toolkit folder nor a `-L` folder of the command has (cuTENSOR, NPP, ...) is
an error naming the library and the target, not the linker's "cannot find -lcutensor"; so is cuDNN on the
cpu target (on gfx942 `-lcudnn` links MIOpen, which <xlate/cudnn.h> implements cuDNN over).
"""

from __future__ import annotations

from pathlib import Path

from xlate.driver.toolkit import toolkit_root
from xlate.errors import InputError

# CUDA libraries (by -l name) that no HIP library plays the role of in xlate, with the library's name.
NOT_PROVIDED = {
    "cutensor": "cuTENSOR", "cutensorMg": "cuTENSOR",
    "cusparseLt": "cuSPARSELt", "cublasmp": "cuBLASMp", "cusolverMg": "cuSOLVERMg", "nvjpeg": "nvJPEG",
    "nvjpeg_static": "nvJPEG", "nvblas": "NVBLAS", "cufile": "cuFile", "cufile_rdma": "cuFile",
    "nvJitLink": "nvJitLink", "nvJitLink_static": "nvJitLink", "nvptxcompiler_static": "the PTX compiler library",
    "nvrtc-builtins": "NVRTC's builtins", "cupti": "CUPTI", "nvperf_host": "CUPTI", "nvperf_target": "CUPTI",
    "nvidia-ml": "NVML", "cudla": "cuDLA", "nvfatbin": "nvFatbin",
}


def _not_provided(name: str) -> str | None:
    if name in NOT_PROVIDED:
        return NOT_PROVIDED[name]
    if name.startswith("npp"):  # nppc, nppial, nppicc, ... and their _static forms
        return "NPP"
    return None


def _found_in(name: str, dirs: list[Path]) -> bool:
    return any((d / f"lib{name}{ext}").exists() for d in dirs for ext in (".so", ".a"))


def library_dirs(target: str, libs: list[str], libdirs: list[Path]) -> list[Path]:
    """The folders to put first on the link's library search path for `-l` of `libs` (the target's
    toolkit lib64 when any is given); raises InputError for a CUDA library xlate does not provide on
    `target` ("gfx" or "cpu") that no folder of `libdirs` holds either."""
    if not libs:
        return []
    lib64 = toolkit_root(target) / "lib64"
    for name in libs:
        what = _not_provided(name)
        if what is not None and not _found_in(name, [lib64, *libdirs]):
            raise InputError(f"-l{name}: {what} is not provided by xlate for the {target} target (no HIP "
                             f"library plays its role here); remove -l{name} and the calls into it from the "
                             f"{target} build")
    return [lib64]
