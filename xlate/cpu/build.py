"""Build the CPU backend's runtime library (cached) and HIP programs against it.

The library is warp-size independent (the warp size travels with each launch and is registered by
the program's headers), so one build serves wave64 and wave32 programs. This module runs compilers
and rewrites source text; it does not parse C++: the analyses that need libclang (which kernels to
register, each kernel's execution form) are xlate.pipeline's (cpu_programs, cpu_forms), and their
results reach `compile_program` / `prepare_sources` as arguments, as do the flags the target gives HIP
code (`system_includes`, the support headers' folder, and `forced_includes`, hip/hip_runtime.h:
xlate.pipeline.targets.code_flags).
"""

from __future__ import annotations

import functools
import hashlib
import os
import platform
import re
import shutil
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.buildkey import InputsHash
from xlate.core.cache import cache_dir
from xlate.core.cuda_version import DEFAULT as CUDA_DEFAULT
from xlate.core.proc import cmdline, first_lines, run
from xlate.cpu import sides
from xlate.errors import CompileError, InputError, NotSupportedError, ToolchainError, XlateError

CPU_ROOT = Path(__file__).resolve().parent
INCLUDE_DIR = CPU_ROOT / "include"
RUNTIME_SRC_DIR = CPU_ROOT / "src"
RUNTIME_SOURCES = sorted(p for p in RUNTIME_SRC_DIR.glob("*.cpp") if p.name != "memcheck_hooks.cpp")
LIB_NAME = "libxlate_hipcpu.so"
CXX_CANDIDATES = ("clang++-19", "clang++")


def _c_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


# The runtime's hipRTC (src/rtc.cpp) runs `<python> -m xlate.runtime_shim.rtc_helper` of the xlate that built
# it: this interpreter and the folder holding this xlate package; NVRTC's version is the CUDA version xlate
# reports by default.
RTC_DEFINES = [f"-DXLATE_RTC_PYTHON={_c_string(sys.executable)}",
               f"-DXLATE_RTC_PYTHONPATH={_c_string(str(CPU_ROOT.parents[1]))}",
               f"-DXLATE_RTC_CUDA_MAJOR={CUDA_DEFAULT[0]}", f"-DXLATE_RTC_CUDA_MINOR={CUDA_DEFAULT[1]}"]
LIB_FLAGS = ["-std=c++17", "-O2", "-g", "-fPIC", "-shared", "-pthread", "-Wall", "-Wextra", *RTC_DEFINES]
LIB_LIBS = ["-lboost_context"]
PROGRAM_STD = "-std=c++17"
# threadIdx & co. are __declspec(property) objects, as in HIP's own headers.
PROGRAM_LANG_FLAGS = ["-fdeclspec"]
HIP_SOURCE_SUFFIXES = {".hip", ".cpp", ".cc", ".cxx", ".c++"}
COMPILE_TIMEOUT_S = 600
EXIT_RUNTIME_ERROR = 97  # the runtime's own errors (divergence, deadlock, mask mismatch, ...)
EXIT_MEMCHECK = 98  # memcheck found an invalid memory access (docs/cpu-backend.md, "Memcheck")
# Memcheck builds (`xlate run --memcheck`, XLATE_NVCC_MEMCHECK=1): program and runtime library are
# built with clang's AddressSanitizer; the program links memcheck_hooks.cpp (the sanitizer's hooks).
MEMCHECK_FLAGS = ["-fsanitize=address", "-fno-omit-frame-pointer", "-DXLATE_MEMCHECK=1"]
MEMCHECK_HOOKS = CPU_ROOT / "src" / "memcheck_hooks.cpp"
EXIT_RACECHECK = 99  # racecheck found a hazard on __shared__ memory (docs/cpu-backend.md, "Racecheck")
# Racecheck builds (`xlate run --racecheck`, XLATE_NVCC_RACECHECK=1): hip/hip_runtime.h registers each
# translation unit, which tells the plugin's pass (xlate/cpu/plugin/racecheck.cpp) to instrument it;
# the line table names each access's file:line:col. The runtime library is the usual one.
RACECHECK_FLAGS = ["-DXLATE_CPU_RACECHECK=1", "-gline-tables-only"]
MEMCHECK_HOOKS_OBJ = "memcheck_hooks.o"
ASAN_OPTIONS = "detect_leaks=0:allocator_may_return_null=1:exitcode=98"
# The pass plugin that fuses a*b+c in device code only (fp_contract_flags)
CONTRACT_PLUGIN_SRC = CPU_ROOT / "plugin" / "device_contract.cpp"
# ...with the two-sided compile's pass (xlate.cpu.sides), registered by the same plugin
PLUGIN_SOURCES = (CONTRACT_PLUGIN_SRC, CPU_ROOT / "plugin" / "side_split.cpp", CPU_ROOT / "plugin" / "side_split.h",
                  CPU_ROOT / "plugin" / "kernel_forms.cpp", CPU_ROOT / "plugin" / "racecheck.cpp",
                  CPU_ROOT / "plugin" / "volatile_order.cpp", CPU_ROOT / "plugin" / "reconverge.cpp")
# defined for the compiles that load it: hip_runtime.h's `__global__` then marks kernels for it
CONTRACT_MACRO = "XLATE_CPU_CONTRACT"


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
    return cache_dir("cpu")


def compiler_id(cxx: str) -> str:
    """The compiler's identity for cache keys: its resolved path and its full `--version` text (asked
    once per binary: memoized on the resolved file's size and modification time)."""
    real = os.path.realpath(shutil.which(cxx) or cxx)
    try:
        st = os.stat(real)
        stamp = (st.st_size, st.st_mtime_ns)
    except OSError:
        stamp = (-1, -1)
    return _compiler_version(real, *stamp)


@functools.lru_cache(maxsize=8)
def _compiler_version(real: str, size: int, mtime_ns: int) -> str:
    proc = run([real, "--version"], timeout=60, check=False, what="asking the compiler for its version")
    if proc.returncode != 0:
        raise ToolchainError(f"{real} --version failed (exit {proc.returncode}); reinstall clang-19")
    return f"{real}\n{size}:{mtime_ns}\n{proc.stdout.strip() or real}"



LIBS_INCLUDE = CPU_ROOT / "libs" / "include"  # xlate/cpu/libs: hipblas, hiprand, hipcub, thrust ... on the cpu
# the host-only <hip/hip_runtime.h> the runtime library's c_libraries.cpp (the libraries' C API) is built with;
# no other runtime source includes that header
HOST_INCLUDE_DIR = RUNTIME_SRC_DIR / "host_include"


def _library_key(cxx: str) -> str:
    """Key of the runtime library: compiler, flags, and every file of xlate/cpu/src and xlate/cpu/include."""
    h = InputsHash().string(compiler_id(cxx)).strings(LIB_FLAGS + LIB_LIBS)
    for p in RUNTIME_SOURCES:
        h.file(p, name=str(p.relative_to(CPU_ROOT)))
    return h.tree(RUNTIME_SRC_DIR).tree(INCLUDE_DIR).tree(LIBS_INCLUDE).key(16)


def program_inputs_key(warp_size: int, opt: str, extra_flags: list[str] | None = None,
                       cxx: str | None = None, *, system_includes: list[Path], generators: list[Path] = ()) -> str:
    """Key of everything a cpu-backend program build reads besides the program's own files: the
    compiler, the runtime library's key, the program flags, every xlate header tree on the include
    path (xlate/cpu/include, `system_includes` such as the support headers, xlate/cpu/libs/include),
    the mapping table that the generated unsupported-API header comes from, this file (which
    generates that header and rewrites sources) and the `generators` (the files that write the
    program's registrations). A cache of built programs keys on this plus the program's sources
    (xlate.pipeline.cpu_programs.program_inputs_key names the arguments)."""
    cxx = cxx or find_cxx()
    h = InputsHash().string(_library_key(cxx)).string(compiler_id(cxx))
    h.strings([PROGRAM_STD, *PROGRAM_LANG_FLAGS, *fp_contract_flags(cxx), *isa_flags(), f"-O{opt}", f"-DXLATE_WARP_SIZE={warp_size}",
               *(extra_flags or [])])
    h.tree(INCLUDE_DIR)
    for inc in system_includes:
        h.tree(inc)
    h.tree(LIBS_INCLUDE)
    h.file(MAPPING_TABLE, name="mapping table").file(Path(__file__), name="xlate/cpu/build.py")
    for g in generators:
        h.file(g, name=g.name)
    return h.key(20)


def _llvm_config(cxx: str) -> str | None:
    """The llvm-config of the LLVM that `cxx` (a clang) is built on: llvm-config-<major>, from its version."""
    m = re.search(r"clang version (\d+)\.", compiler_id(cxx))
    if not m:
        return None
    return shutil.which(f"llvm-config-{m[1]}") or None


def device_contract_plugin(cxx: str | None = None) -> Path | None:
    """xlate/cpu/plugin/device_contract.cpp built for `cxx` into the cache on first use (keyed by its
    source and the compiler); None where `cxx` is not clang or its LLVM's headers are missing (Debian's
    llvm-<major>-dev, which scripts/setup.sh installs)."""
    cxx = cxx or find_cxx()
    config = _llvm_config(cxx)
    if config is None:
        return None
    digest = InputsHash().string(compiler_id(cxx))
    for src in PLUGIN_SOURCES:
        digest.file(src, name=src.name)
    key = digest.key(20)
    out = cache_root() / "plugins" / key / "device_contract.so"
    if out.is_file():
        return out
    inc = run([config, "--includedir"], timeout=60, check=False, what="asking llvm-config for LLVM's headers")
    if inc.returncode != 0 or not (Path(inc.stdout.strip()) / "llvm" / "Passes" / "PassPlugin.h").is_file():
        return None
    proc = run([config, "--cxxflags"], timeout=60, what="asking llvm-config for LLVM's flags")
    out.parent.mkdir(parents=True, exist_ok=True)
    _build_atomically(out, [cxx, *proc.stdout.split(), "-O2", "-fPIC", "-shared",
                            *(str(s) for s in PLUGIN_SOURCES if s.suffix == ".cpp")],
                      "building the cpu backend's contraction plugin")
    return out


def describe_contraction() -> dict:
    """For `xlate doctor`: whether device code fuses multiply-adds as a GPU's does (fp_contract_flags).
    Keys: ok, detail, fix."""
    try:
        cxx = find_cxx()
        plugin = device_contract_plugin(cxx)
    except XlateError as exc:
        return {"ok": False, "detail": f"the contraction plugin does not build: {exc.message}",
                "fix": "apt-get install llvm-19-dev (scripts/setup.sh installs it)"}
    if plugin is None:
        return {"ok": False, "detail": f"no contraction plugin for {cxx} (LLVM's headers missing): kernels do not "
                                       "fuse a*b+c as a GPU does, so results can differ in the last bits, and "
                                       "host code takes the device branch of __CUDA_ARCH__ tests (no two-sided "
                                       "compile, xlate.cpu.sides)",
                "fix": "apt-get install llvm-19-dev (scripts/setup.sh installs it)"}
    if not has_fma():
        return {"ok": True, "detail": f"plugin {plugin}; this CPU has no FMA instructions, so nothing is fused"}
    return {"ok": True, "detail": f"plugin {plugin}; kernels fuse a*b+c (-mfma), host code does not"}


def _has_x86_feature(name: str) -> bool:
    """Whether this x86-64 machine's CPU lists `name` among its /proc/cpuinfo flags (programs run where built)."""
    if platform.machine() not in ("x86_64", "AMD64"):
        return False
    try:
        info = Path("/proc/cpuinfo").read_text(encoding="ascii", errors="replace")
    except OSError:
        return False
    return re.search(rf"^flags\s*:.*\b{re.escape(name)}\b", info, re.MULTILINE) is not None


def has_fma() -> bool:
    """Whether this x86-64 machine's CPU has FMA (x86-64's baseline has none)."""
    return _has_x86_feature("fma")


@functools.lru_cache(maxsize=1)
def isa_flags() -> tuple[str, ...]:
    """Instruction sets beyond x86-64's baseline that programs use where this machine has them and that
    change no result: F16C converts between half and float in one instruction (both ways exact or
    rounded to nearest even, as the library calls __extendhfsf2/__truncsfhf2 that clang emits without
    it; double to half stays a library call, rounded once). Half-heavy kernels (ggml's, with a
    conversion per element) spent a sixth of their time in those calls."""
    return ("-mf16c",) if _has_x86_feature("f16c") else ()


@functools.lru_cache(maxsize=4)
def fp_contract_flags(cxx: str | None = None) -> tuple[str, ...]:
    """Device code fuses a multiply and a dependent add into one fused multiply-add, across statements,
    as the GPU compilers do (nvcc -fmad=true, its default; hip-clang for gfx942); host code does not,
    as nvcc's host compiler does not (gcc, x86-64's baseline). Host and device code are one translation
    unit here: the compile marks operations contractable and the pass plugin decides, in what kernels
    reach, before any optimisation reshapes the code (xlate/cpu/plugin/device_contract.cpp; docs/
    cpu-backend.md, "Fused multiply-add"). -mfma where this machine has FMA (else nothing fuses). Empty
    (nothing fused) without the plugin. xlate-nvcc's -fmad=false comes after (-ffp-contract=off)."""
    cxx = cxx or find_cxx()
    plugin = device_contract_plugin(cxx)
    if plugin is None:
        return ()
    return ("-ffp-contract=fast-honor-pragmas", f"-fpass-plugin={plugin}", f"-D{CONTRACT_MACRO}=1",
            *(["-mfma"] if has_fma() else []))


def symbolizer() -> str | None:
    """llvm-symbolizer for memcheck's file:line (Debian's llvm-19 first)."""
    for name in ("llvm-symbolizer-19", "llvm-symbolizer"):
        path = shutil.which(name)
        if path:
            return path
    return None


def check_memcheck(cxx: str) -> None:
    """Raise unless `cxx` has clang's AddressSanitizer runtime (what memcheck builds link)."""
    proc = run([cxx, "-print-resource-dir"], timeout=60, check=False,
               what="asking the compiler for its resource directory")
    lib = Path(proc.stdout.strip()) / "lib"
    if proc.returncode != 0 or not any(lib.glob("*/libclang_rt.asan*x86_64*.a")) and not any(
            lib.glob("*/libclang_rt.asan.a")):
        raise ToolchainError(
            f"memcheck needs clang's AddressSanitizer runtime, which {cxx} lacks (no libclang_rt.asan under "
            f"{lib}); install Debian's libclang-rt-19-dev (scripts/setup.sh installs it)")


def memcheck_hooks(lib: Path) -> Path:
    """The object with the sanitizer hooks that memcheck programs link (beside the memcheck library)."""
    return lib.parent / MEMCHECK_HOOKS_OBJ


def runtime_library(cxx: str | None = None, *, memcheck: bool = False) -> Path:
    """Path of libxlate_hipcpu.so, built into the cache on first use (keyed by sources+compiler+flags).

    `memcheck`: the AddressSanitizer variant (its own folder, `<key>-memcheck`), with the object
    of sanitizer hooks that memcheck programs link beside it (memcheck_hooks)."""
    cxx = cxx or find_cxx()
    if memcheck:
        check_memcheck(cxx)
    out_dir = cache_root() / (_library_key(cxx) + ("-memcheck" if memcheck else ""))
    lib = out_dir / LIB_NAME
    if lib.is_file() and (not memcheck or memcheck_hooks(lib).is_file()):
        return lib
    out_dir.mkdir(parents=True, exist_ok=True)
    flags = LIB_FLAGS + (MEMCHECK_FLAGS if memcheck else [])
    if memcheck:
        _build_hooks(cxx, memcheck_hooks(lib))
    fd, tmp = tempfile.mkstemp(prefix=".lib-", suffix=".so", dir=out_dir)
    os.close(fd)
    cmd = [cxx, *flags, "-I", str(HOST_INCLUDE_DIR), "-I", str(INCLUDE_DIR), "-I", str(LIBS_INCLUDE),
           *map(str, RUNTIME_SOURCES), "-o", tmp, *LIB_LIBS]
    proc = run(cmd, timeout=COMPILE_TIMEOUT_S, check=False, what="building the cpu backend runtime")
    if proc.returncode != 0:
        Path(tmp).unlink(missing_ok=True)
        hint = ""
        if "boost/context" in proc.stderr or "lboost_context" in proc.stderr:
            hint = " (Boost.Context missing: run scripts/setup.sh, which installs libboost-context-dev)"
        raise ToolchainError(
            f"building the cpu backend runtime failed{hint}: {cmdline(cmd)}",
            detail=first_lines(proc.stderr, 12),
        )
    os.replace(tmp, lib)  # atomic: a concurrent build of the same key writes the same bytes
    return lib


def _build_hooks(cxx: str, out: Path) -> None:
    options = ASAN_OPTIONS
    sym = symbolizer()
    if sym:
        options += f":external_symbolizer_path={sym}"
    _build_atomically(out, [cxx, "-std=c++17", "-O2", "-fPIC", f'-DXLATE_ASAN_OPTIONS="{options}"', "-c",
                            str(MEMCHECK_HOOKS)], "building the memcheck hooks of the cpu backend")


def _build_atomically(out: Path, cmd: list[str], what: str) -> None:
    """Run compiler command `cmd` with `-o` a temporary file beside `out`, then rename it to `out` (atomic:
    a concurrent build of the same key writes the same bytes); a failure is a ToolchainError naming `what`
    and the command."""
    fd, tmp = tempfile.mkstemp(prefix=".build-", suffix=out.suffix, dir=out.parent)
    os.close(fd)
    cmd = [*cmd, "-o", tmp]
    proc = run(cmd, timeout=COMPILE_TIMEOUT_S, check=False, what=what)
    if proc.returncode != 0:
        Path(tmp).unlink(missing_ok=True)
        raise ToolchainError(f"{what} failed: {cmdline(cmd)}", detail=first_lines(proc.stderr, 12))
    os.replace(tmp, out)


@dataclass
class ProgramBuild:
    sources: list[Path]
    output: Path
    warp_size: int = 64
    includes: list[Path] = field(default_factory=list)
    defines: list[str] = field(default_factory=list)
    opt: str = "2"
    extra_flags: list[str] = field(default_factory=list)
    # Register every non-template __global__ function for launches by address (hipLaunchKernel with
    # a const void*, hipLaunchKernelExC, xlate_cpu_launch): None = when a source names such a call
    # (launches_by_address; xlate.pipeline.cpu_programs finds the kernels).
    register_kernels: bool | None = None
    # memcheck: build with AddressSanitizer against the memcheck runtime (`xlate run --memcheck`)
    memcheck: bool = False
    # racecheck: report hazards on __shared__ memory between warps (`xlate run --racecheck`)
    racecheck: bool = False


MAPPING_TABLE = CPU_ROOT.parent / "data" / "api" / "cuda_hip.csv"
_DECLARED = re.compile(r"\b((?:make_)?hip\w+)\s*\(|__XLATE_UNSUPPORTED(?:_T)?\((?:\w+, )?(\w+)\)")


def unsupported_header() -> Path:
    """A header (generated into the cache, keyed by the mapping table and the cpu headers) that
    declares every HIP runtime/driver function of the mapping table the cpu backend does not
    implement, whatever rows the table gains, as xlate_cpu/unsupported_api.h's __XLATE_UNSUPPORTED does: the
    call compiles and returns hipErrorNotSupported, naming the function on stderr."""
    import csv

    headers = sorted([*(INCLUDE_DIR / "hip").glob("*.h"), *(INCLUDE_DIR / "xlate_cpu").glob("*.h")])
    h = hashlib.sha256()
    for f in [MAPPING_TABLE, Path(__file__), *headers]:  # this file: the generator itself
        h.update(f.read_bytes())
    out = cache_root() / f"unsupported-{h.hexdigest()[:16]}.h"
    if out.is_file():
        return out
    declared: set[str] = set()
    for f in headers:
        declared |= {a or b for a, b in _DECLARED.findall(f.read_text(encoding="utf-8"))}
    with open(MAPPING_TABLE, newline="", encoding="utf-8") as fh:
        names = sorted({r["hip"] for r in csv.DictReader(fh)
                        if r["category"] in ("runtime", "driver") and r["kind"] == "function"
                        and r["status"] in ("supported", "different") and re.fullmatch(r"\w+", r["hip"])
                        and not r["hip"].startswith("xlate_")})  # xlate's support headers define those
    lines = ["// Generated by xlate.cpu.build.unsupported_header from xlate/data/api/cuda_hip.csv: HIP",
             "// functions the translator may emit that the cpu backend lacks (a call returns",
             "// hipErrorNotSupported and names the function on stderr).",
             "#pragma once"]
    lines += [f"__XLATE_UNSUPPORTED({name})" for name in names if name not in declared]
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".unsupported-", suffix=".h", dir=out.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, out)
    return out


def runtime_include_flags(warp_size: int, system_includes: list[Path], forced_includes: list[str]) -> list[str]:
    """The cpu runtime's include path, warp size and forced headers, as its program builds and the
    analyses of their sources (xlate.pipeline.kernels.hip_parse_args) give them: the runtime's
    headers, then `system_includes` (the support headers translated code includes as <xlate/...>),
    then the library headers, and `forced_includes` last."""
    return ["-I", str(INCLUDE_DIR), *[a for inc in system_includes for a in ("-isystem", str(inc))],
            "-isystem", str(LIBS_INCLUDE), f"-DXLATE_WARP_SIZE={warp_size}",
            *[a for h in forced_includes for a in ("-include", h)]]


def program_command(req: ProgramBuild, cxx: str, lib: Path, system_includes: list[Path],
                    forced_includes: list[str]) -> list[str]:
    """The one compiler call that builds a HIP program for the cpu backend. `system_includes` and
    `forced_includes` are the target's flags for HIP code (xlate.pipeline.targets.code_flags: the
    support headers, hip/hip_runtime.h as hip-clang force-includes it); see runtime_include_flags."""
    if req.warp_size not in (32, 64):
        raise InputError(f"warp size {req.warp_size} is not supported by the cpu backend; use 64 or 32")
    cmd = [cxx, PROGRAM_STD, *PROGRAM_LANG_FLAGS, *fp_contract_flags(cxx), *isa_flags(), f"-O{req.opt}", "-pthread",
           *runtime_include_flags(req.warp_size, system_includes, forced_includes),
           "-include", str(unsupported_header())]
    if req.memcheck:  # before "-x": the driver takes the flags up to there for its -c compiles
        cmd += [*MEMCHECK_FLAGS, "-g"]
    if req.racecheck:
        cmd += RACECHECK_FLAGS
    for inc in req.includes:
        cmd += ["-I", str(inc)]
    cmd += [f"-D{d}" for d in req.defines]
    cmd += list(req.extra_flags)
    cmd += ["-x", "c++"]
    cmd += [str(s) for s in req.sources]
    if req.memcheck:
        cmd += ["-x", "none", str(memcheck_hooks(lib))]
    cmd += ["-o", str(req.output), "-L", str(lib.parent), "-lxlate_hipcpu",
            f"-Wl,-rpath,{lib.parent}"]
    return cmd


# ------------------------------------------------------------------ source preparation

# Calls that may launch a kernel named only by its address (a `const void*`).
_LAUNCH_BY_ADDRESS = re.compile(
    r"\b(?:hipLaunchKernel|hipLaunchCooperativeKernel|hipLaunchKernelExC|xlate_cudaLaunchKernelExC|xlate_cpu_launch\w*)"
    r"\s*\(")
# `extern __shared__ [__align__(n)] T name[];` as users write it in HIP (the translator emits
# HIP_DYNAMIC_SHARED(T, name) instead).
_EXTERN_SHARED = re.compile(
    r"\bextern\s+__shared__\s+(?:__align__\s*\(\s*\d+\s*\)\s+)?"
    r"(?P<type>[A-Za-z_][\w:<>\s\*]*?)\s*(?:__align__\s*\(\s*\d+\s*\)\s*)?"
    r"(?P<name>[A-Za-z_]\w*)\s*\[\s*\]\s*;")
_COMMENT_OR_STRING = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'", re.DOTALL)
_TRIPLE_CHEVRON = re.compile(r"<<<")


def code_only(text: str) -> str:
    """`text` with comments and string/character literals blanked (same length and newlines)."""
    return _COMMENT_OR_STRING.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def explain_chevrons(stderr: str, sources: list[Path]) -> None:
    """After a failed compile: if the compiler's errors point at a `<<<...>>>` launch in one of the
    sources, say so in one line (HIP's own compiler accepts them, a plain C++ compiler answers with a
    confusing parse error; the translator never emits them). Code the preprocessor drops (another
    platform's branch) is never refused, as only the compiler's error lines are looked at."""
    by_path = {s.resolve(): s for s in sources}
    for m in re.finditer(r"^(.+?):(\d+):\d+: error:", stderr, re.MULTILINE):
        src = by_path.get(Path(m.group(1)).resolve())
        if src is None:
            continue
        try:
            lines = code_only(src.read_text(encoding="utf-8", errors="replace")).splitlines()
        except OSError:
            continue
        line = int(m.group(2))
        if 0 < line <= len(lines) and _TRIPLE_CHEVRON.search(lines[line - 1]):
            raise NotSupportedError(
                f"{src}:{line}: a `<<<...>>>` kernel launch in a HIP source; the cpu backend compiles "
                "HIP as plain C++: write hipLaunchKernelGGL(kernel, grid, block, shmem, stream, args...) "
                "(what `xlate translate` emits), or give the CUDA original (.cu) to `xlate run`")


def rewrite_extern_shared(text: str) -> str | None:
    """`extern __shared__ T x[];` -> `HIP_DYNAMIC_SHARED(T, x)` (same lines), or None if absent."""
    code = code_only(text)
    edits = [(m.start(), m.end(), f"HIP_DYNAMIC_SHARED({' '.join(m['type'].split())}, {m['name']})")
             for m in _EXTERN_SHARED.finditer(code)]
    if not edits:
        return None
    out, pos = [], 0
    for start, end, repl in edits:
        out.append(text[pos:start])
        out.append(repl + "\n" * text.count("\n", start, end))
        pos = end
    out.append(text[pos:])
    return "".join(out)


# `__shared__ T name[N]...;` (one declarator, on one line) as memcheck builds rewrite it.
_ALIGN = r"(?:__align__|alignas)\s*\([^()]*\)"
_STATIC_SHARED = re.compile(
    r"\b__shared__[ \t]+(?P<type>(?:" + _ALIGN + r"[ \t]*|(?:::)?[A-Za-z_][\w:]*(?:[ \t]*<[^;{}()\n]*?>)?[ \t]*|\*[ \t]*)+?)"
    r"(?P<name>[A-Za-z_]\w*)[ \t]*(?P<dims>(?:\[[^\[\];{}\n]+\][ \t]*)+);")


def rewrite_static_shared(text: str) -> str | None:
    """Memcheck builds: `__shared__ T name[N];` -> `__shared__ T (&name)[N] = __xlate_shared_array<T[N]>(...);`
    (same line), so that each worker thread's array is a heap object the sanitizer checks; None if
    there is none. Declarations with several declarators or over several lines stay unchecked."""
    code = code_only(text)
    edits = []
    for m in _STATIC_SHARED.finditer(code):
        if code[:m.start()].rstrip().endswith("extern"):
            continue
        typ = " ".join(re.sub(_ALIGN, " ", m["type"]).split())
        if not typ:
            continue
        dims = "".join(m["dims"].split())
        name = m["name"]
        repl = f'__shared__ {typ} (&{name}){dims} = __xlate_shared_array<{typ}{dims}>("{name}", __FILE__, __LINE__);'
        edits.append((m.start(), m.end(), repl))
    if not edits:
        return None
    out, pos = [], 0
    for start, end, repl in edits:
        out += [text[pos:start], repl]
        pos = end
    out.append(text[pos:])
    return "".join(out)


# `#pragma omp ...` or `#include <omp.h>` at the start of a line (comments and strings blanked)
_OPENMP = re.compile(r"^[ \t]*#[ \t]*(?:pragma[ \t]+omp\b|include[ \t]*<omp\.h>)", re.MULTILINE)


def uses_openmp(text: str) -> bool:
    """Whether a source uses OpenMP (its host loops were written for `nvcc -Xcompiler -fopenmp`):
    `xlate run` then compiles and links it with -fopenmp (clang's libomp, libomp-19-dev)."""
    return bool(_OPENMP.search(code_only(text)))


def read_sources(req: ProgramBuild, *, any_suffix: bool = False) -> dict[Path, str]:
    """The text of each source of `req`; InputError for a missing file, an unreadable one or (unless
    `any_suffix`: translator outputs, compiled as C++ whatever their suffix) a suffix that is not HIP's."""
    for src in req.sources:
        if not src.is_file():
            raise InputError(f"{src}: no such file; give the HIP sources to build")
        if not any_suffix and src.suffix.lower() not in HIP_SOURCE_SUFFIXES:
            raise InputError(f"{src}: not a HIP source ({', '.join(sorted(HIP_SOURCE_SUFFIXES))}); "
                             "CUDA sources go through `xlate run`, which translates them first")
    texts = {}
    for src in req.sources:
        try:
            texts[src] = src.read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            raise InputError(f"{src}: cannot read it: {exc}") from exc
    return texts


def launches_by_address(texts: list[str]) -> bool:
    """Whether a source names a call that may launch a kernel known only by its address (hipLaunchKernel
    with a const void*, hipLaunchKernelExC or <xlate/launch_ex.h>'s xlate_cudaLaunchKernelExC,
    xlate_cpu_launch): its kernels must then be registered."""
    return any(_LAUNCH_BY_ADDRESS.search(code_only(t)) for t in texts)


def prepare_sources(req: ProgramBuild, work: Path, registrations: dict[Path, list[str]],
                    texts: dict[Path, str] | None = None,
                    rewrites: dict[Path, str] | None = None) -> tuple[list[Path], list[str]]:
    """The files to compile (sources, or rewritten copies / registration wrappers in `work`) and
    the extra flags they need; `compile_program` calls it, and so must any other caller of
    `program_command` that wants the same checks and `extern __shared__` support (`work` must live
    until the compiler has run). `registrations`: per source, the C++ expressions (kernel
    registrations for launches by address, execution forms; xlate.pipeline.cpu_programs) that a
    wrapper translation unit around it evaluates. `texts`: the sources' text, if already read.
    `rewrites`: per source, the text to compile instead (the block form's split kernels,
    xlate.pipeline.cpu_forms.block_source; it carries its own #line directives)."""
    texts = texts or read_sources(req, any_suffix=True)
    out: list[Path] = []
    flags: list[str] = []
    if any(uses_openmp(t) for t in texts.values()) and "-fopenmp" not in req.extra_flags:
        flags.append("-fopenmp")  # what `nvcc -Xcompiler -fopenmp` gives such a program (libomp)
    for i, src in enumerate(req.sources):
        target = src.resolve()
        text = (rewrites or {}).get(src)
        rewritten = rewrite_extern_shared(texts[src] if text is None else text) or text
        if req.memcheck:
            rewritten = rewrite_static_shared(texts[src] if rewritten is None else rewritten) or rewritten
        if rewritten is not None:
            # A copy beside the work files; #line keeps the user's file name in messages and
            # __FILE__, -iquote keeps its "..." includes working.
            target = work / f"{i}-{src.name}"
            target.write_text(f'#line 1 "{src.resolve()}"\n' + rewritten, encoding="utf-8",
                              errors="surrogateescape")  # undecodable bytes of the source, written back as they were
            flags += ["-iquote", str(src.resolve().parent)]
        regs = registrations.get(src, [])
        if regs:
            wrapper = work / f"{i}-{src.stem}.kernels.cpp"
            body = "".join(f"    {r},\n" for r in regs)
            wrapper.write_text(f'#include "{target}"\n// Registrations for launches by address '
                               f"(xlate_cpu_launch) and the kernels' execution forms (xlate/pipeline/cpu_forms.py)."
                               f"\nnamespace {{\n[[maybe_unused]] const int "
                               f"__xlate_registered_kernels[] = {{\n{body}}};\n}}\n", encoding="utf-8")
            target = wrapper
        out.append(target)
    return out, flags


def compile_program(req: ProgramBuild, registrations: dict[Path, list[str]], system_includes: list[Path],
                    forced_includes: list[str], *, any_suffix: bool = False,
                    rewrites: dict[Path, str] | None = None, device_args: Sequence[str] = ()) -> Path:
    """Compile and link HIP sources against the cpu runtime with the given registrations (see
    `prepare_sources`, as are `rewrites`), system include folders and forced headers (see
    `program_command`); returns the executable.
    xlate.pipeline.cpu_programs.build_program finds the registrations and calls it.

    `any_suffix` accepts translator outputs whatever their suffix (they are compiled as C++).
    `device_args`: the device pass's macros among the build's flags (translated CUDA): a source whose
    text differs without them is compiled twice, host and device side (xlate.cpu.sides)."""
    texts = read_sources(req, any_suffix=any_suffix)
    cxx = find_cxx()
    lib = runtime_library(cxx, memcheck=req.memcheck)
    req.output.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="xlate-cpu-src-") as tmp:
        sources, flags = prepare_sources(req, Path(tmp), registrations, texts, rewrites)
        prepared = ProgramBuild(sources, req.output, req.warp_size, list(req.includes), list(req.defines),
                                req.opt, flags + list(req.extra_flags), req.register_kernels, req.memcheck,
                                req.racecheck)
        cmd = program_command(prepared, cxx, lib, system_includes, forced_includes)
        if device_args:
            cmd = sides.split_program(cmd, sources, device_args, Path(tmp), _run_step, "compiling for the cpu backend")
        proc = run(cmd, timeout=COMPILE_TIMEOUT_S, check=False, error=CompileError, what="compiling for the cpu backend")
    if proc.returncode != 0:
        explain_chevrons(proc.stderr, req.sources)
        explain_extern_shared(proc.stderr, req)
        raise CompileError(f"the host compiler rejected the program: {cmdline(cmd)}",
                           detail=first_lines(proc.stderr, 12))
    return req.output


def _run_step(cmd: list, what: str) -> None:
    """One step of a two-sided compile (xlate.cpu.sides); its warnings (the side split's) are shown."""
    proc = run(cmd, timeout=COMPILE_TIMEOUT_S, check=False, error=CompileError, what=what)
    if proc.returncode != 0:
        raise CompileError(f"the host compiler rejected the program: {cmdline(cmd)}",
                           detail=first_lines(proc.stderr, 12))
    for line in proc.stderr.splitlines():
        if line.startswith("xlate-cpu: warning:"):
            sys.stderr.write(line + "\n")


def explain_extern_shared(stderr: str, req: ProgramBuild) -> None:
    """A literal `extern __shared__ T x[];` in a header (sources are rewritten) ends as an undefined
    reference to `x` at link time: say so, with the header's line, instead of the linker's words."""
    undefined = set(re.findall(r"undefined reference to [`'](\w+)'", stderr))
    if not undefined:
        return
    dirs = {s.resolve().parent for s in req.sources} | {Path(i) for i in req.includes}
    for d in sorted(dirs):
        try:
            headers = sorted(p for p in d.iterdir() if p.suffix.lower() in (".h", ".hpp", ".hh", ".cuh", ".inl"))
        except OSError:
            continue
        for h in headers:
            try:
                text = h.read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            for m in _EXTERN_SHARED.finditer(code_only(text)):
                if m["name"] in undefined:
                    raise NotSupportedError(
                        f"{h}:{_line_of(text, m.start())}: `extern __shared__ ... {m['name']}[]` in a header "
                        "on the cpu backend (it is only rewritten in source files); declare it with "
                        f"HIP_DYNAMIC_SHARED({' '.join(m['type'].split())}, {m['name']}) instead")
