"""Link stubs: a shared library with the SONAME of a HIP library whose headers the pinned toolchain has
but whose shared library it does not (RCCL: librccl1 is 369 MB of GPU kernels; MIOpen: libmiopen1 brings
rocBLAS, hipRTC and its kernel database; hipRTC: its package brings the compiler's code generator).

A program built for gfx942 against such a library must record `NEEDED <soname>` and resolve its
functions at link time, exactly as with the real library, and load the real one on the machine that
runs it. The stub is made from the library's own header (every function it declares, read with
libclang) and its CMake export (the SONAME), defines each function, and is never a run-time answer:
it is not on any rpath, and a function of it that is called anyway prints which library to install
and aborts. NVIDIA's toolkit ships the same kind of stub for libcuda (lib64/stubs).

Cache: `${XLATE_CACHE:-~/.cache/xlate}/link-stubs/<key>/lib<name>.so`, keyed by the header, the CMake
file and this module.
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from xlate.core.buildkey import InputsHash
from xlate.core.cache import cache_dir
from xlate.core.proc import run
from xlate.errors import ToolchainError
from xlate.parse.libclang import cindex
from xlate.toolchain.discover import Toolchain


@dataclass(frozen=True)
class Stub:
    header: str  # under the toolchain's include folder
    cmake: str  # the CMake export naming the SONAME, under the library folder
    package: str  # what to install at run time (for the message)


STUBS: dict[str, Stub] = {
    "rccl": Stub("rccl/rccl.h", "cmake/rccl/rccl-targets-release.cmake", "RCCL (librccl1, ROCm)"),
    "MIOpen": Stub("miopen/miopen.h", "cmake/miopen/miopen-targets-release.cmake", "MIOpen (libmiopen1, ROCm)"),
    # NVRTC programs (nvrtc* -> hiprtc*): the pinned prefix has hipRTC's headers and a dangling libhiprtc.so
    "hiprtc": Stub("hip/hiprtc.h", "cmake/hiprtc/hiprtc-targets-relwithdebinfo.cmake", "hipRTC (libhiprtc7, ROCm)"),
}

_SONAME = re.compile(r'IMPORTED_SONAME_\w+\s+"([^"]+)"')


def soname(tc: Toolchain, name: str) -> str:
    """The SONAME of library `name`, as its CMake export records it."""
    f = tc.runtime_lib_dir / STUBS[name].cmake
    m = _SONAME.search(f.read_text(encoding="utf-8")) if f.is_file() else None
    if m is None:
        raise ToolchainError(f"{f} does not name the SONAME of lib{name}; run `xlate setup` again")
    return m.group(1)


def declared_functions(tc: Toolchain, name: str) -> list[str]:
    """The C functions the library's header declares (its own file, extern "C" blocks included)."""
    ci = cindex()
    header = tc.hip_include / STUBS[name].header
    folder = str(header.parent)
    tu = ci.Index.create().parse("stub.cpp", args=["-x", "c++", "-std=c++17", "-D__HIP_PLATFORM_AMD__",
                                                   "-I", str(tc.hip_include)],
                                 unsaved_files=[("stub.cpp", f"#include <{STUBS[name].header}>\n")])
    out: set[str] = set()

    def visit(cursor) -> None:
        for c in cursor.get_children():
            if c.kind == ci.CursorKind.LINKAGE_SPEC:
                visit(c)
            elif (c.kind == ci.CursorKind.FUNCTION_DECL and c.location.file is not None
                  and c.location.file.name.startswith(folder)):
                out.add(c.spelling)

    visit(tu.cursor)
    if not out:
        raise ToolchainError(f"{header} declares no function libclang could read; run `xlate setup` again")
    return sorted(out)


def link_stub(tc: Toolchain, name: str) -> Path:
    """lib<name>.so standing in for `name` at link time (built on first use)."""
    stub = STUBS[name]
    header = tc.hip_include / stub.header
    cmake = tc.runtime_lib_dir / stub.cmake
    if not header.is_file():
        raise ToolchainError(f"{header} is missing; run `xlate setup` (the toolchain pins its headers)")
    key = InputsHash().file(header, name="header").file(cmake, name="cmake").file(Path(__file__), name="stubs")
    out = cache_dir("link-stubs") / key.key(16) / f"lib{name}.so"
    if out.is_file():
        return out
    so = soname(tc, name)
    lines = ["#include <stdio.h>", "#include <stdlib.h>",
             "static void called(const char* f) {",
             (f'  fprintf(stderr, "xlate: %s was called in the link stub of {so}; install {stub.package} '
              'to run this program\\n", f);'),
             "  abort();", "}"]
    lines += [f'void {fn}(void) {{ called("{fn}"); }}' for fn in declared_functions(tc, name)]
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="xlate-stub-", dir=out.parent) as tmp:
        src = Path(tmp) / "stub.c"
        src.write_text("\n".join(lines) + "\n", encoding="utf-8")
        lib = Path(tmp) / out.name
        run([str(tc.clang), "-x", "c", "-shared", "-fPIC", f"-Wl,-soname,{so}", str(src), "-o", str(lib)],
            timeout=120, error=ToolchainError, what=f"building the link stub of lib{name}")
        os.replace(lib, out)
    return out
