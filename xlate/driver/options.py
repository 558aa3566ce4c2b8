"""nvcc's command line -> an `NvccOptions` record (no files are read here except response files).

nvcc accepts every option with one or two dashes, values as `-opt value`, `-opt=value` and, for the
one-letter options `-I -D -U -L -l -O -o -x`, glued (`-Idir`). The table below names each option the
driver understands, its value kind, and what it sets. Anything else is an error naming the flag
(exit 2), unless `-forward-unknown-to-host-compiler` is given (then it goes to the host compiler,
as nvcc does).
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from xlate.errors import USAGE, InputError, NotSupportedError, XlateError


class UsageError(XlateError):
    exit_code = USAGE


@dataclass
class NvccOptions:
    inputs: list[str] = field(default_factory=list)
    output: str | None = None
    mode: str = "link"  # link | compile | dlink | lib | deps (-M) | module (-ptx/-cubin/-fatbin) | version | help | toolkit
    module_kind: str = ""  # ptx | cubin | fatbin: what -ptx, -cubin or -fatbin asked for (the file's suffix)
    rdc: bool = False
    shared: bool = False
    language: str | None = None  # -x cu | c | c++
    includes: list[str] = field(default_factory=list)
    system_includes: list[str] = field(default_factory=list)
    defines: list[str] = field(default_factory=list)
    undefines: list[str] = field(default_factory=list)
    libdirs: list[str] = field(default_factory=list)
    libs: list[str] = field(default_factory=list)
    host_flags: list[str] = field(default_factory=list)  # -Xcompiler / --compiler-options / forwarded
    linker_flags: list[str] = field(default_factory=list)  # -Xlinker / --linker-options (raw words)
    host_link_flags: list[str] = field(default_factory=list)  # -Wl,... (link phases only)
    cuda_archs: list[str] = field(default_factory=list)  # numbers or gfx names from -arch/-code/-gencode
    opt: str | None = None
    std: str | None = None
    debug: bool = False  # -g
    device_debug: bool = False  # -G
    lineinfo: bool = False
    fast_math: bool = False
    fmad: bool | None = None
    werror: bool = False
    no_warnings: bool = False
    deps: str | None = None  # None | "M" | "MD" | "MMD"
    dep_file: str | None = None
    dep_targets: list[str] = field(default_factory=list)
    keep_dir: str | None = None
    keep: bool = False
    verbose: bool = False
    dryrun: bool = False
    forward_unknown: bool = False
    host_compiler: str | None = None  # -ccbin (recorded; xlate compiles with its own compilers)
    default_stream: str | None = None
    notes: list[str] = field(default_factory=list)  # options accepted but ignored, said under -v
    # xlate's own options
    target: str | None = None  # gfx | cpu
    offload_archs: list[str] = field(default_factory=list)
    warp_size: int | None = None
    warp_mode: str | None = None


# value kinds
FLAG, VALUE, OPTVALUE = "flag", "value", "optvalue"


@dataclass(frozen=True)
class _Opt:
    names: tuple[str, ...]
    kind: str
    apply: Callable[[NvccOptions, str], None]


def split_list(v: str) -> list[str]:
    """An nvcc list value: comma-separated, an element may be double-quoted (its commas kept, the quotes
    dropped); empty elements are skipped. FindCUDA passes `-Xcompiler ,"-g","-fPIC"`."""
    out: list[str] = []
    cur: list[str] = []
    quoted = False
    for ch in v:
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if quoted:
        raise UsageError(f"unbalanced double quote in option value {v!r}")
    out.append("".join(cur))
    return [x for x in out if x]


def _append(attr: str, split_commas: bool = False) -> Callable[[NvccOptions, str], None]:
    def f(o: NvccOptions, v: str) -> None:
        vals = split_list(v) if split_commas else [v]
        getattr(o, attr).extend(vals)
    return f


def _set(attr: str, value: object = None) -> Callable[[NvccOptions, str], None]:
    def f(o: NvccOptions, v: str) -> None:
        setattr(o, attr, v if value is None else value)
    return f


def _note(what: str) -> Callable[[NvccOptions, str], None]:
    def f(o: NvccOptions, v: str) -> None:
        o.notes.append(f"{what}{' ' + v if v else ''}: ignored ({_IGNORED_WHY.get(what, 'no AMD equivalent')})")
    return f


_IGNORED_WHY = {
    "-Xptxas": "ptxas options do not apply to AMD GPU code",
    "-Xnvlink": "nvlink options do not apply to AMD GPU code",
    "-Xcudafe": "front-end options of nvcc do not apply to clang",
    "-Xfatbin": "AMD code objects are bundled by clang",
    "-Xarchive": "xlate-nvcc archives with llvm-ar rcs",
    "-ccbin": "xlate compiles host code with its own clang",
    "--threads": "xlate runs one compiler per invocation",
    "-maxrregcount": "register limits are chosen by the AMDGPU backend",
    "--resource-usage": "no ptxas statistics for AMD GPU code",
    "--diag-suppress": "nvcc diagnostic numbers have no clang equivalent",
    "-cudart": "the HIP runtime is always linked as a shared library",
    "-m": "only 64-bit hosts are supported",
    "-Wno-deprecated-gpu-targets": "no deprecated targets on AMD",
    "--keep": "translated sources are kept in the xlate cache",
    "-ftz": "AMD GPU denormal handling follows -O/fast-math",
    "-prec-div": "AMD GPU division precision is not selectable here",
    "-prec-sqrt": "AMD GPU square root precision is not selectable here",
    "-Wreorder": "no nvcc-specific warning classes",
    "--display-error-number": "clang messages have no nvcc numbers",
    "-time": "no per-phase timing",
    "--extra-device-vectorization": "the AMDGPU backend decides vectorisation",
    "-compress-mode": "clang bundles AMD code objects uncompressed",
}


def _rdc(o: NvccOptions, v: str) -> None:
    val = v.lower()
    if val not in ("true", "false"):
        raise UsageError(f"-rdc={v}: use true or false")
    o.rdc = val == "true"


def _mode(m: str) -> Callable[[NvccOptions, str], None]:
    def f(o: NvccOptions, v: str) -> None:
        if o.mode not in ("link", m) and not (o.mode == "compile" and m == "compile"):
            raise UsageError(f"conflicting phase options: {_MODE_FLAG[o.mode]} and {_MODE_FLAG[m]}")
        o.mode = m
    return f


_MODE_FLAG = {"link": "(link)", "compile": "-c", "dlink": "-dlink", "lib": "-lib", "deps": "-M",
              "module": "-ptx/-cubin/-fatbin",
              "version": "--version", "help": "--help",
              "toolkit": "--xlate-toolkit-root"}


def _module(kind: str) -> Callable[[NvccOptions, str], None]:
    """-ptx, -cubin, -fatbin: a module a program loads at run time (cuModuleLoad); what it holds is the
    target's (xlate/driver/driver.py, _module_output)."""
    def f(o: NvccOptions, v: str) -> None:
        if o.module_kind and o.module_kind != kind:
            raise UsageError(f"conflicting phase options: -{o.module_kind} and -{kind}")
        _mode("module")(o, v)
        o.module_kind = kind
    return f


def _dc(o: NvccOptions, v: str) -> None:
    _mode("compile")(o, v)
    o.rdc = True


def _gencode(o: NvccOptions, v: str) -> None:
    # arch=compute_80,code=[compute_80,sm_80]  |  arch=compute_80,code=sm_80
    parts: dict[str, list[str]] = {}
    key = None
    for tok in v.replace("[", ",").replace("]", ",").replace("\"", "").split(","):
        tok = tok.strip()
        if not tok:
            continue
        if "=" in tok:
            key, tok = tok.split("=", 1)
        if key is None:
            raise UsageError(f"-gencode {v}: expected arch=...,code=...")
        parts.setdefault(key, [])
        if tok:
            parts[key].append(tok)
    if "arch" not in parts:
        raise UsageError(f"-gencode {v}: expected arch=...,code=...")
    unknown = set(parts) - {"arch", "code"}
    if unknown:
        raise UsageError(f"-gencode {v}: unknown key {min(unknown)!r}; use arch=...,code=...")
    o.cuda_archs.extend(parts["arch"] + parts.get("code", []))


COMPRESS_MODES = ("default", "size", "speed", "balance", "none")


def _compress_mode(o: NvccOptions, v: str) -> None:
    # nvcc 12.8+: how the fatbinary is compressed (llama.cpp passes -compress-mode=size)
    if v not in COMPRESS_MODES:
        raise UsageError(f"-compress-mode={v}: nvcc takes {', '.join(COMPRESS_MODES)}")
    _note("-compress-mode")(o, v)


def _werror(o: NvccOptions, v: str) -> None:
    for kind in (x for x in v.split(",") if x):
        if kind == "all-warnings":
            o.werror = True
        elif kind in ("cross-execution-space-call", "reorder", "default-stream-launch", "missing-launch-bounds",
                      "ext-lambda-captures-this", "deprecated-declarations"):
            o.notes.append(f"-Werror {kind}: ignored (an nvcc-specific warning class)")
        else:
            raise UsageError(f"-Werror {kind}: unknown warning kind (nvcc knows all-warnings, "
                             "cross-execution-space-call, reorder, ...)")


def _fmad(o: NvccOptions, v: str) -> None:
    if v.lower() not in ("true", "false"):
        raise UsageError(f"-fmad={v}: use true or false")
    o.fmad = v.lower() == "true"


def _lang(o: NvccOptions, v: str) -> None:
    if v not in ("cu", "c", "c++", "none"):
        raise UsageError(f"-x {v}: xlate-nvcc knows cu, c, c++ and none")
    o.language = None if v == "none" else v


def _target(o: NvccOptions, v: str) -> None:
    if v not in ("gfx", "cpu"):
        raise UsageError(f"--xlate-target {v}: use gfx (AMD GPU code) or cpu (xlate's CPU backend)")
    o.target = v


def _opt_level(o: NvccOptions, v: str) -> None:
    # nvcc (since CUDA 10.1) reads the word after a bare -O as its level, so `-O -Idir` is an error
    # there too; passing "-Idir" on as a level would fail later, in the compiler, far from the cause
    if not _O_LEVEL.match(v):
        raise UsageError(f"-O {v}: not an optimization level; nvcc takes the word after a bare -O as -O's "
                         "value (write -O3, -O2, -O1 or -O0)")
    o.opt = v


def _warp(o: NvccOptions, v: str) -> None:
    if v not in ("32", "64"):
        raise UsageError(f"--xlate-warp-size {v}: use 64 or 32")
    o.warp_size = int(v)


def _warp_mode(o: NvccOptions, v: str) -> None:
    if v not in ("compat32", "native64"):
        raise UsageError(f"--xlate-warp-mode {v}: use compat32 or native64")
    o.warp_mode = v


def _std(o: NvccOptions, v: str) -> None:
    if v not in ("c++03", "c++11", "c++14", "c++17", "c++20", "c++23"):
        raise UsageError(f"-std={v}: nvcc accepts c++03, c++11, c++14, c++17, c++20")
    o.std = v


def _unsupported(what: str) -> Callable[[NvccOptions, str], None]:
    def f(o: NvccOptions, v: str) -> None:
        raise NotSupportedError(f"nvcc option {what} ({_WHY_UNSUPPORTED[what]})")
    return f


_WHY_UNSUPPORTED = {
    "-E": "preprocessing translated code is not offered; use `xlate translate`",
    "--run": "run the built executable yourself, or use `xlate run` for the cpu backend",
    "-dlto": "device link-time optimisation is not offered",
    "-lto": "device link-time optimisation is not offered",
    "-include": "the translator cannot be given a pre-included header; #include it in the sources",
}


_TABLE: list[_Opt] = [
    _Opt(("-o", "--output-file"), VALUE, _set("output")),
    _Opt(("-c", "--compile"), FLAG, _mode("compile")),
    _Opt(("-dc", "--device-c"), FLAG, _dc),
    _Opt(("-dw", "--device-w"), FLAG, _dc),
    _Opt(("-dlink", "--device-link"), FLAG, _mode("dlink")),
    _Opt(("-lib", "--lib"), FLAG, _mode("lib")),
    _Opt(("-link", "--link"), FLAG, lambda o, v: None),
    _Opt(("-shared", "--shared"), FLAG, _set("shared", True)),
    _Opt(("-rdc", "--relocatable-device-code"), VALUE, _rdc),
    _Opt(("-x", "--x"), VALUE, _lang),
    _Opt(("-I", "--include-path"), VALUE, _append("includes", True)),
    _Opt(("-isystem", "--system-include"), VALUE, _append("system_includes", True)),
    _Opt(("-include", "--pre-include"), VALUE, _unsupported("-include")),
    _Opt(("-D", "--define-macro"), VALUE, _append("defines")),
    _Opt(("-U", "--undefine-macro"), VALUE, _append("undefines")),
    _Opt(("-L", "--library-path"), VALUE, _append("libdirs", True)),
    _Opt(("-l", "--library"), VALUE, _append("libs", True)),
    _Opt(("-Xcompiler", "--compiler-options"), VALUE, _append("host_flags", True)),
    _Opt(("-Xlinker", "--linker-options"), VALUE, _append("linker_flags", True)),
    _Opt(("-arch", "--gpu-architecture"), VALUE, _append("cuda_archs", True)),
    _Opt(("-code", "--gpu-code"), VALUE, _append("cuda_archs", True)),
    _Opt(("-gencode", "--generate-code"), VALUE, _gencode),
    _Opt(("-O", "--optimize"), VALUE, _opt_level),
    _Opt(("-std", "--std"), VALUE, _std),
    _Opt(("-g", "--debug"), FLAG, _set("debug", True)),
    _Opt(("-G", "--device-debug"), FLAG, _set("device_debug", True)),
    _Opt(("-lineinfo", "--generate-line-info"), FLAG, _set("lineinfo", True)),
    _Opt(("-use_fast_math", "--use_fast_math"), FLAG, _set("fast_math", True)),
    _Opt(("-fmad", "--fmad"), VALUE, _fmad),
    _Opt(("-expt-relaxed-constexpr", "--expt-relaxed-constexpr"), FLAG, lambda o, v: None),
    _Opt(("-expt-extended-lambda", "--expt-extended-lambda", "-extended-lambda", "--extended-lambda"), FLAG,
         lambda o, v: None),
    _Opt(("-w", "--disable-warnings"), FLAG, _set("no_warnings", True)),
    _Opt(("-Werror", "--Werror"), VALUE, _werror),
    _Opt(("-M", "--generate-dependencies"), FLAG, lambda o, v: (_mode("deps")(o, v), setattr(o, "deps", "M"))),
    _Opt(("-MD", "--generate-dependencies-with-compile"), FLAG, _set("deps", "MD")),
    _Opt(("-MMD", "--generate-nonsystem-dependencies-with-compile"), FLAG, _set("deps", "MMD")),
    _Opt(("-MF", "--dependency-output"), VALUE, _set("dep_file")),
    _Opt(("-MT", "--dependency-target-name"), VALUE, _append("dep_targets")),
    _Opt(("-MP", "--generate-dependency-targets"), FLAG, lambda o, v: o.host_flags.append("-MP")),
    _Opt(("-v", "--verbose"), FLAG, _set("verbose", True)),
    _Opt(("-dryrun", "--dryrun"), FLAG, _set("dryrun", True)),
    _Opt(("-V", "--version"), FLAG, _mode("version")),
    _Opt(("-h", "--help"), FLAG, _mode("help")),
    _Opt(("-ccbin", "--compiler-bindir"), VALUE, lambda o, v: (setattr(o, "host_compiler", v),
                                                               _note("-ccbin")(o, v))),
    _Opt(("-forward-unknown-to-host-compiler", "--forward-unknown-to-host-compiler"), FLAG,
         _set("forward_unknown", True)),
    _Opt(("-forward-unknown-to-host-linker", "--forward-unknown-to-host-linker"), FLAG,
         lambda o, v: _note("-forward-unknown-to-host-linker")(o, "")),
    _Opt(("-keep", "--keep", "-save-temps", "--save-temps"), FLAG, _set("keep", True)),
    _Opt(("-keep-dir", "--keep-dir"), VALUE, _set("keep_dir")),
    _Opt(("-default-stream", "--default-stream"), VALUE, _set("default_stream")),
    _Opt(("-Xptxas", "--ptxas-options"), VALUE, _note("-Xptxas")),
    _Opt(("-Xnvlink", "--nvlink-options"), VALUE, _note("-Xnvlink")),
    _Opt(("-Xcudafe",), VALUE, _note("-Xcudafe")),
    _Opt(("-Xfatbin", "--fatbin-options"), VALUE, _note("-Xfatbin")),
    _Opt(("-Xarchive", "--archive-options"), VALUE, _note("-Xarchive")),
    _Opt(("-t", "--threads"), VALUE, _note("--threads")),
    _Opt(("-maxrregcount", "--maxrregcount"), VALUE, _note("-maxrregcount")),
    _Opt(("-res-usage", "--resource-usage"), FLAG, _note("--resource-usage")),
    _Opt(("-diag-suppress", "--diag-suppress"), VALUE, _note("--diag-suppress")),
    _Opt(("-cudart", "--cudart"), VALUE, _note("-cudart")),
    _Opt(("-m", "--machine"), VALUE, _note("-m")),
    _Opt(("-m64",), FLAG, lambda o, v: None),
    _Opt(("-Wno-deprecated-gpu-targets", "--Wno-deprecated-gpu-targets"), FLAG,
         lambda o, v: None),
    _Opt(("-Wno-deprecated-declarations", "--Wno-deprecated-declarations"), FLAG,
         lambda o, v: o.host_flags.append("-Wno-deprecated-declarations")),
    _Opt(("-Wreorder", "--Wreorder", "-Wdefault-stream-launch", "--Wdefault-stream-launch",
          "-Wmissing-launch-bounds", "--Wmissing-launch-bounds", "-Wext-lambda-captures-this",
          "--Wext-lambda-captures-this"), FLAG, _note("-Wreorder")),
    _Opt(("-ftz", "--ftz"), VALUE, _note("-ftz")),
    _Opt(("-prec-div", "--prec-div"), VALUE, _note("-prec-div")),
    _Opt(("-prec-sqrt", "--prec-sqrt"), VALUE, _note("-prec-sqrt")),
    _Opt(("-err-no", "--display-error-number", "-no-err-no", "--no-display-error-number"), FLAG,
         _note("--display-error-number")),
    _Opt(("-time", "--time"), VALUE, _note("-time")),
    _Opt(("-extra-device-vectorization", "--extra-device-vectorization"), FLAG,
         _note("--extra-device-vectorization")),
    _Opt(("-compress-mode", "--compress-mode"), VALUE, _compress_mode),
    _Opt(("-ptx", "--ptx"), FLAG, _module("ptx")),
    _Opt(("-cubin", "--cubin"), FLAG, _module("cubin")),
    _Opt(("-fatbin", "--fatbin"), FLAG, _module("fatbin")),
    _Opt(("-E", "--preprocess"), FLAG, _unsupported("-E")),
    _Opt(("-run", "--run"), FLAG, _unsupported("--run")),
    _Opt(("-dlto", "--dlto"), FLAG, _unsupported("-dlto")),
    _Opt(("-lto", "--lto"), FLAG, _unsupported("-lto")),
    # xlate's own
    _Opt(("--xlate-target",), VALUE, _target),
    _Opt(("--xlate-offload-arch",), VALUE, _append("offload_archs", True)),
    _Opt(("--xlate-warp-size",), VALUE, _warp),
    _Opt(("--xlate-warp-mode",), VALUE, _warp_mode),
    _Opt(("--xlate-toolkit-root",), FLAG, _mode("toolkit")),
]

_BY_NAME: dict[str, _Opt] = {n: opt for opt in _TABLE for n in opt.names}
# Host compiler-driver flags that nvcc itself does not take but that CMake puts on the link lines it
# gives to CMAKE_CUDA_HOST_LINK_LAUNCHER (xlate-nvcc, see docs/nvcc-driver.md): -fPIC and
# -Wl,-soname,/-Wl,-rpath, for shared libraries, -rdynamic, -pthread, ... They go to the host
# compiler/linker as they are; -Wl,... only to link steps.
HOST_DRIVER_FLAGS = frozenset({"-fPIC", "-fpic", "-fPIE", "-fpie", "-pie", "-no-pie", "-rdynamic", "-pthread",
                               "-fopenmp", "-static-libstdc++", "-static-libgcc"})
# one-letter options whose value may be glued to them: -Idir, -DX=1, -lfoo, -O3, -ofile
_GLUED = ("-I", "-D", "-U", "-L", "-l", "-O", "-o", "-x")
_KNOWN_O = {"-O0", "-O1", "-O2", "-O3", "-Os", "-Oz", "-Og", "-Ofast"}
_O_LEVEL = re.compile(r"^(\d|s|z|g|fast)$")  # the levels of -O<level> that the host compilers take


def expand_response_files(args: list[str], depth: int = 0) -> list[str]:
    """@file and --options-file/-optf FILE are replaced by the words of the file (shell quoting)."""
    if depth > 8:
        raise InputError("response files nest more than 8 deep (a file that includes itself?)")
    out: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        path: str | None = None
        if a.startswith("@") and len(a) > 1:
            path = a[1:]
        elif a in ("--options-file", "-optf"):
            if i + 1 >= len(args):
                raise UsageError(f"{a} needs a file name")
            path = args[i + 1]
            i += 1
        elif a.startswith(("--options-file=", "-optf=")):
            path = a.split("=", 1)[1]
        if path is None:
            out.append(a)
        else:
            for one in path.split(","):
                try:
                    text = Path(one).read_text(encoding="utf-8")
                except OSError as exc:
                    raise InputError(f"cannot read options file {one}: {exc.strerror or exc}") from None
                try:
                    words = shlex.split(text, comments=False)
                except ValueError as exc:
                    raise InputError(f"options file {one}: {exc}") from None
                out.extend(expand_response_files(words, depth + 1))
        i += 1
    return out


def parse_args(argv: list[str], environ: dict[str, str] | None = None) -> NvccOptions:
    """Parse nvcc's command line (after response-file expansion); raises UsageError (exit 2)."""
    env = os.environ if environ is None else environ
    args = expand_response_files(list(argv))
    o = NvccOptions()
    unknown: list[str] = []
    # -forward-unknown-to-host-compiler applies to the whole line, wherever it appears
    forward_all = any(a in ("-forward-unknown-to-host-compiler", "--forward-unknown-to-host-compiler")
                      for a in args)
    i = 0
    while i < len(args):
        a = args[i]
        i += 1
        if not a.startswith("-") or a == "-":
            o.inputs.append(a)
            continue
        name, eq, val = a.partition("=")
        opt = _BY_NAME.get(name)
        if opt is not None and opt.kind == FLAG:
            if eq:
                raise UsageError(f"{name} takes no value (got {a})")
            opt.apply(o, "")
            continue
        if opt is not None:  # VALUE
            if not eq:
                if i >= len(args):
                    raise UsageError(f"{name} needs a value")
                val = args[i]
                i += 1
            opt.apply(o, val)
            continue
        if a in _KNOWN_O or (a.startswith("-O") and len(a) == 3):
            o.opt = a[2:]
            continue
        glued = next((g for g in _GLUED if a.startswith(g) and len(a) > len(g)), None)
        if glued is not None and not (glued == "-l" and a in _BY_NAME):
            _BY_NAME[glued].apply(o, a[len(glued):])
            continue
        if a.startswith("-Wl,"):
            o.host_link_flags.append(a)
            continue
        if a in HOST_DRIVER_FLAGS or a.startswith("-fuse-ld="):
            o.host_flags.append(a)
            continue
        if o.forward_unknown or forward_all:
            o.host_flags.append(a)
            continue
        unknown.append(a)
    if unknown:
        raise UsageError(f"unknown nvcc option{'s' if len(unknown) > 1 else ''}: {', '.join(unknown)} "
                         "(see docs/nvcc-driver.md for what xlate-nvcc accepts; -Xcompiler passes flags "
                         "to the host compiler)")
    if o.target is None:
        t = env.get("XLATE_NVCC_TARGET")
        if t:
            _target(o, t)
    if not o.offload_archs and env.get("XLATE_OFFLOAD_ARCH"):
        o.offload_archs = [a for a in env["XLATE_OFFLOAD_ARCH"].split(",") if a]
    if o.warp_size is None and env.get("XLATE_NVCC_WARP_SIZE"):
        _warp(o, env["XLATE_NVCC_WARP_SIZE"])
    if o.deps and o.deps != "M" and o.mode == "deps":
        o.deps = "M"
    return o


# ---------------------------------------------------------------------------------------- archs

DEFAULT_OFFLOAD_ARCH = "gfx942"
DEFAULT_CUDA_ARCH = "52"  # what nvcc 12 compiles for when no -arch is given (sm_52)


def cuda_arch_numbers(o: NvccOptions) -> list[str]:
    """The CUDA compute capabilities named on the line (sm_80, compute_80, 80 -> '80'), in order."""
    nums: list[str] = []
    for a in o.cuda_archs:
        low = a.lower()
        for pre in ("sm_", "compute_", "lto_"):
            if low.startswith(pre):
                low = low[len(pre):]
                break
        if low in ("native", "all", "all-major"):
            continue
        if (low.isdigit() or (low[:-1].isdigit() and low[-1] in "af")) and low not in nums:
            nums.append(low)
    return nums


def offload_archs(o: NvccOptions) -> list[str]:
    """AMD targets: --xlate-offload-arch / XLATE_OFFLOAD_ARCH, else gfx names given to -arch/-code,
    else gfx942 for any CUDA architecture (no NVIDIA architecture corresponds to an AMD one; the
    MI300X is the target xlate builds for)."""
    if o.offload_archs:
        return list(dict.fromkeys(o.offload_archs))
    gfx = [a for a in o.cuda_archs if a.lower().startswith("gfx")]
    if gfx:
        return list(dict.fromkeys(gfx))
    bad = [a for a in o.cuda_archs if not a.lower().startswith("gfx") and a.lower() not in
           ("native", "all", "all-major") and not cuda_arch_numbers(_only(a))]
    if bad:
        raise UsageError(f"-arch/-code {bad[0]}: not a CUDA architecture (sm_XX, compute_XX, native, all) "
                         "or an AMD target (gfx942)")
    return [DEFAULT_OFFLOAD_ARCH]


def _only(a: str) -> NvccOptions:
    o = NvccOptions()
    o.cuda_archs = [a]
    return o
