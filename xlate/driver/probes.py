"""Link probes: the toolkit folder's libraries answer to CUDA's function names at link time.

Build systems check for a CUDA library by linking a call of one of its functions, without its header:
configure's `AC_CHECK_LIB([cudart], [cudaGetDeviceProperties])` (hwloc), `AC_CHECK_LIB([cusparse],
[cusparseCreate])` (StarPU), CMake's `check_library_exists` and `check_function_exists`. A real CUDA
library exports those names; the libraries behind xlate's toolkit folder (the HIP libraries, or the cpu
backend's runtime) export HIP's, so the check fails and the project builds without the feature, or
refuses to build.

So each linker script of lib64/ also names a static archive, `libxlate_probes_<lib>.a`, holding one
object that defines every function name of that library in xlate's mapping tables, as a weak symbol.
An archive member is linked only when something references one of its names: code compiled against the
toolkit's headers never does (the headers map every name to its HIP counterpart), so a program links
only what it did before and gains no dependency; a link probe finds the name and passes. A program that
calls a function under its CUDA name bypassed the headers, and nothing correct can follow (CUDA's and
HIP's structures differ): the stub prints which function was called and why, and aborts. A program that
defines such a name itself keeps its own (the stubs are weak).
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from xlate.core.proc import run
from xlate.core.tables import load_table
from xlate.cpu.build import find_cxx
from xlate.data import libs as lib_tables

# lib64 library name -> (which table, categories, name prefix, prefix excluded)
_SOURCES: dict[str, tuple[str, tuple[str, ...], str, str]] = {
    "cudart": ("api", ("runtime", "texture", "graphics"), "cuda", ""),
    "cuda": ("api", ("driver",), "cu", "cuda"),
    "cublas": ("libs", ("cublas",), "cublas", "cublasLt"),
    "cublasLt": ("libs", ("cublaslt",), "cublasLt", ""),
    "curand": ("libs", ("curand",), "curand", ""),
    "cufft": ("libs", ("cufft",), "cufft", ""),
    "cusparse": ("libs", ("cusparse",), "cusparse", ""),
    "cusolver": ("libs", ("cusolver",), "cusolver", ""),
    "nvToolsExt": ("libs", ("nvtx",), "nvtx", ""),
    "cudnn": ("libs", ("cudnn",), "cudnn", ""),
}


def base(lib: str) -> str:
    """The library whose probes a lib64 name takes: its static and driver spellings share them."""
    lib = lib.removesuffix("_static")
    return "cuda" if lib == "cuda_driver" else lib


def archive_name(lib: str) -> str:
    """The archive of `lib`'s probes in lib64/ (one per base library)."""
    return f"libxlate_probes_{base(lib)}.a"


def probe_names(lib: str) -> list[str]:
    """The CUDA function names of lib64's `lib` (sorted; empty for a library without a table)."""
    src = _SOURCES.get(base(lib))
    if src is None:
        return []
    table, cats, prefix, excluded = src
    rows = load_table().values() if table == "api" else lib_tables.load_all().values()
    return sorted({e.cuda for e in rows if e.kind == "function" and e.category in cats
                   and e.cuda.startswith(prefix) and not (excluded and e.cuda.startswith(excluded))
                   and e.cuda.isidentifier()})


def _source(lib: str, names: list[str]) -> str:
    lines = [(f"/* xlate toolkit: lib{lib}'s functions under their CUDA names, for link checks only "
              "(xlate/driver/probes.py) */"),
             "#include <stdio.h>", "#include <stdlib.h>",
             "static void xlate_probe_stop(const char *name) {",
             ('  fprintf(stderr, "xlate: %s was called under its CUDA name. xlate\'s toolkit folder defines '
              "that name only so that build-time link checks find it; programs reach the function through "
              "the CUDA headers of the folder, which map it to its HIP counterpart: include them and "
              'rebuild\\n", name);'),
             "  abort();", "}"]
    lines += [f'__attribute__((weak)) void {n}(void) {{ xlate_probe_stop("{n}"); }}' for n in names]
    return "\n".join(lines) + "\n"


def tools() -> tuple[str, str] | None:
    """A host C compiler and `ar`, or None where either is missing (the folder then has no probes)."""
    try:
        cc = shutil.which("cc") or shutil.which("gcc") or find_cxx()
    except Exception:  # noqa: BLE001 - no host compiler at all
        return None
    ar = shutil.which("ar") or shutil.which("llvm-ar") or shutil.which("llvm-ar-19")
    return (cc, ar) if cc and ar else None


def write_archive(dest: Path, lib: str, names: list[str], found: tuple[str, str]) -> None:
    """`dest` (libxlate_probes_<lib>.a): one object defining `names` as weak stubs."""
    cc, ar = found
    with tempfile.TemporaryDirectory(prefix="xlate-probes-") as tmp:
        c = Path(tmp) / f"probes_{lib}.c"
        c.write_text(_source(lib, names), encoding="utf-8")
        obj = c.with_suffix(".o")
        run([cc, "-x", "c", "-O1", "-fPIC", "-w", "-c", str(c), "-o", str(obj)], timeout=300,
            what=f"compiling the link probes of lib{lib}")
        run([ar, "rcs", str(dest), str(obj)], timeout=120, what=f"archiving the link probes of lib{lib}")

