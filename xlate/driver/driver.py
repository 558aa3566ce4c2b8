"""`xlate-nvcc` / `xlate nvcc`: nvcc's command line -> translation (cached) + compile/link calls.

Two targets: `gfx` (default; AMD GPU code through xlate.toolchain, gfx942 unless told otherwise) and
`cpu` (xlate's CPU backend: host C++ against xlate/cpu/include, linked with its runtime library).
See docs/nvcc-driver.md.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from xlate import __version__
from xlate.core.cuda_version import cuda_version
from xlate.core.proc import cmdline, exit_on_sigterm, first_lines, run
from xlate.cpu import sides as cpu_sides
from xlate.cpu.build import rewrite_static_shared
from xlate.driver.cache import translate_cached
from xlate.driver.libs import library_dirs
from xlate.driver.modules import cpu_module
from xlate.driver.objects import object_kinds
from xlate.driver.options import (
    DEFAULT_CUDA_ARCH,
    NvccOptions,
    UsageError,
    cuda_arch_numbers,
    offload_archs,
    parse_args,
)
from xlate.driver.toolkit import is_toolkit_include, toolkit_root
from xlate.errors import OK, CompileError, InputError, NotSupportedError, ToolchainError, XlateError
from xlate.pipeline.cpu_programs import kernel_forms_wrapper
from xlate.pipeline.targets import CPU_DEVICE_PASS_ARGS, CpuTarget, Gfx942Target
from xlate.toolchain.build import PathMapper, Unit, dir_pairs, first_error, mirrored_includes

DRIVER_ROOT = Path(__file__).resolve().parent
COMPAT_HEADER = DRIVER_ROOT / "include" / "xlate_nvcc" / "nvcc_defines.h"
CU_SUFFIXES = {".cu"}
CXX_SUFFIXES = {".cpp", ".cc", ".cxx", ".c++", ".cp", ".C"}
C_SUFFIXES = {".c"}
OBJ_SUFFIXES = {".o", ".obj"}
LIB_SUFFIXES = {".a", ".so"}
# CUDA runtime libraries: their role is played by the HIP runtime (gfx) or xlate's runtime (cpu)
CUDA_RUNTIME_LIBS = {"cudart", "cudart_static", "cudadevrt", "culibos", "cuda"}
TIMEOUT = 900  # seconds per tool call (a host or device compile, a link); XLATE_NVCC_TIMEOUT overrides it


@dataclass
class Input:
    path: Path  # as given (resolved against the cwd)
    kind: str  # cu | cxx | c | obj | lib


@dataclass
class Ctx:
    o: NvccOptions
    target: str  # gfx | cpu
    archs: list[str]
    cuda_arch: str
    warp_mode: str
    warp_size: int
    tmp: Path
    gfx: Gfx942Target  # the AMD GPU target (its toolchain found on first use)
    cpu: CpuTarget  # the cpu backend (warp size, XLATE_NVCC_MEMCHECK=1, XLATE_NVCC_RACECHECK=1)


# ------------------------------------------------------------------------------------- entry points


def main(argv: list[str] | None = None) -> None:
    """Console script `xlate-nvcc`."""
    args = sys.argv[1:] if argv is None else argv
    exit_on_sigterm()
    try:
        code = run_nvcc(args)
    except XlateError as err:
        sys.stderr.write(f"xlate-nvcc: error: {err.message}\n")
        if err.detail:
            sys.stderr.write(err.detail.rstrip() + "\n")
        code = err.exit_code
    except KeyboardInterrupt:
        sys.stderr.write("xlate-nvcc: interrupted\n")
        code = 130
    except Exception as exc:  # noqa: BLE001 -- a bug in xlate: one line, full trace on request
        if os.environ.get("XLATE_DEBUG"):
            import traceback

            traceback.print_exc()
        sys.stderr.write(f"xlate-nvcc: internal error: {type(exc).__name__}: {exc} (set XLATE_DEBUG=1 for "
                         "the trace; please report it)\n")
        code = 70
    sys.stdout.flush()
    sys.exit(code)


HELP = """usage: xlate-nvcc [nvcc options] FILES...   (also: xlate nvcc ...)

nvcc's command line: CUDA sources are translated to HIP (cached) and built for AMD GPUs (gfx942 unless
--xlate-offload-arch / XLATE_OFFLOAD_ARCH say otherwise), or for xlate's CPU backend with
--xlate-target cpu (XLATE_NVCC_TARGET=cpu). Every CUDA architecture maps to the AMD target.
xlate's own options: --xlate-target gfx|cpu, --xlate-offload-arch LIST, --xlate-warp-size 64|32,
--xlate-warp-mode compat32|native64, --xlate-toolkit-root (prints the CUDA-toolkit folder of the
target, for CUDAToolkit_ROOT / CUDA_TOOLKIT_ROOT_DIR). The accepted nvcc options and what each does: docs/nvcc-driver.md.
"""


def version_text() -> str:
    major, minor, build = cuda_version()
    return (
        "nvcc: NVIDIA (R) Cuda compiler driver -- compatible command line provided by xlate-nvcc "
        f"{__version__} (xlate: CUDA translated to HIP for AMD GPUs; not an NVIDIA product)\n"
        f"Cuda compilation tools, release {major}.{minor}, V{major}.{minor}.{build}\n"
        f"Build xlate-nvcc {__version__}: CUDA {major}.{minor} API as declared by xlate's headers, "
        "code for gfx942 (default) or xlate's CPU backend\n"
    )


def run_nvcc(argv: list[str]) -> int:
    o = parse_args(argv)
    if o.mode == "version":
        sys.stdout.write(version_text())
        return OK
    if o.mode == "help":
        sys.stdout.write(HELP)
        return OK
    if o.mode == "toolkit":  # where CMake's FindCUDAToolkit / FindCUDA should look (CUDAToolkit_ROOT)
        sys.stdout.write(f"{_toolkit(o.target)}\n")
        return OK
    _drop_toolkit_includes(o)
    if o.verbose or o.dryrun:
        _print_environment(o.target)
    for note in o.notes:
        if o.verbose:
            sys.stderr.write(f"#$ # {note}\n")
    target = o.target or "gfx"
    if o.mode == "link" and HOST_QUERY_FLAGS & set(_host_words(o)):
        return _host_query(o, target)
    inputs = _classify(o)
    archs = offload_archs(o)
    nums = cuda_arch_numbers(o)
    warp_mode = o.warp_mode or os.environ.get("XLATE_NVCC_WARP_MODE") or "compat32"
    with tempfile.TemporaryDirectory(prefix="xlate-nvcc-") as tmp:
        warp_size = o.warp_size or 64
        ctx = Ctx(o=o, target=target, archs=archs, cuda_arch=nums[0] if nums else DEFAULT_CUDA_ARCH,
                  warp_mode=warp_mode, warp_size=warp_size, tmp=Path(tmp), gfx=Gfx942Target(archs=archs),
                  cpu=CpuTarget(warp_size=warp_size, memcheck=_cpu_check(target, "MEMCHECK"),
                                racecheck=_cpu_check(target, "RACECHECK")))
        return _dispatch(ctx, inputs)


def _drop_toolkit_includes(o: NvccOptions) -> None:
    """-I/-isystem of the toolkit folder's include/ (FindCUDA and CUDA:: targets add it): its headers
    are for host compilers. nvcc searches its own include folder first; here CUDA sources keep seeing
    xlate's CUDA declarations (the translator's prelude, then the target's HIP headers)."""
    for attr, flag in (("includes", "-I"), ("system_includes", "-isystem ")):
        dirs = getattr(o, attr)
        drop = [d for d in dirs if is_toolkit_include(d)]
        if drop:
            setattr(o, attr, [d for d in dirs if d not in drop])
            o.notes += [f"{flag}{d}: dropped (xlate's CUDA toolkit headers are for host compilers)" for d in drop]


# `nvcc x.c -Xcompiler --version` runs the host compiler, which answers the query and ignores the
# inputs: llama.cpp's ggml-cuda asks nvcc this way which host compiler (and version) it uses.
HOST_QUERY_FLAGS = frozenset({"--version", "-dumpversion", "-dumpfullversion", "-dumpmachine"})


def _host_words(o: NvccOptions) -> list[str]:
    """-Xcompiler values split at blanks, as nvcc's host command line splits them."""
    return [w for flag in o.host_flags for w in flag.split()]


def _host_query(o: NvccOptions, target: str) -> int:
    """Answer a host-compiler query with the compiler this target compiles host code with."""
    cxx = CpuTarget().compiler() if target == "cpu" else str(Gfx942Target(archs=offload_archs(o)).compiler())
    cmd = [cxx, *_host_words(o)]
    if o.verbose or o.dryrun:
        sys.stderr.write(f"#$ {cmdline(cmd)}\n")
    if o.dryrun:
        return OK
    proc = run(cmd, timeout=TIMEOUT, check=False, what="asking the host compiler")
    sys.stdout.write(proc.stdout)
    sys.stderr.write(proc.stderr)
    return proc.returncode


def tool_timeout() -> float:
    """Seconds one tool call may run: $XLATE_NVCC_TIMEOUT, else TIMEOUT. One translation unit of a large
    project (llama.cpp's ggml-cuda/fattn.cu on the cpu target) can take longer than TIMEOUT on a loaded
    machine, and a build that nvcc itself would never cut off fails there."""
    value = os.environ.get("XLATE_NVCC_TIMEOUT", "").strip()
    if not value:
        return TIMEOUT
    try:
        seconds = float(value)
    except ValueError:
        seconds = 0.0
    if not seconds > 0:
        raise InputError(f"XLATE_NVCC_TIMEOUT={value!r} is not a positive number of seconds; set it to e.g. 3600 "
                         "or unset it (default 900)")
    return seconds


def _cpu_check(target: str, check: str) -> bool:
    """XLATE_NVCC_MEMCHECK=1 / XLATE_NVCC_RACECHECK=1: build for the cpu backend's memcheck or racecheck
    (docs/cpu-backend.md, "Memcheck", "Racecheck")."""
    name = f"XLATE_NVCC_{check}"
    value = os.environ.get(name, "").strip()
    if value in ("", "0"):
        return False
    if value != "1":
        raise InputError(f"{name}={value!r}: use 1 ({check.lower()} build) or 0")
    if target != "cpu":
        raise NotSupportedError(f"{name}=1 with --xlate-target gfx: {check.lower()} is a cpu-backend "
                                "build; add XLATE_NVCC_TARGET=cpu (or --xlate-target cpu)")
    return True


# --------------------------------------------------------------------------------------- inputs


def _classify(o: NvccOptions) -> list[Input]:
    out: list[Input] = []
    for raw in o.inputs:
        p = Path(raw)
        suf = p.suffix
        if o.language == "cu" and suf not in OBJ_SUFFIXES | LIB_SUFFIXES:
            kind = "cu"
        elif o.language == "c++" and suf not in OBJ_SUFFIXES | LIB_SUFFIXES:
            kind = "cxx"
        elif o.language == "c" and suf not in OBJ_SUFFIXES | LIB_SUFFIXES:
            kind = "c"
        elif suf in CU_SUFFIXES:
            kind = "cu"
        elif suf in CXX_SUFFIXES:
            kind = "cxx"
        elif suf in C_SUFFIXES:
            kind = "c"
        elif suf in OBJ_SUFFIXES:
            kind = "obj"
        elif suf in LIB_SUFFIXES or ".so." in p.name:
            kind = "lib"
        else:
            raise InputError(f"don't know what to do with '{raw}' (nvcc takes .cu, .cpp, .c, .o, .a and .so "
                             "files; use -x cu to compile another suffix as CUDA)")
        if not p.is_file():
            raise InputError(f"input {raw} does not exist or is not a file; check the path")
        out.append(Input(path=p.resolve(), kind=kind))
    return out


def _dispatch(ctx: Ctx, inputs: list[Input]) -> int:
    o = ctx.o
    sources = [i for i in inputs if i.kind in ("cu", "cxx", "c")]
    if not inputs:
        raise UsageError("no input files")
    if o.mode == "deps":
        for src in sources:
            _deps_only(ctx, src)
        return OK
    if o.mode == "module":
        if [i for i in inputs if i.kind != "cu"]:
            raise UsageError(f"-{o.module_kind} builds CUDA sources into a module; "
                             f"{next(i for i in inputs if i.kind != 'cu').path} is not one (use -x cu for "
                             "another suffix)")
        if o.output and len(sources) > 1:
            raise UsageError(f"-o with -{o.module_kind} names one module; give one source per call or drop -o")
        for src in sources:
            _module(ctx, src, Path(o.output) if o.output else Path.cwd() / f"{src.path.stem}.{o.module_kind}")
        return OK
    if o.mode == "compile":
        if [i for i in inputs if i.kind in ("obj", "lib")]:
            raise UsageError(f"-c compiles sources; {next(i for i in inputs if i.kind in ('obj', 'lib')).path} "
                             "is a link input")
        if o.output and len(sources) > 1:
            raise UsageError("-o with -c names one object; give one source per call or drop -o")
        for src in sources:
            obj = Path(o.output) if o.output else Path.cwd() / (src.path.stem + ".o")
            _compile(ctx, src, obj)
        return OK
    # phases that need objects: compile the sources into the temporary folder first
    objects: list[Path] = []
    for n, i in enumerate(inputs):
        if i.kind in ("cu", "cxx", "c"):
            obj = ctx.tmp / f"{n}-{i.path.stem}.o"
            _compile(ctx, i, obj)
            objects.append(obj)
        else:
            objects.append(i.path)
    if o.mode == "lib":
        _archive(ctx, objects, Path(o.output or "a.a"))
    elif o.mode == "dlink":
        _device_link(ctx, objects, Path(o.output or "a_dlink.o"))
    else:
        _link(ctx, objects, Path(o.output or "a.out"))
    return OK


# ------------------------------------------------------------------------------------ tool calls


def _run(ctx: Ctx, cmd: list, what: str, mapper=None, cwd: Path | None = None) -> str:
    """Run a tool (no shell, with a timeout). -v prints it as nvcc does (`#$ cmd`), --dryrun only prints."""
    line = cmdline([str(c) for c in cmd])
    if ctx.o.verbose or ctx.o.dryrun:
        sys.stderr.write(f"#$ {line}\n")
    if ctx.o.dryrun:
        return ""
    proc = run(cmd, timeout=tool_timeout(), cwd=cwd, check=False, error=CompileError, what=what)
    out = proc.stderr + proc.stdout
    if mapper is not None:
        out = mapper(out)
    if proc.returncode != 0:
        raise CompileError(f"{what} failed: {first_error(out)}",
                           detail=f"{first_lines(out, 40)}\ncommand: {mapper(line) if mapper else line}")
    if out.strip():
        sys.stderr.write(out if out.endswith("\n") else out + "\n")
    return out


# ---------------------------------------------------------------------------------------- compile


# OpenMP 4.5, what gcc 12 and clang 19 define for -fopenmp
_OPENMP_VERSION = "201511"


def _translation_defines(o: NvccOptions) -> list[str]:
    """What the translator's passes must see defined. nvcc preprocesses both passes with the host
    compiler and its flags, so a host `-fopenmp` (`-Xcompiler -fopenmp`, `-fopenmp=libomp` forwarded)
    defines `_OPENMP` for the CUDA source too (CMake's FindOpenMP checks exactly that for CUDA)."""
    openmp = any(f == "-fopenmp" or f.startswith("-fopenmp=") for f in o.host_flags)
    return [*o.defines, "__NVCC__=1", *([f"_OPENMP={_OPENMP_VERSION}"] if openmp else [])]


def _abs_dirs(dirs: list[str]) -> list[Path]:
    return [Path(d).resolve() for d in dirs]


def _translate(ctx: Ctx, src: Input):
    """(file to compile, path mapper, mirrored include dirs, translated?) for a source."""
    incs = _abs_dirs(ctx.o.includes)
    if ctx.o.dryrun:
        return src.path, None, [], src.kind == "cu"
    tr = translate_cached(src.path, incs, _translation_defines(ctx.o), ctx.warp_mode, as_cuda=src.kind == "cu")
    if ctx.o.verbose:
        sys.stderr.write(f"#$ xlate-translate \"{src.path}\" -arch compute_{ctx.cuda_arch} -o \"{tr.compiled}\""
                         f"{' (cached)' if tr.cached else ''}\n")
    pairs: list[tuple[Path, Path]] = []
    for orig, trans in tr.mapping.items():
        pairs += dir_pairs(orig, trans, tr.out_dir.resolve())
    pairs = sorted(set(pairs), key=lambda p: len(p[0].parts), reverse=True)
    mapper = PathMapper([Unit(original=src.path, compiled=tr.compiled)], pairs)
    changed = src.kind == "cu" or _differs(tr.compiled, src.path)
    return tr.compiled, mapper, mirrored_includes(incs, pairs), changed


def _differs(translated: Path, original: Path) -> bool:
    text = translated.read_bytes()
    first_nl = text.find(b"\n")
    return text[first_nl + 1:] != original.read_bytes()


def _std(ctx: Ctx, minimum: str | None = None, *, default: bool = True) -> list[str]:
    """The dialect of a compile: nvcc's -std, or none (the compiler's default); `minimum` for translated
    CUDA, whose HIP library headers (rocPRIM under hipCUB and rocThrust: "rocPRIM requires at least C++17")
    and the cpu backend's headers need C++17: an older -std (faiss 1.7 compiles its CUDA as C++11) is raised
    to it, on both targets alike, saying so with -v. Without -std, `minimum` itself (`default`), or the
    compiler's default (hip-clang's is gnu++17)."""
    order = ["c++03", "c++11", "c++14", "c++17", "c++20", "c++23"]
    std = ctx.o.std or (minimum if minimum and default else None)
    if minimum and std and order.index(std) < order.index(minimum):
        if ctx.o.verbose:
            sys.stderr.write(f"#$ # -std={std} raised to {minimum} (the HIP library and xlate headers a "
                             "translation uses need it)\n")
        std = minimum
    return [f"-std={std}"] if std else []


# nvcc's own macros, which nvcc defines itself for CUDA sources: a build passing one on the command line
# (legacy FindCUDA's dependency pass runs `nvcc -M -D__CUDACC__`) means nvcc's. In a translated source the
# HIP libraries read them as "compiled by nvcc" (rocThrust then picks its CUDA system and includes NVIDIA's
# CUB), while the translation already turned the user's own tests of __CUDACC__ into __HIPCC__ (XL513).
NVCC_OWN_MACROS = frozenset({"__CUDACC__", "__NVCC__"})


def _common_flags(ctx: Ctx, mirrored: list[Path], *, cuda: bool = False) -> list[str]:
    """Include folders, -D/-U, warnings and debug flags; `cuda`: for a translated CUDA compile, which
    leaves out -D of NVCC_OWN_MACROS (-v says so)."""
    o = ctx.o
    flags: list[str] = []
    for inc in mirrored:
        flags.append(f"-I{inc}")
    flags += [f"-I{d}" for d in _abs_dirs(o.includes)]
    for d in o.system_includes:
        flags += ["-isystem", str(Path(d).resolve())]
    defines = o.defines
    if cuda:
        defines = [d for d in o.defines if d.split("=", 1)[0] not in NVCC_OWN_MACROS]
        if len(defines) != len(o.defines) and o.verbose:
            sys.stderr.write("#$ # -D of nvcc's own macros (" + ", ".join(sorted(set(o.defines) - set(defines)))
                             + ") dropped for the translated CUDA source: HIP's headers would take it for nvcc\n")
    flags += [f"-D{d}" for d in defines] + [f"-U{u}" for u in o.undefines]
    if o.debug or o.device_debug:
        flags.append("-g")
    elif o.lineinfo:
        flags.append("-gline-tables-only")
    if o.no_warnings:
        flags.append("-w")
    if o.werror:
        flags.append("-Werror")
    return flags


def _cuda_language_flags(ctx: Ctx, src: Input) -> list[str]:
    """What nvcc gives every CUDA compile: cuda_runtime.h (here hip/hip_runtime.h) and its macros (on the
    cpu target, a CUDA source also gets the device pass's macro; a host .cpp does not)."""
    if ctx.target == "cpu":
        return ctx.cpu.translated_flags(nvcc=True, nvcc_compat_header=COMPAT_HEADER, cuda_source=src.kind == "cu")
    return ctx.gfx.translated_flags(nvcc=True, nvcc_compat_header=COMPAT_HEADER)


def _opt(ctx: Ctx, default: str) -> str:
    opt = ctx.o.opt if ctx.o.opt is not None else default
    if ctx.o.device_debug and ctx.o.opt is None:
        opt = "0"
    return f"-O{opt}"


def _memcheck_copy(ctx: Ctx, compiled: Path, obj: Path) -> tuple[Path, list[str]]:
    """Memcheck: static `__shared__` arrays become sanitizer-checked heap objects (xlate.cpu.build.
    rewrite_static_shared) in a private copy (its #line keeps the user's file name); the cached
    translation is never changed."""
    text = rewrite_static_shared(Path(compiled).read_text(encoding="utf-8", errors="surrogateescape"))
    if text is None:
        return compiled, []
    copy = ctx.tmp / f"memcheck-{obj.name}-{Path(compiled).name}"
    copy.write_text(text, encoding="utf-8", errors="surrogateescape")
    return copy, ["-iquote", str(Path(compiled).resolve().parent)]


def _cuda_host_flags(ctx: Ctx) -> list[str]:
    """The host compiler flags for a CUDA source, split at blanks as nvcc's host command line splits them
    (_host_words), less any `-std=`: nvcc parses a .cu in its own dialect (its -std, C++17 by default),
    which is also the dialect xlate translated and checked it in; one compiler compiles its host and
    device code here, so a host compiler's -std (CMake's FindCUDA forwards CMAKE_CXX_FLAGS, e.g. Eigen's
    `-std=c++03`, with -Xcompiler) would compile it in another dialect, one the HIP and cpu backend
    headers may not support."""
    words = _host_words(ctx.o)
    dropped = [w for w in words if w.startswith("-std=")]
    if dropped and ctx.o.verbose:
        sys.stderr.write(f"#$ # host compiler flag {' '.join(dropped)}: -std= dropped for the CUDA source "
                         "(its dialect is nvcc's -std)\n")
    return [w for w in words if not w.startswith("-std=")]


def _compile_cmd(ctx: Ctx, src: Input, compiled: Path, mirrored: list[Path], translated: bool,
                 obj: Path, extra: list[str], *, device_module: bool = False) -> list:
    o = ctx.o
    host = _cuda_host_flags(ctx) if src.kind == "cu" else list(o.host_flags)
    if ctx.target == "cpu":
        cxx = ctx.cpu.compiler()
        if src.kind == "c" or not translated:
            lang = ["-x", "c"] if src.kind == "c" else ["-x", "c++", *_std(ctx)]
            return [cxx, *lang, _opt(ctx, "2"), "-fPIC", *_common_flags(ctx, []), *host, *extra,
                    "-c", compiled, "-o", obj]
        # the cpu backend's own compile flags (its headers, xlate's support and library headers, warp
        # size, force-included hip/hip_runtime.h), up to where its one-call build names the sources
        head = ctx.cpu.compile_head(_opt(ctx, "2")[2:])
        if ctx.cpu.memcheck:
            compiled, quote = _memcheck_copy(ctx, compiled, obj)
            head += quote
        flags = [*_std(ctx, "c++17"), "-fPIC", *_cuda_language_flags(ctx, src), *_common_flags(ctx, mirrored, cuda=True),
                 *(["-ffp-contract=off"] if o.fmad is False else []), *host, *extra]  # -fmad=false: no a*b+c fusing
        # kernels that never wait run as loops (issue 22)
        compiled = kernel_forms_wrapper(Path(compiled), ctx.warp_size, [*head, *flags], forms=not ctx.cpu.racecheck)
        return [*head, *flags, "-x", "c++", "-c", compiled, "-o", obj]
    tc = ctx.gfx.tools()
    if src.kind == "c":
        return [tc.clang, "-x", "c", _opt(ctx, "2"), *_common_flags(ctx, []), *host, *extra, "-c", compiled,
                "-o", obj]
    if src.kind == "cxx" and not translated:
        return [tc.clang, "-x", "c++", *_std(ctx), _opt(ctx, "2"), *_common_flags(ctx, []), *host, *extra,
                "-c", compiled, "-o", obj]
    if src.kind == "cxx":  # host code calling the CUDA (now HIP) runtime API
        return [tc.clang, "-x", "c++", *_std(ctx, "c++17", default=False), _opt(ctx, "2"),
                *ctx.gfx.host_runtime_flags(),
                *_cuda_language_flags(ctx, src), *_common_flags(ctx, mirrored, cuda=True),
                *host, *extra, "-c", compiled, "-o", obj]
    flags = [*ctx.gfx.compile_args(), *_std(ctx, "c++17", default=False), _opt(ctx, "3"),
             *_cuda_language_flags(ctx, src), *_common_flags(ctx, mirrored, cuda=True)]
    if o.rdc:
        flags.append("-fgpu-rdc")
    if o.fast_math:
        flags += ["-fgpu-flush-denormals-to-zero", "-fgpu-approx-transcendentals", "-ffp-contract=fast"]
    if o.fmad is not None:
        flags.append("-ffp-contract=fast" if o.fmad else "-ffp-contract=off")
    if o.default_stream == "per-thread":
        flags.append("-fgpu-default-stream=per-thread")
    if device_module:  # the device code alone, linked into a code object (no -c), for hipModuleLoad
        bundle = [] if len(ctx.archs) > 1 else ["--no-gpu-bundle-output"]
        return [tc.clang, *flags, "--cuda-device-only", *bundle, *extra, compiled, "-o", obj]
    return [tc.clang, *flags, *host, *extra, "-c", compiled, "-o", obj]


def _debug_paths(ctx: Ctx, mapper: PathMapper | None) -> list[str]:
    """Racecheck and memcheck builds name source lines from the debug information: the translated tree's
    folders recorded as the user's (clang applies the last matching -fdebug-prefix-map, so the deepest
    folders come last)."""
    if ctx.target != "cpu" or not (ctx.cpu.racecheck or ctx.cpu.memcheck) or mapper is None:
        return []
    return [f"-fdebug-prefix-map={t}={o}" for t, o in sorted(mapper.pairs, key=lambda p: len(p[0].parts))]


def _dep_flags(ctx: Ctx, obj: Path, dep_out: Path) -> list[str]:
    o = ctx.o
    flags = ["-MMD" if o.deps == "MMD" else "-MD", "-MF", str(dep_out)]
    for t in o.dep_targets or [str(obj) if o.output else obj.name]:
        flags += ["-MT", t]
    return flags


def _compile(ctx: Ctx, src: Input, obj: Path) -> None:
    o = ctx.o
    compiled, mapper, mirrored, translated = (src.path, None, [], False) if src.kind == "c" else \
        _translate(ctx, src)
    if ctx.target == "gfx" and src.kind == "cu" and not o.dryrun:
        ctx.gfx.tools()
    extra: list[str] = _debug_paths(ctx, mapper)
    dep_tmp = ctx.tmp / f"{obj.name}.d"
    if o.deps in ("MD", "MMD"):
        extra += _dep_flags(ctx, obj, dep_tmp)
    obj.resolve().parent.mkdir(parents=True, exist_ok=True)
    cmd = _compile_cmd(ctx, src, compiled, mirrored, translated, obj.resolve(), extra)
    if ctx.target == "cpu" and src.kind == "cu" and translated and not o.dryrun:
        # host code with the host pass's answers, kernels with the device pass's (xlate.cpu.sides)
        cpu_sides.compile_object(cmd, CPU_DEVICE_PASS_ARGS, obj.resolve(), ctx.tmp,
                                 lambda c, what: _run(ctx, c, what, mapper=mapper), f"compiling {src.path}")
    else:
        _run(ctx, cmd, f"compiling {src.path}", mapper=mapper)
    if o.deps in ("MD", "MMD") and not o.dryrun:
        dep_final = Path(o.dep_file) if o.dep_file else obj.with_suffix(".d")
        text = dep_tmp.read_text(encoding="utf-8", errors="replace") if dep_tmp.is_file() else ""
        _write_text(dep_final, mapper(text) if mapper else text)


def _module(ctx: Ctx, src: Input, out: Path) -> None:
    """-ptx, -cubin, -fatbin: the module a program loads with cuModuleLoad. cpu: xlate's code image
    (xlate/driver/modules.py). gfx942: the AMD code object of the source's device code, linked, which
    hipModuleLoad loads (one architecture: the bare code object; several: clang's offload bundle of them)."""
    o = ctx.o
    if ctx.target == "cpu":
        if o.dryrun or o.verbose:
            sys.stderr.write(f"#$ {sys.executable} -m xlate.runtime_shim.rtc_helper ({src.path} -> {out})\n")
        if o.dryrun:
            return
        log = cpu_module(src.path, out, o.module_kind, includes=_abs_dirs([*o.includes, *o.system_includes]),
                         defines=list(o.defines), std=o.std, undefines=list(o.undefines),
                         warp_size=ctx.warp_size, work=ctx.tmp, timeout=tool_timeout())
        if log.strip():
            sys.stderr.write(log if log.endswith("\n") else log + "\n")
        return
    compiled, mapper, mirrored, translated = _translate(ctx, src)
    if not o.dryrun:
        ctx.gfx.tools()
    out.resolve().parent.mkdir(parents=True, exist_ok=True)
    cmd = _compile_cmd(ctx, src, compiled, mirrored, translated, out.resolve(), [], device_module=True)
    _run(ctx, cmd, f"building {src.path} into a module", mapper=mapper)


def _deps_only(ctx: Ctx, src: Input) -> None:
    """-M: the dependency rule of a source (its original headers), to stdout or -o/-MF."""
    o = ctx.o
    compiled, mapper, mirrored, translated = (src.path, None, [], False) if src.kind == "c" else \
        _translate(ctx, src)
    obj_name = src.path.stem + ".o"
    targets = o.dep_targets or [obj_name]
    dep_tmp = ctx.tmp / f"{src.path.stem}.d"
    extra = ["-M", "-MF", str(dep_tmp)] + [x for t in targets for x in ("-MT", t)]
    cmd = _compile_cmd(ctx, src, compiled, mirrored, translated, ctx.tmp / obj_name, extra)
    # -M replaces the compile; for HIP sources only the host side is preprocessed
    cmd = [c for c in cmd if c != "-c"]
    if ctx.target == "gfx" and src.kind == "cu":
        cmd.insert(1, "--cuda-host-only")
    _run(ctx, cmd, f"dependencies of {src.path}", mapper=mapper)
    if o.dryrun:
        return
    text = dep_tmp.read_text(encoding="utf-8", errors="replace")
    text = mapper(text) if mapper else text
    used = Path(cmd[len(cmd) - 1 - cmd[::-1].index("-o") - 1])  # the file compiled: the cpu target may wrap it
    if ctx.target == "cpu" and used != Path(compiled):
        text = text.replace(str(used), str(src.path))
    text = one_prerequisite_per_line(text)
    dest = o.dep_file or o.output
    if dest:
        _write_text(Path(dest), text)
    else:
        sys.stdout.write(text)


_UNESCAPED_SPACES = re.compile(r"(?<!\\) +")


def one_prerequisite_per_line(text: str) -> str:
    """A make rule with one prerequisite per line (`target: \\`, then one file a line), as nvcc -M
    writes it: FindCUDA's make2cmake.cmake reads one file name per line (clang puts several on one)."""
    out: list[str] = []
    for line in text.replace("\\\n", " ").splitlines():
        target, sep, deps = line.partition(": ")
        if not sep or not target.strip():
            if line.strip():
                out.append(line)
            continue
        words = [w for w in _UNESCAPED_SPACES.split(deps.strip()) if w]
        out.append(" \\\n".join([f"{target.strip()}:", *(f"    {w}" for w in words)]))
    return "\n".join(out) + "\n"


def _write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.xlate-tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def _check_target(ctx: Ctx, objects: list[Path]) -> dict[Path, set[str]]:
    kinds = {p: object_kinds(p) for p in objects if p.suffix != ".so" and ".so." not in p.name}
    if ctx.target == "cpu" and not ctx.o.dryrun:
        gpu = [p for p, k in kinds.items() if k & {"bundle", "fatbin"}]
        if gpu:
            raise InputError(f"{gpu[0]} holds AMD GPU code (built for --xlate-target gfx); rebuild it with "
                             "--xlate-target cpu (or XLATE_NVCC_TARGET=cpu) to link for the CPU backend")
    return kinds


# -------------------------------------------------------------------------------------- link phases


def _libs(ctx: Ctx) -> list[str]:
    o = ctx.o
    dropped = [lib for lib in o.libs if lib in CUDA_RUNTIME_LIBS]
    if dropped and o.verbose:
        sys.stderr.write(f"#$ # -l{' -l'.join(dropped)}: provided by the "
                         f"{'HIP runtime' if ctx.target == 'gfx' else 'xlate CPU runtime'}\n")
    libs = [lib for lib in o.libs if lib not in CUDA_RUNTIME_LIBS]
    libdirs = [Path(d).resolve() for d in o.libdirs]
    args = [f"-L{d}" for d in [*library_dirs(ctx.target, libs, libdirs), *libdirs]]
    args += [f"-l{lib}" for lib in libs]
    for w in o.linker_flags:
        args += ["-Xlinker", w]
    return args + list(o.host_link_flags)


# what nvcc's host link line adds after the toolkit's LIBRARIES (its default -cudart static)
NVCC_IMPLICIT_LIBS = ("cudadevrt", "cudart_static", "rt", "pthread", "dl")


def _launcher_line(ctx: Ctx, objects: list[Path], out: Path) -> None:
    """nvcc -v prints its host link line: the toolkit's LIBRARIES, then the CUDA runtime and what it
    needs. CMake reads the first word as the program that links CUDA targets
    (CMAKE_CUDA_HOST_LINK_LAUNCHER: this driver), and the libraries as CUDA's implicit ones: seeing
    cudart_static there, it links the CUDA runtime (the toolkit folder's cudart_static: the HIP runtime
    or xlate's CPU runtime) into every target with CUDA objects that the C++ compiler links, as with
    nvcc (CMAKE_CUDA_RUNTIME_LIBRARY STATIC; xgboost 1.7 relies on it)."""
    if ctx.o.verbose or ctx.o.dryrun:
        words = [str(launcher_path()), *[str(p) for p in objects], "-o", str(out)]
        libs = " ".join(f"-l{lib}" for lib in NVCC_IMPLICIT_LIBS)
        sys.stderr.write(f"#$ {cmdline(words)} {_libraries_word(ctx.target)} {libs}\n")


def _link(ctx: Ctx, objects: list[Path], out: Path) -> None:
    o = ctx.o
    kinds = _check_target(ctx, objects)
    _launcher_line(ctx, objects, out)
    out.resolve().parent.mkdir(parents=True, exist_ok=True)
    shared = ["-shared"] if o.shared else []
    # -v: the host linker says its own command too (the `ld` line, with its search folders), from which
    # CMake takes CUDA's implicit link directories (the toolkit folder's lib64 among them), as it does
    # from nvcc's host compiler; C++-linked targets with CUDA objects find cudart_static there
    verbose = ["-v"] if o.verbose else []
    if ctx.target == "cpu":
        cmd = ctx.cpu.link_command(objects, out.resolve(), shared=o.shared,
                                   extra=[*verbose, *_libs(ctx), *o.host_flags])
        _run(ctx, cmd, f"linking {out}")
        return
    tc = ctx.gfx.tools()
    rdc = any("bundle" in k for k in kinds.values())
    device_linked = any("fatbin" in k and "bundle" not in k for p, k in kinds.items() if p.suffix != ".a")
    cmd = [tc.clang, *verbose, *shared, *objects, "-o", out.resolve()]
    if rdc and not device_linked:
        # nvcc links relocatable device code of all objects when it links the program; clang does the
        # same with --hip-link -fgpu-rdc (device code of every object linked into one code object)
        cmd += ["--hip-link", "-fgpu-rdc", *ctx.gfx.device_link_args()]
    cmd += [*_libs(ctx), *o.host_flags, *ctx.gfx.link_args()]
    _run(ctx, cmd, f"linking {out}")


def _archive(ctx: Ctx, objects: list[Path], out: Path) -> None:
    _check_target(ctx, objects)
    ar = shutil.which("llvm-ar-19") or shutil.which("llvm-ar") or shutil.which("ar")
    if ar is None:
        raise ToolchainError("no archiver (llvm-ar-19 or ar) found; run scripts/setup.sh (installs llvm-19)")
    out.resolve().parent.mkdir(parents=True, exist_ok=True)
    if out.exists() and not ctx.o.dryrun:
        out.unlink()
    _run(ctx, [ar, "rcs", out.resolve(), *objects], f"archiving {out}")


def _device_link(ctx: Ctx, objects: list[Path], out: Path) -> None:
    """-dlink: the device code of the -rdc objects linked into one object that the host linker takes
    along with the objects themselves (as nvcc's -dlink output)."""
    kinds = _check_target(ctx, objects)
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    if ctx.target == "cpu" or not any("bundle" in k for k in kinds.values()):
        # nothing to link on the device side: an empty host object keeps build rules working
        cc = ctx.cpu.compiler() if ctx.target == "cpu" else str(ctx.gfx.compiler())
        empty = ctx.tmp / "empty.c"
        empty.write_text("/* xlate-nvcc -dlink: no relocatable device code */\n", encoding="utf-8")
        _run(ctx, [cc, "-x", "c", "-c", empty, "-o", out], f"device link {out}")
        return
    tc = ctx.gfx.tools()
    work = ctx.tmp / "dlink"
    work.mkdir()
    # clang's HIP link writes the linked device code as <first input>-hip-amdgcn-amd-amdhsa.o (an object
    # defining __hip_fatbin_<cuid> for every TU); -save-temps keeps it. The host link it also does is a
    # throw-away executable with unresolved symbols allowed (the objects need not contain main).
    cmd = [tc.clang, "--hip-link", "-fgpu-rdc", *ctx.gfx.device_link_args(), "-save-temps",
           *objects, "-o", work / "dlink.out", "-fuse-ld=lld", "-Wl,--unresolved-symbols=ignore-all",
           "-Wl,--noinhibit-exec",
           f"-L{tc.runtime_lib_dir}", *_libs(ctx)]
    _run(ctx, cmd, f"device link {out}", cwd=work)
    if ctx.o.dryrun:
        return
    made = sorted(work.glob("*-hip-amdgcn-amd-amdhsa.o"))
    if len(made) != 1:
        raise CompileError(f"device link {out}: expected one linked device object from clang, found "
                           f"{len(made)} in {work}; command: {cmdline([str(c) for c in cmd])}")
    shutil.copyfile(made[0], out)


# ------------------------------------------------------------------------------- environment (-v)


def launcher_path() -> Path:
    """The xlate-nvcc executable (what CMake should call to link CUDA targets)."""
    argv0 = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if argv0 is not None and argv0.name == "xlate-nvcc":
        found = shutil.which(str(argv0)) if not argv0.is_absolute() and "/" not in str(argv0) else str(argv0)
        if found:
            return Path(found).absolute()
    sibling = Path(sys.executable).parent / "xlate-nvcc"
    if sibling.is_file():
        return sibling
    found = shutil.which("xlate-nvcc")
    if found:
        return Path(found)
    raise XlateError("the xlate-nvcc executable was not found next to the Python running xlate or on PATH; "
                     "reinstall xlate (pip install -e .)", exit_code=4)


def _toolkit(target: str | None) -> Path:
    """The CUDA-toolkit folder of the target (xlate.driver.toolkit), bin/nvcc linked to this driver."""
    try:
        nvcc: Path | None = launcher_path()
    except XlateError:
        nvcc = None
    return toolkit_root(target, nvcc)


def _libraries_word(target: str | None) -> str:
    return f'"-L{_toolkit(target) / "lib64"}"'


def _print_environment(target: str | None) -> None:
    top = _toolkit(target)
    here = launcher_path().parent
    lines = [
        "_NVVM_BRANCH_=nvvm", "_SPACE_= ", "_CUDART_=cudart", f"_HERE_={here}", f"_THERE_={here}",
        "_TARGET_SIZE_=", "_TARGET_DIR_=", f"TOP={top}", f"NVVMIR_LIBRARY_DIR={top}/nvvm/libdevice",
        f"PATH={here}:{os.environ.get('PATH', '')}", f'INCLUDES="-I{top}/include"',
        f"LIBRARIES=  {_libraries_word(target)}", "CUDAFE_FLAGS=", "PTXAS_FLAGS=",
    ]
    for ln in lines:
        sys.stderr.write(f"#$ {ln}\n")
