"""Build the CPU backend's runtime library (cached) and HIP programs against it.

The library is warp-size independent (the warp size travels with each launch and is registered by
the program's headers), so one build serves wave64 and wave32 programs.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from xlate.errors import CompileError, InputError, ToolchainError

CPU_ROOT = Path(__file__).resolve().parent
INCLUDE_DIR = CPU_ROOT / "include"
RUNTIME_SOURCES = [CPU_ROOT / "src" / "runtime.cpp"]
LIB_NAME = "libxlate_hipcpu.so"
CXX_CANDIDATES = ("clang++-19", "clang++")
LIB_FLAGS = ["-std=c++17", "-O2", "-g", "-fPIC", "-shared", "-pthread", "-Wall", "-Wextra"]
LIB_LIBS = ["-lboost_context"]
PROGRAM_STD = "-std=c++17"
HIP_SOURCE_SUFFIXES = {".hip", ".cpp", ".cc", ".cxx", ".c++"}
COMPILE_TIMEOUT_S = 600
EXIT_RUNTIME_ERROR = 97  # the runtime's own errors (divergence, deadlock, mask mismatch, ...)


def find_cxx() -> str:
    """The host C++ compiler (Debian's clang++-19 first)."""
    for name in CXX_CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    raise ToolchainError(
        "no host C++ compiler for the cpu backend: clang++-19 not found; run scripts/setup.sh "
        "(installs Debian's clang-19)"
    )


def cache_root() -> Path:
    base = os.environ.get("XLATE_CACHE") or str(Path.home() / ".cache" / "xlate")
    return Path(base) / "cpu"


def _run(cmd: list[str], what: str, timeout: int = COMPILE_TIMEOUT_S) -> subprocess.CompletedProcess:
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired as exc:
        raise CompileError(f"{what} timed out after {timeout}s: {' '.join(cmd)}") from exc
    except OSError as exc:
        raise ToolchainError(f"{what} could not start: {' '.join(cmd)}: {exc}") from exc
    return proc


def _compiler_id(cxx: str) -> str:
    proc = _run([cxx, "--version"], "asking the compiler for its version", timeout=60)
    if proc.returncode != 0:
        raise ToolchainError(f"{cxx} --version failed (exit {proc.returncode}); reinstall clang-19")
    return proc.stdout.splitlines()[0] if proc.stdout else cxx


def _library_key(cxx: str) -> str:
    h = hashlib.sha256()
    h.update(_compiler_id(cxx).encode())
    h.update(" ".join(LIB_FLAGS + LIB_LIBS).encode())
    files = sorted(RUNTIME_SOURCES) + sorted(p for p in INCLUDE_DIR.rglob("*") if p.is_file())
    for p in files:
        h.update(str(p.relative_to(CPU_ROOT)).encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:16]


def runtime_library(cxx: str | None = None) -> Path:
    """Path of libxlate_hipcpu.so, built into the cache on first use (keyed by sources+compiler+flags)."""
    cxx = cxx or find_cxx()
    out_dir = cache_root() / _library_key(cxx)
    lib = out_dir / LIB_NAME
    if lib.is_file():
        return lib
    out_dir.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".lib-", suffix=".so", dir=out_dir)
    os.close(fd)
    cmd = [cxx, *LIB_FLAGS, "-I", str(INCLUDE_DIR), *map(str, RUNTIME_SOURCES), "-o", tmp, *LIB_LIBS]
    proc = _run(cmd, "building the cpu backend runtime")
    if proc.returncode != 0:
        Path(tmp).unlink(missing_ok=True)
        hint = ""
        if "boost/context" in proc.stderr or "lboost_context" in proc.stderr:
            hint = " (Boost.Context missing: run scripts/setup.sh, which installs libboost-context-dev)"
        raise ToolchainError(
            f"building the cpu backend runtime failed{hint}: {' '.join(cmd)}",
            detail=_first_lines(proc.stderr),
        )
    os.replace(tmp, lib)  # atomic: a concurrent build of the same key writes the same bytes
    return lib


def _first_lines(text: str, n: int = 12) -> str:
    return "\n".join(text.strip().splitlines()[:n])


@dataclass
class ProgramBuild:
    sources: list[Path]
    output: Path
    warp_size: int = 64
    includes: list[Path] = field(default_factory=list)
    defines: list[str] = field(default_factory=list)
    opt: str = "2"
    extra_flags: list[str] = field(default_factory=list)


def program_command(req: ProgramBuild, cxx: str, lib: Path) -> list[str]:
    """The one compiler call that builds a HIP program for the cpu backend."""
    if req.warp_size not in (32, 64):
        raise InputError(f"warp size {req.warp_size} is not supported by the cpu backend; use 64 or 32")
    # hip/hip_runtime.h is force-included, as hip-clang does for every HIP source.
    from xlate.rewrite.support import SUPPORT_INCLUDE  # <xlate/...> headers translated code may use

    cmd = [cxx, PROGRAM_STD, f"-O{req.opt}", "-pthread", "-I", str(INCLUDE_DIR),
           "-isystem", str(SUPPORT_INCLUDE),
           f"-DXLATE_WARP_SIZE={req.warp_size}", "-include", "hip/hip_runtime.h"]
    for inc in req.includes:
        cmd += ["-I", str(inc)]
    cmd += [f"-D{d}" for d in req.defines]
    cmd += list(req.extra_flags)
    cmd += ["-x", "c++"]
    cmd += [str(s) for s in req.sources]
    cmd += ["-o", str(req.output), "-L", str(lib.parent), "-lxlate_hipcpu",
            f"-Wl,-rpath,{lib.parent}"]
    return cmd


def build_program(req: ProgramBuild, *, any_suffix: bool = False) -> Path:
    """Compile and link HIP sources against the cpu runtime; returns the executable.

    `any_suffix` accepts translator outputs whatever their suffix (they are compiled as C++)."""
    for src in req.sources:
        if not src.is_file():
            raise InputError(f"{src}: no such file; give the HIP sources to build")
        if not any_suffix and src.suffix.lower() not in HIP_SOURCE_SUFFIXES:
            raise InputError(f"{src}: not a HIP source ({', '.join(sorted(HIP_SOURCE_SUFFIXES))}); "
                             "CUDA sources go through `xlate run`, which translates them first")
    cxx = find_cxx()
    lib = runtime_library(cxx)
    req.output.parent.mkdir(parents=True, exist_ok=True)
    cmd = program_command(req, cxx, lib)
    proc = _run(cmd, "compiling for the cpu backend")
    if proc.returncode != 0:
        raise CompileError(f"the host compiler rejected the program: {' '.join(cmd)}",
                           detail=_first_lines(proc.stderr))
    return req.output
